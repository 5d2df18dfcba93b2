"""A fifth game in a package of its own (tests/fifthgame, Crumbs), registered through the entry-point group.

Nothing under printkit/ names it: each command works for it as for a shipped game. One test a
command, each cheap (a pile of 12 crumbs); the registration is read from a dist-info declaring
`crumbs = tests.fifthgame:GAME`, as pip would install one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import distribution
from pathlib import Path

import pytest

from printkit.games import GAMES, GROUP, discovered
from tests.support import REPO, run_cli

ENTRY = "crumbs = tests.fifthgame:GAME"


def _dist_info(folder: Path) -> Path:
    info = folder / "crumbs-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: crumbs\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{ENTRY}\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def crumbs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Register Crumbs from its entry point in this process; yield a folder to work in."""
    folder = _dist_info(tmp_path_factory.mktemp("crumbs"))
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(folder))
        game = discovered()["crumbs"]
        patch.setitem(GAMES, "crumbs", game)
        yield folder


@pytest.fixture(scope="module")
def played(crumbs: Path) -> Path:
    """A game of Crumbs as `printkit play` writes it."""
    out = crumbs / "played.yaml"
    assert run_cli("play", "crumbs", "--seed", "3", "--out", out) == 0
    return out


def test_list_shows_the_fifth_game_from_its_entry_point(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(_dist_info(tmp_path)), str(REPO)])}
    done = subprocess.run(
        [sys.executable, "-m", "printkit", "list"], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    listed = [line.split("  ")[0] for line in done.stdout.splitlines() if not line.startswith(" ")]
    shipped = [p.name for p in distribution("printkit").entry_points.select(group=GROUP)]
    assert listed == [*shipped, "crumbs"]
    assert "crumbs  (Crumbs)\n  crumbs         the crumb counters\n" in done.stdout


def test_play_writes_a_legal_finished_game(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert run_cli("check", played, "--json") == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "legal" and verdict["finished"] and verdict["game"] == "crumbs"
    assert sorted(verdict["scores"].values()) == [0, 1]


def test_check_refuses_each_of_its_two_rules_and_turn_order(
    crumbs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cases = {
        "take 4": ("ana", "Taking", "a turn takes 1 to 3 crumbs, not 4"),
        "out of turn": ("ben", "Taking", "it is ana's turn, not ben's"),
    }
    for name, (seat, rule, message) in cases.items():
        text = "take 4" if name == "take 4" else "take 1"
        file = crumbs / f"{name}.yaml"
        file.write_text(f"game: crumbs\nplayers: [ana, ben]\nturns:\n- {seat}: {text}\n", encoding="utf-8")
        capsys.readouterr()
        assert run_cli("check", file, "--json") == 1
        verdict = json.loads(capsys.readouterr().out)
        assert (verdict["verdict"], verdict["rule"], verdict["message"]) == ("illegal", rule, message)
    over = crumbs / "over.yaml"
    turns = "".join(f"- {s}: take 3\n" for s in ["ana", "ben"] * 2) + "- ana: take 1\n"
    over.write_text(f"game: crumbs\nplayers: [ana, ben]\nturns:\n{turns}", encoding="utf-8")
    capsys.readouterr()
    assert run_cli("check", over, "--json") == 1
    verdict = json.loads(capsys.readouterr().out)
    assert (verdict["rule"], verdict["turn"]) == ("The end", 5)
    assert verdict["message"] == "the game is over: ben took the last crumb"


def test_build_writes_its_component_and_kit(crumbs: Path) -> None:
    import pypdf

    out = crumbs / "build"
    assert run_cli("build", "crumbs", "--out", out, "--format", "pdf") == 0
    pages = {p.name: len(pypdf.PdfReader(p).pages) for p in (out / "crumbs").glob("*.pdf")}
    assert pages["crumbs-crumbs-a4.pdf"] == 2  # 12 counters on a sheet, fronts and backs
    assert pages["crumbs-rules-a4.pdf"] == 1
    text = pypdf.PdfReader(out / "crumbs" / "crumbs-kit-a4.pdf").pages[0].extract_text()
    assert "Crumbs" in text and "crumb counters" in text


def test_show_draws_the_crumbs_left(played: Path) -> None:
    import xml.etree.ElementTree as ET

    out = played.parent / "turn2.svg"
    assert run_cli("show", played, "--turn", "2", "--out", out) == 0
    first_two = [line.split(": take ")[1] for line in played.read_text().splitlines() if ": take " in line][
        :2
    ]
    left = 12 - sum(int(n) for n in first_two)
    svg = ET.parse(out).getroot()
    crumbs = [e for e in svg.iter() if e.tag.endswith("circle") and e.get("fill") == "#d9b26f"]
    assert len(crumbs) == left


def test_schema_checks_its_layout_and_a_played_transcript(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import jsonschema
    import yaml

    from tests.fifthgame import GAME

    for kind, file in (("layout", Path(GAME.layout_file)), ("transcript", played)):
        capsys.readouterr()
        assert run_cli("schema", kind, "crumbs") == 0
        schema = json.loads(capsys.readouterr().out)
        jsonschema.validate(yaml.safe_load(file.read_text(encoding="utf-8")), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(
            {"game": "crumbs", "players": ["ana", "ben"], "turns": [{"ana": "eat 2"}]}, schema
        )


def test_export_to_png_writes_every_counter(crumbs: Path) -> None:
    from PIL import Image

    out = crumbs / "export"
    assert run_cli("export", "crumbs", "--to", "png", "--out", out) == 0
    files = sorted((out / "crumbs" / "png").glob("*.png"))
    assert len(files) == 24  # 12 counters, front and back
    with Image.open(files[0]) as image:
        assert image.width == image.height > 0

"""`printkit check` and `printkit play` through the CLI: lines, JSON Lines, exit codes, --jobs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from printkit.cli.app import main
from printkit.games import GAMES
from tests.support import EXAMPLES, REPO, cases

OWN = EXAMPLES / "111-ants"  # the repository's own examples: no folder beside the clone is needed


def run(capsys, *args) -> tuple[int, list[str]]:
    code = main([str(a) for a in args])
    return code, capsys.readouterr().out.splitlines()


@pytest.fixture
def games(tmp_path):
    """A legal, an illegal and an unreadable transcript in a folder."""
    from printkit.games.ant_trails.player import play
    from printkit.referee.writer import write_transcript

    legal = write_transcript(play(5))
    (tmp_path / "legal.yaml").write_text(legal)
    (tmp_path / "illegal.yaml").write_text(legal.replace("turns:\n- black: ", "turns:\n- red: ", 1))
    (tmp_path / "unreadable.yaml").write_text("game: ant-trails\nplayers: [black, red]\nturns: []\n")
    return tmp_path


def test_exit_codes(capsys, games) -> None:
    assert run(capsys, "check", games / "legal.yaml")[0] == 0
    code, lines = run(capsys, "check", games / "legal.yaml", games / "illegal.yaml")
    assert code == 1 and len(lines) == 2
    assert lines[1].startswith(f'{games / "illegal.yaml"}:6: illegal at turn 1 (red "')
    assert lines[1].endswith("[Play]")
    code, lines = run(capsys, "check", games)  # a folder: its *.yaml, sorted
    assert code == 2 and [line.split(":")[0] for line in lines] == [
        str(games / n) for n in ("illegal.yaml", "legal.yaml", "unreadable.yaml")
    ]
    assert lines[2] == f"{games / 'unreadable.yaml'}:1:1: unreadable: missing key 'setup' (the food tiles)"
    code, lines = run(capsys, "check", games / "absent.yaml")
    assert code == 2 and "unreadable: cannot read" in lines[0]


def test_bad_usage_exits_2(capsys, games) -> None:
    assert main(["check"]) == 2
    assert main(["check", "--jobs", "-1", str(games)]) == 2
    assert main(["check", str(games / "empty-folder-that-is-not-there" / "")]) == 2


def test_json_lines(capsys, games) -> None:
    _code, lines = run(capsys, "check", "--json", games)
    objects = [json.loads(line) for line in lines]
    keys = [
        "file",
        "game",
        "verdict",
        "finished",
        "turn",
        "line",
        "column",
        "seat",
        "action",
        "rule",
        "message",
        "scores",
    ]
    assert all(list(o) == keys for o in objects)
    illegal, legal, unreadable = objects
    assert (illegal["verdict"], illegal["turn"], illegal["seat"], illegal["rule"]) == (
        "illegal",
        1,
        "red",
        "Play",
    )
    assert legal["finished"] is True and set(legal["scores"]) == {"black", "red"}
    assert unreadable["verdict"] == "unreadable" and unreadable["scores"] is None


def test_json_lines_for_111_ants_carry_rounds(capsys) -> None:
    code, lines = run(
        capsys,
        "check",
        "--json",
        OWN / "illegal-refresh-face-down.yaml",
        OWN / "legal-two-rounds.yaml",
    )
    illegal, legal = (json.loads(line) for line in lines)
    assert code == 1
    assert list(illegal) == [
        "file",
        "game",
        "verdict",
        "finished",
        "round",
        "turn",
        "line",
        "column",
        "seat",
        "action",
        "rule",
        "message",
        "scores",
        "round_scores",
    ]
    expected = json.loads((OWN / "expected.json").read_text())["illegal-refresh-face-down.yaml"]
    assert (illegal["round"], illegal["turn"], illegal["line"], illegal["column"]) == (
        expected["round"],
        expected["turn"],
        expected["line"],
        expected["column"],
    )
    assert len(legal["round_scores"]) == 2
    assert {s: sum(r[s] for r in legal["round_scores"]) for s in legal["scores"]} == legal["scores"]


def test_jobs_gives_the_same_lines_in_the_same_order(capsys) -> None:
    one = run(capsys, "check", EXAMPLES)
    two = run(capsys, "check", "--jobs", "2", EXAMPLES)
    # exit 2: some examples are unreadable
    assert one == two and one[0] == 2 and len(one[1]) == len(list(EXAMPLES.rglob("*.yaml")))


def test_play_writes_a_legal_finished_game(capsys, tmp_path) -> None:
    code, lines = run(capsys, "play", "111-ants", "--seed", "4", "--players", "ann,bob")
    assert code == 0 and lines[2] == "players: [ann, bob]"
    assert lines[0].startswith("# yaml-language-server: $schema=file:///")  # tests/schemas: which file
    out = tmp_path / "g.yaml"
    assert main(["play", "ant-trails", "--seed", "4", "--out", str(out)]) == 0
    code, lines = run(capsys, "check", out)
    assert code == 0 and ": legal, finished: black " in lines[0]
    assert main(["play", "ant-trails", "--seed", "1", "--players", "red,black"]) == 2
    assert main(["play", "111-ants", "--seed", "1", "--players", "solo"]) == 2
    assert main(["play", "chess", "--seed", "1"]) == 2


@pytest.mark.parametrize("game", sorted(GAMES))
def test_play_with_rule_options_writes_them_and_plays_by_them(game, capsys, tmp_path) -> None:
    import yaml

    rules = cases(game).PLAY_RULES
    out = tmp_path / "g.yaml"
    args = [a for rule in rules for a in ("--rule", rule)]
    assert main(["play", game, "--seed", "6", *args, "--out", str(out)]) == 0
    data = yaml.safe_load(out.read_text())
    expected = {k: yaml.safe_load(v) for k, v in (r.split("=") for r in rules)}
    assert data["rules"] == expected and list(data)[:2] == ["game", "rules"]
    code, lines = run(capsys, "check", out)
    assert code == 0 and ": legal, finished: " in lines[0], lines


def test_play_with_a_layout_plays_by_its_rules_and_checks_with_it(capsys, tmp_path) -> None:
    from printkit.layout.folders import layouts_dir

    layout = tmp_path / "trails.yaml"
    text = (layouts_dir() / "ant-trails.yaml").read_text()
    layout.write_text(text.replace("placements_per_turn: 2 ", "placements_per_turn: 3 ", 1))
    out = tmp_path / "g.yaml"
    assert main(["play", "ant-trails", "--seed", "3", "--layout", str(layout), "--out", str(out)]) == 0
    written = out.read_text()
    assert "rules:" not in written  # the layout's own options are its defaults
    code, lines = run(capsys, "check", "--layout", layout, out)
    assert code == 0 and ": legal, finished: " in lines[0], lines
    code, lines = run(capsys, "check", out)  # the shipped rules allow two placements a turn
    assert code == 1 and ": illegal at turn 1 " in lines[0], lines


@pytest.mark.parametrize(
    "args, words",
    [
        (("--rule", "nope=1"), "--rule nope: unknown rule option 'nope'"),
        (("--rule", "eggs=yes"), "--rule eggs: expected a whole number, found 'yes'"),
        (("--rule", "eggs"), "--rule eggs: expected NAME=VALUE"),
        (("--rule", "arrivals=sometimes"), "--rule arrivals: expected one of 'attack', 'wait'"),
        (("--layout", "LAYOUT"), "a layout of 111-ants, not of antheap"),
    ],
)
def test_play_refuses_bad_rules_and_layouts_in_one_line(args, words, capsys) -> None:
    from printkit.layout.folders import layouts_dir

    args = tuple(str(layouts_dir() / "111-ants.yaml") if a == "LAYOUT" else a for a in args)
    assert main(["play", "antheap", "--seed", "1", *args]) == 2
    captured = capsys.readouterr()
    assert not captured.out and captured.err.count("\n") == 1 and words in captured.err, captured.err


def test_subprocess_smoke(games) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "printkit", "check", str(games / "legal.yaml")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and ": legal, finished: " in done.stdout and not done.stderr

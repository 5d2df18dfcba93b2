"""The game contract: each game is one typed GameDefinition, registered through the entry-point group."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from importlib.metadata import distribution

import pytest

from printkit.core.errors import UsageError
from printkit.games import GAMES, GROUP, discovered, game_info
from printkit.games.definition import GameDefinition, KitParts, LayoutParts, RulesParts, ShowParts
from printkit.games.parts import ActionSyntax, ExportHints, TranscriptParts
from tests.support import run_cli

SHIPPED = [
    p.name for p in distribution("printkit").entry_points.select(group=GROUP)
]  # pyproject.toml's order


def _register(tmp_path, monkeypatch, module: str, source: str, name: str = "fifth") -> None:
    """Put a module and a dist-info declaring it in the games' entry-point group on sys.path."""
    (tmp_path / f"{module}.py").write_text(source, encoding="utf-8")
    info = tmp_path / f"{module}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{name} = {module}:GAME\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))


def test_the_registry_lists_the_four_games_from_their_entry_points_in_order():
    points = {p.name: p for p in distribution("printkit").entry_points.select(group=GROUP)}
    assert len(SHIPPED) == 4 and sorted(SHIPPED) == SHIPPED  # the registry's order is the names' order
    assert list(GAMES) == SHIPPED == list(discovered())
    for name in SHIPPED:
        assert points[name].value == f"{GAMES[name].package}:GAME"
        assert points[name].load() is GAMES[name] is game_info(name)
        assert isinstance(GAMES[name], GameDefinition)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_part_of_a_shipped_game_loads_with_its_type(name):
    game = GAMES[name]
    assert isinstance(game.rules(), RulesParts) and isinstance(game.kit(), KitParts)
    assert isinstance(game.show(), ShowParts) and isinstance(game.layout(), LayoutParts)
    assert game.referee is not None and game.player is not None
    assert game.layout_file == f"{name}.yaml" and game.referee.__module__ == f"{game.package}.rules"
    assert isinstance(game.components, tuple) and game.components
    assert isinstance(game.export, ExportHints)
    assert callable(game.picture) and callable(game.player)
    assert dataclasses.is_dataclass(game.layout_type) and dataclasses.is_dataclass(game.options_type)
    assert game.facts.KINDS and game.rule_headings
    from printkit.games.loaded import load_game

    layout = load_game(name)
    assert isinstance(layout, game.layout_type)
    assert set(game.facts.KINDS) >= {c.name for c in game.components}
    syntax = game.action_syntax(layout)
    assert isinstance(syntax, ActionSyntax)
    assert isinstance(game.transcript_parts(layout, {"type": "string"}), TranscriptParts)
    assert game.referee(layout).name == name


def test_a_game_lacking_a_required_part_is_refused_in_one_line(tmp_path, monkeypatch):
    source = (
        "from printkit.games import GAMES\n"
        "import dataclasses\n"
        "GAME = dataclasses.replace(next(iter(GAMES.values())), name='fifth', kit=None)\n"
    )
    _register(tmp_path, monkeypatch, "lacking_game", source)
    with pytest.raises(UsageError) as caught:
        discovered()
    message = str(caught.value)
    assert "\n" not in message
    assert message == "game entry point fifth = lacking_game:GAME: fifth lacks kit"


def test_an_entry_point_to_something_else_is_refused_in_one_line(tmp_path, monkeypatch):
    _register(tmp_path, monkeypatch, "not_a_game", "GAME = 'fifth'\n")
    with pytest.raises(
        UsageError, match=r"^game entry point fifth = not_a_game:GAME: not a GameDefinition \(str\)$"
    ):
        discovered()


def test_a_game_without_its_optional_parts_has_none_and_setup_and_check_refuse_it(
    tmp_path, monkeypatch, capsys
):
    some = next(iter(GAMES.values()))
    rules = dataclasses.replace(some.rules(), referee=None, player=None)
    show = dataclasses.replace(some.show(), setup=None)
    bare = dataclasses.replace(some, name="bare", rules=lambda: rules, show=lambda: show)
    assert (bare.referee, bare.player, bare.setup) == (None, None, None)
    monkeypatch.setitem(GAMES, "bare", bare)
    capsys.readouterr()

    assert run_cli("setup", "bare", "--seed", "1", "--out", tmp_path) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "bare has no random setup" in err

    assert run_cli("play", "bare", "--seed", "1") == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "bare has no random player" in err

    transcript = tmp_path / "bare.yaml"
    transcript.write_text("game: bare\nplayers: [A, D]\nturns: []\n", encoding="utf-8")
    run_cli("check", transcript, "--json")
    verdict = json.loads(capsys.readouterr().out)
    assert "bare has no referee, so its transcripts cannot be checked" in json.dumps(verdict)


def test_a_broken_game_entry_point_stops_the_cli_in_one_line(tmp_path):
    info = tmp_path / "broken-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nbroken = no_such_module:GAME\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "printkit", "list"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(
        "printkit: error: game entry point broken = no_such_module:GAME: does not load"
    )
    assert len(done.stderr.strip().splitlines()) == 1

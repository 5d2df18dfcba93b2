"""The one shape every game takes, checked over the registry: built once from its layout, a fold that
never changes a state it was given, rule names from its headings, and transcripts written by the
shared writer that read back as the same data."""

from __future__ import annotations

import dataclasses
from functools import cache

import pytest

from printkit.games import GAMES
from printkit.games.loaded import load_game, referee, registered_game
from printkit.referee.errors import NOTATION, SCORING
from printkit.referee.fold import check_source, read_record, replay
from printkit.referee.game import Game, GameState
from printkit.referee.reader import read_transcript
from printkit.referee.writer import write_transcript
from tests.support import EXAMPLES

NAMES = list(GAMES)


def _player(name: str):
    player = GAMES[name].player
    assert player is not None
    return player


@cache
def _played(name: str) -> str:
    """One generated game of each, written as `printkit play` writes it (shared by the tests below)."""
    return write_transcript(_player(name)(1))


def _plain(value):
    """A state's field as plain data to compare; shared objects (tables, options) by identity."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(map(repr, value))
    if value is None or isinstance(value, (bool, int, str)):
        return value
    return ("shared", id(value))


def _snapshot(state: GameState) -> dict:
    return {f.name: _plain(getattr(state, f.name)) for f in dataclasses.fields(state)}


def _unwrapped(value):
    """Transcript data as YAML reads it back: keys as text, tuples as lists."""
    if isinstance(value, dict):
        return {str(k): _unwrapped(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_unwrapped(v) for v in value]
    return value


@pytest.mark.parametrize("name", NAMES)
def test_every_game_is_built_once_from_its_layout(name: str) -> None:
    game = referee(name)
    assert isinstance(game, Game) and game.name == name
    assert referee(name) is game and registered_game(name) is game
    # as data (printkit inspect's form): the art's elements compare by identity, and another test may
    # have loaded the layout afresh since the referee was built
    from printkit.cli.inspect import resolved

    assert resolved(game.layout) == resolved(load_game(name))
    assert game.default_options == load_game(name).rules


@pytest.mark.parametrize("name", NAMES)
def test_a_step_never_changes_the_state_it_was_given(name: str) -> None:
    game = referee(name)
    doc = read_transcript(_played(name))
    record, _ = read_record(game, doc.data)
    before = record.start
    seen = _snapshot(before)
    steps = 0
    for _, after in replay(game, record):
        assert _snapshot(before) == seen, f"step {steps + 1} changed the state before it"
        assert after is not before
        before, seen = after, _snapshot(after)
        steps += 1
    assert steps == len(record.steps) > 0
    assert game.standing(before).finished


@pytest.mark.parametrize("name", NAMES)
def test_a_copy_shares_no_container(name: str) -> None:
    game = referee(name)
    doc = read_transcript(_played(name))
    record, _ = read_record(game, doc.data)
    state = record.start
    for _, state in replay(game, record):  # noqa: B007 (the last state is read after the loop)
        pass
    copy = state.copy()
    assert _snapshot(copy) == _snapshot(state)
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if isinstance(value, (dict, list, set)):
            assert getattr(copy, f.name) is not value, f.name


@pytest.mark.parametrize("name", NAMES)
def test_the_writer_writes_what_the_reader_reads_back(name: str) -> None:
    data = _player(name)(4)
    assert read_transcript(write_transcript(data)).data == _unwrapped(data)


def _rule_names(name: str) -> set[str]:
    return set(GAMES[name].rule_headings)


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_a_verdict_names_is_a_heading_of_the_game(name: str) -> None:
    folder = EXAMPLES / name
    allowed = _rule_names(name) | {NOTATION, SCORING}
    rules = set()
    for path in sorted(folder.glob("*.yaml")):
        verdict = check_source(path.read_bytes(), str(path), registered_game)
        if verdict.rule is not None:
            rules.add(verdict.rule)
    assert rules and rules <= allowed, rules - allowed


@pytest.mark.parametrize("name", NAMES)
def test_every_game_hands_over_its_four_bundles_from_their_rooms(name: str) -> None:
    from printkit.games import game_info
    from printkit.games.definition import KitParts, LayoutParts, RulesParts, ShowParts

    info = game_info(name)
    bundles = (info.layout(), info.rules(), info.kit(), info.show())
    assert [type(b) for b in bundles] == [LayoutParts, RulesParts, KitParts, ShowParts]
    assert info.layout_type is type(load_game(name)) and info.components and callable(info.picture)

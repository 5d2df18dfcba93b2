"""Bad layouts give one located line and exit 1; nothing half-written is left behind (each game's own
keys' errors: tests/games/<package>/test_layout_errors.py)."""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from printkit.games.loaded import load_game
from tests.foundation.badlayouts import Case, assert_one_located_line, write_case
from tests.samples import shipped
from tests.support import REPO, run_cli
from tests.sweep import pick

BOMB = """game: {game}
title: x
style:
  bands: &a ["red", "red", "red", "red", "red", "red", "red", "red", "red"]
  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
  f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
"""
NAMES = ["alias-bomb", "path-escape", "syntax", "unknown-key", "yes-is-not-true"]
GAME_NAMES = pick(shipped(), "layout errors")


def good(game: str) -> str:
    """Return a game's shipped layout text."""
    return (REPO / "layouts" / GAMES[game].layout_file).read_text()


def bad(game: str) -> dict[str, Case]:
    """Return the cases any game's layout can be broken by, with the line each must name."""
    text, layout = good(game), load_game(game)
    lines = text.splitlines()
    title, prefix = f"title: {layout.title}", f"file_prefix: {layout.file_prefix}"
    at = lines.index(title) + 1  # the title's line
    return {
        # name: (replace this, with that) in the good layout, or a whole text; expected line, message
        "syntax": (
            (title, f"title: [{layout.title}"),
            at + 1,
            f"flow sequence that starts at line {at}, column 8",
        ),
        "unknown-key": ((title, f"{title}\ncolour: red"), at + 1, "colour: unknown key"),
        "path-escape": (
            (prefix, "file_prefix: ../../etc"),
            lines.index(prefix) + 1,
            "file_prefix: expected a plain file name",
        ),
        "yes-is-not-true": (("  crop_marks: true", "  crop_marks: yes"), None, "expected true or false"),
        "alias-bomb": (BOMB.format(game=game), None, "alias bomb"),
    }


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("game", GAME_NAMES)
def test_validate_reports_file_line_column_and_key(game, name, tmp_path, capsys):
    path, line, message = write_case(tmp_path, good(game), name, bad(game)[name])
    assert run_cli("validate", path) == 1
    assert_one_located_line(capsys.readouterr().err, path, line, message)


@pytest.mark.parametrize("name", ["unknown-key", "alias-bomb", "yes-is-not-true"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_build_with_a_bad_layout_writes_nothing(game, name, tmp_path, monkeypatch, capsys):
    path, _, message = write_case(tmp_path, good(game), name, bad(game)[name])
    layouts = tmp_path / "layouts"
    layouts.mkdir()
    (layouts / GAMES[game].layout_file).write_text(path.read_text())
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(layouts))
    load_game.cache_clear()
    out = tmp_path / "out"
    try:
        assert run_cli("build", game, "--out", out) == 1
    finally:
        load_game.cache_clear()
    assert message in capsys.readouterr().err
    assert not out.exists() or not any(out.rglob("*"))


def test_traceback_only_when_asked():
    from printkit.core.errors import UsageError

    assert run_cli("build", "no-such-game") == 2
    with pytest.raises(UsageError):
        run_cli("--traceback", "build", "no-such-game")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_usage_errors_exit_2(game, capsys):
    assert run_cli("build", "no-such-game") == 2
    assert "unknown game 'no-such-game'" in capsys.readouterr().err
    assert run_cli("build", game, "--paper", "a5") == 2
    assert run_cli("build", game, "--back-offset", "one,two") == 2
    assert run_cli("build", game, "--only", "meeples") == 2
    assert run_cli("frobnicate") == 2

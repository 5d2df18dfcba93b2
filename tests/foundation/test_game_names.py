"""Shared code names no game, and every game hands shared code the parts it asks for.

What the scan covers: every text file under printkit/ outside printkit/games/ (the Python and the
data beside it), and every Python file under tests/ outside the games' own folders
(tests/<package>/) and the goldens. A file names a game when it holds, in any case, a registered
game's name (`ant-trails`) or package (`ant_trails`): prose may still say a title as an example
(kitdocs/text.py's comment on `drawing` is the description the shipped words schemas carry,
which stay byte for byte as they are). A shared test takes its sample game from the registry
(tests/samples.py) and a game's own figures from its cases.py. tools/ and bench/ are not scanned:
they are runners that sweep or time named cases, not code the games plug into.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printkit.games import GAMES, game_info
from printkit.games.loaded import load_game
from printkit.games.parts import ActionSyntax, ExportHints, TranscriptParts
from printkit.schemagen.transcript import turn_text, turns
from tests.support import REPO, cases

WORDS = sorted({w for g in GAMES.values() for w in (g.name, g.folder)}, key=len, reverse=True)
NAMES = re.compile("|".join(re.escape(w) for w in WORDS), re.IGNORECASE)
GAME_TESTS = {REPO / "tests" / "games" / g.folder for g in GAMES.values()} | {REPO / "tests" / "golden"}
# Every shipped game's own tests (tests/games/<package>/) hold at least these files, one role each:
# its data for the generic tests, its referee, its kit's components and its printed words.
GAME_TEST_FILES = ("__init__.py", "cases.py", "test_rules.py", "test_kit.py", "test_docs.py")


def naming(paths) -> dict[str, list[str]]:
    """Return each file of paths that names a game, with the lines that do (as 'line: text')."""
    out = {}
    for path in sorted(paths):
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:  # a font file
            continue
        hits = [f"{n}: {line.strip()}" for n, line in enumerate(text.splitlines(), 1) if NAMES.search(line)]
        if hits:
            out[path.relative_to(REPO).as_posix()] = hits
    return out


def _shared_code() -> list[Path]:
    games = REPO / "printkit" / "games"
    return [
        p
        for p in (REPO / "printkit").rglob("*")
        if p.is_file() and games not in p.parents and "__pycache__" not in p.parts
    ]


def _shared_tests() -> list[Path]:
    here = Path(__file__).resolve()  # this file lists test files named after games
    return [p for p in (REPO / "tests").rglob("*.py") if not GAME_TESTS & set(p.parents) and p != here]


def test_the_scan_sees_a_game_named_in_any_case():
    for g in GAMES.values():
        for text in (
            f"x = '{g.name}'",
            f"# {g.name.title()}'s board",
            f"import printkit.games.{g.folder.upper()}",
        ):
            assert NAMES.search(text), text
    assert not NAMES.search("# a game's ants and its trails, a heap, the anticipated turn")


def test_shared_code_names_no_game():
    files = _shared_code()
    assert len(files) > 100  # the scan reads the package, not an empty folder
    assert naming(files) == {}


def test_shared_tests_name_no_game():
    assert naming(_shared_tests()) == {}, (
        "a shared test names a game: take its sample from tests/samples.py, its data from the game's cases.py"
    )


def test_every_shipped_game_has_its_tests_in_one_shape():
    shipped = [g for g in GAMES.values() if g.package.startswith("printkit.games.")]
    assert shipped, "the registry holds printkit's own games"
    folders = {REPO / "tests" / "games" / g.folder for g in shipped}
    assert folders == {
        p for p in (REPO / "tests" / "games").iterdir() if p.is_dir() and p.name != "__pycache__"
    }
    for folder in sorted(folders):
        missing = [name for name in GAME_TEST_FILES if not (folder / name).is_file()]
        assert not missing, f"{folder.relative_to(REPO)} lacks {missing}"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_hands_over_its_parts(game):
    info, layout = game_info(game), load_game(game)
    syntax = info.action_syntax(layout)
    assert isinstance(syntax, ActionSyntax)
    assert re.fullmatch(turn_text(syntax)["pattern"], syntax.example), syntax.example
    assert not re.fullmatch(turn_text(syntax)["pattern"], syntax.example + ", ,")
    parts = info.transcript_parts(layout, turns(syntax))
    assert isinstance(parts, TranscriptParts) and set(parts.required) <= set(parts.keys)
    assert isinstance(info.export, ExportHints)
    assert cases(game).FIRST_TURN and cases(game).LONG_NUMBER

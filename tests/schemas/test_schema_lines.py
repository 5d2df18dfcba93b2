"""The transcripts printkit writes (play, setup, fmt) name their schema on their first line, so an
editor checks a new game as you type: this printkit's schema file by its file:// path, or --schema-url."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from printkit.schemagen.files import MODELINE, file_name, schemas_dir
from tests.samples import example_files, one, shipped, with_setup
from tests.support import run_cli


def installed(game: str) -> str:
    """The schema line naming this printkit's own schema file of a game's transcripts."""
    path = schemas_dir().resolve() / file_name("transcript", game)
    assert path.is_file()
    return MODELINE + path.as_uri()


def test_the_line_names_the_schema_file_by_its_absolute_file_address():
    address = installed(one(shipped(), "the schema's address")).removeprefix(MODELINE)
    assert address.startswith("file:///")
    assert Path(urlparse(address).path).read_text().startswith('{\n  "$schema"')


def test_play_names_this_printkit_s_schema_file_or_the_url_given(tmp_path, capsys):
    game = one(shipped(), "play's schema line")
    assert run_cli("play", game, "--seed", "3") == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0] == installed(game)
    assert check_source(text, "g.yaml", registered_game).verdict == "legal"
    out = tmp_path / "g.yaml"
    assert run_cli("play", game, "--seed", "3", "--schema-url", "../schemas/x.json", "-o", out) == 0
    assert out.read_text() == text.replace(installed(game), MODELINE + "../schemas/x.json", 1)
    assert run_cli("play", game, "--seed", "3", "--schema-url", "a\nb") == 2


def _pasted(game: str, block: str) -> str:
    """A transcript of setup's block: under the key its game's transcript requires, if it is a list; after the
    seats setup drew for, if it names none."""
    import yaml

    from printkit.games import GAMES
    from printkit.games.loaded import load_game
    from printkit.schemagen.transcript import turns

    layout, info = load_game(game), GAMES[game]
    drawn = yaml.safe_load(block)
    head = f"game: {game}\n"
    if not (isinstance(drawn, dict) and "players" in drawn):
        head += f"players: [{', '.join(info.setup.seats(layout, None))}]\n"
    if isinstance(drawn, list):
        head += f"{info.transcript_parts(layout, turns(info.action_syntax(layout))).required[0]}:\n"
    return head + block


def test_setup_s_block_starts_with_the_schema_line(tmp_path, capsys):
    game = one(with_setup(), "setup's schema line")
    assert run_cli("setup", game, "--seed", "4", "--out", tmp_path, "-q") == 0
    block = capsys.readouterr().out
    assert block.splitlines()[0] == installed(game)
    assert check_source(_pasted(game, block), "g.yaml", registered_game).verdict == "legal"


def test_fmt_puts_the_schema_line_first_keeps_one_there_and_changes_no_verdict(tmp_path, capsys):
    game = one(shipped(), "fmt's schema line")
    source = example_files(game, "illegal")[0].read_text()
    own = source.splitlines()[0]
    assert own.startswith(MODELINE)  # the example's own, a path relative to it
    bare = "\n".join(source.splitlines()[1:]) + "\n"
    path = tmp_path / "g.yaml"
    for text, first in ((bare, installed(game)), (source, own)):
        path.write_text(text)
        assert run_cli("fmt", "--write", path) == 0
        written = path.read_text()
        assert written.splitlines()[0] == first and written.count(MODELINE) == 1
        assert run_cli("fmt", "--check", path) == 0  # formatting twice changes nothing
        before, after = (
            check_source(text, "g.yaml", registered_game),
            check_source(written, "g.yaml", registered_game),
        )
        assert (before.verdict, before.rule, before.turn) == (after.verdict, after.rule, after.turn)
    moved = bare.replace("players:", own + "\nplayers:", 1)  # a schema line further down goes to the top
    path.write_text(moved)
    assert run_cli("fmt", "--write", path) == 0
    assert path.read_text().splitlines()[0] == own and path.read_text().count(MODELINE) == 1
    assert run_cli("fmt", "--write", "--schema-url", "https://example.org/t.json", path) == 0
    assert path.read_text().splitlines()[0] == MODELINE + "https://example.org/t.json"
    assert path.read_text().count(MODELINE) == 1
    capsys.readouterr()

"""The real YAML language server (what VS Code's and Neovim's YAML support run) on a layout of one's
own and a played game: it finds each file's schema from its first line and says what is wrong in
words, the schemas' patternErrorMessage, not the regular expression."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.samples import one, shipped
from tests.schemas.lsp import LanguageServer, server_command
from tests.support import run_cli


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("editor")
    language_server = LanguageServer(server_command(), root, {"yaml": {"validate": True}})
    yield language_server, root
    language_server.close()


def messages(server, path: Path, text: str) -> dict[int, str]:
    """Return the diagnostics of a file opened in the server, {line (from 1): message}."""
    path.write_text(text)
    return {d["range"]["start"]["line"] + 1: d["message"] for d in server.diagnostics(path, text)}


def test_a_bad_colour_and_a_bad_length_in_one_s_own_layout_are_told_in_words(server, capsys):
    language_server, root = server
    kit, game = root / "kit", one(shipped(), "a layout in an editor")
    assert run_cli("new", game, kit) == 0  # the copy names its own schemas/ copy on its first line
    capsys.readouterr()
    text = (kit / f"{game}.yaml").read_text()
    lines = text.splitlines()
    colour = next(i for i, line in enumerate(lines) if ': "#' in line)
    length = next(i for i, line in enumerate(lines) if line.rstrip().endswith("mm") and ": " in line)
    lines[colour] = lines[colour].split(": ")[0] + ': "#12x"'
    lines[length] = lines[length].split(": ")[0] + ": 3 mm wide"
    found = messages(language_server, kit / f"{game}.yaml", "\n".join(lines) + "\n")
    assert found[colour + 1].startswith("A colour: '#rrggbb' or '#rgb' in quotes, or a name such as 'red'")
    assert found[length + 1].startswith("A length with its unit, such as 63mm"), found
    assert not any("pattern" in m or "^" in m for m in found.values()), found


def test_a_bad_action_in_a_played_game_is_told_in_words(server, capsys):
    import re

    from printkit.games import GAMES
    from printkit.games.loaded import load_game
    from printkit.schemagen.transcript import turn_text

    language_server, root = server
    game = one(shipped(), "a played game in an editor")
    assert run_cli("play", game, "--seed", "2") == 0  # its first line names the schema
    text = capsys.readouterr().out
    lines = text.splitlines()
    schema = turn_text(GAMES[game].action_syntax(load_game(game)))
    turn = next(
        i
        for i, line in enumerate(lines)
        if line.lstrip().startswith("- ") and re.fullmatch(schema["pattern"], line.partition(": ")[2])
    )
    lines[turn] = lines[turn].replace(": ", ": throw ", 1)  # a first action no game has
    found = messages(language_server, root / "game.yaml", "\n".join(lines) + "\n")
    assert list(found) == [turn + 1], found
    message = found[turn + 1]
    assert message == schema["patternErrorMessage"]
    assert message.startswith("Not a turn: actions separated by commas, each one of: ")
    assert len(message) < 400 and "\\s" not in message

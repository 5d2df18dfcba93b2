"""The command line as a newcomer meets it: -h wherever --help works, help text on every argument
and option, a missing GAME that says what to type, shell completion of games, components and
targets, and show and replay writing under output/ rather than into the current folder."""

from __future__ import annotations

import click
import pytest

from printkit.cli.app import command
from printkit.games import GAMES
from printkit.games.loaded import load_game, loaded_game
from tests.samples import shipped
from tests.support import EXAMPLES, cases, run_cli
from tests.sweep import pick

COMMANDS = sorted(command().commands)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["", *COMMANDS])
def test_dash_h_is_help_everywhere(name, capsys):
    args = [name] if name else []
    assert run_cli(*args, "--help") == 0
    long = capsys.readouterr().out
    assert run_cli(*args, "-h") == 0
    assert capsys.readouterr().out == long and "-h, --help" in long


def test_a_command_made_alone_is_the_command_the_whole_app_makes():
    whole = command()
    for name in COMMANDS:
        alone = command(name)
        assert list(alone.commands) == [name]  # type: ignore[attr-defined]
        with click.Context(whole) as parent, click.Context(whole.commands[name], parent, name) as ctx:  # type: ignore[attr-defined]
            expected = ctx.get_help()
        with click.Context(alone) as parent, click.Context(alone.commands[name], parent, name) as ctx:  # type: ignore[attr-defined]
            assert ctx.get_help() == expected
    assert [p.name for p in command("build").params] == [p.name for p in whole.params]


def test_every_argument_and_option_says_what_it_is():
    root = command()
    missing = [f"printkit {p.name}" for p in root.params if not getattr(p, "help", None)]
    for name, sub in root.commands.items():  # type: ignore[attr-defined]
        for param in sub.params:
            text = getattr(param, "help", None)
            if not text:
                missing.append(f"printkit {name} {param.name}")
            elif isinstance(param, click.Argument) and param.name in ("game", "target"):
                assert all(game in text for game in GAMES), (name, text)
    assert missing == []


def test_the_help_of_export_to_says_what_each_target_makes(capsys):
    from printkit.cli.export import MAKES, Target

    assert run_cli("export", "-h") == 0
    lines = [" ".join(line.split()) for line in capsys.readouterr().out.splitlines()]
    for target in Target:
        assert f"{target.value} {MAKES[target]}" in lines


def test_play_without_a_game_says_what_to_type(capsys):
    assert run_cli("play") == 2
    err = capsys.readouterr().err
    assert "Missing argument 'GAME'" in err and all(game in err for game in GAMES)
    assert "None" not in err and "Traceback" not in err
    assert run_cli("build") == 2 and "Missing argument 'GAME'" in capsys.readouterr().err


def completions(monkeypatch, capsys, line: str) -> list[str]:
    """What bash's completion of printkit offers for a command line (the last word being completed)."""
    words = line.split(" ")
    monkeypatch.setenv("_PRINTKIT_COMPLETE", "complete_bash")
    monkeypatch.setenv("COMP_WORDS", line)
    monkeypatch.setenv("COMP_CWORD", str(len(words) - 1))
    assert run_cli() == 0
    return capsys.readouterr().out.split()


@pytest.mark.parametrize("game", pick(shipped(), "completes"))
def test_the_shell_completes_games_all_components_and_targets(game, monkeypatch, capsys):
    from printkit.kit.build import components

    assert completions(monkeypatch, capsys, "printkit bu") == ["build"]
    assert completions(monkeypatch, capsys, "printkit build a") == [
        *(g for g in GAMES if g.startswith("a")),
        "all",
    ]
    assert completions(monkeypatch, capsys, "printkit play ") == list(GAMES)
    own = sorted(c.name for c in components(loaded_game(game)))
    assert completions(monkeypatch, capsys, f"printkit build {game} --only ") == own
    assert completions(monkeypatch, capsys, f"printkit export {game} --to ") == [
        "png",
        "tgc",
        "mpc",
        "dtc",
        "tts",
    ]


def test_completion_scripts_for_the_shell_named_or_the_login_shell(monkeypatch, tmp_path, capsys):
    assert run_cli("--show-completion", "bash") == 0
    script = capsys.readouterr().out
    assert "_PRINTKIT_COMPLETE=complete_bash" in script and "complete -o default" in script
    monkeypatch.setenv("SHELL", "/usr/bin/zsh")
    assert run_cli("--show-completion") == 0
    assert capsys.readouterr().out.startswith("#compdef printkit")
    monkeypatch.setenv("SHELL", "/bin/tcsh")
    assert run_cli("--show-completion") == 2
    assert "completion is for bash, zsh, fish" in capsys.readouterr().err
    monkeypatch.setenv("HOME", str(tmp_path))
    assert run_cli("--install-completion", "bash") == 0
    installed = tmp_path / ".bash_completions" / "printkit.sh"
    assert installed.read_text() == script.rstrip("\n")
    assert f"source '{installed}'" in (tmp_path / ".bashrc").read_text()
    assert "bash completion installed in" in capsys.readouterr().out


@pytest.mark.parametrize("game", pick(shipped(), "output"))
def test_show_and_replay_write_under_output_and_say_where(game, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    legal = cases(game).FIRST_TURN[0]  # a legal example of the game
    assert run_cli("replay", EXAMPLES / game / legal) == 0
    where = f"output/{load_game(game).file_prefix}/replay/{legal.removesuffix('.yaml')}.html"
    assert (tmp_path / where).is_file() and where in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == ["output"]


def test_completion_and_the_shared_help_load_nothing_heavy_at_start_up():
    import subprocess
    import sys

    heavy = ("yaml", "reportlab", "svgwrite", "printkit.kit.build", "printkit.layout", "printkit.schemagen")
    code = f"import sys, printkit.cli.app; print([m for m in {heavy!r} if m in sys.modules])"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"

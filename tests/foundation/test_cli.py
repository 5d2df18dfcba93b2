"""The command line: list, inspect, exit codes, and one real subprocess."""

from __future__ import annotations

import subprocess
import sys

import pytest

from printkit.games import GAMES
from printkit.games.loaded import load_game
from tests.samples import part_of, shipped, with_part
from tests.scenes import names
from tests.support import EXAMPLES, REPO, run_cli
from tests.sweep import pick


def test_list_names_games_and_components(capsys):
    assert run_cli("list") == 0
    lines = capsys.readouterr().out.splitlines()
    for game in shipped():  # each game's line, then a line for each of its components
        at = lines.index(f"{game}  ({GAMES[game].title})")
        assert [line.split()[0] for line in lines[at + 1 : at + 1 + len(names(game))]] == list(names(game))


@pytest.mark.parametrize("game", pick(with_part("cards"), "real process"))
def test_real_process_builds_and_reports(game, tmp_path):
    cards, layout = part_of(game, "cards"), load_game(game)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "printkit",
            "build",
            game,
            "--only",
            cards,
            "--format",
            "pdf",
            "--out",
            str(tmp_path),
            "--quiet",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    pdf = tmp_path / layout.file_prefix / f"{layout.file_prefix}-{cards}-{layout.print.paper}.pdf"
    assert pdf.stat().st_size > 10_000
    bad = subprocess.run([sys.executable, "-m", "printkit", "build", "nope"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr.strip() == f"printkit: error: unknown game 'nope' (known: {', '.join(GAMES)})"


def test_version_is_pyprojects(capsys):
    import tomllib

    assert run_cli("--version") == 0
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert capsys.readouterr().out == f"printkit {version}\n"


@pytest.mark.parametrize("game", pick(shipped(), "ctrl c"))
def test_ctrl_c_exits_with_130(game, monkeypatch, capsys):
    from printkit.core.errors import ExitCode
    from printkit.referee import batch

    def interrupted(files, jobs, lookup=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "check_files", interrupted)
    assert run_cli("check", EXAMPLES / game) == ExitCode.INTERRUPTED == 130


def _python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_the_cli_starts_without_rich_markdown_or_pygments():
    # printkit depends on typer-slim: a full typer would pull rich (with markdown-it and pygments)
    # into every command's start-up (docs/benchmarks.md).
    out = _python(
        "import sys, printkit.cli.app; print(sorted(m for m in ('rich', 'markdown_it', 'pygments') if m in sys.modules))"
    )
    assert out == "[]"

"""The command line: list, inspect, exit codes, and one real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support import REPO, run_cli


def test_list_names_games_and_components(capsys):
    assert run_cli("list") == 0
    out = capsys.readouterr().out
    assert "111-ants" in out and "cards" in out


def test_inspect_resolves_every_card(capsys):
    assert run_cli("inspect", "111-ants") == 0
    data = json.loads(capsys.readouterr().out)
    cards = data["deck"]["cards"]
    assert len(cards) == 110
    assert [c["number"] for c in cards] == list(range(2, 112))
    table = {c["number"]: c["jokers"] for c in cards}
    for number, jokers in {13: 1, 27: 2, 35: 2, 43: 3, 86: 1, 52: 2, 105: 3}.items():
        assert table[number] == jokers
    assert {c["jokers"] for c in cards} == {1, 2, 3, 4}
    assert sum(table.values()) == data["deck"]["total_jokers"]
    assert data["deck"]["card_size"] == [63.0, 88.0]  # units resolved to mm
    assert data["print"]["paper"] == "a4" and data["style"]["face"].startswith("#")


def test_rulebook_scoring_example_holds():
    from printkit.games.loaded import load_game

    jokers = {c.number: c.jokers for c in load_game("111-ants").deck.cards}
    assert jokers[52] + jokers[105] <= 6  # "the series from the 52 to the 105 would have been worth only 6"


def test_real_process_builds_and_reports(tmp_path):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "printkit",
            "build",
            "111-ants",
            "--only",
            "cards",
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
    assert (tmp_path / "111-ants" / "111-ants-cards-a4.pdf").stat().st_size > 10_000
    bad = subprocess.run([sys.executable, "-m", "printkit", "build", "nope"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert (
        bad.stderr.strip()
        == "printkit: error: unknown game 'nope' (known: 111-ants, ant-trails, antheap, anticipation)"
    )


def test_version_is_pyprojects(capsys):
    import tomllib

    assert run_cli("--version") == 0
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert capsys.readouterr().out == f"printkit {version}\n"


def test_ctrl_c_exits_with_130(monkeypatch, capsys):
    from printkit.core.errors import ExitCode
    from printkit.referee import batch

    def interrupted(files, jobs, lookup=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(batch, "check_files", interrupted)
    assert run_cli("check", REPO / "examples" / "transcripts" / "antheap") == ExitCode.INTERRUPTED == 130


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

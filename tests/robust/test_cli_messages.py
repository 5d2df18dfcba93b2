"""The CLI as a new user meets it: the seed play used, what build's GAME may be, what setup offers,
and dates in the output (SOURCE_DATE_EPOCH)."""

from __future__ import annotations

import re

from tests.robust.errorlines import one_error
from tests.samples import one, part_of, shipped, with_part, with_setup, without_setup
from tests.support import REPO, run_cli

# a small build: one game's sheet of tokens
TOKENS = one(with_part("tokens"), "dates")


def test_play_without_a_seed_says_which_it_used(capsys):
    game = one(shipped(), "play without a seed")
    assert run_cli("play", game) == 0
    first = capsys.readouterr()
    match = re.fullmatch(r"printkit: seed (\d+) \(play it again with --seed \1\)\n", first.err)
    assert match, first.err
    assert run_cli("play", game, "--seed", match[1]) == 0
    again = capsys.readouterr()
    assert again.out == first.out and again.err == ""


def test_build_help_says_all_works_and_what_custom_board_paper_is(capsys):
    assert run_cli("build", "--help") == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "GAME is a game (see `printkit list`), 'all' or a layout FILE" in text
    assert "custom (the board's own size plus margins)" in text


def test_the_readme_documents_board_paper_and_custom():
    readme = (REPO / "README.md").read_text()
    assert "[--board-paper a3\\|a2\\|custom]" in readme
    assert re.search(r"`--board-paper custom`[^\n]*board's own size", readme)


def test_setup_for_a_game_with_nothing_random_names_those_that_have_one(capsys):
    assert run_cli("setup", one(without_setup(), "setup offers")) == 2
    assert one_error(capsys).endswith(f"games with one: {', '.join(with_setup())}")


def _dates(pdf: bytes) -> set[bytes]:
    return set(re.findall(rb"/(?:CreationDate|ModDate) \(D:(\d{14})", pdf))


def test_pdf_dates_follow_source_date_epoch_and_svg_has_none(tmp_path, monkeypatch):
    def build(out):
        assert run_cli("build", TOKENS, "--only", part_of(TOKENS, "tokens"), "--out", out, "--quiet") == 0
        pdf = next(out.rglob("*.pdf")).read_bytes()
        svgs = [p.read_text() for p in out.rglob("*.svg")]
        return pdf, svgs

    pdf, svgs = build(tmp_path / "plain")
    assert _dates(pdf) == {b"20000101000000"}
    assert svgs and not any(re.search(r"\b(19|20)\d\d-\d\d-\d\d|[Dd]ate", s) for s in svgs)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first, _ = build(tmp_path / "a")
    second, _ = build(tmp_path / "b")
    assert _dates(first) == {b"20231114221320"} and first == second


def test_a_bad_source_date_epoch_is_one_line(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "yesterday")
    assert run_cli("build", TOKENS, "--only", part_of(TOKENS, "tokens"), "--out", tmp_path, "--quiet") == 2
    assert one_error(capsys) == (
        "printkit: error: SOURCE_DATE_EPOCH='yesterday': expected whole seconds since 1970 (up to the year 9999)"
    )

"""Change a layout and the printed words follow: read from the built PDFs, as a player reads them.

Each test makes its own copy of a game (`printkit new`), changes one value of the layout (a track's
colour name, a piece size, the egg count) or builds with another duplex mode, builds, and reads the
text of the PDFs it wrote; a words file that states a figure the layout contradicts fails validate.
"""

from __future__ import annotations

import re
from pathlib import Path

from printkit.core.errors import LayoutError
from printkit.games import game_info
from tests.pdftext import page_texts
from tests.support import run_cli


def _copy(tmp_path: Path, game: str) -> Path:
    assert run_cli("new", game, tmp_path / "own") == 0
    return tmp_path / "own" / f"{game}.yaml"


def _change(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


class Printed(str):
    """A PDF's text without its whitespace (pypdf joins wrapped lines with or without a space): `in` ignores spaces."""

    def __contains__(self, words: object) -> bool:
        return isinstance(words, str) and "".join(words.split()) in str(self)


class Built:
    """A build's output folder; part(name) reads that part's PDF text (the kit: its cover page only)."""

    def __init__(self, out: Path):
        self.out = out

    def part(self, name: str) -> Printed:
        (pdf,) = [p for p in self.out.rglob("*.pdf") if re.search(rf"-{name}-(a4|letter)", p.name)]
        texts = page_texts(pdf)  # pdfium: a whole kit read in a fraction of pypdf's time
        read = texts[:1] if name == "kit" else texts
        return Printed("".join("".join(read).split()))


def _build(layout: Path, out: Path, *args: str) -> Built:
    """Build a layout file as PDFs only."""
    assert run_cli("build", layout, "--out", out, "--format", "pdf", "--quiet", *args) == 0
    return Built(out)


def test_track_colours_eggs_and_readings_follow_the_layout(tmp_path):
    layout = _copy(tmp_path, "antheap")
    _change(layout, 'A: {colour: "#c0392b", name: red,', 'A: {colour: "#c0392b", name: green,')
    _change(layout, 'F: {colour: "#59b361", name: green,', 'F: {colour: "#59b361", name: red,')
    _change(layout, "  count: 30\n  size: 18mm", "  count: 24\n  size: 18mm")
    _change(layout, "  eggs: 30   ", "  eggs: 20   ")
    _change(layout, "  exact_x: false ", "  exact_x: true ")
    _change(layout, "  arrivals: wait ", "  arrivals: attack ")
    _change(layout, "  beaten_by_six: home ", "  beaten_by_six: base-6 ")
    built = _build(layout, tmp_path / "out")
    rules, cover = built.part("rules"), built.part("kit")
    assert "Cut the 18 mm round pieces with scissors" in cover and "punch cuts" not in cover
    assert "A green, B yellow, C blue, D orange, E purple, F red" in rules
    assert "A \ucd08\ub85d, B \ub178\ub791" in rules  # Korean: A green, B yellow, from the words' terms
    assert "24 egg counters" in rules and "Put 20 eggs" in rules and "\uc54c 20\uac1c" in rules
    assert "24 egg counters" in cover and "30 egg counters" not in cover
    assert "track letter in a corner" in rules  # where the cube art puts it (components.CUBE_LETTER)
    # exact_x: true: the moving rule, the reading and the aid all say it, none the other reading
    assert (
        "Only an exact throw takes you onto your X" in rules and "Only an exact throw reaches the X" in rules
    )
    assert "stops you on it" not in rules and "Only an exact throw reaches your X" in built.part("aids")
    assert "is an Attacker. It fights the Defender at once." in rules and "It waits on its X" not in rules
    assert "the Defender instead goes back to Base square 6 and loses an ant" in rules
    assert "goes home and loses" not in rules and "the Defender back to Base square 6" in built.part("aids")


def test_a_piece_size_a_punch_fits_is_told_to_punch(tmp_path):
    layout = _copy(tmp_path, "antheap")
    _change(layout, "  count: 30\n  size: 18mm", "  count: 30\n  size: 25.4mm")
    cover = _build(layout, tmp_path / "after").part("kit")
    assert "A 1-inch circle punch cuts the 25.4 mm round pieces" in cover
    assert "a 1-inch circle punch (or scissors)" in cover  # what to bring


def test_gutterfold_cards_are_made_as_gutterfold_and_boxed_at_their_thickness(tmp_path, build_kit):
    layout = _copy(tmp_path, "111-ants")
    plain = Built(build_kit("111-ants"))  # the shipped layout, built once for the session
    folded = _build(layout, tmp_path / "folded", "--duplex", "gutterfold")
    cover, box = folded.part("kit"), folded.part("tuckbox")
    assert "fold each sheet along its dashed fold line" in cover and "until dry" in cover
    assert "100-120 g/m2 paper (folded and glued" in cover and "200-300 g/m2 card" not in cover
    assert "0.35 mm thick (gutterfold: two layers)" in box
    assert "0.3 mm thick" in plain.part("tuckbox") and "fold each sheet" not in plain.part("kit")
    _change(layout, "folded_thickness: 0.35mm", "folded_thickness: 0.5mm")
    thick = _build(layout, tmp_path / "thick", "--duplex", "gutterfold", "--only", "tuckbox")
    assert "0.5 mm thick (gutterfold" in thick.part("tuckbox")


def test_aid_cards_and_score_pad_seat_every_player_the_referee_seats(build_kit):
    from printkit.games.ants111.kitinfo import seats
    from printkit.games.ants111.player import check_seats
    from printkit.games.loaded import load_game

    most = seats(load_game("111-ants"))
    check_seats(tuple(f"p{k}" for k in range(most)), 110)  # the referee seats that many ...
    try:
        check_seats(tuple(f"p{k}" for k in range(most + 1)), 110)
        raise AssertionError("one seat more should be refused")
    except ValueError:
        pass
    cover = Built(build_kit("111-ants")).part("kit")
    # a kit in both languages: a card for every seat in each
    assert f"{2 * most} player aid cards" in cover and f"up to {most} players" in cover
    assert f"score pads ({most} players" in cover
    assert f"for 2 to {most} players" in cover  # the subtitle under the title


def test_a_words_file_that_contradicts_the_layout_fails_validate(tmp_path, capsys):
    layout = _copy(tmp_path, "antheap")
    words = layout.parent / "text" / "antheap.yaml"
    _change(
        words, "tracks ({track_colours})", "tracks (A red, B orange, C yellow, D green, E blue, F purple)"
    )
    assert run_cli("validate", layout, "--paper", "a4") == LayoutError.exit_code
    err = "".join(capsys.readouterr().err.split())  # a long path may wrap the one line
    assert re.search(r"text/antheap\.yaml:\d+:\d+:languages\.en:", err)
    assert "Borange'butthelayouthas'yellow':write{track_colours}" in err


def test_the_cover_tells_each_board_as_it_prints_and_lists_a_blank_page():
    from printkit.layout.words import common_text
    from tests.kitdocs.kitscene import page_words
    from tests.scenes import built

    _, _, kit = built("anticipation")
    cover = Printed("".join(page_words(kit.doc.pages[0]).split()))
    tiled, whole = common_text().steps["board"].text, common_text().steps["board-sheet"].text
    assert "'trim here'" in tiled and "'trim here'" not in whole
    assert "marked 'trim here'" in cover and "between its corner crop marks" in cover  # board; nest boards
    assert "to keep your nest in front of you" in cover  # what the separate nest boards are for
    _, _, kit = built("ant-trails", board_paper="a3")
    cover = Printed("".join(page_words(kit.doc.pages[0]).split()))
    assert "'trim here'" not in cover and "between its corner crop marks" in cover
    assert "A3: " in cover and "built for A4 (A3 sheets too)" in cover  # the board's own paper, told
    assert "A3" not in Printed("".join(page_words(built("ant-trails")[2].doc.pages[0]).split()))
    _, _, kit = built("antheap")
    labels = [p.label for p in kit.doc.pages]  # --lang both: each sheet once a language, English first
    assert labels[:2] == ["cover", "cover ko"] and labels.index("rules en 1") < labels.index("rules ko 1")
    _, _, kit = built("anticipation")  # its one-sided pages end on an odd page: a blank one follows
    (blank,) = [s for s in kit.sections if s.name == "blank"]
    cover = Printed("".join(page_words(kit.doc.pages[0]).split()))
    assert f"{blank.first}{common_text().blank_row}" in cover  # the table's row for the blank page


def test_ant_trails_scoring_follows_score_on_border_only():
    import dataclasses

    from printkit.draw.textflow import Bullets
    from printkit.games.loaded import load_game
    from printkit.kit.docs.sheets import blocks_of
    from printkit.layout.words import game_text

    layout = load_game("ant-trails")
    anywhere = dataclasses.replace(
        layout, rules=dataclasses.replace(layout.rules, score_on_border_only=False)
    )

    def said(sheet, lay, lang) -> str:
        return " ".join(
            item
            for b in blocks_of(sheet, lay, lang, game_info(lay.game).facts, None)
            if isinstance(b, Bullets)
            for item in b.items
        )

    for lang, words in game_text("ant-trails").languages.items():
        for sheet in (words.rules, words.aid):
            assert sheet is not None
            border, anyend = said(sheet, layout, lang), said(sheet, anywhere, lang)
            assert border != anyend, (lang, sheet.title)
            if lang == "en":
                assert "on the border or not" in anyend or "either end of its trail" in anyend


def test_anticipations_rules_say_the_barrier_readings_the_layout_sets():
    import dataclasses

    from printkit.draw.textflow import Para
    from printkit.games.loaded import load_game
    from printkit.kit.docs.sheets import blocks_of
    from printkit.layout.words import game_text

    layout = load_game("anticipation")
    lenient = dataclasses.replace(layout, rules=dataclasses.replace(layout.rules, barrier_access="nests"))
    rules = game_text("anticipation").languages["en"].rules

    def said(lay) -> str:
        return " ".join(
            b.text
            for b in blocks_of(rules, lay, "en", game_info(lay.game).facts, None)
            if isinstance(b, Para)
        )

    assert "cut an ant off from its nest" in said(layout) and "cut an ant off" not in said(lenient)

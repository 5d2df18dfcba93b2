"""The 111 Ants cards are described in layouts/111-ants.yaml (issue 26): their module draws no shapes."""

from __future__ import annotations

import pytest

from tests.ported import shapes_made
from tests.support import REPO


def test_the_ported_components_draw_no_shapes_in_python():
    # issue 26: what the vocabulary describes, no Python draws: no module of the game makes a shape
    # (printkit show's table is the layout's parts too; its Python says only where they go)
    modules = sorted((REPO / "printkit" / "games" / "ants111").glob("*.py"))
    assert len(modules) > 10
    for module in modules:
        made = shapes_made(str(module.relative_to(REPO)))
        assert made == {key: set() for key in made}, module.name


def test_a_layout_without_the_decks_art_is_one_located_line(tmp_path, capsys):
    """tools/fuzz_commands.py found this: components: without cards was a KeyError at build time."""
    from tests.support import run_cli

    text = (REPO / "layouts" / "111-ants.yaml").read_text()
    assert "\n  cards:\n" in text
    layout = tmp_path / "111-ants.yaml"
    layout.write_text(text.replace("\n  cards:\n", "\n  cardz:\n", 1))
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "cards", "-q") != 0
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "111-ants.yaml:" in line and "components: expected the deck's art under components.cards" in line


def test_the_tuck_box_is_drawn_from_the_layout_not_in_python():
    # issue 26: the tuck box is described in layouts/111-ants.yaml (components: tuckbox:)
    functions = ("box_size", "build_tuckbox")
    assert shapes_made("printkit/games/ants111/kitinfo.py", functions) == {key: set() for key in functions}


def test_a_word_added_to_the_tuck_box_lid_in_the_layout_is_printed_on_it(tmp_path):
    # a YAML-only change: a second line on the lid, under the game's name
    from printkit.cli.app import main
    from tests.ported import own_layout

    lid = "      - text: {x: =w / 2, y: =h / 2 + 2, text: =upper(name),"
    more = "      - text: {x: =w / 2, y: =h - 1.5, text: SORT NOTHING, size: 6, font: =style.text_font, colour: =gold, anchor: middle}\n"
    layout = own_layout(tmp_path, "111-ants.yaml", lid, more + lid)
    out = tmp_path / "out"
    assert main(["build", str(layout), "--out", str(out), "--only", "tuckbox", "-q"]) == 0
    (sheet,) = sorted((out / "mine" / "svg").glob("mine-tuckbox-a4-*.svg"))
    assert sheet.read_text().count(">SORT NOTHING</text>") >= 1


def test_the_kit_facts_draw_no_shapes_in_python():
    # issue 26: the tuck box and the cover's fan of cards are described in layouts/111-ants.yaml
    made = shapes_made("printkit/games/ants111/kitinfo.py")
    assert {"cover_art", "build_tuckbox"} <= set(made)
    assert made == {key: set() for key in made}


def test_a_card_changed_in_the_cover_fan_in_the_layout_is_on_the_cover(tmp_path):
    # a YAML-only change: the fan shows card 2 where it showed 111
    from printkit.draw.scene import Group, Text
    from printkit.games.ants111.kitinfo import cover_art
    from printkit.games.loaded import load_game, load_layout
    from tests.ported import own_layout

    def numbers(items):
        out = []
        for item in items:
            if isinstance(item, Text) and (item.id or "").startswith("n"):
                out.append(item.text)
            if isinstance(item, Group):
                out += numbers(item.items)
        return out

    assert numbers(cover_art(load_game("111-ants"))[0]) == ["7", "36", "60", "99", "111"]
    mine = load_layout(own_layout(tmp_path, "111-ants.yaml", "[7, 36, 60, 99, 111]", "[7, 36, 60, 99, 2]"))
    assert numbers(cover_art(mine)[0]) == ["7", "36", "60", "99", "2"]


def test_the_rules_sheets_pictures_are_drawn_from_the_layout_in_each_language(tmp_path):
    # the scoring and ends examples are components of kind drawing: a YAML-only change reaches the
    # rules sheet, and their words come from the words files in the sheet's language
    from printkit.cli.app import main
    from tests.ported import own_layout

    layout = own_layout(tmp_path, "111-ants.yaml", "text: \"=say('new')\"", "text: \"=say('new') + ' >'\"")
    out = tmp_path / "out"
    assert (
        main(
            [
                "build",
                str(layout),
                "--out",
                str(out),
                "--only",
                "rules",
                "--only",
                "aids",
                "--lang",
                "both",
                "-q",
            ]
        )
        == 0
    )
    from tests.pdftext import page_texts

    aids = "\n".join(page_texts(out / "mine" / "mine-aids-a4.pdf"))  # the ends rule is on the aid cards
    assert aids.count("new >") >= 1 and aids.count("\uc0c8 \uce74\ub4dc >") >= 1  # in English and in Korean
    rules = "\n".join(page_texts(out / "mine" / "mine-rules-a4.pdf"))
    assert "best run 1+2+2+3+1+4+1+2+1 = 17" in rules  # the words' example hand, its runs the referee's


def test_show_draws_its_table_from_the_layouts_parts(tmp_path):
    # a YAML-only change to printkit show's table: the middle's name
    from printkit.draw.scene import Text
    from printkit.games.ants111.picture import picture
    from printkit.games.ants111.rules import Ants111
    from printkit.games.loaded import load_layout
    from printkit.referee.fold import read_record
    from printkit.referee.reader import read_transcript_file
    from printkit.show.view import iter_views
    from tests.ported import own_layout

    mine = load_layout(own_layout(tmp_path, "111-ants.yaml", "text: middle,", "text: the pool,"))
    game = Ants111(mine)
    doc = read_transcript_file(str(REPO / "examples" / "transcripts" / "111-ants" / "legal-two-rounds.yaml"))
    record, claimed = read_record(game, doc.data)
    view = list(iter_views(game, record, claimed))[3]
    texts = [s.text for s in picture(game, view).board if isinstance(s, Text)]
    assert "the pool" in texts and "middle" not in texts


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            'text: "{note}", size: 8.5',
            'text: "{uper(note)}", size: 8.5',
            "no function 'uper'; did you mean 'upper'?",
        ),
        ("text: middle, size: 14, font: Vera-Bold", "text: middle, size: 14, font: Vera-Bolt", "Vera-Bolt"),
        ('fill: "#e7dcc4"}\n  seat_row:', "fill: =style.fcae}\n  seat_row:", "no attribute of style 'fcae'"),
    ],
    ids=["function", "font", "attribute"],
)
def test_a_slip_in_a_part_only_show_draws_is_found_when_the_layout_loads(tmp_path, old, new, said):
    # the 111 Ants table printkit show draws round the cards: parts no component's art uses, whose names
    # (note, x, y, ...) Python gives; what can be checked without them is, at load (and so by validate)
    from tests.ported import own_layout

    path = own_layout(tmp_path, "111-ants.yaml", old, new)
    from printkit.core.errors import LayoutError
    from printkit.games.loaded import load_layout

    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert said in caught.value.message and caught.value.location.line > 0

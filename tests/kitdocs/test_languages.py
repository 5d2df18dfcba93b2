"""printkit build --lang: a Korean kit prints Korean only (the layout's own names, units and commands
aside), an English kit no Korean, and both languages' words fill the same figures from the layout.

One representative game is drawn here (the one whose tests/<package>/cases.py names the Latin its
Korean pages keep: track letters, square names, a tiled board, nets, tokens, a calibration sheet);
tools/print_sweep.py --build ko --build en holds every game's pages to the print checks.
"""

from __future__ import annotations

import re
import shutil

import pytest

from printkit.core.errors import LayoutError
from printkit.games import game_info
from printkit.games.loaded import load_game, load_layout
from printkit.kit.build import BuildOptions
from printkit.kit.docs.claims import check_claims, printed_figures
from printkit.kit.docs.latin import allowed_latin, foreign_words
from printkit.layout.folders import reading
from printkit.layout.spots import layout_file
from printkit.layout.words import game_text, say
from tests.kitdocs.kitscene import GAMES, page_words
from tests.pdftext import page_texts
from tests.scenes import kit
from tests.support import cases, run_cli
from tests.sweep import SWEEP

GAME = next(g for g in GAMES if hasattr(cases(g), "KOREAN_LATIN"))
KEPT, (ENGLISH, KOREAN) = cases(GAME).KOREAN_LATIN, cases(GAME).KOREAN_TERM
HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def test_a_korean_kit_prints_korean_only_but_the_layouts_own_names():
    layout = load_game(GAME)
    allowed = allowed_latin(layout, game_info(layout.game).facts)
    pages = kit(GAME, BuildOptions(lang="ko")).doc.pages
    left = {p.label: foreign_words(page_words(p), allowed) for p in pages}
    assert {label: words for label, words in left.items() if words} == {}
    assert all(HANGUL.search(page_words(p)) for p in pages if p.label != "blank")
    assert set(KEPT) <= {w for p in pages for w in re.findall(r"[A-Za-z0-9]+", page_words(p))}


def test_an_english_kit_prints_no_korean_and_has_only_english_pages():
    english = kit(GAME, BuildOptions(lang="en")).doc.pages
    korean = kit(GAME, BuildOptions(lang="ko")).doc.pages
    assert [p.label for p in english if HANGUL.search(page_words(p))] == []
    rules_en = [p.label for p in english if p.label.startswith("rules")]
    rules_ko = [p.label for p in korean if p.label.startswith("rules")]
    assert rules_en and all(label.startswith("rules en ") for label in rules_en)
    assert [label.replace(" ko ", " en ") for label in rules_ko] == rules_en  # page for page
    assert [p.label for p in korean if p.label.startswith("cover")] == ["cover ko"]
    assert len(english) == len(korean)  # the same kit, each sheet once


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_fill_the_same_figures(game):
    layout = load_game(game)
    with reading(layout):
        words = game_text(game).languages
        assert set(words) == {"en", "ko"}
        for part in ("rules", "aid"):
            english = printed_figures(getattr(words["en"], part), layout, game_info(game).facts, "en")
            korean = printed_figures(getattr(words["ko"], part), layout, game_info(game).facts, "ko")
            assert english == korean, (part, english - korean, korean - english)


def test_lang_names_the_files_and_their_pages_are_in_that_language(tmp_path):
    assert (
        run_cli("build", GAME, "--only", "rules", "--lang", "ko", "--format", "pdf", "--out", tmp_path, "-q")
        == 0
    )
    (pdf,) = (tmp_path / GAME).glob("*.pdf")
    assert pdf.name == f"{GAME}-rules-a4-ko.pdf"
    text = " ".join(page_texts(pdf))
    assert (
        HANGUL.search(text)
        and foreign_words(text, allowed_latin(load_game(GAME), game_info(GAME).facts)) == []
    )
    gallery = (tmp_path / "index.html").read_text(encoding="utf-8")  # the gallery follows --lang
    assert '<html lang="ko">' in gallery and "printkit: \ub9cc\ub4e0 \uac83" in gallery


def test_a_phrase_without_korean_words_is_an_error_at_the_terms():
    with pytest.raises(LayoutError) as caught:
        say(GAME, "a phrase no words file says", "ko")
    assert "languages.ko.terms" in str(caught.value) and f"{GAME}.yaml" in str(caught.value.location)
    assert say(GAME, "a phrase no words file says", "en") == "a phrase no words file says"
    assert say(GAME, ENGLISH, "ko") == KOREAN and say(GAME, ENGLISH, "en") == ENGLISH


def test_a_figure_typed_into_one_language_fails_the_build_at_its_words(tmp_path):
    shipped = layout_file(load_game(GAME))
    assert shipped is not None
    shutil.copytree(shipped.parent / "text", tmp_path / "own" / "text")  # the layout with words of its own
    (tmp_path / "own" / shipped.name).write_text(shipped.read_text(encoding="utf-8") + "\nwords: text\n")
    words = tmp_path / "own" / "text" / f"{GAME}.yaml"
    lines = words.read_text(encoding="utf-8").splitlines()
    first = next(k for k, line in enumerate(lines) if line.strip() == "- p: >-" and k > lines.index("  ko:"))
    lines[first + 1] += " 99"  # a number the English does not print
    words.write_text("\n".join(lines) + "\n", encoding="utf-8")
    layout = load_layout(tmp_path / "own" / shipped.name)
    with reading(layout), pytest.raises(LayoutError) as caught:
        check_claims(
            layout, game_info(layout.game).facts
        )  # what the rules sheet's build (so validate) asks first
    said = f"{caught.value.location}: {caught.value}"
    assert f"text/{GAME}.yaml:" in said and "the ko rules print the numbers ['99'] where" in said
    assert caught.value.key_path == "languages.ko.rules"


def test_both_covers_count_the_same_sheets_of_paper_and_card():
    """The stock of a sheet is a fact, not a word: the Korean cover once counted every sheet as paper."""

    def counts(lang: str) -> list[str]:
        cover = page_words(kit(GAME, BuildOptions(lang=lang)).doc.pages[0])
        line = re.search(r"Sheets to print:[^.]*|인쇄할 종이:[^.]*", cover)
        assert line, lang
        return re.findall(r"\d+", line.group(0))

    english = counts("en")
    assert len(english) == 2 and int(english[1]) > 0  # paper, then card
    assert counts("ko") == english


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_cover_writes_each_count_where_its_language_puts_it(lang):
    # Korean puts the count after the noun, with its counter ("숫자 카드 110장", "큐브 전개도 7장: ...");
    # English before it ("110 number cards"). Both from the cover words' `counted`, never typed per item.
    from printkit.kit.docs.cover import counted
    from printkit.layout.words import common_text, speaking

    layout = load_game(GAME)
    cover = "".join(page_words(kit(GAME, BuildOptions(lang=lang)).doc.pages[0]).split())
    words = common_text(lang).cover
    with speaking(lang):  # a one-language kit counts that language's aid cards
        items = game_info(GAME).facts.contents(layout)
    assert items
    for it in items:
        written = counted(words, it.count, say(GAME, it.what, lang))
        assert "".join(written.split()) in cover, written
        if lang == "ko":
            assert not re.match(r"\d", written), written  # never a bare number before the noun
            assert re.search(rf"{it.count}(개|장)", written), written


def test_counted_puts_the_count_and_its_counter_after_the_head_in_korean():
    from printkit.kit.docs.cover import counted
    from printkit.layout.words import common_text

    ko, en = common_text("ko").cover, common_text("en").cover
    assert counted(ko, 110, "2~111 숫자 카드, 뒷면은 모두 같음") == "2~111 숫자 카드 110장, 뒷면은 모두 같음"
    assert counted(ko, 12, "먹이 타일(4 x 3점)", bold=True) == "먹이 타일 **12개**(4 x 3점)"
    assert counted(ko, 1, "카드 110장을 담는 상자") == "카드 110장을 담는 상자 1개"
    assert counted(en, 110, "number cards", bold=True) == "**110** number cards"


def test_the_korean_gallery_describes_every_component_and_the_kit_in_korean():
    # The gallery's words follow --lang: each component's line (its description said through the
    # game's terms), the kit's and the calibration sheet's, and the game's name.
    from printkit.games import GAMES as REGISTERED
    from printkit.games.loaded import loaded_game
    from printkit.kit.gallery import describe
    from printkit.layout.words import common_text

    described = describe([loaded_game(g) for g in REGISTERED], None, "ko")
    assert set(described) >= {load_game(g).file_prefix for g in REGISTERED}
    for about in described.values():
        assert HANGUL.search(about.title), about.title
        assert about.components["kit"] == common_text("ko").gallery.kit_about
        plain = {name: line for name, line in about.components.items() if not HANGUL.search(line)}
        assert plain == {}
    english = describe([loaded_game(GAME)], None, "en")[load_game(GAME).file_prefix]
    assert not any(HANGUL.search(line) for line in english.components.values())


# The Korean kit of the game drawn above (a Korean kit is a whole drawing); every game's in tools/test_sweep.py.
@pytest.mark.parametrize("game", GAMES if SWEEP else [GAME])
def test_a_korean_kit_names_the_game_in_korean_on_its_boxes_and_boards(game):
    # The box lids and walls, the tuck box and the board print the game's name in the kit's language;
    # a two-language kit keeps the layout's title (the scene goldens hold it). The card faces and
    # backs are the deck's art, drawn from the layout in every language.
    from printkit.layout.words import game_name
    from tests.scenes import documents

    layout = load_game(game)
    korean = game_name(layout, "ko")
    assert HANGUL.search(korean)
    titled = [c for c, kind in game_info(game).facts.KINDS.items() if kind in ("board", "nets", "tuck-box")]
    ko, both = documents(game, BuildOptions(lang="ko")), documents(game)
    printed = {c: " ".join(page_words(p) for p in ko[c].pages) for c in titled}
    naming = {c for c, words in printed.items() if korean.upper() in words.upper()}
    assert naming and all(layout.title.upper() not in words.upper() for words in printed.values())
    assert any(layout.title.upper() in " ".join(map(page_words, both[c].pages)).upper() for c in naming)


def test_a_figure_typed_into_one_languages_spare_card_fails_the_build_at_its_words(tmp_path):
    game = next(g for g in GAMES if game_text(g).languages["ko"].spare is not None)
    shipped = layout_file(load_game(game))
    assert shipped is not None
    shutil.copytree(shipped.parent / "text", tmp_path / "own" / "text")
    (tmp_path / "own" / shipped.name).write_text(shipped.read_text(encoding="utf-8") + "\nwords: text\n")
    words = tmp_path / "own" / "text" / f"{game}.yaml"
    lines = words.read_text(encoding="utf-8").splitlines()
    ko = lines.index("  ko:")
    spare = next(k for k in range(ko, len(lines)) if lines[k] == "    spare:")
    first = next(k for k in range(spare, len(lines)) if lines[k].strip() == "- p: >-")
    lines[first + 1] += " 7"  # a number the English spare does not print
    words.write_text("\n".join(lines) + "\n", encoding="utf-8")
    layout = load_layout(tmp_path / "own" / shipped.name)
    with reading(layout), pytest.raises(LayoutError) as caught:
        check_claims(layout, game_info(layout.game).facts)
    assert "the ko spare print the numbers ['7'] where" in str(caught.value)
    assert caught.value.key_path == "languages.ko.spare"

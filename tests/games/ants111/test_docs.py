"""111 Ants' kit cover: its art is drawn from the game's own cards; its box line, sheets and sleeves from the data."""

from __future__ import annotations

from printkit.draw.scene import Group
from printkit.games import game_info
from printkit.games.loaded import load_game
from tests.kitdocs.kitscene import page_words, walk
from tests.scenes import built


def test_the_cover_art_is_drawn_from_the_games_own_art():
    _, _, kit = built("111-ants")
    art = next(i for i, _, _ in walk(kit.doc.pages[0].items) if isinstance(i, Group) and i.id == "cover-art")
    numbers = {t.id for t, _, _ in walk(art.items) if getattr(t, "id", None) and t.id.startswith("n")}
    assert {"n7", "n111"} <= numbers


def test_the_cover_says_players_time_age_sheets_and_sleeves_from_the_data_and_the_pages():
    from printkit.layout.words import game_text

    layout = load_game("111-ants")
    _, docs, kit = built("111-ants")
    words = page_words(kit.doc.pages[0])
    play = game_text("111-ants").play
    assert play is not None
    seats = game_info("111-ants").facts.seats(layout)
    assert f"2-{seats} players" in words and f"{play.minutes[0]}-{play.minutes[1]} minutes" in words
    assert f"ages {play.age} and up" in words
    # one-sided parts a sheet a page, two-sided ones two pages a sheet, the blank page none
    paper = 1 + len(docs["rules"].pages) + len(docs["scorepad"].pages) + len(kit.calibration) // 2
    card = len(docs["aids"].pages) + len(docs["tuckbox"].pages) + len(docs["cards"].pages) // 2
    assert f"{paper} of paper and {card} of card" in words
    w, h = layout.deck.card_size
    assert f"the {w:g} x {h:g} mm cards fit standard card game sleeves (63.5 x 88 mm)" in words
    assert "Licence:" in words and "Game: the 111 Ants rulebook" in words

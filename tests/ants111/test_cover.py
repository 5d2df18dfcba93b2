"""111 Ants' kit cover: its art is drawn from the game's own cards."""

from __future__ import annotations

from printkit.scene import Group
from tests.kitdocs.kitscene import walk
from tests.scenes import built


def test_the_cover_art_is_drawn_from_the_games_own_art():
    _, _, kit = built("111-ants")
    art = next(i for i, _, _ in walk(kit.doc.pages[0].items) if isinstance(i, Group) and i.id == "cover-art")
    numbers = {t.id for t, _, _ in walk(art.items) if getattr(t, "id", None) and t.id.startswith("n")}
    assert {"n7", "n111"} <= numbers

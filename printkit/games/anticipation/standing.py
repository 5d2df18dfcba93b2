"""Anticipation's parts that stand up: the Water Barriers' stands' size. (The nest trays, their well cards, the
stands and the box are drawn from the layout: components: trays:, stands: and box:.)"""

from __future__ import annotations

from printkit.draw.impose.trays import Tent
from printkit.draw.vocab import tent
from printkit.draw.vocab.component import TentArt, art_of
from printkit.games.anticipation.schema import Layout


def stand(layout: Layout) -> Tent:
    """Return a Water Barrier's tent as the layout's `components: stands:` sizes it (its first stand's)."""
    tents = tent.start(layout, "stands", art_of(layout, "stands", TentArt))
    return tent.tent(tents, tent.rows(tents)[0])

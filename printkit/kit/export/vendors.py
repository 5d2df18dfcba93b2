"""Print-on-demand card files: each shop's file, trim and safe area, and how a card maps onto it.

Figures and sources are in docs/export.md. A card is scaled uniformly to fit the shop's trim and
centred: all three shops cut a 2.5 x 3.5 in poker card (750 x 1050 px at 300 dpi), which takes our
63 x 88 mm cards at 100.8%, the width filling the trim and 0.1 mm of bleed art showing above and
below; the art is drawn with enough bleed to fill the whole file.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.draw.raster import MM_PER_INCH, mm
from printkit.kit.export.frame import round_up

POKER_TOLERANCE = 2.0  # mm: a card within this of a product's size (each side) is that product's card


@dataclass(frozen=True)
class CardProduct:
    """A shop's card file: its pixel size at dpi, the trim and the safe area centred in it (pixels)."""

    target: str
    shop: str
    product: str
    width_px: int
    height_px: int
    trim_px: tuple[float, float]
    safe_px: tuple[float, float]
    dpi: int = 300

    @property
    def page_mm(self) -> tuple[float, float]:
        """Return the file's size in mm."""
        return mm(self.width_px, self.dpi), mm(self.height_px, self.dpi)

    @property
    def trim_mm(self) -> tuple[float, float]:
        """Return the trim's size in mm."""
        return mm(self.trim_px[0], self.dpi), mm(self.trim_px[1], self.dpi)

    def fits(self, w: float, h: float) -> bool:
        """Return whether a w x h mm card is this product's size (within POKER_TOLERANCE on each side)."""
        tw, th = self.trim_mm
        return abs(w - tw) <= POKER_TOLERANCE and abs(h - th) <= POKER_TOLERANCE

    def scale(self, w: float, h: float) -> float:
        """Return the uniform scale that fits a w x h mm card inside the trim."""
        tw, th = self.trim_mm
        return min(tw / w, th / h)

    def bleed_needed(self, w: float, h: float) -> float:
        """Return how far past its trim (mm, in card units) a card's art must run to fill the whole file."""
        k = self.scale(w, h)
        pw, ph = self.page_mm
        return round_up(max(pw / k - w, ph / k - h) / 2 + mm(1, self.dpi))

    def placement(self, w: float, h: float) -> tuple[float, float, float]:
        """Return (x, y, scale): where the card's trim corner lands in the file (pixels) and its scale."""
        k = self.scale(w, h)
        px_per_mm = self.dpi / MM_PER_INCH
        return (
            (self.width_px - w * k * px_per_mm) / 2,
            (self.height_px - h * k * px_per_mm) / 2,
            k,
        )


# The Game Crafter, poker card: 2.75 x 3.75 in at 300 dpi, trim 2.5 x 3.5 in, safe 2.25 x 3.25 in.
TGC = CardProduct("tgc", "The Game Crafter", "poker card", 825, 1125, (750, 1050), (675, 975))
# MakePlayingCards, poker card: their templates' 822 x 1122 px at 300 dpi, cut 36 px in on every side
# (750 x 1050 px, as their poker guide has it); safe area 1/8 in inside the trim, as the other shops ask.
MPC = CardProduct("mpc", "MakePlayingCards", "poker card", 822, 1122, (750, 1050), (675, 975))
# DriveThruCards, poker card: PDF pages 2.75 x 3.75 in (1/8 in bleed), content 1/8 in inside the trim.
DTC = CardProduct("dtc", "DriveThruCards", "poker card", 825, 1125, (750, 1050), (675, 975))

PRODUCTS = {p.target: p for p in (TGC, MPC, DTC)}

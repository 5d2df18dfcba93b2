"""How much ink a kit spends: as designed, or low (`--ink low`) with every flood turned to a light tint.

Components say what a paint is for; the rule for each role lives here, once, for every game:
- flood: a large area of colour (a card back, a piece's colour side, a dark nest). Low ink: the
  same hue as a light tint, outlined in the colour (at most mid-dark) where it had no outline.
- on(colour, flood): ink drawn on a flood (a light ant on a dark tile). Low ink: a light ink
  turns into a dark shade of the flood's hue, so it still reads on the tint; dark ink stays.
- texture(colour, flood): a quiet pattern on a flood. Low ink: as far below the tint in L* as
  it was from the flood, so it stays quiet.
- ground(colour): the background a picture is set on (a board's sand), which tells nothing.
  Low ink: none, the paper shows.
Only paints change: every shape keeps its place and size.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from printkit.draw.scene import Style
from printkit.layout.colours import lightness, with_lightness

Ink = Literal["normal", "low"]
TINT_L = 92.0  # L* of a low-ink flood: a light tint
TINT_CHROMA = 18.0  # a tint keeps its hue but not its full strength
SHADE_L = 30.0  # L* of ink that used to be light on a flood
OUTLINE_L = 60.0  # an outline is never lighter than this L*
OUTLINE_MM = 0.5
LIGHT_INK_L = 55.0  # ink this light or lighter was chosen to read on a dark flood


@dataclass(frozen=True)
class Paints:
    """The paints of one build: as designed (normal) or low ink."""

    ink: Ink = "normal"

    @property
    def is_low(self) -> bool:
        """Return whether floods are turned to tints."""
        return self.ink == "low"

    def flood(self, style: Style) -> Style:
        """Return the paint of a large area of colour (its fill, and a stroke if it has one)."""
        if not self.is_low:
            return style
        fill = tint(style.fill) if style.fill else None
        if style.stroke:
            return replace(style, fill=fill, stroke=tint(style.stroke) if not style.fill else style.stroke)
        if style.fill is None:
            return style
        return replace(style, fill=fill, stroke=outline(style.fill), width=OUTLINE_MM)

    def ground(self, colour: str) -> str | None:
        """Return the paint of a background that tells nothing (None: leave the paper bare)."""
        return None if self.is_low else colour

    def colour(self, colour: str) -> str:
        """Return a flood's colour alone (for a flood drawn as a thick stroke or a symbol)."""
        return tint(colour) if self.is_low else colour

    def on(self, colour: str, flood: str) -> str:
        """Return the colour of ink drawn on a flood of colour flood."""
        if not self.is_low or lightness(colour) < LIGHT_INK_L:
            return colour
        return with_lightness(flood, SHADE_L)

    def texture(self, colour: str, flood: str) -> str:
        """Return the colour of a quiet pattern drawn on a flood."""
        if not self.is_low:
            return colour
        gap = abs(lightness(colour) - lightness(flood))
        return with_lightness(colour, TINT_L - gap, TINT_CHROMA)


NORMAL = Paints()  # the paints as designed: the default wherever art is drawn


def tint(colour: str) -> str:
    """Return colour as a low-ink flood: a light tint of its hue (light colours stay)."""
    if lightness(colour) >= TINT_L:
        return colour
    return with_lightness(colour, TINT_L, TINT_CHROMA)


def outline(colour: str) -> str:
    """Return the outline a tinted flood gets: its colour, darkened to mid-dark if it was light."""
    if lightness(colour) <= OUTLINE_L:
        return colour
    return with_lightness(colour, OUTLINE_L)

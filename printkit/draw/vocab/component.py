"""A component described in a layout: its kind (how its pieces are imposed), its data and its art."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from printkit.draw.vocab.elements import Items, Side
from printkit.draw.vocab.values import Number, Paint, Value, Words

MAX_PARTS = 100


@dataclass(frozen=True, kw_only=True)
class SymbolDecl:
    """Art drawn once and placed by reference: a template (templates/<name>.svg) in a colour, or items in a box."""

    template: str | None = None
    colour: Paint | None = None
    id: Words | None = None  # the symbol's id in the files (default: template-rrggbb)
    size: tuple[Number, Number] | None = None  # items' box, mm
    items: Items | None = None

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        if (self.template is None) == (self.items is None):
            raise Invalid("a symbol is either a template (template:, colour:) or items (items:, size:)")
        if self.template is not None and self.colour is None:
            raise Invalid("a template symbol needs its colour:", key="colour")
        if self.items is not None and (self.size is None or self.id is None):
            raise Invalid("a symbol of items needs its size: [w, h] and id:", key="items")


@dataclass(frozen=True, kw_only=True)
class CardsArt:
    """`kind: cards`: one front per row of each:, sized size: [w, h], and one back all cards share."""

    kind: Literal["cards"]
    describe: str = ""
    size: tuple[Number, Number]
    each: dict[str, Value] = field(metadata={"min_items": 1, "max_items": 4})  # name: rows (a product)
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    front: Side
    back: Side | None = None

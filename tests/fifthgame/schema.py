"""The Crumbs layout: the pile, the look of a crumb counter, the rule options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from printkit.games.definition import LayoutParts
from printkit.layout.colours import Colour
from printkit.layout.common import LayoutFields, check_file_prefix
from printkit.layout.units import Length


@dataclass(frozen=True)
class RuleOptions:
    """The rule a table may change: the most crumbs one turn takes."""

    most: int = field(default=3, metadata={"min": 1, "max": 5})


@dataclass(frozen=True)
class Crumb:
    """A crumb counter: a round token of this size and colour, with a darker rim."""

    size: Length = field(default=20.0, metadata={"min": 12, "max": 40})
    colour: Colour = "#d9b26f"
    rim: Colour = "#5b3f26"


@dataclass(frozen=True, kw_only=True)
class Layout(LayoutFields):
    """A Crumbs layout file: the keys every layout has (LayoutFields), and its own."""

    game: Literal["crumbs"]
    file_prefix: str = "crumbs"
    pile: int = field(default=12, metadata={"min": 3, "max": 40})  # crumbs on the table at the start
    crumb: Crumb = Crumb()
    rules: RuleOptions = RuleOptions()

    def validate(self) -> None:
        check_file_prefix(self.file_prefix)


LAYOUT: LayoutParts[Layout, RuleOptions] = LayoutParts(Layout, RuleOptions)  # the game's data types

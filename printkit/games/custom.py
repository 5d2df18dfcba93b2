"""`game: custom` as a game: the GameDefinition built from a custom layout (printkit/draw/vocab/custom.py).

Its components are the layout's; it has no referee, player or picture, so check, play, show and
setup refuse it in one line, and its build makes no kit file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from printkit.core.errors import UsageError
from printkit.draw.vocab.custom import CustomLayout, custom_components
from printkit.games import NO_REFEREE, NO_REFEREE_MESSAGE
from printkit.games.definition import GameDefinition, KitParts, LayoutParts, RulesParts, ShowParts

CUSTOM = NO_REFEREE


@dataclass(frozen=True)
class NoRules:
    """A custom game's rule options: none (it has no referee)."""


def _no_referee(*_: Any) -> Any:
    raise UsageError(NO_REFEREE_MESSAGE)


class _Facts:
    """What a custom game tells the kit: nothing beyond its components (its build makes no kit file)."""

    AIDS = False
    KINDS: ClassVar[dict[str, str]] = {}
    DRAWINGS: ClassVar[dict[str, Any]] = {}
    COMPONENTS: ClassVar[tuple[Any, ...]] = ()

    def contents(self, layout: Any) -> tuple[Any, ...]:
        return ()

    def values(self, layout: Any, term: Any = str) -> dict[str, str]:
        return {}

    def claims(self, layout: Any, term: Any = str) -> list[Any]:
        return []

    def seats(self, layout: Any) -> int:
        return 0

    def cover_art(self, layout: Any, paints: Any = None) -> Any:
        return _no_referee()


def definition(layout: CustomLayout | None = None) -> GameDefinition[CustomLayout, NoRules]:
    """Return the GameDefinition of a custom layout (its components; no referee, player or picture)."""
    components = custom_components(layout) if layout is not None else ()
    return GameDefinition(
        name=CUSTOM,
        title=str(getattr(layout, "title", "") or "a game described in its layout"),
        package="printkit.draw.vocab.custom",
        layout_file="",
        layout=lambda: LayoutParts(CustomLayout, NoRules),
        rules=lambda: RulesParts(action_syntax=_no_referee, transcript_parts=_no_referee),
        kit=lambda: KitParts(components=components, facts=_Facts()),
        show=lambda: ShowParts(picture=_no_referee),
    )

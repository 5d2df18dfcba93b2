"""How a layout writes a value whose Python type is plain float or str (a length, a colour, a font)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Written:
    """Annotated metadata naming how a value is written in a layout: 'Length', 'Colour' or 'Font'.

    The type checker sees the plain type (a Length is a float of millimetres); the layout loader and
    the JSON Schema generator read the marker through get_type_hints(..., include_extras=True).
    """

    kind: str

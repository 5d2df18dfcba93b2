"""The art vocabulary (printkit/draw/vocab/) as JSON Schema for editors: each value kind and element, as the loader reads it.

schemagen/types.py asks JSON_TYPES for a vocabulary type's schema (the vocabulary, a drawing layer, knows
no schemagen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from printkit.draw.vocab.custom import Table
from printkit.draw.vocab.elements import KINDS, Items, Side, UseEl
from printkit.draw.vocab.values import Flag, Number, Paint, Value, Words
from printkit.schemagen.types import COLOUR, LENGTH, dataclass_schema

EXPRESSION = {
    "description": "An expression: = then arithmetic, comparisons, a if c else b, names of the layout.",
    "type": "string",
    "pattern": r"^=",
    "patternErrorMessage": "An expression starts with =, e.g. =w / 2 (quote it inside [...] or {...}).",
}


def expression(defs: Any) -> dict[str, Any]:
    """Return a `$ref` to the schema of an `=expression`."""
    return defs.named("Expression", EXPRESSION)  # type: ignore[no-any-return]


def number(defs: Any) -> dict[str, Any]:
    """Return the schema of a number, a length or an expression."""
    return {"anyOf": [{"type": "number"}, defs.named("Length", LENGTH), expression(defs)]}


def words(defs: Any) -> dict[str, Any]:
    """Return the schema of text (a template)."""
    return {"type": ["string", "number", "boolean"], "description": "Text; {expression} is filled in."}


def paint(defs: Any) -> dict[str, Any]:
    """Return the schema of a colour or an expression."""
    return {"anyOf": [defs.named("Colour", COLOUR), expression(defs)]}


def flag(defs: Any) -> dict[str, Any]:
    """Return the schema of true, false or a condition."""
    return {"anyOf": [{"type": "boolean"}, expression(defs)]}


def value(defs: Any) -> dict[str, Any]:
    """Return the schema of any value: a scalar, a list of values, or an expression."""
    return defs.named(  # type: ignore[no-any-return]
        "Value",
        {
            "anyOf": [
                {"type": ["string", "number", "boolean"]},
                {"type": "array", "items": {"$ref": "#/definitions/Value"}},
            ]
        },
    )


def items(defs: Any) -> dict[str, Any]:
    """Return the schema of a list of elements: each a mapping of one kind to its keys."""

    def one(tag: str, cls: type) -> dict[str, Any]:
        schema = defs.ref(cls)
        if cls is UseEl:
            schema = {"anyOf": [{"type": "string", "description": "A part's name."}, schema]}
        return {
            "type": "object",
            "properties": {tag: schema},
            "required": [tag],
            "additionalProperties": False,
        }

    if "Element" not in defs.schemas:
        defs.schemas["Element"] = {}
        defs.schemas["Element"] = {"oneOf": [one(tag, cls) for tag, cls in KINDS.items()]}
    return {"type": "array", "items": {"$ref": "#/definitions/Element"}}


def side(defs: Any) -> dict[str, Any]:
    """Return the schema of a piece's side: a list of elements, or let: and items:."""
    if "Side" not in defs.schemas:
        defs.schemas["Side"] = {}
        defs.schemas["Side"] = {"anyOf": [items(defs), dataclass_schema(Side, defs)]}
    return {"$ref": "#/definitions/Side"}


def table(defs: Any) -> dict[str, Any]:
    """Return the schema of a custom game's table: rows written out, or a CSV file."""
    row = {"type": "object", "additionalProperties": value(defs)}
    csv_file = {
        "type": "object",
        "properties": {"csv": {"type": "string"}},
        "required": ["csv"],
        "additionalProperties": False,
    }
    return {"anyOf": [{"type": "array", "items": row}, csv_file]}


JSON_TYPES: dict[type, Callable[[Any], dict[str, Any]]] = {
    Number: number,
    Words: words,
    Paint: paint,
    Flag: flag,
    Value: value,
    Items: items,
    Side: side,
    Table: table,
}

"""A loader's dataclasses as JSON Schema (draft-07): each field type as the loader reads it.

How each type maps, following `printkit.layout.schema.Builder`:
- a dataclass: an object of its init fields, no other keys (`additionalProperties: false`),
  those without a default `required`, in `definitions` under its class name;
- `Length`: a string such as `63mm` (mm, cm, in, pt), or 0; `Colour`: `#rgb`, `#rrggbb` or a
  colour name in any case; `Font`: one of the fonts printkit embeds;
- `Literal`: `enum`; `X | None`: X or null; `tuple[X, ...]`: an array of X; `tuple[A, B]`: an
  array of exactly those; `dict[K, V]`: an object whose values are V (int keys: digits only);
- `int`, `float`, `bool`: integer, number, boolean; `str`: text (a plain number or true/false
  is read as its text, as the loader does), at most MAX_TEXT_CHARS characters;
- field metadata: `min`/`max`/`gt` become `minimum`/`maximum`/`exclusiveMinimum` on numbers (on
  each item of a tuple or dict); `min_items`/`max_items` become `minItems`/`maxItems` (or
  `minProperties`/`maxProperties`). A length's range cannot be written as a pattern on its text,
  so it is stated in the description (and the loader checks it).
Descriptions come from the class docstring, a field's `doc` metadata and its source comment. A
class may add keywords for what its validate() checks that JSON Schema can say (`__json_schema__`,
e.g. a block of the kit's words holds exactly one key: `minProperties`/`maxProperties` 1).
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import io
import re
import textwrap
import tokenize
import types
import typing
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, Literal, Union

from printkit.core.limits import MAX_TEXT_CHARS
from printkit.layout.colours import NAMED, Colour
from printkit.layout.fonts import FONT_FILES, Font
from printkit.layout.units import Length

DRAFT = "http://json-schema.org/draft-07/schema#"
NUMBER = r"[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)"
LENGTH_PATTERN = rf"^\s*({NUMBER}\s*(mm|cm|in|pt)|0|0\.0)\s*$"
INT_KEY = r"^[-+]?[0-9]+$"


def _any_case(word: str) -> str:
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word)


COLOUR_PATTERN = (
    r"^\s*(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})|" + "|".join(_any_case(n) for n in sorted(NAMED)) + r")\s*$"
)


# patternErrorMessage: what the YAML language server says instead of "does not match" and the pattern.
LENGTH = {
    "description": "A length with its unit: 63mm, 6.3cm, 2.5in or 12pt (or 0).",
    "anyOf": [
        {
            "type": "string",
            "pattern": LENGTH_PATTERN,
            "patternErrorMessage": "A length with its unit, such as 63mm, 6.3cm, 2.5in or 12pt (or 0).",
        },
        {"const": 0},
    ],
}
COLOUR = {
    "description": "A colour: '#rrggbb' or '#rgb' (quoted: a bare # starts a YAML comment) or a name.",
    "type": "string",
    "pattern": COLOUR_PATTERN,
    "patternErrorMessage": (
        "A colour: '#rrggbb' or '#rgb' in quotes, or a name such as "
        + " or ".join(f"'{n}'" for n in ("red", "navy") if n in NAMED)
        + f" (any case; the editor lists all {len(NAMED)})."
    ),
    "examples": sorted(NAMED),
}
INT_KEY_MESSAGE = "A whole number, such as 12."
FONT = {"description": "One of the fonts printkit embeds.", "type": "string", "enum": list(FONT_FILES)}


def _length_default(value: float) -> str:
    return f"{value:g}mm"


class Definitions:
    """The `definitions` of one schema: each dataclass once, under a name unique in that schema."""

    def __init__(self, own: Mapping[type, Callable[[Definitions], dict[str, Any]]] | None = None) -> None:
        self.schemas: dict[str, dict[str, Any]] = {}
        self.names: dict[type, str] = {}
        # types that read their own YAML node (the art vocabulary): their schemas, by type (schemagen/vocab.py)
        self.own = dict(own or {})

    def named(self, name: str, schema: dict[str, Any]) -> dict[str, Any]:
        """Return a `$ref` to a named schema (a length, a colour), defining it the first time."""
        self.schemas.setdefault(name, schema)
        return {"$ref": f"#/definitions/{name}"}

    def ref(self, cls: type) -> dict[str, Any]:
        """Return a `$ref` to cls's definition, adding it (and the classes it uses) the first time."""
        name = self.names.get(cls)
        if name is None:
            name = cls.__name__
            if name in self.schemas:
                name = f"{cls.__module__.rsplit('.', 2)[-2]}.{name}"
            self.names[cls] = name
            self.schemas[name] = {}  # reserved: a class may refer to itself
            self.schemas[name] = dataclass_schema(cls, self)
        return {"$ref": f"#/definitions/{name}"}


def dataclass_schema(cls: type, defs: Definitions) -> dict[str, Any]:
    """Return the schema of one dataclass: its init fields as properties, nothing else allowed."""
    hints = typing.get_type_hints(cls, include_extras=True)
    notes = field_notes(cls)
    properties: dict[str, dict[str, Any]] = {}
    required: list[str] = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        schema = field_schema(hints[f.name], dict(f.metadata), defs)
        about = " ".join(part for part in (f.metadata.get("doc", ""), notes.get(f.name, "")) if part)
        about = " ".join(part for part in (about, _range_note(hints[f.name], f.metadata)) if part)
        default = _default(f, hints[f.name])
        if default is dataclasses.MISSING:
            required.append(f.name)
        if "$ref" in schema and (about or default is not dataclasses.MISSING):
            schema = {"allOf": [schema]}  # draft-07 ignores a $ref's siblings
        if about:
            schema = {"description": about, **schema}
        if default is not dataclasses.MISSING:
            schema["default"] = default
        properties[f.name] = schema
    out: dict[str, Any] = {"type": "object"}
    doc = inspect.getdoc(cls)
    if doc and not doc.startswith(f"{cls.__name__}("):  # not dataclass's generated signature
        out["description"] = doc
    out["properties"] = properties
    if required:
        out["required"] = required
    out["additionalProperties"] = False
    out.update(getattr(cls, "__json_schema__", {}))  # what validate() checks that a keyword can say
    return out


def field_schema(tp: Any, meta: dict[str, Any], defs: Definitions) -> dict[str, Any]:
    """Return the schema of one field's type with its metadata's limits applied."""
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        from printkit.layout.schema import union_kinds

        if union_kinds(options):  # told apart by kind: (a component's cards or tokens), as the loader does
            inner = {"anyOf": [field_schema(o, meta, defs) for o in options]}
        else:
            inner = field_schema(options[0], meta, defs)  # the loader reads the first of the options
        return {"anyOf": [inner, {"type": "null"}]} if len(options) < len(typing.get_args(tp)) else inner
    if origin is tuple:
        args = typing.get_args(tp)
        out: dict[str, Any] = {"type": "array"}
        if len(args) == 2 and args[1] is Ellipsis:
            out["items"] = field_schema(args[0], _item_meta(meta), defs)
        else:
            out["items"] = [field_schema(a, _item_meta(meta), defs) for a in args]
            out["minItems"] = out["maxItems"] = len(args)
            out["additionalItems"] = False
        _counts(out, meta, "Items")
        return out
    if origin is dict:
        key, value = typing.get_args(tp)
        out = {"type": "object", "additionalProperties": field_schema(value, _item_meta(meta), defs)}
        names = _key_schema(key)
        if names:
            out["propertyNames"] = names
        _counts(out, meta, "Properties")
        return out
    return _scalar(tp, meta, defs)


def _scalar(tp: Any, meta: dict[str, Any], defs: Definitions) -> dict[str, Any]:
    if isinstance(tp, type) and getattr(tp, "__from_yaml__", None) is not None:
        return defs.own[tp](defs)  # a type that reads its own YAML node says its schema through defs
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return defs.ref(tp)
    if typing.get_origin(tp) is Literal:
        return {"enum": list(typing.get_args(tp))}
    if tp == Length:
        return defs.named("Length", LENGTH)
    if tp == Colour:
        return defs.named("Colour", COLOUR)
    if tp == Font:
        return defs.named("Font", FONT)
    if tp is bool:
        return {"type": "boolean"}
    if tp is int or tp is float:
        out: dict[str, Any] = {"type": "integer" if tp is int else "number"}
        if "min" in meta:
            out["minimum"] = meta["min"]
        if "max" in meta:
            out["maximum"] = meta["max"]
        if "gt" in meta:
            out["exclusiveMinimum"] = meta["gt"]
        return out
    if tp is str:
        return {"type": ["string", "number", "boolean"], "maxLength": MAX_TEXT_CHARS}
    raise TypeError(f"no JSON Schema for the layout type {tp!r}")  # a programming error


def _key_schema(key: Any) -> dict[str, Any]:
    if key is int:
        return {"pattern": INT_KEY, "patternErrorMessage": INT_KEY_MESSAGE}
    if typing.get_origin(key) is Literal:
        return {"enum": [str(a) for a in typing.get_args(key)]}
    return {}


def _item_meta(meta: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in meta.items() if k in ("min", "max", "gt")}


def _counts(out: dict[str, Any], meta: dict[str, Any], word: str) -> None:
    if "min_items" in meta:
        out[f"min{word}"] = max(meta["min_items"], out.get(f"min{word}", 0))
    if "max_items" in meta:
        out[f"max{word}"] = meta["max_items"]


def _has_length(tp: Any) -> bool:
    return tp == Length or any(_has_length(a) for a in typing.get_args(tp))


def _range_note(tp: Any, meta: Any) -> str:
    if not _has_length(tp) or not any(k in meta for k in ("min", "max", "gt")):
        return ""
    parts = []
    if "gt" in meta:
        parts.append(f"more than {meta['gt']:g} mm")
    if "min" in meta:
        parts.append(f"at least {meta['min']:g} mm")
    if "max" in meta:
        parts.append(f"at most {meta['max']:g} mm")
    return (
        "Each length " + " and ".join(parts) + "."
        if _is_container(tp)
        else "A length " + " and ".join(parts) + "."
    )


def _is_container(tp: Any) -> bool:
    return typing.get_origin(tp) in (tuple, dict)


def _default(f: dataclasses.Field[Any], tp: Any) -> Any:
    if f.default is not dataclasses.MISSING:
        value = f.default
    elif f.default_factory is not dataclasses.MISSING:
        value = f.default_factory()
    else:
        return dataclasses.MISSING
    return _as_written(value, tp)


def _as_written(value: Any, tp: Any) -> Any:
    """Return a default as a layout would write it (lengths with their unit)."""
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is not None and type(value) in options:  # a union told apart by kind: its own type
            return _as_written(value, type(value))
        return None if value is None else _as_written(value, options[0])
    if dataclasses.is_dataclass(value):
        hints = typing.get_type_hints(type(value), include_extras=True)
        return {
            f.name: _as_written(getattr(value, f.name), hints[f.name])
            for f in dataclasses.fields(value)
            if f.init
        }
    if origin is tuple:
        args = typing.get_args(tp)
        kinds = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else list(args)
        return [_as_written(v, k) for v, k in zip(value, kinds)]
    if origin is dict:
        _, kind = typing.get_args(tp)
        return {str(k): _as_written(v, kind) for k, v in value.items()}
    if tp == Length:
        return _length_default(value)
    return value


@cache
def field_notes(cls: type) -> dict[str, str]:
    """Return each field's source comment: the comment on its lines, else the comment lines just above it."""
    try:
        lines, _ = inspect.getsourcelines(cls)
    except (OSError, TypeError):
        return {}
    source = textwrap.dedent("".join(lines))
    comments: dict[int, str] = {}
    code_lines: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.string.lstrip("#").strip()
        elif token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
            code_lines.add(token.start[0])
    notes: dict[str, str] = {}
    body = ast.parse(source).body[0]
    for node in getattr(body, "body", []):
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        own = [comments[n] for n in range(node.lineno, (node.end_lineno or node.lineno) + 1) if n in comments]
        if not own:
            n = node.lineno - 1
            while n in comments and n not in code_lines:
                own.insert(0, comments[n])
                n -= 1
        if own:
            note = " ".join(own)
            notes[node.target.id] = note[0].upper() + note[1:] + ("" if note.endswith(".") else ".")
    return notes

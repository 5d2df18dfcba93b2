"""Reading a transcript's ``rules:`` section into the game's RuleOptions dataclass."""

from __future__ import annotations

import dataclasses
import typing
from functools import cache
from typing import Any, Literal

from printkit.core.limits import excerpt, shown
from printkit.referee.errors import Unreadable


@cache
def _fields(options_type: type) -> dict[str, Any]:
    hints = typing.get_type_hints(options_type)
    return {f.name: hints[f.name] for f in dataclasses.fields(options_type)}


def _expected(kind: Any) -> str:
    if typing.get_origin(kind) is Literal:
        return "one of " + ", ".join(repr(v) for v in typing.get_args(kind))
    return {int: "a whole number", bool: "true or false", str: "a text"}.get(kind, str(kind))


def _fits(kind: Any, value: Any) -> bool:
    if typing.get_origin(kind) is Literal:
        return any(value == v and type(value) is type(v) for v in typing.get_args(kind))
    return type(value) is kind  # bool is not accepted where an int is wanted, nor vice versa


def read_options(options_type: type, defaults: Any, raw: Any) -> Any:
    """Return defaults overridden by a transcript's ``rules:`` mapping (Unreadable if it is wrong)."""
    if raw is None:
        return defaults
    if not isinstance(raw, dict):
        raise Unreadable("expected a mapping of rule options", ("rules",))
    fields = _fields(options_type)
    changes = {}
    for name, value in raw.items():
        if name not in fields:
            known = ", ".join(fields) or "none"
            raise Unreadable(
                f"unknown rule option {excerpt(name)} (known: {known})", ("rules", name), at_key=True
            )
        if not _fits(fields[name], value):
            raise Unreadable(f"expected {_expected(fields[name])}, found {shown(value)}", ("rules", name))
        meta = next(f for f in dataclasses.fields(options_type) if f.name == name).metadata
        if ("min" in meta and value < meta["min"]) or ("max" in meta and value > meta["max"]):
            raise Unreadable(
                f"{value} is out of range {meta.get('min', '')}..{meta.get('max', '')}", ("rules", name)
            )
        changes[name] = value
    return dataclasses.replace(defaults, **changes) if changes else defaults

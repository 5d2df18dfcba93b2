"""`game: custom`: a game described wholly in its layout (style, tables, parts, components), with no referee.

`printkit build FILE` prints its components as it prints a shipped game's; `check` and `play`,
which need a referee, refuse it in one line. Tables are lists of rows written in the layout or
read from a CSV file beside it; a `copies` column repeats a row that many times.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from printkit.core.errors import LayoutError, Location
from printkit.core.limits import MAX_TEXT_CHARS, excerpt
from printkit.draw.vocab.check import UNKNOWN, Record, Seq
from printkit.draw.vocab.component import MAKING, PrintedArt
from printkit.draw.vocab.elements import Items
from printkit.draw.vocab.expr import Row
from printkit.draw.vocab.values import Value, literal_number
from printkit.layout.common import LayoutFields, PrintSettings, check_file_prefix
from printkit.layout.yamlnodes import node_location

NAME = "custom"
MAX_ROWS = 2_000  # rows of one table, copies counted
MAX_COPIES = 100
MAX_CSV_BYTES = 1_000_000


class Table(tuple[Any, ...]):
    """A table's rows: `- {col: value, ...}` in the layout, or `{csv: file.csv}` (a header row, then rows)."""

    @classmethod
    def __from_yaml__(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Table:
        if isinstance(node, yaml.MappingNode):
            keys = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
            if set(keys) != {"csv"} or len(node.value) != 1:
                raise builder.fail(node, path, "expected a list of rows, or {csv: file.csv}")
            name = builder.build(str, keys["csv"], path + ("csv",))
            return cls(_csv(builder, keys["csv"], path + ("csv",), name))
        if not isinstance(node, yaml.SequenceNode):
            raise builder.fail(node, path, "expected a list of rows, or {csv: file.csv}")
        rows: list[dict[str, Any]] = []
        places: list[yaml.Node] = []
        for i, item in enumerate(node.value):
            raw = builder.build(dict[str, Value], item, path + (i,))
            for expr in raw.values():
                if not expr.is_constant and expr.items is None:
                    raise expr.error("a table holds values, not expressions or templates")
            rows.append({k: _plain(v) for k, v in raw.items()})
            places.append(item)
        return cls(_rows(rows, [node_location(builder.file, p) for p in places], path))


def _plain(expr: Any) -> Any:
    if expr.items is not None:
        return tuple(_plain(i) for i in expr.items)
    return expr.constant


def _rows(rows: list[dict[str, Any]], places: list[Location], path: tuple[Any, ...]) -> list[Row]:
    from printkit.layout.schema import key_path

    out: list[Row] = []
    columns = list(rows[0]) if rows else []
    for i, (row, where) in enumerate(zip(rows, places, strict=True)):
        if list(row) != columns and set(row) != set(columns):
            missing = sorted(set(columns) - set(row)) or sorted(set(row) - set(columns))
            raise LayoutError(
                f"every row needs the same columns as the first ({', '.join(columns)}); see {', '.join(missing)}",
                where,
                key_path(path + (i,)),
            )
        copies = row.get("copies", 1)
        if not isinstance(copies, int) or isinstance(copies, bool) or not 0 <= copies <= MAX_COPIES:
            raise LayoutError(
                f"copies: expected a whole number 0 to {MAX_COPIES}; found {excerpt(str(copies))}",
                where,
                key_path(path + (i, "copies")),
            )
        out += [Row(row)] * copies
        if len(out) > MAX_ROWS:
            raise LayoutError(
                f"a table of more than {MAX_ROWS:,} rows (copies counted)", where, key_path(path)
            )
    return out


def _csv(builder: Any, node: yaml.Node, path: tuple[Any, ...], name: str) -> list[Row]:
    from printkit.core.safeio import read_input

    folder = Path(builder.file).parent
    file = folder / name
    inside = not Path(name).is_absolute() and ".." not in Path(name).parts
    if not inside or not file.is_file() or not file.resolve().is_relative_to(folder.resolve()):
        raise builder.fail(
            node, path, f"expected a CSV file in the layout's folder (a relative path); {name!r} is not one"
        )
    data = read_input(file, "CSV file")
    if len(data) > MAX_CSV_BYTES:
        raise LayoutError(f"a CSV file of more than {MAX_CSV_BYTES:,} bytes", Location(str(file)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LayoutError("not UTF-8 text", Location(str(file))) from None
    reader = csv.reader(io.StringIO(text))
    table = list(reader)
    if not table or not table[0]:
        raise LayoutError("expected a header row of column names", Location(str(file), 1, 1))
    header = [h.strip() for h in table[0]]
    for column, head in enumerate(header, 1):
        if not head.isidentifier():
            raise LayoutError(
                f"a column name is a plain word (letters, digits, _); found {excerpt(head)}",
                Location(str(file), 1, column),
            )
    rows, places = [], []
    for line, cells in enumerate(table[1:], 2):
        if not any(c.strip() for c in cells):
            continue
        if len(cells) != len(header):
            raise LayoutError(
                f"expected {len(header)} cells, as the header has; found {len(cells)}",
                Location(str(file), line, 1),
            )
        if any(len(c) > MAX_TEXT_CHARS for c in cells):
            raise LayoutError(
                f"a cell of more than {MAX_TEXT_CHARS:,} characters", Location(str(file), line, 1)
            )
        rows.append({h: _cell(c) for h, c in zip(header, cells, strict=True)})
        places.append(Location(str(file), line, 1))
    return _rows(rows, places, path)


def _cell(text: str) -> Any:
    number = literal_number(text) if text.strip() else None
    return number if number is not None else text


@dataclass(frozen=True, kw_only=True)
class CustomLayout(LayoutFields):
    """A layout with `game: custom`: everything its components draw is in the file."""

    game: Literal["custom"]
    components: dict[str, PrintedArt] = field(metadata={"min_items": 1, "max_items": 20})
    file_prefix: str = "custom"
    style: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 200})  # names for the art
    tables: dict[str, Table] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(
        default_factory=dict, metadata={"max_items": 100}
    )  # shared by every component

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        check_file_prefix(self.file_prefix)
        for key, expr in self.style.items():
            if not expr.is_constant and expr.items is None:
                raise Invalid(
                    "style holds values, not expressions (write them in a let:)", key=f"style.{key}"
                )

    def scope(self) -> dict[str, Any]:
        """Return the names the art's expressions see."""
        return {
            "title": self.title,
            "print": self.print,
            "style": Row({k: _plain(v) for k, v in self.style.items()}),
            "tables": Row(dict(self.tables)),
        }

    def scope_types(self) -> dict[str, Any]:
        """Return the static types of those names, for the checks at load."""
        columns = {
            name: Seq(Record(dict.fromkeys(rows[0].values, UNKNOWN) if rows else {}))
            for name, rows in self.tables.items()
        }
        return {
            "title": str,
            "print": PrintSettings,
            "style": Record(dict.fromkeys(self.style, UNKNOWN)),
            "tables": Record(columns),
        }


def is_custom(layout: Any) -> bool:
    """Return whether a loaded layout is a custom game's."""
    return isinstance(layout, CustomLayout)


def custom_components(layout: CustomLayout) -> tuple[Any, ...]:
    """Return a custom layout's components as the kit builds them."""
    return art_components(layout.components)


def art_components(arts: Mapping[str, PrintedArt]) -> tuple[Any, ...]:
    """Return printed components of a layout's `components:` as the kit builds them, each drawn by its kind."""
    from printkit.draw.component import Component

    def builder(name: str, art: PrintedArt) -> Any:
        return lambda lay, spec: kind_module(art).document(lay, name, art, spec)

    return tuple(
        Component(
            name, art.describe or name, builder(name, art), key=key_of(name, art), making=MAKING[type(art)]
        )
        for name, art in arts.items()
    )


def kind_module(art: PrintedArt) -> Any:
    """Return the module that draws a component's kind: its `document(layout, name, art, spec)` and `blamed(name, art)`."""
    from printkit.draw.vocab import board, box, cards, cubes, tent, tokens, tray, tuckbox
    from printkit.draw.vocab.component import (
        BoardArt,
        BoxArt,
        CardsArt,
        CubeNetsArt,
        TentArt,
        TokensArt,
        TrayArt,
        TuckBoxArt,
    )

    modules = {
        CardsArt: cards,
        TokensArt: tokens,
        CubeNetsArt: cubes,
        BoardArt: board,
        TuckBoxArt: tuckbox,
        BoxArt: box,
        TrayArt: tray,
        TentArt: tent,
    }
    return modules[type(art)]


def key_of(name: str, art: PrintedArt) -> str:
    """Return the key a component too big for the paper is blamed on: its own key, else its size's."""
    return kind_module(art).blamed(name, art)  # type: ignore[no-any-return]

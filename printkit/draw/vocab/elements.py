"""The art vocabulary: the elements a layout's `components:` draw with, one frozen dataclass each.

An `items:` list holds elements, each a one-key mapping naming its kind (`- rect: {x: 0, ...}`;
`- use: corner` takes a part's name alone). Every element takes the modifiers `let:` (names bound
in turn), `when:` (drawn only if true) and `repeat:` (drawn once per value of each name, the
product of all names, the first varying slowest). Coordinates are mm on the piece, origin at its
trim corner, y down; `at:` measures an element from a point of the piece instead (`centre`,
`bottom-right`, ...), the element's own box aligned to it. Font sizes are pt, angles degrees.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Literal

import yaml

from printkit.core.errors import LayoutError, Location
from printkit.core.limits import excerpt
from printkit.draw.vocab.expr import TRAP, Expr
from printkit.draw.vocab.values import Flag, Number, Paint, Value, Words
from printkit.layout.schema import key_path
from printkit.layout.yamlnodes import node_location

Anchor = Literal[
    "top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right"
]
ANCHORS: dict[str, tuple[float, float]] = {
    "top-left": (0, 0),
    "top": (0.5, 0),
    "top-right": (1, 0),
    "left": (0, 0.5),
    "centre": (0.5, 0.5),
    "right": (1, 0.5),
    "bottom-left": (0, 1),
    "bottom": (0.5, 1),
    "bottom-right": (1, 1),
}
MAX_ITEMS_LISTED = 500  # elements in one items: list
MAX_REPEAT_NAMES = 4


def zero() -> Any:
    return Expr("0", constant=0)


def _n(value: float) -> Any:
    return field(default_factory=lambda: Expr(str(value), constant=value))


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class Element:
    """What every element takes: names, a condition and a repeat."""

    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    when: Flag | None = None
    repeat: dict[str, Value] = field(default_factory=dict, metadata={"max_items": MAX_REPEAT_NAMES})

    # Where the layout wrote it (set once by the loader, for the checks made after loading).
    where: Location | None = field(default=None, init=False, compare=False, repr=False)
    path: str = field(default="", init=False, compare=False, repr=False)
    tag: ClassVar[str] = ""

    def __json_value__(self) -> dict[str, Any]:
        """Return the element as a layout writes it, {kind: {keys}} (`printkit inspect`)."""
        keys = {f.name: getattr(self, f.name) for f in fields(self) if f.init}
        return {self.tag: {k: v for k, v in keys.items() if v not in (None, {}, ())}}


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class Painted(Element):
    """A shape's paint: fill and stroke colours, stroke width (mm), dash, ends and corners; `paint: flood`
    marks a large area of colour, which `--ink low` turns to a tint, `paint: ground` a background that
    tells nothing, whose fill `--ink low` leaves out (printkit/draw/ink.py)."""

    fill: Paint | None = None
    stroke: Paint | None = None
    width: Number = _n(0.25)
    dash: tuple[Number, ...] = field(default=(), metadata={"max_items": 8})
    cap: Literal["butt", "round", "square"] = "butt"
    join: Literal["miter", "round", "bevel"] = "miter"
    paint: Literal["as-is", "flood", "ground"] = "as-is"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class RectEl(Painted):
    """A rectangle x, y, w, h (corner radius rx)."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    w: Number
    h: Number
    rx: Number = field(default_factory=zero)
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    id: Words | None = None
    tag: ClassVar[str] = "rect"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class CircleEl(Painted):
    """A circle of radius r centred on x, y."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    r: Number
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    tag: ClassVar[str] = "circle"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class EllipseEl(Painted):
    """An ellipse of radii rx, ry centred on x, y."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    rx: Number
    ry: Number
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    tag: ClassVar[str] = "ellipse"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class LineEl(Painted):
    """A segment from x1, y1 to x2, y2."""

    x1: Number
    y1: Number
    x2: Number
    y2: Number
    tag: ClassVar[str] = "line"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class PolygonEl(Painted):
    """A polygon through points (a list of [x, y]); closed: false draws an open line."""

    points: Value
    closed: bool = True
    id: Words | None = None
    tag: ClassVar[str] = "polygon"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class PathEl(Painted):
    """A path d of absolute M L C Z commands (a template: `"M {x} 0 L ..."`)."""

    d: Words
    tag: ClassVar[str] = "path"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class RegularEl(Painted):
    """A regular n-gon across mm between opposite flats (or corners, n odd: its height), centred on x, y, turned by rotate."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    n: Number
    across: Number
    rotate: Number = field(default_factory=zero)
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    id: Words | None = None
    tag: ClassVar[str] = "regular"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class SectorEl(Painted):
    """An annular sector centred on x, y: radii inner..r, from start to end degrees (0 up, clockwise)."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    r: Number
    inner: Number = field(default_factory=zero)
    start: Number
    end: Number
    tag: ClassVar[str] = "sector"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class TextEl(Element):
    """One line of text, its baseline at y; size in pt; anchor start, middle or end at x."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    text: Words
    size: Number
    font: Value
    colour: Paint
    anchor: Literal["start", "middle", "end"] = "start"
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    id: Words | None = None
    tag: ClassVar[str] = "text"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class TextboxEl(Element):
    """Text wrapped into the box x, y, w, h: shrunk from size towards min_size until it fits, aligned
    left, centre or right, top to bottom by valign; `:name:` in the text is that symbol inline."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    w: Number
    h: Number
    text: Words
    size: Number
    min_size: Number | None = None
    font: Value
    colour: Paint
    align: Literal["left", "centre", "right"] = "left"
    valign: Literal["top", "middle", "bottom"] = "top"
    leading: Number = _n(1.25)  # line to line, times the size
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    tag: ClassVar[str] = "textbox"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class ParagraphsEl(Element):
    """Blocks of words set down a column x mm from the left, the first baseline at y, w mm wide: each block a
    heading on a line of its own (heading_size pt, in the bold face) and a paragraph wrapped with its
    **bold** runs as the rules sheets set words (size pt, leading mm from line to line); heading_after
    and gap mm more below a heading and below a paragraph."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    w: Number
    blocks: Value  # a list of [heading, paragraph] (an empty heading: none)
    size: Number
    leading: Number
    font: Value
    bold: Value
    colour: Paint
    heading_size: Number
    heading_after: Number = field(default_factory=zero)
    gap: Number = field(default_factory=zero)
    tag: ClassVar[str] = "paragraphs"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class SymbolEl(Element):
    """A declared symbol (name) placed once and shared, or a template's art (template, colour) drawn in
    place (or, shared: true, drawn once a colour and placed by reference): its box size mm wide at
    x, y, turned rotate degrees about the box's centre."""

    name: Words | None = None
    template: Words | None = None
    colour: Paint | None = None
    # A template's art drawn once for each colour it is placed in and placed by reference (as a
    # declared symbol is), rather than drawn in place: for art a sheet places many times.
    shared: bool = False
    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    size: Number
    rotate: Number = field(default_factory=zero)
    at: Anchor | None = None  # None: x and y as written, from the side's own origin
    tag: ClassVar[str] = "symbol"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class MarkEl(Painted):
    """A colour's mark (printkit/draw/shapes.py: circle, triangle, ...) size mm across, centred on x, y, standing for means."""

    kind: Value
    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    size: Number
    means: Words
    tag: ClassVar[str] = "mark"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class PatternEl(Element):
    """A colour's greyscale pattern (printkit/draw/patterns.py: hatch, dots, ...): kind's strokes in ink
    over windows ([x0, y0, x1, y1] each, mm; `frame(...)` gives a square's border), each window filled
    with ground (or the items under: drawn beneath instead, or neither); standing for means. With arc:
    [x, y, r, start, end] the windows are bent round x, y: x across them runs from start to end degrees
    (0 up, clockwise), y inwards from radius r (a strip along a round board's square)."""

    kind: Value
    windows: Value
    ink: Paint
    ground: Paint | None = None
    under: Items | None = None
    means: Words | None = None
    arc: tuple[Number, Number, Number, Number, Number] | None = None
    tag: ClassVar[str] = "pattern"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class PieceEl(Element):
    """A piece of another component of the layout, drawn from its art (a card's or token's front or back,
    a board, a cube's face): its box's top-left at x, y, then turned rotate degrees about [x, y] (from
    there), then scaled; row: the names its art reads (its each: names, and a face's value)."""

    of: str  # the component
    set: str | None = None  # a tokens component's sharing set by name (none: its main set)
    side: Literal["front", "back"] = "front"
    row: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 8})
    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    rotate: Number | None = None  # degrees, about [x, y] from the piece's place
    about: tuple[Number, Number] | None = None
    scale: Number | None = None
    id: Words | None = None
    tag: ClassVar[str] = "piece"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class GroupEl(Element):
    """Items under a transform: translate [x, y], then rotate degrees about [x, y], then scale; clip [x, y, w, h]."""

    items: Items
    translate: tuple[Number, Number] | None = None
    rotate: Number | None = None
    about: tuple[Number, Number] | None = None
    scale: Number | None = None
    clip: tuple[Number, Number, Number, Number] | None = None
    id: Words | None = None
    stands_for: Words | None = None
    tag: ClassVar[str] = "group"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class StackEl(Element):
    """Items set one below the other from x, y, gap mm apart (each as tall as what it draws)."""

    x: Number = field(default_factory=zero)
    y: Number = field(default_factory=zero)
    gap: Number = field(default_factory=zero)
    items: Items
    tag: ClassVar[str] = "stack"


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class UseEl(Element):
    """A named part's items drawn here (its names: this element's let:)."""

    part: str
    tag: ClassVar[str] = "use"


KINDS: dict[str, type[Element]] = {
    cls.tag: cls
    for cls in (
        RectEl,
        CircleEl,
        EllipseEl,
        LineEl,
        PolygonEl,
        PathEl,
        RegularEl,
        SectorEl,
        TextEl,
        TextboxEl,
        ParagraphsEl,
        SymbolEl,
        MarkEl,
        PatternEl,
        PieceEl,
        GroupEl,
        StackEl,
        UseEl,
    )
}


class Items(tuple[Any, ...]):
    """A list of elements, each a one-key mapping `{kind: {keys}}`."""

    @classmethod
    def __from_yaml__(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Items:
        if not isinstance(node, yaml.SequenceNode):
            raise builder.fail(node, path, "expected a list of elements (- rect: {...})")
        if len(node.value) > MAX_ITEMS_LISTED:
            raise builder.fail(
                node, path, f"expected at most {MAX_ITEMS_LISTED} elements, found {len(node.value)}"
            )
        return cls(element(builder, item, path + (i,)) for i, item in enumerate(node.value))


def element(builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Element:
    """Return one element read from its `{kind: {keys}}` mapping."""
    if not isinstance(node, yaml.MappingNode) or len(node.value) != 1:
        found = f"{len(node.value)} keys" if isinstance(node, yaml.MappingNode) else "no mapping"
        raise builder.fail(
            node, path, f"expected one element, a mapping of one kind ({', '.join(KINDS)}); found {found}"
        )
    key_node, value_node = node.value[0]
    kind = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
    cls = KINDS.get(str(kind))
    if cls is None:
        close = difflib.get_close_matches(str(kind)[:40], list(KINDS), n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"expected one of: {', '.join(KINDS)}"
        raise builder.fail(key_node, path, f"unknown element {excerpt(str(kind))}; {hint}")
    if cls is UseEl and isinstance(value_node, yaml.ScalarNode):
        made: Element = UseEl(part=builder.build(str, value_node, path + ("use",)))
    else:
        _trap(builder, cls, value_node, path + (kind,))
        made = builder.build(cls, value_node, path + (kind,))
    object.__setattr__(made, "where", node_location(builder.file, value_node))  # frozen: set once, here
    object.__setattr__(made, "path", key_path(path + (kind,)))
    return made


def _trap(builder: Any, cls: type, value_node: yaml.Node, path: tuple[Any, ...]) -> None:
    """Raise the YAML trap's error for a key that is a piece of an expression YAML cut at a comma."""
    if isinstance(value_node, yaml.MappingNode):
        names = {f.name for f in fields(cls)}
        for k, _ in value_node.value:
            text = k.value if isinstance(k, yaml.ScalarNode) else ""
            if text not in names and any(c in text for c in "()[]{}=,'\""):
                loc = node_location(builder.file, k)
                raise LayoutError(
                    f"unknown key {excerpt(text)}: part of an expression cut by YAML{TRAP}",
                    loc,
                    key_path(path),
                )


@dataclass(frozen=True, kw_only=True, eq=False, repr=False)
class Side:
    """One side of a piece: names bound first (let:), then its items."""

    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    items: Items

    @classmethod
    def __from_yaml__(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Side:
        if isinstance(node, yaml.SequenceNode):
            return Side(items=Items.__from_yaml__(builder, node, path))
        return builder._dataclass(cls, node, path)  # type: ignore[no-any-return]

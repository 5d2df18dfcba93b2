"""Backend-neutral drawing primitives in millimetres (x right, y down, like SVG)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from printkit.geometry.affine import IDENTITY as IDENTITY
from printkit.geometry.affine import Matrix as Matrix
from printkit.geometry.affine import apply as apply
from printkit.geometry.affine import compose as compose
from printkit.geometry.affine import rotate as rotate
from printkit.geometry.affine import scale as scale
from printkit.geometry.affine import translate as translate
from printkit.layout.fonts import face_for

PrintDuplex = Literal["long-edge", "short-edge", "none"]  # how a viewer prints a document two-sided


@dataclass(frozen=True)
class Style:
    """Paint of a shape: fill and stroke colours (#rrggbb or None), stroke width in mm, dash."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 0.25
    dash: tuple[float, ...] = ()
    opacity: float = 1.0
    cap: Literal["butt", "round", "square"] = "butt"
    join: Literal["miter", "round", "bevel"] = "miter"


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle, optionally with rounded corners."""

    x: float
    y: float
    w: float
    h: float
    style: Style
    rx: float = 0.0
    id: str | None = None  # explicit ids for shapes tests look up (cut boxes)


@dataclass(frozen=True)
class Circle:
    """A circle."""

    cx: float
    cy: float
    r: float
    style: Style


@dataclass(frozen=True)
class Ellipse:
    """An axis-aligned ellipse (rotate it with a Group)."""

    cx: float
    cy: float
    rx: float
    ry: float
    style: Style


@dataclass(frozen=True)
class Line:
    """A straight segment."""

    x1: float
    y1: float
    x2: float
    y2: float
    style: Style


@dataclass(frozen=True)
class Polygon:
    """A closed polygon (closed=False: an open polyline)."""

    points: tuple[tuple[float, float], ...]
    style: Style
    closed: bool = True
    id: str | None = None


PathOp = tuple[Any, ...]  # ("M", x, y) | ("L", x, y) | ("C", x1, y1, x2, y2, x, y) | ("Z",)


@dataclass(frozen=True)
class Path:
    """A path of absolute M/L/C/Z commands."""

    ops: tuple[PathOp, ...]
    style: Style


@dataclass(frozen=True)
class Text:
    """One line of real text; size is the font size in pt; (x, y) is the baseline anchor point.

    font is the face the text is set in: a Latin face asked for a text holding Korean (a seat
    name, a designer's word) becomes its Korean counterpart (fonts.face_for), so every measure,
    check and backend sees the one face that prints it.
    """

    x: float
    y: float
    text: str
    size: float
    font: str
    fill: str
    anchor: Literal["start", "middle", "end"] = "start"
    id: str | None = None

    def __post_init__(self) -> None:
        face = face_for(self.font, self.text)
        if face != self.font:
            object.__setattr__(self, "font", face)


@dataclass(frozen=True)
class Use:
    """An instance of a symbol defined once in the document, placed by a matrix."""

    symbol: str
    transform: Matrix = IDENTITY


@dataclass(frozen=True)
class Group:
    """Shapes under a transform; clip (x, y, w, h) in the group's own coordinates.

    stands_for names what a mark means (e.g. "colour blue: square"), so checks can find the marks
    that carry a colour's meaning; backends never draw it.
    """

    items: tuple[Shape, ...]
    transform: Matrix = IDENTITY
    clip: tuple[float, float, float, float] | None = None
    id: str | None = None
    stands_for: str | None = None


Shape = Rect | Circle | Ellipse | Line | Polygon | Path | Text | Use | Group


@dataclass(frozen=True)
class Symbol:
    """Repeated art drawn once: its shapes in its own box of width x height mm (a Use among them draws
    another of the document's symbols, as a card back's pattern repeats one ant)."""

    id: str
    width: float
    height: float
    items: tuple[Shape, ...]


@dataclass(frozen=True)
class Page:
    """One sheet: size in mm, shapes, and print boxes (x, y, w, h) for print-on-demand."""

    width: float
    height: float
    items: tuple[Shape, ...]
    label: str = ""
    trim_box: tuple[float, float, float, float] | None = None
    bleed_box: tuple[float, float, float, float] | None = None


@dataclass(frozen=True)
class Document:
    """Pages plus the symbols they use and print metadata."""

    title: str
    pages: tuple[Page, ...]
    symbols: tuple[Symbol, ...] = ()
    duplex: PrintDuplex = "none"
    meta: dict[str, Any] = field(default_factory=dict, compare=False)


def place(items: tuple[Shape, ...] | list[Shape], x: float, y: float, id: str | None = None) -> Group:
    """Return items grouped and moved by (x, y)."""
    return Group(tuple(items), translate(x, y), id=id)

"""The pieces an export draws, taken from the kit's own documents: nothing here draws art.

- Cards, tiles and tokens come from each component's one-piece-per-page build (`--single`): every
  page holds one side of one piece at its trim size with the asked bleed, labelled "<set> <n> <side>".
- Boards come from the build on one custom-size sheet: the group with id "board" is the whole board.
- Dice faces come from the cube nets: the groups with ids "<die>-face-<value>" are the faces' art.

The grey cut guides and outlines that home-printed sheets carry are dropped (a shop or a virtual
table cuts at the file's own edge); a token's outline tells its shape first.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from printkit.draw.component import Component
from printkit.draw.impose.cards import CUT_GUIDE
from printkit.draw.impose.tokens import CUT_OUTLINE
from printkit.draw.scene import Circle, Group, Polygon, Rect, Shape, Symbol
from printkit.games.definition import LoadedGame
from printkit.kit.build import BuildOptions, components, draw

Shape_ = Literal["card", "circle", "hex", "square"]
_GUIDES = (CUT_GUIDE, CUT_OUTLINE)
_FACE_ID = re.compile(r"^(?P<die>.+)-face-(?P<value>[1-6])$")


@dataclass(frozen=True)
class Face:
    """One side of a piece: its art in trim coordinates (origin at the trim's top-left, mm), running
    the set's bleed past the trim; faces with equal keys are the same picture."""

    items: tuple[Shape, ...]

    @property
    def key(self) -> Hashable:
        return self.items


@dataclass(frozen=True)
class Piece:
    """One card, tile or token: its number in its set (from 1), its front and its back (None: one-sided)."""

    number: int
    front: Face
    back: Face | None


@dataclass(frozen=True)
class PieceSet:
    """Pieces of one kind and size: e.g. the 110 cards, the black and red ant tiles, the Water Barriers."""

    component: str  # the component they are built by
    name: str  # their part of a file name: the component's name, or a slug of an extra set's label
    label: str  # what the kit calls them ("cards", "ant tiles", "Water Barriers")
    shape: Shape_
    width: float  # trim, mm
    height: float
    bleed: float  # how far past the trim every face's art runs, mm
    pieces: tuple[Piece, ...]
    symbols: tuple[Symbol, ...]

    @property
    def shared_back(self) -> Face | None:
        """Return the back every piece shares, or None when backs differ or there are none."""
        backs = {p.back.key: p.back for p in self.pieces if p.back is not None}
        if len(backs) == 1 and all(p.back is not None for p in self.pieces):
            return next(iter(backs.values()))
        return None


@dataclass(frozen=True)
class Board:
    """A board's whole picture in board coordinates (origin top-left, mm)."""

    component: str
    name: str
    width: float
    height: float
    items: tuple[Shape, ...]
    symbols: tuple[Symbol, ...]


@dataclass(frozen=True)
class Die:
    """A cube's six faces (value -> art in an edge x edge box) as its net draws them."""

    component: str
    name: str  # the net's id stem: "A" (an ant cube's track), "die", "die1"
    edge: float
    faces: dict[int, tuple[Shape, ...]]
    symbols: tuple[Symbol, ...]


def slug(text: str) -> str:
    """Return text as a file-name part: lower case, words joined by hyphens."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))


def _options(**changes: Any) -> BuildOptions:
    # Backs only come with a duplex setting; the paper does not matter for one piece per page.
    return BuildOptions(formats=("pdf",), duplex="long-edge", crop_marks=False, **changes)


_PIECE_PAGE = re.compile(r".+ \d+ (front|back)")


def _wanted(game: LoadedGame[Any, Any], only: Sequence[str]) -> list[Component]:
    return [c for c in components(game) if not only or c.name in only]


def _strip_guides(items: tuple[Shape, ...]) -> tuple[tuple[Shape, ...], list[Shape]]:
    """Return items without cut guides or outlines, and the guides found."""
    kept: list[Shape] = []
    found: list[Shape] = []
    for item in items:
        if isinstance(item, Group):
            inner, more = _strip_guides(item.items)
            found += more
            kept.append(replace(item, items=inner, id=None))
        elif isinstance(item, (Rect, Circle, Polygon)) and item.style in _GUIDES:
            found.append(item)
        else:
            kept.append(item)
    return tuple(kept), found


def _shape_of(guides: list[Shape]) -> Shape_:
    kinds = {type(g) for g in guides}
    if Circle in kinds:
        return "circle"
    if Polygon in kinds:
        return "hex"
    if Rect in kinds:
        return "square"
    return "card"


def piece_sets(game: LoadedGame[Any, Any], bleed: float = 0.0, only: Sequence[str] = ()) -> list[PieceSet]:
    """Return the game's cards, tiles and tokens, each face drawn with bleed mm of art past its trim."""
    layout = game.layout
    options = _options(single=True, bleed=bleed)
    out: list[PieceSet] = []
    for component in _wanted(game, only):
        doc = draw(layout, component, options)
        if not doc.pages or not all(p.trim_box and _PIECE_PAGE.fullmatch(p.label) for p in doc.pages):
            continue  # not a set of pieces: a board, a nest, a net, a sheet of words
        order: list[str] = []
        sides: dict[str, dict[int, dict[str, tuple[Shape, ...]]]] = {}
        sizes: dict[str, tuple[float, float]] = {}
        shapes: dict[str, Shape_] = {}
        for page in doc.pages:
            label, number, side = page.label.rsplit(" ", 2)
            if label not in sides:
                order.append(label)
                sides[label] = {}
                shapes[label] = "card"
            (piece,) = page.items  # one piece, placed at its trim corner
            if page.trim_box is None or not isinstance(piece, Group):
                raise ValueError(f"{page.label}: a --single page holds one piece in its trim box")
            _, _, w, h = page.trim_box
            sizes[label] = (w, h)
            items, guides = _strip_guides(piece.items)
            if guides:
                shapes[label] = _shape_of(guides)
            sides[label].setdefault(int(number), {})[side] = items
        for i, label in enumerate(order):
            pieces = tuple(
                Piece(n, Face(faces["front"]), Face(faces["back"]) if "back" in faces else None)
                for n, faces in sorted(sides[label].items())
            )
            w, h = sizes[label]
            name = component.name if i == 0 else slug(label)
            out.append(PieceSet(component.name, name, label, shapes[label], w, h, bleed, pieces, doc.symbols))
    return out


def _groups(items: Sequence[Shape]) -> Iterator[Group]:
    for item in items:
        if isinstance(item, Group):
            yield item
            yield from _groups(item.items)


def boards(game: LoadedGame[Any, Any], only: Sequence[str] = ("board",)) -> list[Board]:
    """Return the game's boards whole (by default the component called board), each as its own picture."""
    layout = game.layout
    options = _options(board_paper="custom")
    out: list[Board] = []
    for component in _wanted(game, only):
        doc = draw(layout, component, options)
        for page in doc.pages:
            found = [g for g in _groups(page.items) if g.id == "board"]
            if len(found) != 1:
                continue
            (group,) = found
            x, y = group.transform[4], group.transform[5]
            name = component.name if len(doc.pages) == 1 else slug(page.label)
            out.append(
                Board(component.name, name, page.width - 2 * x, page.height - 2 * y, group.items, doc.symbols)
            )
    return out


def dice(game: LoadedGame[Any, Any], only: Sequence[str] = ()) -> list[Die]:
    """Return the game's cubes (ant cubes, dice) with each face's art, from the nets the kit prints."""
    layout = game.layout
    options = _options()
    out: list[Die] = []
    for component in _wanted(game, only):
        doc = draw(layout, component, options)
        faces: dict[str, dict[int, tuple[Shape, ...]]] = {}
        for page in doc.pages:
            for group in _groups(page.items):
                match = _FACE_ID.match(group.id or "")
                if match:
                    faces.setdefault(match["die"], {})[int(match["value"])] = group.items
        for name, art in faces.items():
            if sorted(art) != [1, 2, 3, 4, 5, 6]:
                raise ValueError(f"{game.name} {component.name}: die {name!r} has faces {sorted(art)}")
            out.append(Die(component.name, name, _edge(art[1]), art, doc.symbols))
    return out


def _edge(items: tuple[Shape, ...]) -> float:
    """Return a cube face's edge: its art starts with its ground, a square centred on the face box."""
    ground = next((i for i in items if isinstance(i, Rect)), None)
    if ground is None or abs(ground.w - ground.h) > 1e-6 or abs(ground.x - ground.y) > 1e-6:
        raise ValueError("a die face's art must start with its square ground")
    return ground.w + 2 * ground.x

"""The Antheap layout: the board as a graph of named squares, the ant cubes, the eggs and the look; the
board's topology as facts its art draws (layouts/antheap.yaml, `components: board:`), never shapes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Literal

from printkit.draw.vocab.component import (
    AnyArt,
    BoardArt,
    BoxArt,
    CubeNetsArt,
    TokensArt,
    TrayArt,
    require_art,
)
from printkit.games.antheap.options import RuleOptions
from printkit.games.definition import LayoutParts
from printkit.layout.colours import Colour
from printkit.layout.common import GameBox, LayoutFields, check_file_prefix
from printkit.layout.fonts import Font
from printkit.layout.marks import Pattern
from printkit.layout.schema import Invalid
from printkit.layout.units import Length

TRACKS = "ABCDEF"
RUN = 6  # squares on a Base run and on an Approach run: one per die value
Kind = Literal["home", "base", "approach", "x", "ring"]


@dataclass(frozen=True)
class Band:
    """A ring of the round board split into equal slots; angles run clockwise from 12 o'clock."""

    inner: Length = field(metadata={"gt": 0, "max": 500})  # radii from the board's centre
    outer: Length = field(metadata={"gt": 0, "max": 500})
    slots: int = field(metadata={"min": 1, "max": 120})
    start: float = field(default=0.0, metadata={"min": -360, "max": 360})  # degrees: where slot 0 begins

    def validate(self) -> None:
        if self.outer <= self.inner:
            raise Invalid("the outer radius must be larger than the inner one", key="outer")

    @property
    def step(self) -> float:
        """Return the angle one slot spans, in degrees."""
        return 360.0 / self.slots

    def span(self, slot: int) -> tuple[float, float]:
        """Return the start and end angle of a slot, in degrees clockwise from 12 o'clock."""
        a = self.start + slot * self.step
        return a, a + self.step


@dataclass(frozen=True)
class Square:
    """One named square: where it lies (band and slot), what it is, and the next one along."""

    band: str
    slot: int = field(metadata={"min": 0, "max": 119})
    kind: Kind
    next: str
    track: Literal["A", "B", "C", "D", "E", "F"] | None = None
    number: int | None = field(default=None, metadata={"min": 1, "max": RUN})

    def validate(self) -> None:
        if (self.kind == "ring") != (self.track is None):
            raise Invalid("every square but a plain ring square belongs to a track", key="track")
        if (self.kind in ("base", "approach")) != (self.number is not None):
            raise Invalid("Base and Approach squares, and only they, carry a number 1-6", key="number")


@dataclass(frozen=True)
class Track:
    """One player's track: its colour, the colour's name, a light tint for its squares, its greyscale texture."""

    colour: Colour
    name: str
    tint: Colour
    texture: Pattern  # strokes on the colour (cube borders, the runs' outer edge) that part it in greyscale


@dataclass(frozen=True)
class Board:
    """The round board: its bands, the six tracks and every square, linked in the direction of travel."""

    size: Length = field(metadata={"min": 100, "max": 1000})  # the square board's side
    nest_radius: Length = field(metadata={"gt": 0, "max": 500})
    bands: dict[str, Band]
    tracks: dict[str, Track]
    squares: dict[str, Square] = field(metadata={"max_items": 400})

    __json_extras__ = ("paths", "ring")

    def validate(self) -> None:
        for name, band in self.bands.items():
            if band.outer + 5 > self.size / 2:  # the soil's rim runs 5 mm past the outermost band
                raise Invalid(
                    f"band {name} reaches {band.outer:g} mm from the centre; a {self.size:g} mm board "
                    f"has room for {self.size / 2 - 5:g} mm (its half, less a 5 mm rim)",
                    key="size",
                )
            if band.inner < self.nest_radius:
                raise Invalid(
                    f"band {name} starts {band.inner:g} mm from the centre, inside the "
                    f"{self.nest_radius:g} mm Queen Ant's Nest",
                    key="nest_radius",
                )
        if tuple(sorted(self.tracks)) != tuple(TRACKS):
            raise Invalid(f"the board needs the six tracks {', '.join(TRACKS)}", key="tracks")
        taken: dict[tuple[str, int], str] = {}
        for name, sq in self.squares.items():
            if sq.band not in self.bands:
                raise Invalid(
                    f"square {name}: no band {sq.band!r} (bands: {', '.join(self.bands)})", key="squares"
                )
            if sq.slot >= self.bands[sq.band].slots:
                raise Invalid(
                    f"square {name}: band {sq.band} has slots 0-{self.bands[sq.band].slots - 1}",
                    key="squares",
                )
            if (sq.band, sq.slot) in taken:
                raise Invalid(
                    f"squares {taken[sq.band, sq.slot]} and {name} share {sq.band} slot {sq.slot}",
                    key="squares",
                )
            taken[sq.band, sq.slot] = name
            if sq.next not in self.squares:
                raise Invalid(f"square {name}: next square {sq.next!r} is not on the board", key="squares")
        for letter in TRACKS:
            self._check_path(letter)
        self._check_ring()
        on_paths = {n for p in self.paths.values() for n in p} | set(self.ring)
        stray = sorted(set(self.squares) - on_paths)
        if stray:
            raise Invalid(f"squares on no track and not on the ring: {', '.join(stray[:5])}", key="squares")

    def _check_path(self, letter: str) -> None:
        homes = [n for n, s in self.squares.items() if s.kind == "home" and s.track == letter]
        if len(homes) != 1:
            raise Invalid(f"track {letter} needs exactly one home square, found {len(homes)}", key="squares")
        want = (
            [("home", None)]
            + [("base", i) for i in range(1, RUN + 1)]
            + [("approach", i) for i in range(1, RUN + 1)]
            + [("x", None)]
        )
        name = homes[0]
        for kind, number in want:
            sq = self.squares[name]
            if (sq.kind, sq.number, sq.track) != (kind, number, letter):
                what = f"{kind} {number}" if number else kind
                raise Invalid(
                    f"track {letter}: following 'next' from {homes[0]} reaches {name}, "
                    f"expected {letter}'s {what}",
                    key="squares",
                )
            if kind != "x":
                name = sq.next

    def _check_ring(self) -> None:
        ring = self.ring
        members = {n for n, s in self.squares.items() if s.kind in ("x", "ring")}
        if set(ring) != members or len(ring) != len(members):
            raise Invalid("the ring must be one loop through every X and ring square", key="squares")

    @cached_property
    def paths(self) -> dict[str, tuple[str, ...]]:
        """Each track's squares in the order an ant walks them: home, Base 1-6, Approach 1-6, X."""
        out = {}
        for letter in TRACKS:
            name = next(n for n, s in self.squares.items() if s.kind == "home" and s.track == letter)
            path = [name]
            for _ in range(2 * RUN + 1):
                name = self.squares[name].next
                path.append(name)
            out[letter] = tuple(path)
        return out

    @cached_property
    def ring(self) -> tuple[str, ...]:
        """The ring's squares in the direction of travel, starting at A's X."""
        start = next((n for n, s in self.squares.items() if s.kind == "x" and s.track == "A"), None)
        if start is None:
            return ()
        out, name = [start], self.squares[start].next
        while name != start and len(out) <= len(self.squares):
            sq = self.squares[name]
            if sq.kind not in ("x", "ring"):
                break
            out.append(name)
            name = sq.next
        return tuple(out)

    @property
    def reach(self) -> float:
        """Return how far the outermost band reaches from the centre, mm (the soil's edge)."""
        return max(b.outer for b in self.bands.values())

    def centre(self, name: str) -> tuple[float, float]:
        """Return the middle of a square in board millimetres (origin top-left, y down)."""
        sq = self.squares[name]
        band = self.bands[sq.band]
        a0, a1 = band.span(sq.slot)
        return polar(self.size / 2, (band.inner + band.outer) / 2, (a0 + a1) / 2)


def polar(half: float, radius: float, degrees: float) -> tuple[float, float]:
    """Return the point at radius and angle (clockwise from 12 o'clock) around the board's centre."""
    a = math.radians(degrees)
    return half + radius * math.sin(a), half - radius * math.cos(a)


# The facts the board's art draws: angles are degrees clockwise from 12 o'clock, radii mm from the
# board's centre (board.size / 2).


@dataclass(frozen=True)
class SquareSpan:
    """A square where it lies: its band's radii and its slot's angles, with what it is."""

    name: str
    kind: str  # home, base, approach, x or ring
    track: str | None  # its track's letter (None: a plain ring square)
    number: int | None  # 1-6 on a Base or Approach run
    inner: float
    outer: float
    start: float
    end: float


@dataclass(frozen=True)
class Arrow:
    """Where the way from a square crosses into the next one, and which way it goes."""

    square: str  # the square it leaves
    track: str | None
    kind: str  # along (to the next square of its band) or inward (a Base 6 to its Approach 1)
    angle: float  # along: the edge the two squares share; inward: the middle of the arc they share
    heading: float  # the direction of travel there
    inner: float  # the radii of the band of the square it leaves
    outer: float


@dataclass(frozen=True)
class Tunnel:
    """A track's way from its Approach 6 across the soil to its X on the ring."""

    track: str
    angle: float  # the middle of the Approach 6 square
    half: float  # half the Approach 6 square's span, degrees
    inner: float  # the ring's outer radius, where the tunnel arrives
    outer: float  # the Approach band's inner radius, where it leaves


def square_spans(board: Board) -> tuple[SquareSpan, ...]:
    """Return every square where it lies, in the layout's order."""
    out = []
    for name, sq in board.squares.items():
        band = board.bands[sq.band]
        a0, a1 = band.span(sq.slot)
        out.append(SquareSpan(name, sq.kind, sq.track, sq.number, band.inner, band.outer, a0, a1))
    return tuple(out)


def board_arrows(board: Board) -> tuple[Arrow, ...]:
    """Return the arrows along each band and from each Base 6 inwards, in the squares' order (the way from
    an Approach 6 to its X is a tunnel)."""
    out = []
    for name, sq in board.squares.items():
        nxt = board.squares[sq.next]
        band = board.bands[sq.band]
        a0, a1 = band.span(sq.slot)
        if nxt.band == sq.band:  # on the edge the two squares share, pointing clockwise
            out.append(Arrow(name, sq.track, "along", a1, a1 + 90, band.inner, band.outer))
        elif sq.kind == "base":  # through the arc Base 6 and Approach 1 share, pointing inwards
            a = (max(a0, board.bands[nxt.band].span(nxt.slot)[0]) + a1) / 2
            out.append(Arrow(name, sq.track, "inward", a, a + 180, band.inner, band.outer))
    return tuple(out)


def board_tunnels(board: Board) -> tuple[Tunnel, ...]:
    """Return each track's tunnel from its Approach 6 to its X, in the tracks' order."""
    out = []
    for letter, path in board.paths.items():
        a6, x = board.squares[path[-2]], board.squares[path[-1]]
        span = board.bands[a6.band].span(a6.slot)
        a = sum(span) / 2
        half = sum(abs(s - a) for s in span) / 2
        out.append(Tunnel(letter, a, half, board.bands[x.band].outer, board.bands[a6.band].inner))
    return tuple(out)


@dataclass(frozen=True)
class Net:
    """A cube's net: the six cells (column, row) on a grid and the face value printed in each."""

    cells: tuple[tuple[int, int], ...] = field(metadata={"min": 0, "max": 5})
    faces: tuple[int, ...]

    def validate(self) -> None:
        from printkit.geometry.cube import opposite_faces

        if len(self.cells) != 6 or len(set(self.cells)) != 6:
            raise Invalid("a cube's net has six different cells", key="cells")
        if sorted(self.faces) != [1, 2, 3, 4, 5, 6]:
            raise Invalid("the faces are 1-6, each once", key="faces")
        try:
            pairs = opposite_faces(self.cells, self.faces)
        except ValueError as exc:
            raise Invalid(str(exc), key="cells") from None
        for value, opposite in pairs:
            if value + opposite != 7:
                raise Invalid(
                    f"faces {value} and {opposite} end up opposite; opposite faces must sum to 7", key="faces"
                )


@dataclass(frozen=True)
class Cubes:
    """The six ant cubes and the plain die, printed as foldable nets."""

    edge: Length = field(default=20.0, metadata={"min": 10, "max": 60})
    tab: Length = field(default=6.0, metadata={"min": 3, "max": 15})
    net: Net = Net(cells=((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2)), faces=(2, 3, 1, 4, 6, 5))


@dataclass(frozen=True)
class Eggs:
    """The egg counters: how many and how big."""

    count: int = field(default=30, metadata={"min": 1, "max": 500})
    size: Length = field(default=18.0, metadata={"min": 8, "max": 50})


@dataclass(frozen=True)
class Container:
    """The egg container: an open square tray that stands in the Queen Ant's Nest, its walls folded over the rim."""

    side: Length = field(default=72.0, metadata={"min": 30, "max": 150})
    depth: Length = field(default=16.0, metadata={"min": 8, "max": 60})
    tab: Length = field(default=8.0, metadata={"min": 3, "max": 20})


@dataclass(frozen=True)
class Style:
    """Colours and fonts of the board and pieces."""

    title_font: Font = "Vera-Bold"
    number_font: Font = "Vera-Bold"
    text_font: Font = "Vera"
    paper: Colour = "#f6efdc"
    soil: Colour = "#d9c49a"
    nest: Colour = "#8a5a36"
    ink: Colour = "#2b1d14"
    line: Colour = "#5a4634"
    egg: Colour = "#fffdf6"
    egg_ground: Colour = "#e9dcc0"


@dataclass(frozen=True, kw_only=True)
class Layout(LayoutFields):
    """layouts/antheap.yaml."""

    game: Literal["antheap"]
    board: Board
    file_prefix: str = "antheap"
    cubes: Cubes = Cubes()
    eggs: Eggs = Eggs()
    container: Container = Container()
    box: GameBox = GameBox()
    style: Style = Style()
    rules: RuleOptions = RuleOptions()
    components: dict[str, AnyArt] = field(default_factory=dict)  # the art (printkit/draw/vocab/)

    # The board's topology its art draws (square_spans, board_arrows, board_tunnels), each in the layout's order.
    __art_names__: ClassVar[dict[str, Any]] = {
        "squares": tuple[SquareSpan, ...],
        "arrows": tuple[Arrow, ...],
        "tunnels": tuple[Tunnel, ...],
    }

    @cached_property
    def squares(self) -> tuple[SquareSpan, ...]:
        """Every square where it lies: its band's radii, its slot's angles."""
        return square_spans(self.board)

    @cached_property
    def arrows(self) -> tuple[Arrow, ...]:
        """The arrows from square to square along the bands and from each Base 6 inwards."""
        return board_arrows(self.board)

    @cached_property
    def tunnels(self) -> tuple[Tunnel, ...]:
        """Each track's tunnel from its Approach 6 to its X."""
        return board_tunnels(self.board)

    __placed_art__: ClassVar[dict[str, tuple[type, str]]] = {  # placed by components.py and kitinfo.py
        "board": (BoardArt, "the board's"),
        "cover": (BoardArt, "the cover's"),
        "cubes": (CubeNetsArt, "the ant cubes' and die's"),
        "eggs": (TokensArt, "the eggs'"),
        "container": (TrayArt, "the egg container's"),
        "box": (BoxArt, "the box's"),
    }

    def validate(self) -> None:
        check_file_prefix(self.file_prefix)
        require_art(self.components, self.__placed_art__)
        if self.container.side * math.sqrt(2) / 2 > self.board.nest_radius:
            raise Invalid(
                f"a {self.container.side:g} mm tray does not fit in the {self.board.nest_radius:g} mm "
                "(radius) Queen Ant's Nest",
                key="container",
            )
        if self.eggs.count < self.rules.eggs:
            raise Invalid(
                f"{self.eggs.count} egg counters cannot fill a nest of {self.rules.eggs}", key="eggs"
            )


LAYOUT: LayoutParts[Layout, RuleOptions] = LayoutParts(Layout, RuleOptions)  # the game's data types

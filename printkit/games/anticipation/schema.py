"""The Anticipation layout: the board as a graph of named squares, the nests, the pieces, the look."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from printkit.draw.vocab.component import (
    AnyArt,
    BoardArt,
    BoxArt,
    CardsArt,
    CubeNetsArt,
    TentArt,
    TokensArt,
    TrayArt,
    require_art,
)
from printkit.draw.vocab.elements import Items
from printkit.games.anticipation import board_facts
from printkit.games.anticipation.board_facts import Chamber, NestBox, Square
from printkit.games.anticipation.options import RuleOptions
from printkit.games.definition import LayoutParts
from printkit.layout.colours import Colour
from printkit.layout.common import GameBox, LayoutFields, check_file_prefix
from printkit.layout.fonts import Font
from printkit.layout.marks import Kind
from printkit.layout.schema import Invalid
from printkit.layout.units import Length

COLOURS = ("yellow", "red", "green", "blue")  # clockwise round the board: the rulebook's turn order
MAX_BOARD_MM = 1000.0  # a board's longest side on paper
Point = tuple[float, float]
Box = tuple[float, float, float, float]  # x, y, width, height in board units


@dataclass(frozen=True)
class Entrance:
    """One way in and out of a nest: leaving counts from START, coming home ends exactly on FINISH."""

    start: str
    finish: str


@dataclass(frozen=True)
class Nest:
    """A colour's nest: where it lies, how it turns to face its player, its entrances and corner."""

    box: Box = field(metadata={"min": 0})
    turn: Literal[0, 180]
    entrances: tuple[Entrance, ...] = field(metadata={"min_items": 2, "max_items": 2})
    corner: str  # the Ante-chamber corner square of this colour (ant-in-square symbol)
    holding: Point  # centre of the Ante-chamber box where this colour's surplus pieces wait


@dataclass(frozen=True)
class AnteChamber:
    """The centre of the board: its outline and where the two Water Barriers rest before play."""

    box: Box
    barrier_rest: tuple[Point, ...] = field(metadata={"min_items": 2, "max_items": 2})


@dataclass(frozen=True)
class Board:
    """Squares (centres in board units), routes (chains of squares joined by edges), nests."""

    pitch: Length = field(
        metadata={"gt": 0, "max": 40}
    )  # one board unit: the distance between neighbouring squares
    square: Length = field(metadata={"gt": 0, "max": 40})  # a square's side
    size: tuple[float, float] = field(metadata={"gt": 0, "max": 60})  # in board units
    squares: dict[str, Point] = field(metadata={"min_items": 2, "max_items": 500})
    routes: tuple[tuple[str, ...], ...] = field(metadata={"min_items": 1})
    nests: dict[str, Nest] = field(metadata={"min_items": 4, "max_items": 4})
    ante_chamber: AnteChamber

    def validate(self) -> None:
        w, h = self.size
        if max(w, h) * self.pitch > MAX_BOARD_MM:
            raise Invalid(
                f"a {w:g} x {h:g} unit board at {self.pitch:g} mm a unit is {w * self.pitch:g} x "
                f"{h * self.pitch:g} mm; the largest board printkit prints is {MAX_BOARD_MM:g} mm a side",
                key="pitch",
            )
        if self.square > self.pitch:
            raise Invalid(
                "a square is wider than the pitch: neighbouring squares would overlap", key="square"
            )
        w, h = self.size
        for name, (x, y) in self.squares.items():
            if not (0.5 <= x <= w - 0.5 and 0.5 <= y <= h - 0.5):
                raise Invalid(
                    f"square {name} at ({x:g}, {y:g}) is off the {w:g} x {h:g} board", key="squares"
                )
        for colour, nest in self.nests.items():
            x, y, nw, nh = nest.box
            if nw <= 0 or nh <= 0 or x + nw > w or y + nh > h:
                raise Invalid(
                    f"the {colour} nest's box {nest.box} is not inside the {w:g} x {h:g} board", key="nests"
                )
            hx, hy = nest.holding
            if not (0 <= hx <= w and 0 <= hy <= h):
                raise Invalid(
                    f"the {colour} nest's holding box centre ({hx:g}, {hy:g}) is off the board", key="nests"
                )
        cx, cy, cw, ch = self.ante_chamber.box
        if cw <= 0 or ch <= 0 or cx < 0 or cy < 0 or cx + cw > w or cy + ch > h:
            raise Invalid(f"the Ante-chamber's box is not inside the {w:g} x {h:g} board", key="ante_chamber")
        for bx, by in self.ante_chamber.barrier_rest:
            if not (0 <= bx <= w and 0 <= by <= h):
                raise Invalid(f"a Water Barrier's rest ({bx:g}, {by:g}) is off the board", key="ante_chamber")
        self._check_spacing()
        self._check_routes()
        self._check_nests()

    def _check_spacing(self) -> None:
        seen: dict[tuple[int, int], str] = {}
        for name, (x, y) in self.squares.items():
            cell = (math.floor(x), math.floor(y))
            if cell in seen:
                raise Invalid(f"squares {seen[cell]} and {name} overlap", key="squares")
            seen[cell] = name

    def _check_routes(self) -> None:
        used: set[str] = set()
        for chain in self.routes:
            for a, b in zip(chain, chain[1:]):
                for name in (a, b):
                    if name not in self.squares:
                        raise Invalid(f"route names an unknown square {name!r}", key="routes")
                (xa, ya), (xb, yb) = self.squares[a], self.squares[b]
                if abs(xa - xb) + abs(ya - yb) != 1:
                    raise Invalid(f"route step {a}-{b} does not join neighbouring squares", key="routes")
            used |= set(chain)
        lonely = sorted(set(self.squares) - used)
        if lonely:
            raise Invalid(f"squares on no route: {', '.join(lonely[:5])}", key="routes")

    def _check_nests(self) -> None:
        if tuple(self.nests) != COLOURS:
            raise Invalid(f"nests must be {', '.join(COLOURS)} in this (clockwise) order", key="nests")
        special: list[str] = []
        cx, cy = self.size[0] / 2, self.size[1] / 2
        angles = []
        for colour, nest in self.nests.items():
            for e in nest.entrances:
                special += [e.start, e.finish]
            special.append(nest.corner)
            x, y, w, h = nest.box
            angles.append(math.atan2(y + h / 2 - cy, x + w / 2 - cx))
            for name, (sx, sy) in self.squares.items():
                if x < sx < x + w and y < sy < y + h:
                    raise Invalid(f"square {name} lies inside the {colour} nest", key="nests")
        for name in special:
            if name not in self.squares:
                raise Invalid(f"nest names an unknown square {name!r}", key="nests")
        if len(set(special)) != len(special):
            raise Invalid("START, FINISH and corner squares must all differ", key="nests")
        # y grows downwards, so clockwise on the page is increasing angle
        turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1])]
        if any(not 0 < t < math.pi for t in turns):
            raise Invalid("nests must lie clockwise round the board in the order listed", key="nests")


@dataclass(frozen=True)
class NestDesign:
    """What every nest shows, in board units from its box's top-left, upright for its player."""

    spaces: tuple[Point, ...] = field(metadata={"min_items": 14, "max_items": 14})
    queen: dict[int, Point] = field(metadata={"min_items": 7, "max_items": 7})
    slot: float = field(default=0.9, metadata={"gt": 0, "max": 1})  # space and slot diameter, board units

    def validate(self) -> None:
        if set(self.queen) != set(range(1, 8)):
            raise Invalid("the Queen outline needs one slot for each segment 1-7", key="queen")


@dataclass(frozen=True)
class ColourStyle:
    """A player colour: its paint, the ink that reads on it, and its shape for colour-blind players."""

    fill: Colour
    ink: Colour
    light: Colour
    symbol: Kind  # its shape (printkit.draw.shapes), the same on pieces, nests, board squares and aids


@dataclass(frozen=True)
class Pieces:
    """The ant pieces: size, the 7 Queen segment kinds, and each colour's 14 hidden backs."""

    size: Length = field(metadata={"gt": 0, "max": 40})
    segments: dict[int, str] = field(metadata={"min_items": 7, "max_items": 7})
    backs: tuple[str, ...] = field(metadata={"min_items": 14, "max_items": 14})  # "3+" = segment 3, mark +

    def validate(self) -> None:
        if set(self.segments) != set(range(1, 8)):
            raise Invalid("segments must be numbered 1-7", key="segments")
        for back in self.backs:
            if len(back) != 2 or back[0] not in "1234567" or back[1] not in "+-":
                raise Invalid(
                    f"expected a segment 1-7 and a mark + or -, such as 3+; found {back!r}", key="backs"
                )
        if len(set(self.backs)) != 14:
            raise Invalid(
                "each colour's 14 backs must differ: every segment once with + and once with -", key="backs"
            )


@dataclass(frozen=True)
class Style:
    """Fonts and the board's colours."""

    title_font: Font = "Vera-Bold"
    text_font: Font = "Vera"
    ink: Colour = "#2b1d14"
    ground: Colour = "#efe3c2"
    soil: Colour = "#b98a55"
    square: Colour = "#fffaf0"
    water: Colour = "#3d8fc4"
    chamber: Colour = "#d9c49a"


@dataclass(frozen=True)
class Dice:
    """The two standard dice as cube nets: edge, glue tab, the six cells and the pips on each."""

    edge: Length = field(default=18.0, metadata={"gt": 0, "max": 40})
    tab: Length = field(default=5.0, metadata={"min": 2, "max": 15})
    cells: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2))
    faces: tuple[int, ...] = (2, 3, 1, 4, 6, 5)

    def validate(self) -> None:
        from printkit.geometry.cube import opposite_faces

        if len(self.cells) != 6 or len(set(self.cells)) != 6 or sorted(self.faces) != [1, 2, 3, 4, 5, 6]:
            raise Invalid("a die's net has six different cells showing 1-6 once each", key="faces")
        try:
            pairs = opposite_faces(self.cells, self.faces)
        except ValueError as exc:
            raise Invalid(str(exc), key="cells") from None
        if any(value + opposite != 7 for value, opposite in pairs):
            raise Invalid("opposite faces of a standard die add up to 7", key="faces")


@dataclass(frozen=True)
class Sizes:
    """Sizes of the Water Barriers and the player aid cards."""

    barrier: Length = field(default=16.0, metadata={"gt": 0, "max": 40})
    aid_card: tuple[Length, Length] = field(default=(100.0, 132.0), metadata={"min": 50, "max": 300})


@dataclass(frozen=True)
class NestTrays:
    """A nest tray per colour (double walls; its floor the nest) and a well card with a hole per space."""

    depth: Length = field(default=8.0, metadata={"min": 4, "max": 40})
    tab: Length = field(default=7.0, metadata={"min": 3, "max": 20})
    play: Length = field(default=1.0, metadata={"min": 1, "max": 5})  # round a piece in its hole
    folded_thickness: Length = field(
        default=0.35, metadata={"gt": 0, "max": 2}
    )  # one layer of the tray's card


@dataclass(frozen=True)
class BarrierStand:
    """A Water Barrier's stand: a tent folded on a base of sizes.barrier, its ridge this high."""

    height: Length = field(default=11.0, metadata={"min": 5, "max": 40})
    tab: Length = field(default=6.0, metadata={"min": 3, "max": 15})


SEGMENT_ART = {  # the template of each Queen segment's art
    1: "segment-antennae",
    2: "segment-head",
    3: "segment-thorax",
    4: "segment-left-wing",
    5: "segment-right-wing",
    6: "segment-waist",
    7: "segment-abdomen",
}


@dataclass(frozen=True, kw_only=True)
class Layout(LayoutFields):
    """layouts/anticipation.yaml."""

    game: Literal["anticipation"]
    board: Board
    nest: NestDesign
    pieces: Pieces
    colours: dict[str, ColourStyle] = field(metadata={"min_items": 4, "max_items": 4})
    sizes: Sizes = Sizes()
    dice: Dice = Dice()
    trays: NestTrays = NestTrays()
    barrier_stand: BarrierStand = BarrierStand()
    box: GameBox = GameBox()
    file_prefix: str = "anticipation"
    style: Style = Style()
    rules: RuleOptions = RuleOptions()
    components: dict[str, AnyArt] = field(default_factory=dict)  # the art (printkit/draw/vocab/)
    # art every component may use (a nest: on the board and on its own nest board)
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": 100})

    # The facts the art asks for by name (printkit/draw/vocab/): each called with the layout first.
    __art_functions__: ClassVar[dict[str, Callable[..., Any]]] = {
        "segment_art": lambda layout, n: segment_art(n),
        "aid_sections": lambda layout, lang: _aid_sections(layout, lang),
    }
    # The templates those facts may name (what `printkit new` copies without drawing the kit).
    __art_templates__: ClassVar[dict[str, tuple[str, ...]]] = {"segment_art": tuple(SEGMENT_ART.values())}

    __art_names__: ClassVar[dict[str, Any]] = {
        "seats": tuple[str, ...],
        "squares": tuple[Square, ...],
        "tunnels": tuple[tuple[tuple[float, float], ...], ...],
        "nest_boxes": dict[str, NestBox],
        "chamber": Chamber,
    }

    @property
    def seats(self) -> tuple[str, ...]:
        """The colours in turn order (validate holds the colours to it)."""
        return tuple(self.colours)

    @property
    def squares(self) -> tuple[Square, ...]:
        """Every square of the board with its kind (plain, start, finish, corner), colour and arrow's heading."""
        return board_facts.squares(self)

    @property
    def tunnels(self) -> tuple[tuple[tuple[float, float], ...], ...]:
        """Each route as the centres (mm) of the squares it joins."""
        return board_facts.tunnels(self)

    @property
    def nest_boxes(self) -> dict[str, NestBox]:
        """Each colour's nest on the board (mm), its turn and its holding box in the Ante-chamber."""
        return board_facts.nest_boxes(self)

    @property
    def chamber(self) -> Chamber:
        """The Ante-chamber's box and the Water Barriers' rests (mm)."""
        return board_facts.chamber(self)

    __placed_art__: ClassVar[dict[str, tuple[type, str]]] = {  # placed by components.py and kitinfo.py
        "board": (BoardArt, "the board's"),
        "cover": (BoardArt, "the cover's"),
        "nests": (BoardArt, "the nest boards'"),
        "pieces": (TokensArt, "the pieces'"),
        "dice": (CubeNetsArt, "the dice's"),
        "trays": (TrayArt, "the nest trays'"),
        "stands": (TentArt, "the Water Barrier stands'"),
        "aids": (CardsArt, "the player aids'"),
        "box": (BoxArt, "the box's"),
    }

    def validate(self) -> None:
        check_file_prefix(self.file_prefix)
        # drawn by components.py and placed by picture.py and setup.py
        require_art(self.components, self.__placed_art__)
        if tuple(self.colours) != COLOURS:
            raise Invalid(f"colours must be {', '.join(COLOURS)}", key="colours")
        shapes = [c.symbol for c in self.colours.values()]
        if len(set(shapes)) != len(shapes):
            raise Invalid(f"each colour needs a shape of its own; found {', '.join(shapes)}", key="colours")
        if self.pieces.size > self.board.square:
            raise Invalid("a piece is larger than a square", key="pieces")
        if self.sizes.barrier > self.board.square:
            raise Invalid("a Water Barrier is larger than the square it blocks", key="sizes")
        self._check_nest_design()

    def _check_nest_design(self) -> None:
        # The design is drawn in every nest's box; a space or Queen slot must lie inside the smallest.
        r = self.nest.slot / 2
        w = min(n.box[2] for n in self.board.nests.values())
        h = min(n.box[3] for n in self.board.nests.values())
        for key, points in (("spaces", self.nest.spaces), ("queen", tuple(self.nest.queen.values()))):
            for x, y in points:
                if not (r <= x <= w - r and r <= y <= h - r):
                    raise Invalid(
                        f"({x:g}, {y:g}) is not inside a {w:g} x {h:g} unit nest "
                        f"(with its {self.nest.slot:g} unit slot)",
                        key=f"nest.{key}",
                    )


def _aid_sections(layout: Layout, lang: Any) -> list[tuple[str, str]]:
    """Return the player aid's headings and paragraphs in lang (aid_words.py: the words file's aid:)."""
    from printkit.games.anticipation.aid_words import aid_sections  # it reads the kit's words

    return aid_sections(layout, lang)


def segment_art(n: int) -> str:
    """Return the template of Queen segment n's art (1 antennae ... 7 abdomen)."""
    if n not in SEGMENT_ART:
        raise ValueError(f"expected a Queen segment 1-7; found {n!r}")
    return SEGMENT_ART[n]


LAYOUT: LayoutParts[Layout, RuleOptions] = LayoutParts(Layout, RuleOptions)  # the game's data types

"""The Ant Trails layout: the hex board, the ant and food tiles, and their look."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from printkit.draw.vocab.component import AnyArt, BoardArt, BoxArt, TokensArt, require_art
from printkit.games.ant_trails.options import RuleOptions
from printkit.games.definition import LayoutParts
from printkit.geometry import hexgrid
from printkit.layout.colours import Colour
from printkit.layout.common import GameBox, LayoutFields, check_file_prefix
from printkit.layout.fonts import Font
from printkit.layout.schema import Invalid
from printkit.layout.units import Length


@dataclass(frozen=True)
class Board:
    """The hex-hex board: cells per side and the size of a cell across its flats."""

    side: int = field(default=6, metadata={"min": 2, "max": 13})  # 2*side-1 columns need letters a..z
    cell_size: Length = field(default=24.0, metadata={"min": 12, "max": 60})
    cell_label_size: float = field(default=6.0, metadata={"min": 6, "max": 12})  # pt: read at the table
    edge_label_size: float = field(default=9.0, metadata={"min": 5, "max": 20})  # pt

    @property
    def cells(self) -> tuple[hexgrid.Cell, ...]:
        """Every cell of the board as (col, row), in hexgrid order."""
        return hexgrid.cells(self.side)


@dataclass(frozen=True)
class FoodTile:
    """One denomination of food bonus tile: its points and how many tiles show them."""

    points: int = field(metadata={"min": 1, "max": 9})
    count: int = field(metadata={"min": 1, "max": 20})


@dataclass(frozen=True)
class AntTiles:
    """The supply of ant tiles: how many of each colour, printed on one side or both."""

    per_colour: int = field(default=48, metadata={"min": 1, "max": 200})
    double_sided: bool = True
    # How much smaller than its cell a tile is cut, each side: a tile cut a little off its line
    # still sits inside its cell and never pushes its neighbours.
    tolerance: Length = field(default=0.0, metadata={"min": 0, "max": 3})


@dataclass(frozen=True)
class Style:
    """Colours and fonts of the board and tiles (each picked to stay distinct in greyscale)."""

    title_font: Font = "Vera-Bold"
    text_font: Font = "Vera"
    plate: Colour = "#8c6a43"
    plate_ink: Colour = "#fbf3df"
    cell: Colour = "#f7eed6"
    border_cell: Colour = "#e3b95f"
    grid: Colour = "#5b3f26"
    cell_label: Colour = "#a08a6a"
    black_tile: Colour = "#26211d"
    black_ant: Colour = "#f1e6cf"
    red_tile: Colour = "#c0392b"
    red_ant: Colour = "#1e1512"
    red_rim: Colour = "#f6d7c9"
    food_face: Colour = "#fff6dc"
    food_rim: Colour = "#4f7d2c"
    food_ink: Colour = "#2b2116"
    food_back: Colour = "#4f7d2c"
    food_back_ink: Colour = "#d9e8b8"


@dataclass(frozen=True, kw_only=True)
class Layout(LayoutFields):
    """layouts/ant-trails.yaml."""

    game: Literal["ant-trails"]
    board: Board
    food_tiles: tuple[FoodTile, ...] = field(metadata={"min_items": 1, "max_items": 9})
    food_tile_size: Length = field(default=17.0, metadata={"min": 8, "max": 60})
    ant_tiles: AntTiles = AntTiles()
    box: GameBox = GameBox()
    file_prefix: str = "ant-trails"
    style: Style = Style()
    rules: RuleOptions = RuleOptions()
    components: dict[str, AnyArt] = field(default_factory=dict)  # the art (printkit/draw/vocab/)

    __art_names__: ClassVar[dict[str, Any]] = {"food_values": tuple[int, ...]}

    @property
    def food_values(self) -> tuple[int, ...]:
        """Every food tile's points, highest first (one entry per tile)."""
        return tuple(
            t.points for t in sorted(self.food_tiles, key=lambda t: -t.points) for _ in range(t.count)
        )

    __placed_art__: ClassVar[dict[str, tuple[type, str]]] = {  # placed by components.py
        "board": (BoardArt, "the board's"),
        "ants": (TokensArt, "the tiles'"),
        "box": (BoxArt, "the box's"),
    }

    def validate(self) -> None:
        check_file_prefix(self.file_prefix)
        require_art(self.components, self.__placed_art__)
        points = [t.points for t in self.food_tiles]
        if len(set(points)) != len(points):
            raise Invalid(f"each food value may be listed once; found {sorted(points)}", key="food_tiles")
        # Food goes on non-border cells, no two adjacent. The interior cells whose (col + row) leave
        # the same remainder by 3 never touch, so the largest such class always has room.
        side = self.board.side
        inner = [c for c in hexgrid.cells(side) if not hexgrid.is_border(*c, side)]
        room = max(sum(1 for c, r in inner if (c + r) % 3 == k) for k in range(3))
        total = sum(t.count for t in self.food_tiles)
        if total > room:
            raise Invalid(
                f"{total} food tiles cannot lie on non-border cells with no two adjacent on a side-{side} "
                f"board (room for {room})",
                key="food_tiles",
            )
        if self.food_tile_size > self.board.cell_size:
            raise Invalid(
                f"a food tile ({self.food_tile_size:g} mm) must fit on a cell "
                f"({self.board.cell_size:g} mm across)",
                key="food_tile_size",
            )


LAYOUT: LayoutParts[Layout, RuleOptions] = LayoutParts(Layout, RuleOptions)  # the game's data types

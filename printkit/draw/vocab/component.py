"""A component described in a layout: its kind (how its pieces are imposed), its data and its art."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

from printkit.draw.vocab.elements import Items, Side
from printkit.draw.vocab.values import Flag, Number, Paint, Value, Words

MAX_PARTS = 100


@dataclass(frozen=True, kw_only=True)
class SymbolDecl:
    """Art drawn once and placed by reference: a template (templates/<name>.svg) in a colour, or items in a box."""

    template: str | None = None
    colour: Paint | None = None
    id: Words | None = None  # the symbol's id in the files (default: template-rrggbb)
    size: tuple[Number, Number] | None = None  # items' box, mm
    items: Items | None = None

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        if (self.template is None) == (self.items is None):
            raise Invalid("a symbol is either a template (template:, colour:) or items (items:, size:)")
        if self.template is not None and self.colour is None:
            raise Invalid("a template symbol needs its colour:", key="colour")
        if self.items is not None and (self.size is None or self.id is None):
            raise Invalid("a symbol of items needs its size: [w, h] and id:", key="items")


@dataclass(frozen=True, kw_only=True)
class CardsArt:
    """`kind: cards`: one front per row of each:, sized size: [w, h], and one back all cards share."""

    kind: Literal["cards"]
    describe: str = ""
    label: Words | None = None  # what they are, in each sheet's footer (none: the component's name)
    key: str = ""  # the layout key a card too big for the paper is blamed on (none: its size's path)
    size: tuple[Number, Number]
    each: dict[str, Value] = field(metadata={"min_items": 1, "max_items": 4})  # name: rows (a product)
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    front: Side
    back: Side | None = None
    # Each card's back drawn with its row's names in the front's box (a player's colour on its aid), not
    # one back every card shares.
    own_back: bool = False

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        if self.own_back and self.back is None:
            raise Invalid("own_back: true needs the back: each card's is drawn from", key="own_back")

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: the front and the back."""
        return (self.front,) if self.back is None else (self.front, self.back)


@dataclass(frozen=True, kw_only=True)
class TokenSetArt:
    """One set of tokens of a shape: a front and a back per row of each:, or each back its own front."""

    shape: Literal["circle", "hex", "square"]
    size: Number  # the token's box side, mm (a hex's corner to corner: printkit/draw/impose/tokens.py)
    label: Words  # what they are, in each sheet's footer
    key: str = ""  # the layout key a token too big for the paper is blamed on
    each: dict[str, Value] = field(metadata={"min_items": 1, "max_items": 4})  # name: rows (a product)
    front: Side
    back: Side | None = None  # each token's back, its row's names bound (the same for all: a shared back)
    # Each token's back is its own front (a tile that reads the same either side up): a flag, so a
    # layout's own key (ant_tiles.double_sided) can say it.
    same_back: Flag | None = None

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        if self.back is not None and self.same_back is not None:
            raise Invalid(
                "a token set has one back: back: (shared) or same_back: (its own front)", key="back"
            )


@dataclass(frozen=True, kw_only=True)
class TokensArt:
    """`kind: tokens`: a set of tokens packed n-up with cut outlines (and duplex backs), and smaller
    sets that share its sheets (in its free places, printkit/draw/impose/tokens.py)."""

    kind: Literal["tokens"]
    describe: str = ""
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    tokens: TokenSetArt
    # name: a set sharing the sheets (its pieces' ids start with the name and a hyphen); at most one
    sharing: dict[str, TokenSetArt] = field(default_factory=dict, metadata={"max_items": 1})

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: each set's front and back."""
        sets = (self.tokens, *self.sharing.values())
        return tuple(side for t in sets for side in ((t.front,) if t.back is None else (t.front, t.back)))


@dataclass(frozen=True, kw_only=True)
class CubeSetArt:
    """One set of cubes to fold: a net per row of each:, its six faces drawn with the face's value bound."""

    edge: Number  # a face's side, mm
    tab: Number  # the glue tabs' depth, mm
    cells: Value  # the net's six cells, [column, row] each, in the faces' order
    faces: Value  # the value each cell shows (`value` in the face's art); the face showing 1 is read upright
    each: dict[str, Value] = field(metadata={"min_items": 1, "max_items": 4})  # name: rows (a product)
    caption: Words  # printed beside each net, its row's names bound
    # the layout key each caption is blamed on when too long to print, its row's names bound
    # ("board.tracks.{letter}.name"); none: the component's captions_key
    caption_key: Words | None = None
    face_id: Words  # each face's id in the files, its row's names and `value` bound
    face: Side  # a face's art in its edge x edge box (w and h), `value` and the row's names bound


@dataclass(frozen=True, kw_only=True)
class CubeNetsArt:
    """`kind: cube-nets`: cubes to cut, fold and glue (a die, a marked cube), a net a row, put on sheets
    with their captions (printkit/draw/impose/netsheet.py)."""

    kind: Literal["cube-nets"]
    describe: str = ""
    label: Words  # what they are, in each sheet's footer
    key: str = ""  # the layout key a net too big for the paper is blamed on
    captions_key: str = ""  # the layout key a caption too long to print is blamed on
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    cubes: tuple[CubeSetArt, ...] = field(metadata={"min_items": 1, "max_items": 8})

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: each set's face."""
        return tuple(c.face for c in self.cubes)


@dataclass(frozen=True, kw_only=True)
class BoardArt:
    """`kind: board`: one picture, size: [w, h] mm, on one sheet when it fits the paper, else tiled over
    sheets that overlap to trim and glue (printkit/draw/impose/tiling.py); its let: names are bound
    before its size, so the size may be worked out from the board's own measures. With each:, a
    board per row (a nest board per colour), each sized and drawn with its row's names."""

    kind: Literal["board"]
    describe: str = ""
    # name: rows (a product, as cards'): a board per row, its row's names bound before its let:, each
    # board's pages after the one before; none: one board
    each: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 4})
    label: Words  # what it is, in each sheet's footer, its row's names bound
    # the layout key a board the paper cannot take is blamed on, its row's names bound
    # ("board.nests.{colour}.box"); none: the board's size
    key: Words | None = None
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    size: tuple[Number, Number]
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    face: Side  # the picture in its w x h box (bleed: how far the paper's flood runs past it)

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: the board's one face."""
        return (self.face,)


@dataclass(frozen=True, kw_only=True)
class TuckBoxArt:
    """`kind: tuck-box`: a tuck box for a deck, sized from its cards, each panel drawn from the layout; one
    net when it fits the paper (turned if need be), else two pieces to glue (printkit/draw/impose/tuckbox.py)."""

    kind: Literal["tuck-box"]
    describe: str = ""
    label: Words  # what it is, in each sheet's footer
    key: str = ""  # the layout key a box too big for the paper is blamed on
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})  # `duplex` bound too
    card: tuple[Number, Number]  # a card's width and height, mm
    cards: Number  # how many cards it holds
    thickness: Number  # one card's thickness, mm
    clearance: Number  # play round the cards, mm
    caption: Words  # printed beside the net (a piece's own number added when it is cut in two)
    id: Words | None = None  # the id of a group round each sheet's net (what the kit's cover counts)
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    front: Side  # the front panel, box.width x box.height (w x h); `box` the box's inner size
    back: Side | None = None  # the back panel (none: the front's art again)
    side: Side  # each side panel, box.depth x box.height
    lid: Side  # the lid, box.width x box.depth

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: its panels."""
        return tuple(p for p in (self.front, self.back, self.side, self.lid) if p is not None)


@dataclass(frozen=True, kw_only=True)
class BoxArt:
    """`kind: box`: a game's box to fold, a tray sized from what it holds and a lid over it, the title round
    every wall and a picture on the lid (printkit/draw/impose/gamebox.py), on sheets with their captions."""

    kind: Literal["box"]
    describe: str = ""
    label: Words  # what it is, in each sheet's footer
    key: str = ""  # the layout key a box too big for the paper is blamed on
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    holds: (
        Value  # the blocks it holds, [w, d, h] mm each, in the order they stand (stacks(...) gives a stack's)
    )
    thickness: Number  # the card stock's, mm: the lid is that much wider each side
    play: Number  # mm of room round what it holds
    tab: Number  # the glue tabs' depth, mm
    lid_depth: Number  # the lid's walls, mm (at most the tray's)
    title: Words  # round every wall and on the lid
    font: Value  # the title's
    ground: Paint  # the box's colour (a flood)
    ink: Paint  # the title's, on the ground
    picture: tuple[Number, Number]  # the lid's picture's box, w x h mm (scaled to fit under the title)
    lid: Side  # the picture on the lid, drawn in its picture: box
    # printed beside the tray and the lid; `size` (the tray's, as words) and `tray` bound
    captions: tuple[Words, Words]
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: the lid's picture."""
        return (self.lid,)


@dataclass(frozen=True, kw_only=True)
class InsertArt:
    """A flat card cut to lie on each tray's floor (a well card), holes cut through it, on sheets of its own
    after the trays; its tray's row names and `tray` bound, and w, h (its size) in its face and holes."""

    label: Words  # what they are, in their sheets' footer
    key: str = ""  # the layout key a card too big for the paper is blamed on
    size: tuple[Number, Number]  # w x h mm
    id: Words | None = None  # each card's id (none: insert, or insert-1, insert-2, ...)
    caption: Words  # printed beside each card
    face: Side  # its art in its w x h box
    holes: Items | None = None  # circle: elements, each a hole cut through the card

    def validate(self) -> None:
        from printkit.core.errors import LayoutError
        from printkit.draw.vocab.elements import CircleEl

        for item in self.holes or ():
            if not isinstance(item, CircleEl):
                raise LayoutError(
                    f"holes: takes circle: elements (each a hole cut through the card); found {item.tag}:",
                    item.where,
                    item.path,
                )


@dataclass(frozen=True, kw_only=True)
class TrayArt:
    """`kind: tray`: an open tray to fold and glue, a tray a row of each: (none: one), its floor, walls
    and glue tabs from one sheet (printkit/draw/impose/trays.py); single walls, or double ones that fold
    over the rim so the art shows inside and out; on sheets with their captions."""

    kind: Literal["tray"]
    describe: str = ""
    label: Words  # what it is, in each sheet's footer
    key: str = ""  # the layout key a tray too big for the paper is blamed on
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    each: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 4})  # name: rows (a product)
    size: tuple[Number, Number]  # the floor, inside the walls: w x h mm
    depth: Number  # the walls' height, mm
    tab: Number  # the corner tabs' depth, mm
    double: Flag | None = None  # each wall two layers, folded over the rim (none: single walls)
    printed: Literal["inside", "outside"] = "inside"  # where the paper's printed side ends up
    font: Value | None = None  # the assembly steps' numbers' face
    id: Words | None = None  # each net's id, its row's names bound (none: tray, or tray-1, tray-2, ...)
    caption: Words  # printed beside each net; its row's names, `size` (as words) and `tray` bound
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    floor: Side  # the floor's art in its w x h box
    # a wall's art, w (its length) x h (the depth), its top at the rim: on each layer of every wall, or
    # with inner_wall: on a double wall's outer layer
    wall: Side
    inner_wall: Side | None = None  # a double wall's first layer, the one hinged on the floor
    insert: InsertArt | None = None  # a card laid on each tray's floor (a well card), cut on its own sheets

    def validate(self) -> None:
        from printkit.layout.schema import Invalid

        if self.inner_wall is not None and self.double is None:
            raise Invalid(
                "inner_wall: is a double wall's first layer; these walls are single", key="inner_wall"
            )

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: its floor and walls, and its insert's face."""
        insert = self.insert.face if self.insert is not None else None
        return tuple(p for p in (self.floor, self.wall, self.inner_wall, insert) if p is not None)


@dataclass(frozen=True, kw_only=True)
class TentArt:
    """`kind: tent`: a stand to fold and glue (printkit/draw/impose/trays.py `Tent`), a tent a row of each:
    (none: one): a base, a side hinged on each of its long edges, leaning in to meet at the ridge, and a
    glue tab; printed outside, the ends open; on sheets with their captions."""

    kind: Literal["tent"]
    describe: str = ""
    label: Words  # what it is, in each sheet's footer
    key: str = ""  # the layout key a tent too big for the paper is blamed on
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})
    each: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 4})  # name: rows (a product)
    size: tuple[Number, Number]  # the base: w (between the sides' folds) x l (along the ridge), mm
    height: Number  # the ridge's height over the base, mm
    tab: Number  # the glue tab's depth, mm
    font: Value | None = None  # the assembly steps' numbers' face
    id: Words | None = None  # each net's id, its row's names bound (none: tent, or tent-1, tent-2, ...)
    caption: Words  # printed beside each net; its row's names, `size` (as words) and `tent` bound
    symbols: dict[str, SymbolDecl] = field(default_factory=dict, metadata={"max_items": 50})
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    # a side's art, w (the tent's length) x h (its slope, tent.side), the ridge at its top: on both sides
    side: Side
    base: Side  # the base's art, w x h (the base's width and length)

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: its slope and its base."""
        return (self.side, self.base)


@dataclass(frozen=True, kw_only=True)
class DrawingArt:
    """`kind: drawing`: a picture a rules sheet sets in its column (`drawing: NAME` in the game's words),
    as wide as the column (`w`) and height mm tall (`h`), drawn with the sheet's `look` and `lang` and
    the words' `examples` bound."""

    kind: Literal["drawing"]
    describe: str = ""
    let: dict[str, Value] = field(default_factory=dict, metadata={"max_items": 50})  # `w` bound
    height: Number  # mm (its let: names and the column's width w may size it)
    parts: dict[str, Items] = field(default_factory=dict, metadata={"max_items": MAX_PARTS})
    face: Side
    # a sheet keeps no symbols of its own: templates a drawing shows are drawn in place (symbol: {template:, colour:})
    symbols: ClassVar[dict[str, SymbolDecl]] = {}

    def sides(self) -> tuple[Side, ...]:
        """Return every side the component draws: its picture."""
        return (self.face,)


@dataclass(frozen=True)
class PieceArt:
    """What a `piece:` element draws of a component: the names it binds first, its box's size and the side."""

    let: Mapping[str, Value]
    size: tuple[Number, Number]
    side: Side


def cube_of(art: CubeNetsArt, names: Collection[str]) -> CubeSetArt | None:
    """Return the set of cubes whose face a row of these names draws: its each: names and `value`."""
    return next((c for c in art.cubes if {*c.each, "value"} == set(names)), None)


def piece_of(art: object, set_name: str | None, side: str, names: Collection[str] = ()) -> PieceArt | str:
    """Return what a piece of a component draws (cards, tokens, a board, a cube's face: the set whose
    each: names the row's names are, with `value`), or why none can be drawn."""
    if isinstance(art, CardsArt) and set_name is None:
        chosen = art.front if side == "front" else art.back
        return PieceArt({}, art.size, chosen) if chosen is not None else "it has no back"
    if isinstance(art, TokensArt):
        tokens = art.tokens if set_name is None else art.sharing.get(set_name)
        if tokens is None:
            return f"it has no set {set_name!r} sharing its sheets"
        if side == "back" and tokens.back is not None:
            return PieceArt({}, (tokens.size, tokens.size), tokens.back)
        if side == "back" and tokens.same_back is None:
            return "it has no back"
        return PieceArt({}, (tokens.size, tokens.size), tokens.front)  # a front, or a back that is its front
    if isinstance(art, BoardArt) and set_name is None:
        return PieceArt(art.let, art.size, art.face)
    if isinstance(art, CubeNetsArt) and set_name is None:
        cube = cube_of(art, names)
        if side == "back":
            return "a cube's face has no back"
        if cube is None:
            return "a cube's face: expected row: to name " + " or ".join(
                ", ".join((*c.each, "value")) for c in art.cubes
            )
        return PieceArt({}, (cube.edge, cube.edge), cube.face)
    if art is None:
        return "no such component"
    return (
        "set: names a tokens component's sharing set" if set_name else "not cards, tokens, a board or cubes"
    )


Art = TypeVar(
    "Art", CardsArt, TokensArt, CubeNetsArt, BoardArt, TuckBoxArt, BoxArt, TrayArt, TentArt, DrawingArt
)
# a component printed on sheets of its own, of any kind; and any component (a drawing is set on a rules sheet)
PrintedArt = CardsArt | TokensArt | CubeNetsArt | BoardArt | TuckBoxArt | BoxArt | TrayArt | TentArt
AnyArt = PrintedArt | DrawingArt
KINDS: dict[type, str] = {
    CardsArt: "cards",
    TokensArt: "tokens",
    CubeNetsArt: "cube-nets",
    BoardArt: "board",
    TuckBoxArt: "tuck-box",
    BoxArt: "box",
    TrayArt: "tray",
    TentArt: "tent",
    DrawingArt: "drawing",
}
# How the kit's cover says to make a printed component of each kind (a step of layouts/text/common.yaml's
# steps:), for a component no game's kit facts name: a box or a tent is folded from a net, as cubes are.
MAKING: dict[type, str] = {
    CardsArt: "cards",
    TokensArt: "tokens",
    CubeNetsArt: "nets",
    BoardArt: "board",
    TuckBoxArt: "tuck-box",
    BoxArt: "nets",
    TrayArt: "trays",
    TentArt: "nets",
}


def require_art(components: Mapping[str, object], wanted: Mapping[str, tuple[type, str]]) -> None:
    """Raise Invalid unless each wanted component is there, of its kind (name: (kind, what it draws,
    as "the pieces'")): for a game whose Python places the components it draws from its layout."""
    from printkit.layout.schema import Invalid

    for name, (kind, what) in wanted.items():
        if name not in components:
            found = ", ".join(components) or "none"
            raise Invalid(f"expected {what} art under components.{name}; found {found}", key="components")
        if not isinstance(components[name], kind):
            raise Invalid(f"expected kind: {KINDS[kind]}", key=f"components.{name}.kind")


def art_of(layout: Any, name: str, kind: type[Art]) -> Art:
    """Return a layout's component art of a kind (its layout's validate holds it there: `require_art`)."""
    art = layout.components[name]
    assert isinstance(art, kind), f"components.{name} is {KINDS[type(art)]}, not {KINDS[kind]}"
    return art

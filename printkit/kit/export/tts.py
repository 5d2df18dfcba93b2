"""Tabletop Simulator: card sheets, tile, board and dice images, and one saved object (JSON) per game.

What the saved object holds (its JSON Schema is `tts_saved_object.schema.json` beside this file):
- each card set as a `DeckCustom` (a `CardCustom` when it is one card), its faces on sheets of at
  most 10 x 7 cards and 4096 x 4096 pixels with the last slot left for the hidden card (the back);
- each board as a locked `Custom_Board`;
- tiles and tokens as `Custom_Tile`s with both sides (hex, circle or box), in a bag per kind;
- every cube net (ant cubes, dice) as a `Custom_Dice` on TTS's d6 template.
Sizes follow the pieces in mm; docs/export.md says how TTS scales and what was assumed.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from printkit.core.writing import write_atomic
from printkit.draw.raster import MM_PER_INCH, Image, rasterise
from printkit.draw.scene import Symbol
from printkit.games.definition import LoadedGame
from printkit.games.parts import ExportHints
from printkit.kit.export.frame import art_bleed, face_image
from printkit.kit.export.pieces import Board, Die, PieceSet, boards, dice, piece_sets
from printkit.kit.export.targets import folder
from printkit.kit.export.tts_images import (
    back_image,
    board_image,
    die_image,
    hex_tile_image,
    plan_sheets,
    sheet_image,
)

CARD_MM = 88.9  # TTS shows a card (or a tile, a board) at scale 1 as 3.5 in tall: see docs/export.md
TILE_THICKNESS = 0.1
LOOSE_AT_MOST = 6  # a set of tiles this small lies on the table; bigger ones go in bags
TILE_TYPE = {"square": 0, "hex": 1, "circle": 2}
D6 = 1  # CustomDice.Type: d4 = 0, d6 = 1, d8 = 2, d10 = 3, d12 = 4, d20 = 5
WHITE = {"r": 1.0, "g": 1.0, "b": 1.0}
GAP = 1.0  # in (TTS units): between objects laid out on the table
THUMBNAIL_PX = 256
HASH_DIGITS = 8  # of an image's SHA-256 in its name


def guid(*parts: str) -> str:
    """Return a stable 6-hex-digit object id made from parts (the same export gives the same ids)."""
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:6]


def transform(x: float, z: float, k: float = 1.0, turn_y: float = 0.0, flip: bool = False) -> dict[str, Any]:
    """Return a TTS Transform: at (x, z) on the table (inches), scaled by k, turned and maybe face down."""
    return {
        "posX": round(x, 4),
        "posY": 1.5,
        "posZ": round(z, 4),
        "rotX": 0.0,
        "rotY": float(turn_y),
        "rotZ": 180.0 if flip else 0.0,
        "scaleX": round(k, 4),
        "scaleY": 1.0,
        "scaleZ": round(k, 4),
    }


def _singular(label: str) -> str:
    return label[:-1] if label.endswith("s") else label


# A card is called in TTS (its tooltip) as the game's export hints name it, else by its set and
# number; the hints also name a set's kinds of tile (a bag each) and the dice. Tiles are called by
# their kind only, so a face-down tile's name tells nothing.


@dataclass
class _Export:
    game: LoadedGame[Any, Any]
    where: Path
    dpi: float
    url_base: str | None
    layout: Any = None
    prefix: str = ""
    hints: ExportHints = field(default_factory=ExportHints)
    files: dict[str, bytes] = field(default_factory=dict)
    objects: list[dict[str, Any]] = field(default_factory=list)
    sizes: list[tuple[float, float]] = field(default_factory=list)  # each object's footprint, inches
    next_deck: int = 1
    cover: tuple[Any, ...] | None = (
        None  # (items, width, height, symbols): the picture the saved object shows in TTS's menu
    )

    def __post_init__(self) -> None:
        self.layout = self.game.layout
        self.prefix = self.layout.file_prefix
        self.hints = self.game.definition.export

    def url(self, name: str) -> str:
        if self.url_base:
            return f"{self.url_base.rstrip('/')}/{quote(name)}"
        return (self.where / name).resolve().as_uri()

    def add(self, obj: dict[str, Any], w_mm: float, h_mm: float) -> None:
        self.objects.append(obj)
        self.sizes.append((w_mm / MM_PER_INCH, h_mm / MM_PER_INCH))

    def render(self, named: Sequence[tuple[str, Image]], symbols: Sequence[Symbol], title: str) -> None:
        for (name, _), data in zip(named, rasterise([i for _, i in named], symbols, title)):
            self.files[name] = data

    # Decks -------------------------------------------------------------------------------------

    def deck(self, pieces: PieceSet) -> None:
        plan = plan_sheets(len(pieces.pieces), pieces.width, pieces.height, self.dpi)
        dpi = plan.cell_w * MM_PER_INCH / pieces.width
        shared = pieces.shared_back
        backs = [p.back or p.front for p in pieces.pieces]
        one_sided = all(p.back is None for p in pieces.pieces)
        hidden = shared or backs[0]
        self.cover = self.cover or (hidden.items, pieces.width, pieces.height, pieces.symbols)
        stem = f"{self.prefix}-{pieces.name}"
        named: list[tuple[str, Image]] = []
        decks: list[tuple[int, dict[str, Any], range]] = []
        start = 0
        for s, count in enumerate(plan.counts, 1):
            chunk = range(start, start + count)
            start += count
            fronts = [pieces.pieces[i].front for i in chunk]
            named.append((f"{stem}-sheet-{s}.png", sheet_image(fronts, hidden, pieces, plan, dpi)))
            if one_sided:  # the other side shows the same picture
                back_url = self.url(f"{stem}-sheet-{s}.png")
            elif shared is None:
                back_faces = [backs[i] for i in chunk]
                named.append((f"{stem}-backs-{s}.png", sheet_image(back_faces, hidden, pieces, plan, dpi)))
                back_url = self.url(f"{stem}-backs-{s}.png")
            else:
                back_url = self.url(f"{stem}-back.png")
            entry = {
                "FaceURL": self.url(f"{stem}-sheet-{s}.png"),
                "BackURL": back_url,
                "NumWidth": plan.cols,
                "NumHeight": plan.rows,
                "BackIsHidden": True,
                "UniqueBack": shared is None,
                "Type": 0,
            }
            decks.append((self.next_deck, entry, chunk))
            self.next_deck += 1
        if shared is not None:
            named.append((f"{stem}-back.png", back_image(shared, pieces, plan, dpi)))
        self.render(named, pieces.symbols, pieces.label)
        named_by = self.hints.card_names.get(pieces.component)
        k = pieces.height / CARD_MM
        cards = []
        for key, entry, chunk in decks:
            for slot, i in enumerate(chunk):
                piece = pieces.pieces[i]
                cards.append(
                    {
                        "GUID": guid(self.game.name, pieces.name, str(piece.number)),
                        "Name": "Card",
                        "Transform": transform(0, 0, k, flip=True),
                        "Nickname": (
                            named_by(self.layout, piece.number)
                            if named_by
                            else f"{_singular(pieces.label)} {piece.number}"
                        ),
                        "Description": "",
                        "CardID": key * 100 + slot,
                        "CustomDeck": {str(key): entry},
                        "Hands": True,
                        "SidewaysCard": False,
                    }
                )
        if len(cards) == 1:
            self.add({**cards[0], "Name": "CardCustom", "Hands": True}, pieces.width, pieces.height)
            return
        self.add(
            {
                "GUID": guid(self.game.name, pieces.name, "deck"),
                "Name": "DeckCustom",
                "Transform": transform(0, 0, k, flip=True),
                "Nickname": f"{self.layout.title} \u2014 {pieces.label}",
                "Description": f"{len(cards)} {pieces.label}: shuffle (R) before dealing",
                "Hands": False,
                "SidewaysCard": False,
                "DeckIDs": [c["CardID"] for c in cards],
                "CustomDeck": {str(key): entry for key, entry, _ in decks},
                "ContainedObjects": cards,
            },
            pieces.width,
            pieces.height,
        )

    # Tiles -------------------------------------------------------------------------------------

    def tiles(self, pieces: PieceSet) -> None:
        hexagonal = pieces.shape == "hex"
        named: list[tuple[str, Image]] = []
        urls: dict[Hashable, str] = {}
        # TTS's hex tile lies corner-sideways: its picture is turned a quarter left (hex_tile_image)
        # and the tile a quarter right on the table, so it sits corner-up like the board's cells.
        w, h = pieces.width, pieces.height
        for piece in pieces.pieces:
            for side, face in (("front", piece.front), ("back", piece.back)):
                if face is None or face.key in urls:
                    continue
                name = f"{self.prefix}-{pieces.name}-{piece.number:03d}-{side}.png"
                urls[face.key] = self.url(name)
                image = (
                    hex_tile_image(face, w, self.dpi)
                    if hexagonal
                    else face_image(face.items, w, h, 0.0, self.dpi)
                )
                named.append((name, image))
        self.render(named, pieces.symbols, pieces.label)
        kinds = self.hints.tile_kinds.get(pieces.name, lambda _: ())(self.layout)
        nickname = _singular(pieces.label)
        extent = w * math.sqrt(3) / 2 if hexagonal else h
        k = extent / CARD_MM
        tiles = [
            {
                "GUID": guid(self.game.name, pieces.name, str(piece.number)),
                "Name": "Custom_Tile",
                "Transform": transform(0, 0, k, turn_y=90 if hexagonal else 0),
                "Nickname": nickname,
                "Description": "",
                "ColorDiffuse": WHITE,
                "CustomImage": {
                    "ImageURL": urls[piece.front.key],
                    "ImageSecondaryURL": urls[(piece.back or piece.front).key],
                    "ImageScalar": 1.0,
                    "WidthScale": 0.0,
                    "CustomTile": {
                        "Type": TILE_TYPE[pieces.shape],
                        "Thickness": TILE_THICKNESS,
                        "Stackable": True,
                        "Stretch": True,
                    },
                },
            }
            for piece in pieces.pieces
        ]
        if len(tiles) <= LOOSE_AT_MOST:
            for tile in tiles:
                self.add(tile, w, h)
            return
        # One bag where every piece shows the same back (the rules deal them face down: the food
        # tiles), else a bag per front picture (a bag per colour of ant tile).
        groups: dict[Hashable, list[dict[str, Any]]] = {}
        for piece, tile in zip(pieces.pieces, tiles):
            key = None if pieces.shared_back is not None else piece.front.key
            groups.setdefault(key, []).append(tile)
        names = kinds if len(kinds) == len(groups) else ("",) * len(groups)
        for n, (members, kind) in enumerate(zip(groups.values(), names), 1):
            word = f"{kind} " if kind else ""
            for tile in members:
                tile["Nickname"] = word + nickname
            self.add(
                {
                    "GUID": guid(self.game.name, pieces.name, "bag", str(n)),
                    "Name": "Bag",
                    "Transform": transform(0, 0),
                    "Nickname": f"{len(members)} {word}{pieces.label}",
                    "Description": "",
                    "ColorDiffuse": WHITE,
                    "ContainedObjects": members,
                },
                60.0,
                60.0,
            )

    # Boards and dice ---------------------------------------------------------------------------

    def board(self, board: Board) -> None:
        name = f"{self.prefix}-{board.name}.png"
        self.cover = self.cover or (board.items, board.width, board.height, board.symbols)
        self.render([(name, board_image(board, self.dpi))], board.symbols, board.name)
        self.add(
            {
                "GUID": guid(self.game.name, "board", board.name),
                "Name": "Custom_Board",
                "Transform": transform(0, 0, board.height / CARD_MM),
                "Nickname": f"{self.layout.title} \u2014 {board.name}",
                "Description": "",
                "Locked": True,
                "CustomImage": {"ImageURL": self.url(name), "ImageSecondaryURL": "", "WidthScale": 0.0},
            },
            board.width,
            board.height,
        )

    def die(self, die: Die, nickname: str) -> None:
        name = f"{self.prefix}-{die.component}-{die.name}.png"
        self.render([(name, die_image(die, self.dpi))], die.symbols, nickname)
        self.add(
            {
                "GUID": guid(self.game.name, die.component, die.name),
                "Name": "Custom_Dice",
                "Transform": transform(0, 0),
                "Nickname": nickname,
                "Description": "",
                "ColorDiffuse": WHITE,
                "CustomImage": {
                    "ImageURL": self.url(name),
                    "ImageSecondaryURL": "",
                    "WidthScale": 0.0,
                    "CustomDice": {"Type": D6},
                },
            },
            die.edge,
            die.edge,
        )

    # The table ---------------------------------------------------------------------------------

    def lay_out(self) -> None:
        """Place the first object (the board) in the middle and the rest in rows in front of it."""
        if not self.objects:
            return
        width = max(24.0, self.sizes[0][0])
        x, z, row_depth = -width / 2, -self.sizes[0][1] / 2 - GAP, 0.0
        for i, (obj, (w, h)) in enumerate(zip(self.objects, self.sizes)):
            if i == 0 and obj["Name"] == "Custom_Board":
                continue
            if x + w > width / 2 and x > -width / 2:
                x, z, row_depth = -width / 2, z - row_depth - GAP, 0.0
            obj["Transform"]["posX"] = round(x + w / 2, 4)
            obj["Transform"]["posZ"] = round(z - h / 2, 4)
            x += w + GAP
            row_depth = max(row_depth, h)

    def save(self) -> dict[str, Any]:
        return {
            "SaveName": self.layout.title,
            "GameMode": self.layout.title,
            "Date": "",
            "Table": "",
            "Sky": "",
            "Note": f"{self.layout.title}, exported by printkit",
            "Rules": "",
            "XmlUI": "",
            "LuaScript": "",
            "LuaScriptState": "",
            "ObjectStates": self.objects,
        }


def _die_name(job: _Export, die: Die) -> str:
    """Return what TTS calls a die: as the game's export hints name it, else its own name ("die 1")."""
    return job.hints.die_name(job.layout, die.name) or die.name.replace("die", "die ").strip()


def content_name(name: str, data: bytes) -> str:
    """Return name with the first 8 hex digits of data's SHA-256 before its extension (a.png -> a-1f2e3d4c.png)."""
    stem, dot, ext = name.rpartition(".")
    return f"{stem}-{hashlib.sha256(data).hexdigest()[:HASH_DIGITS]}{dot}{ext}"


def _renamed(node: Any, urls: dict[str, str]) -> Any:
    """Return a copy of a saved object's data with every URL string in urls replaced by its new URL."""
    if isinstance(node, dict):
        return {key: _renamed(value, urls) for key, value in node.items()}
    if isinstance(node, list):
        return [_renamed(value, urls) for value in node]
    if isinstance(node, str):
        return urls.get(node, node)
    return node


def _remove_stale(where: Path, prefix: str, keep: set[str]) -> None:
    """Remove the images an earlier export left in the game's own tts folder that this one no longer names."""
    for path in where.glob(f"{prefix}-*.png"):
        if path.name not in keep:
            path.unlink(missing_ok=True)


def export_tts(
    game: LoadedGame[Any, Any],
    out: Path,
    dpi: float = 300,
    url_base: str | None = None,
    only: Sequence[str] = (),
) -> list[Path]:
    """Write the game's Tabletop Simulator images and its saved object <game>.json; return the paths."""
    where = folder(out, game, "tts")
    job = _Export(game, where, dpi, url_base)
    if not only or "board" in only:
        for board in boards(game):
            job.board(board)
    for pieces in piece_sets(game, art_bleed(0.0, dpi), only):
        if pieces.shape == "card":
            job.deck(pieces)
        else:
            job.tiles(pieces)
    for die in dice(game, only):
        job.die(die, _die_name(job, die))
    job.lay_out()
    if job.cover:  # TTS lists a saved object with the picture of the same name beside it
        items, w, h, symbols = job.cover
        thumb = face_image(items, w, h, 0.0, THUMBNAIL_PX * MM_PER_INCH / max(w, h))
        job.render([(f"{job.prefix}.png", thumb)], symbols, job.layout.title)
    thumbnail = f"{job.prefix}.png"
    # Each image's name carries a digest of its bytes: TTS caches images by URL, so art that changes
    # must change its name to be loaded again (docs/export.md).
    names = {n: n if n == thumbnail else content_name(n, data) for n, data in job.files.items()}
    urls = {job.url(old): job.url(new) for old, new in names.items()}
    job.objects = _renamed(job.objects, urls)
    written = []
    for name, data in job.files.items():
        write_atomic(where / names[name], data)
        written.append(where / names[name])
    _remove_stale(where, job.prefix, {p.name for p in written})
    path = where / f"{job.prefix}.json"
    write_atomic(path, (json.dumps(job.save(), indent=2, ensure_ascii=False) + "\n").encode())
    written.append(path)
    return written

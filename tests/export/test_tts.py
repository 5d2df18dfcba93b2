"""Tabletop Simulator export: the saved object against its JSON Schema and the rules the schema cannot
say, card sheets within 10 x 7 and 4096 px, tiles, boards and dice; every game, at a low dpi."""

from __future__ import annotations

import hashlib
import json
import math
import re
from pathlib import Path
from urllib.parse import urlparse

import jsonschema
import pytest

from printkit.draw.scene import Group
from printkit.games import GAMES as REGISTRY
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.export.pieces import dice
from printkit.kit.export.tts import export_tts
from printkit.kit.export.tts_images import DIE_CELLS, DIE_TURNED, die_image, plan_sheets
from tests.export.pngread import info
from tests.support import REPO

GAMES = tuple(REGISTRY)
SCHEMA = json.loads((REPO / "printkit" / "kit" / "export" / "tts_saved_object.schema.json").read_text())
DPI = 40


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[str, tuple[dict, Path]]:
    out = tmp_path_factory.mktemp("tts")
    result = {}
    for game in GAMES:
        paths = export_tts(loaded_game(game), out, dpi=DPI)
        (json_path,) = [p for p in paths if p.suffix == ".json"]
        result[game] = (json.loads(json_path.read_text()), json_path.parent)
    return result


def _objects(save: dict, name: str) -> list[dict]:
    return [o for o in save["ObjectStates"] if o["Name"] == name]


def _file(url: str) -> Path:
    assert url.startswith("file:///")
    return Path(urlparse(url).path)


def test_the_schema_is_valid_and_every_saved_object_meets_it(exported):
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    validator = jsonschema.Draft202012Validator(SCHEMA)
    for game, (save, _) in exported.items():
        errors = [f"{list(e.path)}: {e.message[:120]}" for e in validator.iter_errors(save)]
        assert not errors, (game, errors[:3])


def test_the_schema_refuses_what_tts_cannot_load(exported):
    validator = jsonschema.Draft202012Validator(SCHEMA)
    save, _ = exported["111-ants"]
    for break_it in (
        lambda s: s["ObjectStates"][0]["CustomDeck"]["1"].update(NumWidth=11),
        lambda s: s["ObjectStates"][0]["CustomDeck"]["1"].update(NumHeight=8),
        lambda s: s["ObjectStates"][0]["CustomDeck"]["1"].pop("BackURL"),
        lambda s: s["ObjectStates"][0]["ContainedObjects"][0].update(CardID="100"),
        lambda s: s["ObjectStates"][0].update(Name="Deck"),
    ):
        broken = json.loads(json.dumps(save))
        break_it(broken)
        assert list(validator.iter_errors(broken)), "a broken save passed the schema"


def test_111_ants_deck_two_sheets_card_ids_and_numbers(exported):
    save, _ = exported["111-ants"]
    deck = _objects(save, "DeckCustom")[0]
    assert deck["Nickname"] == "111 Ants \u2014 cards"
    assert sorted(deck["CustomDeck"]) == ["1", "2"]  # 110 cards: two sheets of 55
    cards = deck["ContainedObjects"]
    assert [c["Nickname"] for c in cards] == [str(n) for n in range(2, 112)]
    assert deck["DeckIDs"] == [c["CardID"] for c in cards]
    for key, sheet in deck["CustomDeck"].items():
        mine = [c for c in cards if c["CardID"] // 100 == int(key)]
        assert len(mine) == 55
        # CardID = deck key x 100 + slot on the sheet; the last slot stays for the hidden card
        assert [c["CardID"] % 100 for c in mine] == list(range(55))
        assert all(c["CustomDeck"] == {key: sheet} for c in mine)
        assert sheet["NumWidth"] * sheet["NumHeight"] > 55
        assert sheet["BackIsHidden"] and not sheet["UniqueBack"]
        assert re.fullmatch(r"111-ants-cards-back-[0-9a-f]{8}\.png", _file(sheet["BackURL"]).name)


def test_every_deck_keeps_the_rules_the_schema_cannot_say(exported):
    for game, (save, _) in exported.items():
        keys: list[str] = []
        for deck in _objects(save, "DeckCustom"):
            keys += list(deck["CustomDeck"])
            assert deck["DeckIDs"] == [c["CardID"] for c in deck["ContainedObjects"]]
            for card in deck["ContainedObjects"]:
                (key, sheet) = next(iter(card["CustomDeck"].items()))
                assert card["CardID"] // 100 == int(key) and key in deck["CustomDeck"]
                assert card["CardID"] % 100 < sheet["NumWidth"] * sheet["NumHeight"] - 1, "on the hidden slot"
        assert len(keys) == len(set(keys)), f"{game}: a deck key used twice"
        guids = [o["GUID"] for o in save["ObjectStates"]]
        guids += [c["GUID"] for o in save["ObjectStates"] for c in o.get("ContainedObjects", [])]
        assert len(guids) == len(set(guids)), f"{game}: a GUID used twice"


def test_sheets_are_the_grid_they_say_and_never_pass_4096_px(exported):
    for save, _ in exported.values():
        for deck in _objects(save, "DeckCustom"):
            for sheet in deck["CustomDeck"].values():
                facts = info(_file(sheet["FaceURL"]))
                assert facts.width <= 4096 and facts.height <= 4096
                assert sheet["NumWidth"] <= 10 and sheet["NumHeight"] <= 7
                assert facts.width % sheet["NumWidth"] == 0 and facts.height % sheet["NumHeight"] == 0


@pytest.mark.parametrize("count", [1, 2, 9, 55, 68, 69, 70, 110, 139, 300])
@pytest.mark.parametrize("size", [(63, 88), (94, 130), (88, 63), (40, 40)])
def test_sheet_plans_at_full_size(count, size):
    w, h = size
    plan = plan_sheets(count, w, h, 300)
    assert len(plan.counts) == math.ceil(count / 69) and sum(plan.counts) == count
    assert plan.cols <= 10 and plan.rows <= 7
    assert all(n + 1 <= plan.slots for n in plan.counts)  # each sheet keeps its last slot for the hidden card
    assert plan.cols * plan.cell_w <= 4096 and plan.rows * plan.cell_h <= 4096
    assert plan.cell_h / plan.cell_w == pytest.approx(h / w, rel=0.01)
    if size == (63, 88) and count == 110:
        assert (plan.cols, plan.rows, plan.cell_w, plan.cell_h) == (10, 6, 409, 571)


def test_ant_tiles_are_hexes_with_both_sides_in_a_bag_per_colour(exported):
    save, _ = exported["ant-trails"]
    bags = {b["Nickname"]: b for b in _objects(save, "Bag")}
    assert set(bags) == {"48 black ant tiles", "48 red ant tiles", "12 food tiles"}
    for colour in ("black", "red"):
        tiles = bags[f"48 {colour} ant tiles"]["ContainedObjects"]
        for tile in tiles:
            image = tile["CustomImage"]
            assert image["CustomTile"]["Type"] == 1  # hex
            assert image["ImageURL"] and image["ImageSecondaryURL"]  # both sides
            assert (
                tile["Transform"]["rotY"] == 90
            )  # TTS's hex lies corner-sideways; the board's cells stand corner-up
            facts = info(_file(image["ImageURL"]))
            assert facts.width / facts.height == pytest.approx(2 / math.sqrt(3), rel=0.02)
    food = bags["12 food tiles"]["ContainedObjects"]
    assert {t["Nickname"] for t in food} == {"food tile"}  # the name tells nothing of a face-down tile
    assert len({t["CustomImage"]["ImageSecondaryURL"] for t in food}) == 1
    assert len({t["CustomImage"]["ImageURL"] for t in food}) == 3
    (board,) = _objects(save, "Custom_Board")
    assert _file(board["CustomImage"]["ImageURL"]).exists()


def test_anticipation_pieces_are_round_with_their_hidden_side(exported):
    save, _ = exported["anticipation"]
    layout = load_game("anticipation")
    bags = _objects(save, "Bag")
    assert [b["Nickname"] for b in bags] == [f"14 {c} ant pieces" for c in layout.colours]
    for bag in bags:
        pieces = bag["ContainedObjects"]
        assert {p["CustomImage"]["CustomTile"]["Type"] for p in pieces} == {2}  # circle
        assert len({p["CustomImage"]["ImageURL"] for p in pieces}) == 1  # the colour side
        assert len({p["CustomImage"]["ImageSecondaryURL"] for p in pieces}) == 14  # each hidden side its own
        assert all(p["Transform"]["rotZ"] == 0 for p in pieces)  # colour side up
    barriers = [t for t in _objects(save, "Custom_Tile") if t["Nickname"] == "Water Barrier"]
    assert len(barriers) == 2 and barriers[0]["CustomImage"]["CustomTile"]["Type"] == 0


def test_cubes_and_dice_are_custom_d6_dice(exported):
    save, _ = exported["antheap"]
    names = [d["Nickname"] for d in _objects(save, "Custom_Dice")]
    layout = load_game("antheap")
    assert names == [f"{t.name} ant cube ({k})" for k, t in layout.board.tracks.items()] + ["die"]
    save, _ = exported["anticipation"]
    assert [d["Nickname"] for d in _objects(save, "Custom_Dice")] == ["die 1", "die 2"]
    for d in _objects(save, "Custom_Dice"):
        facts = info(_file(d["CustomImage"]["ImageURL"]))
        assert facts.width == facts.height and facts.width % 3 == 0


def test_die_faces_sit_on_tts_template():
    # TTS's d6 template: a 3 x 3 grid, the top row unused; 2 4 5 in the middle row, 1 3 6 below,
    # the 1 and the 6 turned half round.
    cube = next(d for d in dice(loaded_game("antheap")) if d.name == "A")
    page = die_image(cube, 30).page
    placed = {}
    for group in page.items:
        if isinstance(group, Group):
            (art,) = group.items
            value = next(v for v, items in cube.faces.items() if items == art.items)
            placed[value] = (round(group.transform[4] / cube.edge), round(group.transform[5] / cube.edge))
            assert (art.transform[0] == -1.0) == (value in DIE_TURNED)
    assert placed == DIE_CELLS
    assert set(DIE_CELLS.values()) == {(c, r) for c in range(3) for r in (1, 2)}


def test_url_base_points_every_image_at_the_upload_folder(tmp_path):
    paths = export_tts(
        loaded_game("111-ants"), tmp_path, dpi=20, url_base="https://example.org/kits/111/", only=("cards",)
    )
    save = json.loads(next(p for p in paths if p.suffix == ".json").read_text())
    deck = save["ObjectStates"][0]
    urls = {u for s in deck["CustomDeck"].values() for u in (s["FaceURL"], s["BackURL"])}
    names = {p.name for p in paths}
    assert urls == {
        f"https://example.org/kits/111/{n}" for n in names if n.endswith(".png") and n != "111-ants.png"
    }


def test_file_urls_name_the_written_files_and_a_rebuild_gives_the_same_bytes(exported):
    save, folder = exported["111-ants"]
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}
    referenced = sorted({Path(urlparse(u).path).name for u in _urls(save)})
    assert referenced == sorted(n for n in before if n.endswith(".png") and n != "111-ants.png")
    assert info(folder / "111-ants.png").height == 256  # the saved object's picture in TTS's menu
    again = export_tts(
        loaded_game("111-ants"), folder.parent.parent, dpi=DPI
    )  # the same folder, so the same file:/// URLs
    assert {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in again} == before


def _urls(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key.endswith("URL") and value:
                yield value
            else:
                yield from _urls(value)
    elif isinstance(node, list):
        for value in node:
            yield from _urls(value)


def test_image_names_carry_their_content_so_tts_reloads_changed_art(tmp_path):
    first = export_tts(loaded_game("antheap"), tmp_path, dpi=20, only=("eggs",))
    pngs = [p for p in first if p.suffix == ".png" and p.name != "antheap.png"]
    assert pngs
    for path in pngs:  # <name>-<the first 8 hex digits of the file's SHA-256>.png
        digest = re.fullmatch(r"antheap-eggs-\d{3}-(?:front|back)-([0-9a-f]{8})\.png", path.name)
        assert digest and digest[1] == hashlib.sha256(path.read_bytes()).hexdigest()[:8], path.name
    # Other art (here: another resolution) gets other names; the old files go, the save names the new.
    second = export_tts(loaded_game("antheap"), tmp_path, dpi=24, only=("eggs",))
    folder = second[0].parent
    on_disk = {p.name for p in folder.iterdir()}
    assert on_disk == {p.name for p in second}
    assert not on_disk & {p.name for p in pngs}
    save = json.loads((folder / "antheap.json").read_text())
    assert {_file(u).name for u in _urls(save)} == {p.name for p in second if p.suffix == ".png"} - {
        "antheap.png"
    }

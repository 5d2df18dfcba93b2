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
from printkit.kit.export.pieces import dice, piece_sets
from printkit.kit.export.tts import export_tts
from printkit.kit.export.tts_images import DIE_CELLS, DIE_TURNED, die_image, plan_sheets
from tests.export.pngread import info
from tests.samples import part_of, shipped, with_part
from tests.support import REPO, cases
from tests.sweep import SWEEP, pick

GAMES = tuple(REGISTRY)
SCHEMA = json.loads((REPO / "printkit" / "kit" / "export" / "tts_saved_object.schema.json").read_text())
DPI = 40
DECK = pick([g for g in with_part("cards") if hasattr(cases(g), "card_words")], "deck")
FILE_URLS = pick(shipped(), "file urls")


def _exported_games() -> tuple[str, ...]:
    """Return the games the module's export holds: every game under PRINTKIT_SWEEP=1; in the suite the games
    the tests pick, and one with each kind of piece the whole-save checks read (a deck, a hex tile, a die)."""
    if SWEEP:
        return GAMES
    chosen = set(DECK + FILE_URLS)
    for kind, has in (
        ("deck", lambda g: g in with_part("cards")),
        ("hex tile", lambda g: any(v[1] == 1 for v in cases(g).tts_tiles(load_game(g)).values())),
        ("die", lambda g: bool(cases(g).tts_dice(load_game(g)))),
    ):
        if not any(has(g) for g in chosen):
            chosen.update(pick([g for g in shipped() if has(g)], f"exported {kind}"))
    return tuple(g for g in GAMES if g in chosen)


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[str, tuple[dict, Path]]:
    out = tmp_path_factory.mktemp("tts")
    result = {}
    for game in _exported_games():  # every game in tools/test_sweep.py
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
    decks = 0
    for game, (save, _) in exported.items():
        for i, obj in enumerate(save["ObjectStates"]):
            if obj["Name"] != "DeckCustom":
                continue
            decks += 1
            key = next(iter(obj["CustomDeck"]))
            for break_it in (
                lambda d, k: d["CustomDeck"][k].update(NumWidth=11),
                lambda d, k: d["CustomDeck"][k].update(NumHeight=8),
                lambda d, k: d["CustomDeck"][k].pop("BackURL"),
                lambda d, k: d["ContainedObjects"][0].update(CardID="100"),
                lambda d, k: d.update(Name="Deck"),
            ):
                broken = json.loads(json.dumps(save))
                break_it(broken["ObjectStates"][i], key)
                assert list(validator.iter_errors(broken)), f"{game}: a broken save passed the schema"
    assert decks


@pytest.mark.parametrize("game", DECK)
def test_a_decks_sheets_card_ids_and_numbers(game, exported):
    save, _ = exported[game]
    layout, part = load_game(game), part_of(game, "cards")
    (deck,) = [d for d in _objects(save, "DeckCustom") if d["Nickname"] == f"{layout.title} \u2014 {part}"]
    numbers = cases(game).card_words(layout)
    sheets = math.ceil(len(numbers) / 69)  # 69 cards and the hidden one on a sheet at most
    assert sorted(deck["CustomDeck"]) == [str(k) for k in range(1, sheets + 1)]  # 110 cards: two sheets of 55
    cards = deck["ContainedObjects"]
    assert [c["Nickname"] for c in cards] == numbers
    assert deck["DeckIDs"] == [c["CardID"] for c in cards]
    for key, sheet in deck["CustomDeck"].items():
        mine = [c for c in cards if c["CardID"] // 100 == int(key)]
        assert len(mine) in (len(numbers) // sheets, -(-len(numbers) // sheets))  # shared out evenly
        # CardID = deck key x 100 + slot on the sheet; the last slot stays for the hidden card
        assert [c["CardID"] % 100 for c in mine] == list(range(len(mine)))
        assert all(c["CustomDeck"] == {key: sheet} for c in mine)
        assert sheet["NumWidth"] * sheet["NumHeight"] > len(mine)
        assert sheet["BackIsHidden"] and not sheet["UniqueBack"]
        back = rf"{layout.file_prefix}-{part}-back-[0-9a-f]{{8}}\.png"
        assert re.fullmatch(back, _file(sheet["BackURL"]).name)


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


def _tiles(save: dict) -> dict[str, list[dict]]:
    """Return each bag's and each loose tile's nickname with its tiles."""
    out: dict[str, list[dict]] = {}
    for obj in save["ObjectStates"]:
        if obj["Name"] == "Bag":
            out.setdefault(obj["Nickname"], []).extend(obj["ContainedObjects"])
        elif obj["Name"] == "Custom_Tile":
            out.setdefault(obj["Nickname"], []).append(obj)
    return out


def test_tiles_are_their_shape_with_both_sides_in_a_bag_per_front_or_back(exported):
    # Each game's cases.py says its bags and loose tiles: (tiles, type, fronts, backs).
    for game, (save, _) in exported.items():
        found = _tiles(save)
        summary = {
            name: (
                len(tiles),
                *{t["CustomImage"]["CustomTile"]["Type"] for t in tiles},
                len({t["CustomImage"]["ImageURL"] for t in tiles}),
                len({t["CustomImage"]["ImageSecondaryURL"] for t in tiles}),
            )
            for name, tiles in found.items()
        }
        assert summary == cases(game).tts_tiles(load_game(game)), game
        for tiles in found.values():
            # one name a bag (a food tile's tells nothing of its face-down side)
            assert len({t["Nickname"] for t in tiles}) == 1, game
            for tile in tiles:
                image = tile["CustomImage"]
                assert image["ImageURL"] and image["ImageSecondaryURL"]  # both sides
                assert tile["Transform"]["rotZ"] == 0  # the front up
                if image["CustomTile"]["Type"] == 1:  # hex
                    # TTS's hex lies corner-sideways; the board's cells stand corner-up
                    assert tile["Transform"]["rotY"] == 90
                    facts = info(_file(image["ImageURL"]))
                    assert facts.width / facts.height == pytest.approx(2 / math.sqrt(3), rel=0.02)
        for board in _objects(save, "Custom_Board"):
            assert _file(board["CustomImage"]["ImageURL"]).exists()
    hexes = [
        g
        for g, (save, _) in exported.items()
        if any(v[1] == 1 for v in cases(g).tts_tiles(load_game(g)).values())
    ]
    assert hexes  # the check sees a hex tile


def test_cubes_and_dice_are_custom_d6_dice(exported):
    dice_seen = 0
    for game, (save, _) in exported.items():
        dice_of = _objects(save, "Custom_Dice")
        assert [d["Nickname"] for d in dice_of] == cases(game).tts_dice(load_game(game)), game
        for d in dice_of:
            facts = info(_file(d["CustomImage"]["ImageURL"]))
            assert facts.width == facts.height and facts.width % 3 == 0
            dice_seen += 1
    assert dice_seen


@pytest.mark.parametrize("game", pick([g for g in shipped() if cases(g).tts_dice(load_game(g))], "die faces"))
def test_die_faces_sit_on_tts_template(game):
    # TTS's d6 template: a 3 x 3 grid, the top row unused; 2 4 5 in the middle row, 1 3 6 below,
    # the 1 and the 6 turned half round.
    cube = dice(loaded_game(game))[0]
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


@pytest.mark.parametrize("game", pick(with_part("cards"), "url base"))
def test_url_base_points_every_image_at_the_upload_folder(game, tmp_path):
    base = "https://example.org/kits/111/"
    paths = export_tts(loaded_game(game), tmp_path, dpi=20, url_base=base, only=(part_of(game, "cards"),))
    save = json.loads(next(p for p in paths if p.suffix == ".json").read_text())
    (deck,) = save["ObjectStates"]
    urls = {u for s in deck["CustomDeck"].values() for u in (s["FaceURL"], s["BackURL"])}
    thumbnail = f"{load_game(game).file_prefix}.png"
    names = {p.name for p in paths}
    assert urls == {f"{base}{n}" for n in names if n.endswith(".png") and n != thumbnail}


@pytest.mark.parametrize("game", FILE_URLS)
def test_file_urls_name_the_written_files_and_a_rebuild_gives_the_same_bytes(game, exported):
    save, folder = exported[game]
    thumbnail = f"{load_game(game).file_prefix}.png"
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}
    referenced = sorted({Path(urlparse(u).path).name for u in _urls(save)})
    assert referenced == sorted(n for n in before if n.endswith(".png") and n != thumbnail)
    facts = info(folder / thumbnail)
    assert max(facts.width, facts.height) == 256  # the saved object's picture in TTS's menu
    again = export_tts(
        loaded_game(game), folder.parent.parent, dpi=DPI
    )  # the same folder: the same file:/// URLs
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


@pytest.mark.parametrize("game", pick(with_part("tokens"), "content names"))
def test_image_names_carry_their_content_so_tts_reloads_changed_art(game, tmp_path):
    tokens, prefix = part_of(game, "tokens"), load_game(game).file_prefix
    first = export_tts(loaded_game(game), tmp_path, dpi=20, only=(tokens,))
    pngs = [p for p in first if p.suffix == ".png" and p.name != f"{prefix}.png"]
    assert pngs
    sets = "|".join(re.escape(s.name) for s in piece_sets(loaded_game(game), 0.0, (tokens,)))
    for path in pngs:  # <name>-<the first 8 hex digits of the file's SHA-256>.png
        digest = re.fullmatch(rf"{prefix}-(?:{sets})-\d{{3}}-(?:front|back)-([0-9a-f]{{8}})\.png", path.name)
        assert digest and digest[1] == hashlib.sha256(path.read_bytes()).hexdigest()[:8], path.name
    # Other art (here: another resolution) gets other names; the old files go, the save names the new.
    second = export_tts(loaded_game(game), tmp_path, dpi=24, only=(tokens,))
    folder = second[0].parent
    on_disk = {p.name for p in folder.iterdir()}
    assert on_disk == {p.name for p in second}
    assert not on_disk & {p.name for p in pngs}
    save = json.loads((folder / f"{prefix}.json").read_text())
    assert {_file(u).name for u in _urls(save)} == {p.name for p in second if p.suffix == ".png"} - {
        f"{prefix}.png"
    }

"""Regenerate printkit/fontfiles/ko-gothic*.ttf: Nanum Gothic cut to KS X 1001's Hangul and the characters the kit writes.

Usage: python tools/subset_fonts.py [--source DIR]   (needs fonttools: pip install -e ".[fonts]";
the source fonts come from Debian's fonts-nanum package: apt-get install -y fonts-nanum).

The characters are the 2,350 Hangul syllables and 94 compatibility jamo of KS X 1001 (those EUC-KR
encodes in two bytes: seat names and a designer's own words in Korean print too), every character
of the kit's words (layouts/text/*.yaml, all languages, so Latin in a Korean sentence prints too),
every Hangul string in printkit's own code, and printable ASCII. The OFL reserves the name "Nanum" for the unmodified fonts, so the subset is renamed
KoGothic. Output is deterministic: run it again after changing any Korean words, and commit the
fonts it writes (tests/kitdocs check that every character the kit draws has a glyph).
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "printkit" / "fontfiles"
FACES = {
    "NanumGothic.ttf": ("ko-gothic.ttf", "Regular"),
    "NanumGothicBold.ttf": ("ko-gothic-bold.ttf", "Bold"),
}
EXTRA = "\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u00b7\u00d7\u2192\u2190\u2191\u2193\u00a0"


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for k, v in node.items() for s in _strings(k) + _strings(v)]
    if isinstance(node, (list, tuple)):
        return [s for v in node for s in _strings(v)]
    return []


def ks_x_1001_hangul() -> set[str]:
    """Return KS X 1001's Hangul: the syllables and compatibility jamo EUC-KR encodes in two bytes."""
    chars = set()
    for code in (*range(0x3131, 0x318F), *range(0xAC00, 0xD7A4)):
        try:
            two_bytes = len(chr(code).encode("euc_kr")) == 2  # longer: Python's 8-byte jamo sequence
        except UnicodeEncodeError:
            continue
        if two_bytes:
            chars.add(chr(code))
    return chars


def kit_characters() -> set[str]:
    """Return every character the kit may set in the Korean face."""
    import yaml  # the words are read raw here only to list characters; the kit loads them strictly

    chars = {chr(c) for c in range(0x20, 0x7F)} | set(EXTRA) | ks_x_1001_hangul()
    for path in sorted((REPO / "layouts" / "text").glob("*.yaml")):
        chars |= {ch for s in _strings(yaml.safe_load(path.read_text(encoding="utf-8"))) for ch in s}
    for path in sorted((REPO / "printkit").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
            if is_text and any("\uac00" <= ch <= "\ud7a3" for ch in node.value):
                chars |= set(node.value)
    return {ch for ch in chars if ch.isprintable() or ch == "\u00a0"}


def _rename(font: TTFont, style: str) -> None:
    family = "KoGothic"
    full = family if style == "Regular" else f"{family} {style}"
    ps = family if style == "Regular" else f"{family}-{style}"
    names = font["name"]
    for rec in list(names.names):
        if rec.nameID in (1, 2, 3, 4, 6, 16, 17, 21, 22):
            names.removeNames(nameID=rec.nameID)
    for nid, text in ((1, family), (2, style), (3, f"printkit:{ps}"), (4, full), (6, ps)):
        names.setName(text, nid, 3, 1, 0x409)
        names.setName(text, nid, 1, 0, 0)
    names.setName(
        "A subset of NanumGothic (c) NAVER Corporation, renamed under the SIL Open Font License 1.1; "
        "made by printkit's tools/subset_fonts.py.",
        10,
        3,
        1,
        0x409,
    )


def make(source: Path, chars: set[str]) -> None:
    """Write the subset fonts for chars from the Nanum Gothic files in source."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (out_name, style) in FACES.items():
        font = TTFont(source / name, recalcTimestamp=False)
        options = subset.Options()
        options.hinting = False
        options.layout_features = []
        options.notdef_outline = True
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.recalc_timestamp = False
        sub = subset.Subsetter(options)
        sub.populate(unicodes=[ord(c) for c in sorted(chars)])
        sub.subset(font)
        _rename(font, style)
        font["head"].modified = font["head"].created  # no build time in the file: same input, same bytes
        buf = io.BytesIO()
        font.save(buf)
        (OUT / out_name).write_bytes(buf.getvalue())
        print(f"{out_name}: {len(chars)} characters, {len(buf.getvalue()):,} bytes", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=Path("/usr/share/fonts/truetype/nanum"))
    args = parser.parse_args()
    make(args.source, kit_characters())


if __name__ == "__main__":
    main()

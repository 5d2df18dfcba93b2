"""The functions a layout's expressions may call (printkit/draw/vocab/expr.py parses and runs them): each
checks what it is given, so a slip is a located line, and returns values, never shapes."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from printkit.core.limits import MAX_ART_MM as MAX_LENGTH
from printkit.core.limits import excerpt
from printkit.draw.textflow import Face
from printkit.draw.vocab.expr import MAX_ITEMS, EvalError, read_attribute, text_of
from printkit.draw.vocab.grids import FUNCTIONS as GRID_FUNCTIONS
from printkit.draw.vocab.rings import FUNCTIONS as RING_FUNCTIONS
from printkit.layout.colours import contrast_ratio, legible_on, mix


def _polar(r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return (r * math.sin(a), -r * math.cos(a))


def _text_width(text: Any, font: Any, size: Any) -> float:
    from printkit.draw.fontmetrics import text_width

    return text_width(str(text), str(font), float(size))


def _mark_box(kind: Any, size: Any) -> tuple[float, float]:
    from printkit.draw.shapes import box
    from printkit.layout.marks import KINDS

    if kind not in KINDS:
        raise EvalError(f"expected a mark kind ({', '.join(KINDS)}); found {excerpt(str(kind))}")
    return box(kind, float(size))


def _in_circle(kind: Any) -> tuple[float, float, float]:
    from printkit.draw.shapes import in_circle
    from printkit.layout.marks import KINDS

    if kind not in KINDS:
        raise EvalError(f"expected a mark kind ({', '.join(KINDS)}); found {excerpt(str(kind))}")
    return in_circle(kind)


def _die_pips(value: Any) -> tuple[tuple[float, float, float], ...]:
    from printkit.draw.dice import pips

    if value not in (1, 2, 3, 4, 5, 6) or isinstance(value, bool):
        raise EvalError(f"die_pips() takes a die's value, 1 to 6; found {excerpt(str(value))}")
    return pips(int(value))


def _die_places(value: Any) -> tuple[tuple[int, int], ...]:
    from printkit.draw.dice import PIPS

    if value not in (1, 2, 3, 4, 5, 6) or isinstance(value, bool):
        raise EvalError(f"die_places() takes a die's value, 1 to 6; found {excerpt(str(value))}")
    return PIPS[int(value)]


def _frame(size: Any, width: Any, bleed: Any = 0.0) -> list[tuple[float, float, float, float]]:
    from printkit.draw.patterns import frame

    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (size, width, bleed)):
        raise EvalError("frame() takes three lengths: the square's side, the border's width and its bleed")
    if not (0 < width <= size / 2 and 0 <= bleed <= size and size <= MAX_LENGTH):
        raise EvalError(
            f"frame() takes a side up to {MAX_LENGTH:,g} mm, a width over 0 and up to half the side, "
            f"a bleed 0 to the side; found {size:g}, {width:g}, {bleed:g}"
        )
    return frame(float(size), float(width), float(bleed))


def _ink_on(ground: Any, dark: Any) -> str:
    from printkit.draw.patterns import ink_on

    return ink_on(_colour_arg(ground), _colour_arg(dark))


def _colour_arg(value: Any) -> str:
    from printkit.layout.colours import parse_colour

    try:
        return parse_colour(str(value))
    except ValueError as exc:
        raise EvalError(str(exc)) from None


def _cap_pt(height: Any) -> float:
    from printkit.layout.fonts import CAP_HEIGHT
    from printkit.layout.units import MM_PER_PT

    if not isinstance(height, (int, float)) or isinstance(height, bool) or not 0 < height <= MAX_LENGTH:
        raise EvalError(
            f"cap_pt() takes a height over 0 and up to {MAX_LENGTH:,g} mm; found {excerpt(str(height))}"
        )
    return float(height / CAP_HEIGHT / MM_PER_PT)


def _with_lightness(colour: Any, level: Any, chroma: Any = None) -> str:
    from printkit.layout.colours import with_lightness

    numbers = (level,) if chroma is None else (level, chroma)
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in numbers):
        raise EvalError("with_lightness() takes a colour, a lightness 0 to 100 and an optional chroma")
    if not 0 <= level <= 100 or (chroma is not None and not 0 <= chroma <= 200):
        raise EvalError(
            f"with_lightness() takes a lightness 0 to 100 and a chroma 0 to 200; found {level:g}"
            + ("" if chroma is None else f", {chroma:g}")
        )
    return with_lightness(_colour_arg(colour), level, chroma)


def _keys(value: Any) -> tuple[Any, ...]:
    if not isinstance(value, Mapping):
        raise EvalError(f"keys() takes a mapping (a table of named rows); found {excerpt(str(value))}")
    return tuple(value)


def _num(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise EvalError(f"num() takes a number; found {excerpt(str(value))}")
    return f"{value:g}"


def _partition(text: Any, sep: Any) -> tuple[str, str, str]:
    if not isinstance(sep, str) or not sep:
        raise EvalError("partition() takes a text and a separator (one or more characters)")
    return str(text).partition(sep)


def _stacks(
    count: Any, size: Any, thickness: Any, most: Any, depth: Any = None
) -> tuple[tuple[float, ...], ...]:
    from printkit.draw.impose.gamebox import stacks

    numbers = [v for v in (size, thickness, most, depth) if v is not None]
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_ITEMS:
        raise EvalError(f"stacks() takes a count of pieces, 1 to {MAX_ITEMS:,}; found {excerpt(str(count))}")
    if not all(
        isinstance(v, (int, float)) and not isinstance(v, bool) and 0 < v <= MAX_LENGTH for v in numbers
    ):
        raise EvalError(
            f"stacks() takes lengths over 0 and up to {MAX_LENGTH:,g} mm: size, thickness, most, depth"
        )
    return tuple(stacks(count, size, thickness, most, depth))


def _join(sep: Any, items: Any) -> str:
    if not isinstance(sep, str) or not isinstance(items, (tuple, list, range)):
        raise EvalError("join() takes a separator and a list")
    return sep.join(text_of(i) for i in items)


def _find(rows: Any, name: Any, value: Any) -> Any:
    if not isinstance(rows, (tuple, list)) or not isinstance(name, str):
        raise EvalError("find() takes a list of rows, a column or attribute's name and a value")
    for row in rows:
        if read_attribute(row, name) == value:
            return row
    raise EvalError(f"find(): no row whose {name} is {excerpt(str(value))}")


def _range(*args: Any) -> range:
    if not all(isinstance(a, int) and not isinstance(a, bool) for a in args) or not 1 <= len(args) <= 3:
        raise EvalError("range() takes one to three whole numbers")
    out = range(*args)
    if len(out) > MAX_ITEMS:
        raise EvalError(f"range() of {len(out):,} items; at most {MAX_ITEMS:,}")
    return out


def _len(value: Any) -> int:
    if not isinstance(value, (str, tuple, list, range, dict)):
        raise EvalError(f"len() of {type(value).__name__}")
    return len(value)


def _upper(text: Any) -> str:
    return text_of(text).upper()


def _faces(lang: Any) -> Face:
    from printkit.layout.fonts import LANGUAGE_FACES

    if lang not in LANGUAGE_FACES:
        raise EvalError(f"faces() takes a language ({', '.join(LANGUAGE_FACES)}); found {excerpt(str(lang))}")
    return Face(*LANGUAGE_FACES[lang])


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "range": _range,
    "len": _len,
    "keys": _keys,  # keys(mapping): its names in order (board.tracks: the letters)
    "join": _join,  # join(sep, items): the items as text, sep between them
    "find": _find,  # find(rows, name, value): the first row whose name is value (find(deck.cards, 'number', 7))
    "num": _num,  # num(x): a number as a caption writes it (63, 0.35: no trailing zeros)
    # stacks(count, size, thickness, most[, depth]): count flat pieces as [w, d, h] stacks no taller than most
    "stacks": _stacks,
    "partition": _partition,  # partition(text, sep): (before, sep, after) at sep's first place
    "min": min,
    "max": max,
    "abs": abs,
    "round": round,
    "int": int,
    "str": text_of,
    "upper": _upper,  # upper(text): the text in capitals (a title)
    "faces": _faces,  # faces(lang): the regular and bold faces a language's words are set in (.regular, .bold)
    "mix": mix,  # mix(a, b, t): the colour t of the way from a to b
    "contrast": contrast_ratio,  # contrast(a, b): WCAG ratio, the lower of colour and greyscale
    "polar": _polar,  # polar(r, degrees): (x, y) of a point r from the origin, 0 degrees up, clockwise
    "text_width": _text_width,  # text_width(text, font, pt): its width in mm
    "mark_box": _mark_box,  # mark_box(kind, size): the (width, height) of a colour mark
    # in_circle(kind): (reach, lift, inner) of a 1 mm mark in its smallest circle: a mark of size
    # r / reach fills a circle of radius r when its centre is lift * size above the circle's
    "in_circle": _in_circle,
    "legible_on": legible_on,  # legible_on(ink, ground): ink, darkened or lightened to read on ground
    # die_pips(n): the kits' one die style: (x, y, r) of each pip, as fractions of the face's side,
    # x and y from the face's middle
    "die_pips": _die_pips,
    "die_places": _die_places,  # die_places(n): a die's places for n, (x, y) each -1, 0 or 1 from its middle
    # frame(side, width, bleed): the four windows of a square's border, width mm wide, bleed mm past
    # its edge (a pattern's windows:)
    "frame": _frame,
    "ink_on": _ink_on,  # ink_on(ground, dark): white or dark, whichever stands out more on ground in grey
    "cap_pt": _cap_pt,  # cap_pt(mm): the text size, pt, whose capitals stand mm tall
    # with_lightness(colour, L, chroma): colour's hue at CIELAB lightness L (0-100), its chroma capped
    "with_lightness": _with_lightness,
    **GRID_FUNCTIONS,  # hexgrid, hex_labels, hex_corners: a board's cells as facts (grids.py)
    **RING_FUNCTIONS,  # sector_points, arc_length: a round board's squares as facts (rings.py)
}
# Bound per build: to its ink (printkit/draw/ink.py), say(text[, lang]), game_name([lang]) and part(key) to
# the sheet's language (or lang) and the game's words, assembly(kind) to the common words, languages() to
# the languages the build prints
PAINT_FUNCTIONS = ("flood", "on", "texture", "say", "game_name", "part", "assembly", "languages")

"""A seeded mutator of layout YAML: hostile values, broken structure, stray characters."""

from __future__ import annotations

import random
import re

# Values that validated and then crashed a build, or that stress a reader: huge, infinite, deep,
# aliased, unprintable, other scripts, wrong kinds.
HOSTILE = [
    "none",
    "9" * 400 + "mm",
    "-1.0e+999",
    "1e309",
    "1" * 4301,
    "0mm",
    "-5mm",
    "0.0000001mm",
    "100000mm",
    "1000000",
    "-1",
    "0",
    "nan",
    ".inf",
    "1:5",
    "yes",
    "~",
    "{}",
    "[]",
    "[1, 2, 3]",
    '"#12345g"',
    '"#fff"',
    '"\\u05e9\\u05dc\\u05d5\\u05dd \\U0001F600"',
    '"\\n\\x00\\t"',
    '"' + "W" * 300 + '"',
    "[" * 300 + "]" * 300,
    "&a [x, y]",
    "*nowhere",
    "!!python/object:os.system x",
    "!!binary aGVsbG8=",
    "'",
    "Vera-Black",
    "63mm 88mm",
]
STRAY = [":", "[", "]", "{", "}", "&", "*", "!", "\t", "'", '"', "-", "#", "\x85", "\u2028", "\x00", "%"]
_VALUE = re.compile(r"(?<=: )[^\s#{}\[\],&*][^#\n{}\[\],]*|(?<=[\[,] )[^\s#{}\[\],&*][^#\n{}\[\],]*")


def mutate(text: str, rng: random.Random) -> str:
    """Return text with one to three random mutations."""
    for _ in range(rng.randint(1, 3)):
        text = rng.choice(_OPERATORS)(text, rng)
    return text


def _replace_value(text: str, rng: random.Random) -> str:
    spots = list(_VALUE.finditer(text))
    if not spots:
        return text
    spot = rng.choice(spots)
    return text[: spot.start()] + rng.choice(HOSTILE) + text[spot.end() :]


def _drop_line(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    del lines[rng.randrange(len(lines))]
    return "\n".join(lines)


def _repeat_line(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    k = rng.randrange(len(lines))
    lines.insert(k, lines[k])
    return "\n".join(lines)


def _stray_character(text: str, rng: random.Random) -> str:
    k = rng.randrange(len(text) + 1)
    return text[:k] + rng.choice(STRAY) + text[k:]


def _truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def _new_key(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    k = rng.randrange(len(lines))
    indent = re.match(r"\s*", lines[k]).group(0)
    lines.insert(k, f"{indent}{rng.choice(['colour', 'size', 'title', 'x' * 500])}: {rng.choice(HOSTILE)}")
    return "\n".join(lines)


_OPERATORS = [_replace_value, _replace_value, _replace_value, _drop_line, _repeat_line, _stray_character]
_OPERATORS += [_truncate, _new_key]

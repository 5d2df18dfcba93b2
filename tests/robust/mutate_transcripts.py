"""A seeded mutator of transcript bytes: flipped bytes, broken YAML structure, alias bombs, huge
numbers, control characters and line breaks, hostile turn text."""

from __future__ import annotations

import random
import re

BOMB = (
    "[&l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol], "
    + ", ".join(f"&l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 8))
    + ", [*l7, *l7, *l7, *l7, *l7, *l7, *l7, *l7, *l7]]"
)
# Values put where a value was: huge, deep, aliased, of the wrong kind, unprintable.
HOSTILE = [
    BOMB,
    "1" * 4301,
    "-" + "9" * 5000,
    "9" * 40,
    "!!int " + "7" * 4400,
    "'" + "W" * 5000 + "'",
    '"a\\nb\\u2028c\\x85d\\te"',
    '"\\x00\\x07\\x1b[31m"',
    "[" * 300 + "]" * 300,
    "{a: " * 120 + "1" + "}" * 120,
    "*nowhere",
    "&self [*self]",
    "!!python/object:os.system x",
    "!!binary aGVsbG8=",
    "!!float 1e999",
    "[]",
    "{}",
    "~",
    "yes",
    "-1",
    "0",
    "3:5",
]
# Turn text: digits, separators, other scripts, the games' words in the wrong places.
TURN_TEXT = [
    "9" * 4301,
    "take " + "9" * 5000 + " at 0",
    "take 99999999999999999999999999999999999999 at 99999999999999999999999999999999999",
    "roll " + "6" * 40,
    "roll 7 7 7",
    "a" + "1" * 60,
    "1" * 40 + ":a1>b2",
    ", , ,",
    "pass, pass",
    "done, refresh",
    "duel A9 F0",
    "queen Y9+ B0- G1*",
    "barrier " + "x" * 200,
    "\u05e9\u05dc\u05d5\u05dd \U0001f600",
    "a1" * 500,
]
STRAY = [
    "\x00",
    "\x07",
    "\x1b",
    "\x7f",
    "\x85",
    "\u2028",
    "\ufeff",
    "\t",
    ":",
    "[",
    "{",
    "&",
    "*",
    "!",
    "'",
    '"',
    "-",
    "#",
    "%",
    "|",
    ">",
]
_VALUE = re.compile(r"(?<=: )[^\s#{}\[\],&*][^#\n{}\[\],]*|(?<=[\[,] )[^\s#{}\[\],&*][^#\n{}\[\],]*")
_TURN = re.compile(r"(?m)^(\s*- [^:\n]+: )(.+)$")


def mutate(data: bytes, rng: random.Random) -> bytes:
    """Return the transcript's bytes with one to three random mutations."""
    for _ in range(rng.randint(1, 3)):
        data = rng.choice(_OPERATORS)(data, rng)
    return data


def _text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def _flip_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if out:
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _replace_value(data: bytes, rng: random.Random) -> bytes:
    text = _text(data)
    spots = list(_VALUE.finditer(text))
    if not spots:
        return data
    spot = rng.choice(spots)
    return _bytes(text[: spot.start()] + rng.choice(HOSTILE) + text[spot.end() :])


def _replace_turn_text(data: bytes, rng: random.Random) -> bytes:
    text = _text(data)
    turns = list(_TURN.finditer(text))
    if not turns:
        return _replace_value(data, rng)
    turn = rng.choice(turns)
    new = rng.choice(TURN_TEXT)
    new = '"' + new.replace("\\", "\\\\").replace('"', '\\"') + '"' if rng.random() < 0.5 else new
    return _bytes(text[: turn.start(2)] + new + text[turn.end(2) :])


def _drop_line(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def _repeat_line(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    k = rng.randrange(len(lines))
    lines.insert(k, lines[k])
    return b"\n".join(lines)


def _indent_line(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    k = rng.randrange(len(lines))
    lines[k] = rng.choice([b" ", b"  ", b"- ", b"? "]) + lines[k] if rng.random() < 0.7 else lines[k].lstrip()
    return b"\n".join(lines)


def _stray_character(data: bytes, rng: random.Random) -> bytes:
    k = rng.randrange(len(data) + 1)
    return data[:k] + _bytes(rng.choice(STRAY)) + data[k:]


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def _new_key(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    k = rng.randrange(len(lines))
    indent = re.match(rb"\s*", lines[k]).group(0)
    key = rng.choice(["rules", "setup", "result", "players", "x" * 500, "black", "ana", '"a\\nb"'])
    lines.insert(k, indent + _bytes(f"{key}: {rng.choice(HOSTILE)}"))
    return b"\n".join(lines)


_OPERATORS = [_flip_bytes, _replace_value, _replace_value, _replace_turn_text, _replace_turn_text]
_OPERATORS += [_drop_line, _repeat_line, _indent_line, _stray_character, _truncate, _new_key]

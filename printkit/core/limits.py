"""The limits printkit holds every input to (listed in docs/reliability.md), and helpers that apply them.

A limit turns input that would run away (an alias bomb, a 4,000-digit number, a board a metre
wide, ten thousand pages) into one located error line. The layout loader and the referee's
transcript reader apply the same ones.
"""

from __future__ import annotations

MAX_INPUT_BYTES = 4_000_000  # a layout or transcript file; hand-written data is far smaller
MAX_VALUES = 200_000  # values in a document once its aliases are expanded ("billion laughs")
MAX_DEPTH = 100  # nesting of lists and mappings, aliases expanded (the layouts use 6)
MAX_NUMBER_CHARS = 32  # characters in one written number, sign, point and exponent included
MAX_ART_MM = 2_000.0  # a length the art vocabulary's functions take (a board is at most a few sheets across)
MAX_TEXT_CHARS = 2_000  # characters in one text value (a title, a name, a paragraph of the rules sheets)
MAX_PAGES = 500  # pages in one output file (the largest shipped: 220, the deck one card a page)
# Positions on one replay page: a seeded `printkit play` game has hundreds (the longest kind, six
# seats round one board, about 550-770); past 2,000 the longest games (111 Ants) cost replay more than 3x check (docs/benchmarks.md).
MAX_REPLAY_POSITIONS = 2_000
EXCERPT_CHARS = 40  # characters of a value quoted in a message
MAX_NAME_CHARS = 100  # a transcript's keys and seat names
MAX_ACTION_CHARS = 100  # one action of a turn's text (the longest a game writes: 35)
MAX_SEED = 10**18 - 1  # `play` and `setup --seed`: 18 digits, as many as a setup sheet's title holds
SHOWN_TEXT_CHARS = 80  # characters of a turn's text (or another free text) a printed line quotes


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """Return text quoted for a one-line message: repr-escaped, cut to limit characters with its length."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text):,} characters)"


def shown(value: object) -> str:
    """Return a value read from YAML for a message: text as an excerpt, a list or mapping by its size alone."""
    if isinstance(value, str):
        return excerpt(value)
    if isinstance(value, list):
        return f"a list of {len(value):,} items" if value else "an empty list"
    if isinstance(value, dict):
        return f"a mapping of {len(value):,} keys" if value else "an empty mapping"
    if value is None:
        return "nothing"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**EXCERPT_CHARS:
        return f"a number of more than {EXCERPT_CHARS} digits"
    return one_line(repr(value))


def clipped(text: str, limit: int = SHOWN_TEXT_CHARS) -> str:
    """Return free text (a turn's text, a seat) cut for a printed line: its first limit characters and its length."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text):,} characters)"


def one_line(text: str) -> str:
    """Return text with line breaks and other control characters escaped, so a message stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def position(data: bytes, offset: int) -> tuple[int, int]:
    """Return the line and column (1-based, in characters) of a byte offset into UTF-8 text."""
    start = data.rfind(b"\n", 0, offset) + 1
    return data.count(b"\n", 0, offset) + 1, len(data[start:offset].decode("utf-8", "replace")) + 1


def not_utf8(data: bytes, error: UnicodeDecodeError) -> tuple[str, int, int]:
    """Return what is wrong with bytes that are not UTF-8, and the line and column of the first bad byte."""
    return (f"not UTF-8 text: byte 0x{data[error.start]:02X}", *position(data, error.start))

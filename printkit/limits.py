"""The limits printkit holds every input to (listed in docs/reliability.md), and helpers that apply them.

A limit turns input that would run away (an alias bomb, a 4,000-digit number, a board a metre
wide, ten thousand pages) into one located error line. The layout loader applies them; the
referee's transcript reader is meant to share the same ones.
"""

from __future__ import annotations

import yaml

MAX_INPUT_BYTES = 4_000_000  # a layout or transcript file; hand-written data is far smaller
MAX_VALUES = 200_000  # values in a document once its aliases are expanded ("billion laughs")
MAX_DEPTH = 100  # nesting of lists and mappings, aliases expanded (the layouts use 6)
MAX_NUMBER_CHARS = 32  # characters in one written number, sign, point and exponent included
MAX_TEXT_CHARS = 2_000  # characters in one text value (a title, a name, a paragraph of the rules sheets)
MAX_PAGES = 500  # pages in one output file (the largest shipped: 220, the deck one card a page)
EXCERPT_CHARS = 40  # characters of a value quoted in a message

_CHEAP_BOUND = 5_000  # below this many openers, composing cannot recurse too deep to be safe


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """Return text quoted for a one-line message: repr-escaped, cut to limit characters with its length."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text):,} characters)"


def one_line(text: str) -> str:
    """Return text with line breaks and other control characters escaped, so a message stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def too_deep(text: str, limit: int = MAX_DEPTH) -> yaml.Mark | None:
    """Return where YAML text first nests deeper than limit (None if it never does or is not YAML).

    Reads the event stream, which does not recurse, so it is safe where composing would overflow
    the C stack; text with fewer possible openers than a safe bound is passed without reading.
    """
    if 1 + sum(text.count(c) for c in "[{-:?") <= min(limit, _CHEAP_BOUND):
        return None
    depth = 0
    try:
        for event in yaml.parse(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
                if depth > limit:
                    return event.start_mark
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
    except yaml.YAMLError:
        return None  # composing reports the syntax error, with its own words and place
    return None

"""The limits printkit holds every input to (listed in docs/reliability.md), and helpers that apply them.

A limit turns input that would run away (an alias bomb, a 4,000-digit number, a board a metre
wide, ten thousand pages) into one located error line. The layout loader and the referee's
transcript reader apply the same ones.
"""

from __future__ import annotations

import yaml

MAX_INPUT_BYTES = 4_000_000  # a layout or transcript file; hand-written data is far smaller
MAX_VALUES = 200_000  # values in a document once its aliases are expanded ("billion laughs")
MAX_DEPTH = 100  # nesting of lists and mappings, aliases expanded (the layouts use 6)
MAX_NUMBER_CHARS = 32  # characters in one written number, sign, point and exponent included
MAX_TEXT_CHARS = 2_000  # characters in one text value (a title, a name, a paragraph of the rules sheets)
MAX_PAGES = 500  # pages in one output file (the largest shipped: 220, the deck one card a page)
MAX_REPLAY_POSITIONS = 5_000  # positions on one replay page (a seeded `printkit play` game: hundreds)
EXCERPT_CHARS = 40  # characters of a value quoted in a message
MAX_NAME_CHARS = 100  # a transcript's keys and seat names
MAX_ACTION_CHARS = 100  # one action of a turn's text (the longest a game writes: 35)

_CHEAP_BOUND = 5_000  # below this many openers, composing cannot recurse too deep to be safe


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


def one_line(text: str) -> str:
    """Return text with line breaks and other control characters escaped, so a message stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def too_deep(text: str, limit: int = MAX_DEPTH) -> tuple[int, int] | None:
    """Return the line and column (from 1) where YAML text first nests deeper than limit (None if it never does or is not YAML).

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
                    mark = event.start_mark
                    assert mark is not None  # the parser marks every event it reads
                    return mark.line + 1, mark.column + 1
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
    except yaml.YAMLError:
        return None  # composing reports the syntax error, with its own words and place
    return None


def alias_problem(root: yaml.Node) -> tuple[str, yaml.Node] | None:
    """Return why and where a composed document runs away once its aliases are expanded, or None.

    It runs away when it holds more than MAX_VALUES values or nests deeper than MAX_DEPTH once
    expanded, or when an alias refers to its own anchor. Walks the node graph without recursion:
    each node once, children before parents, so an alias used many times costs one visit and a
    chain of aliases cannot overflow Python's stack.
    """
    sizes: dict[int, int] = {}
    depths: dict[int, int] = {}
    busy: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            kids = _children(node)
            busy.discard(key)
            sizes[key] = 1 + sum(sizes[id(k)] for k in kids)
            depths[key] = 1 + max((depths[id(k)] for k in kids), default=0) if kids else 0
            if sizes[key] > MAX_VALUES:
                why = f"the document expands to more than {MAX_VALUES:,} values once its aliases are expanded"
                return f"{why} (an alias bomb?)", node
            if depths[key] > MAX_DEPTH:
                return f"nested deeper than {MAX_DEPTH} levels once its aliases are expanded", node
            continue
        if key in sizes:
            continue
        if key in busy:
            return "an alias refers to its own anchor (a recursive document)", node
        busy.add(key)
        stack.append((node, True))
        stack.extend((kid, False) for kid in _children(node) if id(kid) not in sizes)
    return None


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []

"""The YAML input limits (nesting, aliases, characters) the layout loader and the transcript reader both apply.

Kept apart from printkit.core.limits, which every command imports at start-up, so that only a command
that reads YAML loads the YAML library.
"""

from __future__ import annotations

import yaml

from printkit.core.limits import MAX_DEPTH, MAX_VALUES, one_line, position

_CHEAP_BOUND = 5_000  # below this many openers, composing cannot recurse too deep to be safe


def bad_character(error: yaml.reader.ReaderError, data: bytes) -> tuple[str, int, int]:
    """Return libyaml's complaint about a character YAML does not allow, at its line and column (it gives a byte offset).

    data is the text as UTF-8 bytes (libyaml counts the position in them).
    """
    what = f"U+{error.character:04X}" if isinstance(error.character, int) else "a character"
    reason = one_line(str(error.reason)) if error.reason else "not allowed"
    return (f"not YAML: {reason} (found {what})", *position(data, error.position))


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
    # (node, its children once it is opened: None until then); a scalar child is one value, met in passing
    stack: list[tuple[yaml.Node, list[yaml.Node] | None]] = [(root, None)]
    while stack:
        node, kids = stack.pop()
        key = id(node)
        if kids is not None:
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
        kids = _children(node)
        stack.append((node, kids))
        for kid in kids:
            if id(kid) in sizes:
                continue
            if isinstance(kid, yaml.ScalarNode):
                sizes[id(kid)], depths[id(kid)] = 1, 0
            else:
                stack.append((kid, None))
    return None


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []

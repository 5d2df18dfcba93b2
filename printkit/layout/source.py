"""Reading a layout file into a YAML node tree, with limits against hostile input."""

from __future__ import annotations

from pathlib import Path

import yaml

from printkit.errors import LayoutError, Location
from printkit.limits import MAX_DEPTH, MAX_VALUES, too_deep
from printkit.safeio import read_input

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def node_location(file: str, node: yaml.Node) -> Location:
    """Return the 1-based location of a node's start."""
    mark = node.start_mark
    return Location(file, mark.line + 1, mark.column + 1)


def compose_file(path: Path) -> yaml.Node:
    """Return the single YAML document of path as a node tree.

    Raises UnreadableFile (exit 2) for a file that cannot be read, LayoutError for one that is not
    a YAML document within the limits.
    """
    name = str(path)
    data = read_input(path, "layout")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LayoutError(f"not UTF-8 text (byte {exc.start})", Location(name)) from None
    deep = too_deep(text)
    if deep is not None:
        raise LayoutError(
            f"nested deeper than {MAX_DEPTH} levels", Location(name, deep.line + 1, deep.column + 1)
        )
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Location(name, mark.line + 1, mark.column + 1) if mark else Location(name)
        problem = exc.problem or exc.context or "syntax error"
        if exc.context and exc.context_mark and exc.problem_mark:
            cm = exc.context_mark
            problem += f" ({exc.context} that starts at line {cm.line + 1}, column {cm.column + 1})"
        raise LayoutError(f"YAML syntax error: {problem}", where) from None
    except yaml.YAMLError as exc:
        raise LayoutError(f"YAML syntax error: {exc}", Location(name)) from None
    if node is None:
        raise LayoutError("layout is empty", Location(name, 1, 1))
    check_expansion(node, name)
    return node


def check_expansion(root: yaml.Node, file: str) -> None:
    """Raise LayoutError if the document, aliases expanded, holds over MAX_VALUES values or nests over MAX_DEPTH.

    Walks the node graph without recursion: each node once, children before parents, so an alias
    used many times costs one visit and a chain of aliases cannot overflow Python's stack.
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
                raise LayoutError(
                    f"the document expands to more than {MAX_VALUES:,} values once its aliases are "
                    "expanded (an alias bomb?)",
                    node_location(file, node),
                )
            if depths[key] > MAX_DEPTH:
                raise LayoutError(
                    f"nested deeper than {MAX_DEPTH} levels once its aliases are expanded",
                    node_location(file, node),
                )
            continue
        if key in sizes:
            continue
        if key in busy:
            raise LayoutError(
                "an alias refers to its own anchor (a recursive document)", node_location(file, node)
            )
        busy.add(key)
        stack.append((node, True))
        stack.extend((kid, False) for kid in _children(node) if id(kid) not in sizes)


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []

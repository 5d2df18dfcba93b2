"""Reading a layout file into a YAML node tree, with limits against hostile input."""

from __future__ import annotations

from pathlib import Path

import yaml

from printkit.errors import LayoutError, Location

MAX_BYTES = 4_000_000  # a layout is hand-written data; anything larger is a mistake
MAX_VALUES = 200_000  # values after expanding aliases; stops "billion laughs" alias bombs

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def node_location(file: str, node: yaml.Node) -> Location:
    """Return the 1-based location of a node's start."""
    mark = node.start_mark
    return Location(file, mark.line + 1, mark.column + 1)


def compose_file(path: Path) -> yaml.Node:
    """Return the single YAML document of path as a node tree; raise LayoutError if unreadable."""
    name = str(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise LayoutError(f"cannot read layout: {exc.strerror}", Location(name)) from None
    if len(data) > MAX_BYTES:
        raise LayoutError(f"layout is {len(data)} bytes; the limit is {MAX_BYTES}", Location(name))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LayoutError(f"not UTF-8 text (byte {exc.start})", Location(name)) from None
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
    """Raise LayoutError if the document, with its aliases expanded, holds over MAX_VALUES values."""
    sizes: dict[int, int] = {}
    busy: set[int] = set()

    def size(node: yaml.Node) -> int:
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in busy:
            raise LayoutError(
                "an alias refers to its own anchor (a recursive document)", node_location(file, node)
            )
        busy.add(key)
        total = 1
        if isinstance(node, yaml.SequenceNode):
            total += sum(size(child) for child in node.value)
        elif isinstance(node, yaml.MappingNode):
            total += sum(size(k) + size(v) for k, v in node.value)
        busy.discard(key)
        sizes[key] = total
        if total > MAX_VALUES:
            raise LayoutError(
                f"the document expands to more than {MAX_VALUES} values once its aliases are "
                "expanded (an alias bomb?)",
                node_location(file, node),
            )
        return total

    size(root)

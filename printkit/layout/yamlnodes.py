"""Reading a layout file into a YAML node tree, with limits against hostile input."""

from __future__ import annotations

from pathlib import Path

import yaml

from printkit.core.errors import LayoutError, Location
from printkit.core.limits import MAX_DEPTH, not_utf8
from printkit.core.safeio import read_input
from printkit.core.yamlcheck import alias_problem, bad_character, too_deep

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def node_location(file: str, node: yaml.Node) -> Location:
    """Return the 1-based location of a node's start."""
    mark = node.start_mark
    return Location(file, mark.line + 1, mark.column + 1)


def compose_file(path: Path, what: str = "layout") -> yaml.Node:
    """Return the single YAML document of path (a layout, or what names it) as a node tree.

    Raises UnreadableFile (exit 2) for a file that cannot be read, LayoutError for one that is not
    a YAML document within the limits.
    """
    name = str(path)
    data = read_input(path, what)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        message, line, column = not_utf8(data, exc)
        raise LayoutError(message, Location(name, line, column)) from None
    deep = too_deep(text)
    if deep is not None:
        raise LayoutError(f"nested deeper than {MAX_DEPTH} levels", Location(name, *deep))
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Location(name, mark.line + 1, mark.column + 1) if mark else Location(name)
        problem = exc.problem or exc.context or "syntax error"
        if exc.context and exc.context_mark and exc.problem_mark:
            cm = exc.context_mark
            problem += f" ({exc.context} that starts at line {cm.line + 1}, column {cm.column + 1})"
            lines = text.splitlines()
            if "flow" in exc.context and cm.line < len(lines) and "=" in lines[cm.line][cm.column :]:
                problem += "; an =expression holding , [ ] { } inside [...] or {...} must be quoted"
        raise LayoutError(f"YAML syntax error: {problem}", where) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (a control character)
        message, line, column = bad_character(exc, text.encode("utf-8"))
        raise LayoutError(message, Location(name, line, column)) from None
    except yaml.YAMLError as exc:
        raise LayoutError(f"YAML syntax error: {exc}", Location(name)) from None
    if node is None:
        raise LayoutError(f"{what} is empty", Location(name, 1, 1))
    check_expansion(node, name)
    return node


def check_expansion(root: yaml.Node, file: str) -> None:
    """Raise LayoutError if the document, aliases expanded, holds over MAX_VALUES values or nests over MAX_DEPTH."""
    problem = alias_problem(root)
    if problem is not None:
        message, node = problem
        raise LayoutError(message, node_location(file, node))

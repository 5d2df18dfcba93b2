"""Reading a transcript: YAML composed by libyaml, plain data out, locations looked up on demand.

Why not ``yaml.safe_load``: YAML 1.1 resolution turns plain ``3:5`` into 185, ``no``/``yes``/``on``
into booleans and ``1_000`` into 1000, and silently keeps the last of two equal keys. A
transcript's plain scalars resolve here as in YAML 1.2's core schema, reduced to what
transcripts use: decimal integers, ``true``/``false``, ``null``/``~``/empty, everything else a
string. Mapping keys are always the key's text (a seat called ``no`` stays ``"no"``).

The composed node tree keeps libyaml's marks, so a line and column are found only when a
verdict needs one, by walking the tree along the key path (``Document.locate``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from printkit.core.limits import MAX_DEPTH, MAX_NAME_CHARS, MAX_NUMBER_CHARS, excerpt, not_utf8, one_line
from printkit.core.yamlcheck import alias_problem, bad_character, too_deep
from printkit.referee.errors import Unreadable
from printkit.referee.step import Path
from printkit.referee.turns import colon_hint

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"

_NULLS = frozenset(("", "~", "null", "Null", "NULL"))
_TRUE = frozenset(("true", "True", "TRUE"))
_FALSE = frozenset(("false", "False", "FALSE"))

# libyaml's composer recurses in C and crashes the process somewhere past ~10,000 levels, so a
# text that may nest that deep is measured on the (non-recursive) event stream before composing;
# below this many openers composing is safe, and _convert measures the depth as it goes.
_CHEAP_BOUND = 5_000


_UNRESOLVED = "!"
TOO_LONG = object()  # a plain number longer than MAX_NUMBER_CHARS: the reader refuses it where it stands


class _Composer(yaml.CSafeLoader):
    """libyaml's parser and composer; plain scalars are resolved later, in _convert.

    Every node without an explicit tag is tagged "!" here (YAML 1.1's implicit resolvers would
    turn 3:5 into 185), so _convert tells them from nodes tagged in the file. Quoted scalars keep
    their ``style`` ("'" or '"'), so _convert still tells '12' from 12.
    """

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        """Leave the node unresolved (see _convert)."""
        return _UNRESOLVED


@dataclass
class Document:
    """A transcript as plain data, with its node tree for locating keys."""

    data: Any
    root: Node

    def locate(self, path: Path, at_key: bool = False) -> tuple[int | None, int | None]:
        """Line and column (1-based) of the value at path, or of its key; nearest parent if absent."""
        node = self.root
        for i, part in enumerate(path):
            child = None
            if isinstance(node, MappingNode) and isinstance(part, str):
                for key, value in node.value:
                    if isinstance(key, ScalarNode) and key.value == part:
                        child = key if at_key and i == len(path) - 1 else value
                        break
            elif isinstance(node, SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
                child = node.value[part]
            if child is None:
                break
            node = child
        mark = node.start_mark
        return mark.line + 1, mark.column + 1


def _mark_error(message: str, mark: Any) -> Unreadable:
    if mark is None:
        return Unreadable(message)
    return Unreadable(message, line=mark.line + 1, column=mark.column + 1)


def _check_depth(text: str) -> None:
    if 1 + sum(text.count(c) for c in "[{-:?") <= _CHEAP_BOUND:
        return
    deep = too_deep(text, MAX_DEPTH)
    if deep is not None:
        raise Unreadable(f"nested deeper than {MAX_DEPTH} levels", line=deep[0], column=deep[1])


def _yaml_error(error: yaml.MarkedYAMLError, source: str = "") -> Unreadable:
    problem = error.problem or error.context or "not YAML"
    if error.context and error.problem:
        problem = f"{error.context}: {problem}"
    mark = error.problem_mark or error.context_mark
    if mark is not None and source and (error.problem or "").startswith("mapping values are not allowed"):
        lines = source.splitlines()
        hint = colon_hint(lines[mark.line], mark.column) if mark.line < len(lines) else None
        problem = f"{problem}; {hint}" if hint else problem
    return _mark_error(f"not YAML: {one_line(problem)}", mark)


def _reader_error(error: yaml.reader.ReaderError, data: bytes) -> Unreadable:
    message, line, column = bad_character(error, data)
    return Unreadable(message, line=line, column=column)


def _too_long_number(text: str, mark: Any) -> Unreadable:
    return _mark_error(
        f"expected a number of at most {MAX_NUMBER_CHARS} characters, found {excerpt(text, 12)}", mark
    )


def _plain_text(value: str) -> Any:
    """The value of a plain (unquoted, untagged) scalar's text: int, bool, None or str (TOO_LONG: a number past the limit)."""
    if value.isdigit() and value.isascii():
        return int(value) if len(value) <= MAX_NUMBER_CHARS else TOO_LONG
    if value in _NULLS:
        return None
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    if value[:1] in "+-" and value[1:].isdigit() and value[1:].isascii():
        return int(value) if len(value) <= MAX_NUMBER_CHARS else TOO_LONG
    return value


def _convert(root: Node) -> Any:
    """Turn a composed node tree into dicts, lists, str, int, bool and None."""
    done: dict[int, Any] = {}  # aliases share nodes: convert each collection once
    level = 0  # collections open around the one being converted

    def convert(node: Node) -> Any:
        tag = node.tag
        if tag == _UNRESOLVED:
            if isinstance(node, ScalarNode):
                if node.style:  # libyaml: style '' when plain
                    return node.value
                value = _plain_text(node.value)
                if value is TOO_LONG:
                    raise _too_long_number(node.value, node.start_mark)
                return value
            return collection(node)
        if isinstance(node, ScalarNode):
            if tag == _STR:
                return node.value
            if tag == _INT:
                if len(node.value) > MAX_NUMBER_CHARS:
                    raise _too_long_number(node.value, node.start_mark)
                try:
                    return int(node.value)
                except ValueError:
                    raise _mark_error(f"not a whole number: {excerpt(node.value)}", node.start_mark) from None
            if tag == _NULL and node.value in _NULLS:
                return None
            if tag == _BOOL and (node.value in _TRUE or node.value in _FALSE):
                return node.value in _TRUE
        elif tag == (_SEQ if isinstance(node, SequenceNode) else _MAP):
            return collection(node)
        raise _mark_error(f"unsupported YAML tag {excerpt(tag)} here", node.start_mark)

    def collection(node: Node) -> Any:
        nonlocal level
        key = id(node)
        if key not in done:
            level += 1
            if level > MAX_DEPTH:
                raise _mark_error(f"nested deeper than {MAX_DEPTH} levels", node.start_mark)
            done[key] = convert_mapping(node) if isinstance(node, MappingNode) else convert_sequence(node)
            level -= 1
        return done[key]

    def convert_sequence(node: Node) -> list[Any]:
        out = []
        for item in node.value:
            # The common case (a list of card numbers) without a call per item.
            if item.__class__ is ScalarNode and not item.style and item.tag == _UNRESOLVED:
                value = item.value
                if value.isdigit() and value.isascii() and len(value) <= MAX_NUMBER_CHARS:
                    out.append(int(value))
                    continue
            out.append(convert(item))
        return out

    def convert_mapping(node: MappingNode) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if key_node.__class__ is not ScalarNode:
                raise _mark_error("a key must be a plain name, not a list or mapping", key_node.start_mark)
            key = key_node.value
            if key in out:
                raise _mark_error(f"duplicate key {excerpt(key)}", key_node.start_mark)
            if len(key) > MAX_NAME_CHARS:
                raise _mark_error(
                    f"expected a key of at most {MAX_NAME_CHARS} characters, found {excerpt(key)}",
                    key_node.start_mark,
                )
            out[key] = convert(value_node)
        return out

    try:
        return convert(root)
    except RecursionError:
        raise Unreadable("nested too deeply (or an alias refers to itself)") from None


def read_transcript(source: str | bytes) -> Document:
    """Parse a transcript's text (raising Unreadable with a location when it is not YAML or breaks a limit)."""
    if isinstance(source, bytes):
        data = source
        try:
            source = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            message, line, column = not_utf8(data, error)
            raise Unreadable(message, line=line, column=column) from None
    _check_depth(source)
    try:
        root = yaml.compose(source, Loader=_Composer)
    except yaml.MarkedYAMLError as error:
        raise _yaml_error(error, source) from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow (a control character)
        raise _reader_error(error, source.encode("utf-8")) from None
    if root is None:
        raise Unreadable("empty file: no game in it")
    if "*" in source:  # only an alias (*name) can make the data bigger than the text
        problem = alias_problem(root)
        if problem is not None:
            raise _mark_error(problem[0], problem[1].start_mark)
    return Document(_convert(root), root)


def read_transcript_file(path: str) -> Document:
    """Read and parse a transcript file: a regular file within the size limit (Unreadable otherwise)."""
    from printkit.core.errors import UnreadableFile
    from printkit.core.safeio import read_input

    try:
        data = read_input(path, "transcript")
    except UnreadableFile as error:
        raise Unreadable(error.message) from None
    return read_transcript(data)

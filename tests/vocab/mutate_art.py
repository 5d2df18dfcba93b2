"""Mutations of a layout's components: (element names, keys, expressions, huge repeats), and the run of one.

A mutated layout is loaded and every component drawn; the only answer allowed besides a drawing is
a UserError with a place (file and line), and nothing may run long: the suite samples a few seeds
(tests/vocab/test_fuzz_art.py), tools/fuzz_art.py runs thousands.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

from printkit.core.errors import UserError
from printkit.draw.vocab.elements import KINDS

EXPRESSIONS = (
    "=9**9**9",
    "=w / 0",
    "=row.nope",
    "=undefined",
    "=range(10**6)",
    "\"='a' * 100000\"",
    '"=max(range(9999)) * 10**19"',
    "=(",
    "=max(1, 2)",  # unquoted inside a flow mapping: the YAML trap
    "=len(1)",
    "=-w",
    "=1e308 * 10",
    '"=[1] * 10**5"',
    "\"=polar(1, 'a')\"",
    "=style",
    "=row.n > 'x'",
    "=h if w else h[0]",
    "\"=text_width('x' * 1999, 'Vera', 500)\"",
    "=mark_box('nothing', 3)",
    "=__import__",
    '"={}"',
    "=tables.rows[99]",
)
REPEATS = ("=range(10000)", "=range(9999)", "=range(-1)", "=tables.rows", "=9", "=range(10**9)")
WORDS = (
    "x",
    "y",
    "w",
    "h",
    "r",
    "text",
    "items",
    "repeat",
    "let",
    "when",
    "size",
    "fill",
    "part",
    "name",
    "template",
)


def mutate(text: str, rng: random.Random) -> str:
    """Return the layout text with one to three of its art's lines changed."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(("parts:", "components:")))
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(start, len(lines))
        lines[i] = _one(lines[i], rng)
    return "\n".join(lines) + "\n"


def _one(line: str, rng: random.Random) -> str:
    kind = rng.randrange(5)
    if kind == 0:  # an element's name
        return re.sub(
            r"- (\w+):", lambda m: f"- {rng.choice([*KINDS, m[1] + 'x', 'rectangle'])}:", line, count=1
        )
    if kind == 1:  # a key
        return re.sub(r"\b(\w+):", lambda m: f"{rng.choice([*WORDS, m[1][:-1] or 'q'])}:", line, count=1)
    if kind == 2:  # an expression, or a value
        return re.sub(r"(=[^,}\]]+|\b\d+(\.\d+)?\b)", lambda m: rng.choice(EXPRESSIONS), line, count=1)
    if kind == 3:  # a huge repeat
        return re.sub(
            r"\{",
            lambda m: "{repeat: {i: " + repr(rng.choice(REPEATS)).replace("'", '"') + "}, ",
            line,
            count=1,
        )
    return line[: rng.randrange(len(line) + 1)]  # a line cut short


def run_one(path: Path, only: frozenset[str] = frozenset()) -> tuple[str, float]:
    """Load and draw a layout file (only: these components, else all); return ('ok' or the error line,
    seconds), or raise for a traceback or an unlocated error."""
    from printkit.games.loaded import loaded_file
    from printkit.kit.build import BuildOptions, components, draw

    began = time.process_time()
    try:
        game = loaded_file(path)
        for component in components(game):
            if not only or component.name in only:
                draw(game.layout, component, BuildOptions())
        answer = "ok"
    except UserError as error:
        if error.location is None:
            raise AssertionError(f"an error without a place: {error}") from None
        if error.location.file == str(path) and error.location.line is None:
            raise AssertionError(f"an error without a line: {error}") from None
        answer = str(error)
    return answer, time.process_time() - began

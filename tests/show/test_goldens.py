"""Golden scene dumps of one position per game (tests/golden/show/<game>.txt): the pieces, counts and
marks a picture puts on the board, one shape a line. A drawing change fails here with a diff;
`python -m pytest tests/show/test_goldens.py --update-goldens` rewrites the files for review in git diff.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from printkit.scene import (
    Circle,
    Ellipse,
    Group,
    Line,
    Matrix,
    Polygon,
    Rect,
    Shape,
    Style,
    Text,
    Use,
)
from printkit.scene import (
    Path as PathShape,
)
from printkit.show.files import view_page
from printkit.show.view import pick

from .conftest import EXAMPLES, replay_of

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "show"
CASES = {
    "111-ants": ("legal-two-rounds.yaml", 2, 1),
    "ant-trails": ("legal-finished.yaml", 12, None),
    "antheap": ("legal-wait.yaml", 14, None),
    "anticipation": ("legal-opening.yaml", 9, None),
}


def num(value: float, places: int = 2) -> str:
    text = f"{round(value, places):.{places}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def nums(*values: float) -> str:
    return " ".join(num(v) for v in values)


def matrix(m: Matrix) -> str:
    a, b, c, d, e, f = m
    linear = tuple(num(v, 4) for v in (a, b, c, d))
    if linear == ("1", "0", "0", "1"):
        return "" if (num(e), num(f)) == ("0", "0") else f" translate({nums(e, f)})"
    return f" matrix({' '.join(linear)} {nums(e, f)})"


def style(s: Style) -> str:
    out = [f"fill={s.fill}"] if s.fill else []
    if s.stroke:
        out.append(f"stroke={s.stroke}/{num(s.width, 3)}")
        if s.dash:
            out.append("dash=" + ",".join(num(v) for v in s.dash))
    return " " + " ".join(out) if out else " unpainted"


def line(item: Shape) -> str:
    ident = f" #{item.id}" if getattr(item, "id", None) else ""
    if isinstance(item, Group):
        meaning = f" stands-for={json.dumps(item.stands_for)}" if item.stands_for else ""
        return f"group{ident}{matrix(item.transform)}{meaning}"
    if isinstance(item, Rect):
        return f"rect {nums(item.x, item.y, item.w, item.h)}{style(item.style)}{ident}"
    if isinstance(item, Circle):
        return f"circle {nums(item.cx, item.cy, item.r)}{style(item.style)}"
    if isinstance(item, Ellipse):
        return f"ellipse {nums(item.cx, item.cy, item.rx, item.ry)}{style(item.style)}"
    if isinstance(item, Line):
        return f"line {nums(item.x1, item.y1, item.x2, item.y2)}{style(item.style)}"
    if isinstance(item, Polygon):
        return f"polygon {' '.join(f'{num(x)},{num(y)}' for x, y in item.points)}{style(item.style)}{ident}"
    if isinstance(item, PathShape):
        return f"path {len(item.ops)} ops{style(item.style)}"
    if isinstance(item, Text):
        return f"text {nums(item.x, item.y)} {json.dumps(item.text)} {item.font} {num(item.size)}pt {item.fill}{ident}"
    assert isinstance(item, Use)
    return f"use {item.symbol}{matrix(item.transform)}"


def tree(items: tuple[Shape, ...], depth: int = 0) -> list[str]:
    out = []
    for item in items:
        out.append("  " * depth + line(item))
        if isinstance(item, Group):
            out += tree(item.items, depth + 1)
    return out


def dump(game: str) -> str:
    """The page of the game's golden position: its size and heading, then the position's shapes."""
    file, turn, round = CASES[game]
    replay = replay_of(EXAMPLES / game / file)
    view = pick(replay, turn, round)
    page, picture = view_page(replay, view)
    head = [
        f"page {nums(page.width, page.height)} {json.dumps(page.label)}",
        f"picture {nums(picture.width, picture.height)}",
    ]
    return "\n".join(head + tree(picture.position)) + "\n"


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_position_matches_its_golden_dump(game: str, update_goldens: bool) -> None:
    path = GOLDEN / f"{game}.txt"
    text = dump(game)
    if update_goldens:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"no golden file {path.name}: run pytest --update-goldens"
    want = path.read_text(encoding="utf-8")
    if want != text:
        diff = "\n".join(
            list(
                difflib.unified_diff(want.splitlines(), text.splitlines(), "golden", "now", lineterm="", n=1)
            )[:60]
        )
        pytest.fail(
            f"{path.name} differs from the drawing; if meant, run pytest --update-goldens\n{diff}",
            pytrace=False,
        )

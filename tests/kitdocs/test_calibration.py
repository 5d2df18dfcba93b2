"""The duplex calibration sheet: each back scale's zero lands behind its front cross, for either flip and any offset."""

from __future__ import annotations

import pytest

from printkit.draw.scene import Circle, Group, Line
from printkit.kit.docs.calibration import stations
from tests.kit.kitmeasure import spec as make_spec
from tests.kitdocs.kitscene import walk


def _cross_centre(page, name):
    group = next(i for i, _, _ in walk(page.items) if isinstance(i, Group) and i.id == f"cross-{name}")
    lines = [i for i in group.items if isinstance(i, Line)]
    horizontal = next(line for line in lines if line.y1 == line.y2)
    vertical = next(line for line in lines if line.x1 == line.x2)
    return vertical.x1, horizontal.y1


def _zero(page, name):
    group = next(i for i, m, _ in walk(page.items) if isinstance(i, Group) and i.id == f"scales-{name}")
    dot = next(i for i in group.items if isinstance(i, Circle))
    return dot.cx, dot.cy


@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.75)])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_back_zero_lies_behind_the_front_cross(paper, duplex, offset):
    from printkit.kit.docs.calibration import calibration_pages

    spec = make_spec(paper, duplex=duplex, back_offset=offset)
    front, back = calibration_pages(spec, "Test")
    w, h = spec.paper_w, spec.paper_h
    for name, _, _ in stations(spec):
        fx, fy = _cross_centre(front, name)
        bx, by = _zero(back, name)
        # A portrait sheet turned over its long (vertical) side mirrors x; over its short side, y.
        # The offset moves the back in its own page's coordinates.
        if duplex == "long-edge":
            expected = (w - fx + offset[0], fy + offset[1])
        else:
            expected = (fx + offset[0], h - fy + offset[1])
        assert (bx, by) == pytest.approx(expected), name


def test_front_lines_reach_across_both_back_scales():
    """A cross's arms are long enough to cross the X and Y scales wherever a shift of up to 5 mm puts them."""
    from printkit.kit.docs.calibration import ARM, OFFSET, SCALE

    assert ARM >= OFFSET + SCALE + 1.5


def test_scales_read_right_and_down_as_plus():
    from printkit.draw.scene import Text
    from printkit.kit.docs.calibration import calibration_pages

    spec = make_spec("a4")
    _, back = calibration_pages(spec, "Test")
    group = next(i for i, _, _ in walk(back.items) if isinstance(i, Group) and i.id == "scales-C")
    zx, zy = _zero(back, "C")
    numbers = [t for t in group.items if isinstance(t, Text) and t.text in ("+2", "-2")]
    along_x = sorted((t.x, t.text) for t in numbers if t.anchor == "middle")
    along_y = sorted((t.y, t.text) for t in numbers if t.anchor == "start")
    assert [text for _, text in along_x] == ["-2", "+2"]  # the X scale: numbers grow to the right
    assert [text for _, text in along_y] == ["-2", "+2"]  # the Y scale: numbers grow downwards
    assert along_x[0][0] < zx < along_x[1][0] and along_y[0][0] < zy + 1 < along_y[1][0] + 1


def test_stations_stay_on_the_paper_and_clear_of_each_other():
    spec = make_spec("letter")
    points = stations(spec)
    for _, x, y in points:
        assert 25 < x < spec.paper_w - 25 and 40 < y < spec.paper_h - 40
    for i, (_, x1, y1) in enumerate(points):
        for _, x2, y2 in points[i + 1 :]:
            assert abs(x1 - x2) > 40 or abs(y1 - y2) > 40

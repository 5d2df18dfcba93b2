"""The duplex calibration sheet: crosses on the front, scales on the back where the crosses should show through.

Printed two-sided like the kit's cards, each back scale's zero lies exactly behind its front
cross (placed by `mirror_origin`, the function that places card backs, with the build's
--back-offset). Held against a window, the back shows each cross's lines crossing the scales: the
readings are how far the printer put the back from where it should be, in the back page's own
directions (right and down are plus), which is what --back-offset adds. So the new offset is the
old one plus the reading.
"""

from __future__ import annotations

from printkit.draw.impose.cards import SheetSpec, mirror_origin
from printkit.draw.scene import Circle, Group, Line, Page, Rect, Shape, Style, Text, translate
from printkit.draw.textflow import Face, TextStyle, text_lines
from printkit.kit.docs.looks import FACES, INK, MUTED, footer, page_frame
from printkit.layout.words import common_text, fill, sheet_language

SCALE = 5.0  # mm either side of zero
ARM = 14.0  # mm: half the length of a front cross's lines (they must cross the back's scales)
OFFSET = 7.0  # mm from the zero point to each scale's line
CROSS = Style(stroke="#000000", width=0.35)
TICK = Style(stroke=INK, width=0.15)
BODY = TextStyle(Face("Vera", "Vera-Bold"), 8.0, 3.7, INK)


def stations(spec: SheetSpec) -> list[tuple[str, float, float]]:
    """Return the crosses' names and front-page positions: near each corner and at the centre."""
    w, h = spec.paper_w, spec.paper_h
    frame = page_frame(spec, w, h)
    # Symmetric about the page's middle, so that mirrored for either edge they stay clear of the words.
    x0, x1 = frame.x + 24.0, w - frame.x - 24.0
    y0, y1 = frame.y + 70.0, h - frame.y - 66.0
    return [("A", x0, y0), ("B", x1, y0), ("C", w / 2, (y0 + y1) / 2), ("D", x0, y1), ("E", x1, y1)]


def back_zero(spec: SheetSpec, x: float, y: float) -> tuple[float, float]:
    """Return where on the back page the scales' zero goes for a front cross at (x, y)."""
    return mirror_origin(spec, spec.paper_w, spec.paper_h, x, y, 0.0, 0.0)


def _cross(name: str, x: float, y: float) -> Group:
    items: list[Shape] = [
        Line(x - ARM, y, x + ARM, y, CROSS),
        Line(x, y - ARM, x, y + ARM, CROSS),
        Circle(x, y, 2.0, Style(stroke="#000000", width=0.25)),
        Text(x - ARM, y - 2.0, name, 9, "Vera-Bold", INK),
    ]
    return Group(tuple(items), id=f"cross-{name}")


def _scale(x: float, y: float, horizontal: bool) -> list[Shape]:
    """Return a scale from -SCALE to +SCALE mm along x (or y) through (x, y): ticks every 0.5 mm, numbers every 1 mm."""
    out: list[Shape] = []
    steps = int(SCALE * 2)
    for k in range(-steps, steps + 1):
        d = k * 0.5
        tall = 2.6 if k == 0 else 1.8 if k % 2 == 0 else 1.0
        if horizontal:
            out.append(Line(x + d, y, x + d, y + tall, TICK if k else CROSS))
        else:
            out.append(Line(x, y + d, x + tall, y + d, TICK if k else CROSS))
        if k % 4 == 0:
            # numbers every 2 mm, in two staggered rows so that 6 pt figures never touch
            label = f"{d:+g}" if k else "0"
            row = (k // 4) % 2
            if horizontal:
                out.append(Text(x + d, y + 5.0 + 2.6 * row, label, 6, "Vera", INK, "middle"))
            else:
                out.append(Text(x + 3.2 + 4.2 * row, y + d + 0.8, label, 6, "Vera", INK))
    if horizontal:
        out.append(Line(x - SCALE, y, x + SCALE, y, TICK))
        out.append(Text(x - SCALE - 1.0, y + 2.0, "X", 7, "Vera-Bold", INK, "end"))
    else:
        out.append(Line(x, y - SCALE, x, y + SCALE, TICK))
        out.append(Text(x + 0.8, y - SCALE - 1.2, "Y", 7, "Vera-Bold", INK, "middle"))
    return out


def calibration_pages(spec: SheetSpec, title: str) -> tuple[Page, Page]:
    """Return the calibration sheet's front and back pages for the build's duplex edge and back offset."""
    w, h = spec.paper_w, spec.paper_h
    frame = page_frame(spec, w, h)
    dx, dy = spec.back_offset
    lang = sheet_language(spec.lang)
    words = common_text(lang).calibration
    edge = common_text(lang).sheets.edges.get(spec.duplex, spec.duplex)
    front: list[Shape] = [Text(frame.x, frame.y + 7, words.front, 16, FACES[lang].bold, INK)]
    intro = fill(words.intro, edge=edge, dx=f"{dx:g}", dy=f"{dy:g}")
    body = BODY if lang == "en" else TextStyle(FACES[lang], 8.0, 3.7 * 1.1, INK)
    text, _ = text_lines(intro, frame.x, frame.y + 15, frame.w, body)
    front += text
    front += [_cross(name, x, y) for name, x, y in stations(spec)]
    front += footer(spec, w, h, fill(words.front_note, title=title, edge=edge))
    back: list[Shape] = [Text(frame.x, frame.y + 7, words.back, 16, FACES[lang].bold, INK)]
    steps = [
        fill(step, dx=f"{dx:g}", dy=f"{dy:g}", x=f"{dx + 1.5:g}", y=f"{dy - 0.5:g}") for step in words.steps
    ]
    y = frame.y + 15
    for k, step in enumerate(steps):
        lines, y = text_lines(f"**{k + 1}.** {step}", frame.x, y, frame.w, body)
        back += lines
        y += 1.0
    for name, x, y0 in stations(spec):
        zx, zy = back_zero(spec, x, y0)
        marks: list[Shape] = [
            Circle(zx, zy, 0.6, Style(fill=MUTED)),
            Text(zx + OFFSET + 9.0, zy + OFFSET + 9.0, name, 9, "Vera-Bold", INK),
        ]
        marks += _scale(zx, zy + OFFSET, True)
        marks += _scale(zx + OFFSET, zy, False)
        back.append(Group(tuple(marks), id=f"scales-{name}"))
    table_y = h - frame.y - 16.0
    back.append(Text(frame.x, table_y - 2.0, words.readings, 8, FACES[lang].bold, INK))
    for k, (name, _, _) in enumerate(stations(spec)):
        x = frame.x + 20 + k * 30
        back.append(Text(x, table_y + 3.5, f"{name}  X", 7, "Vera", INK))
        back.append(Rect(x + 7.5, table_y, 8, 5, Style(stroke=MUTED, width=0.2)))
        back.append(Text(x + 17, table_y + 3.5, "Y", 7, "Vera", INK))
        back.append(Rect(x + 19.5, table_y, 8, 5, Style(stroke=MUTED, width=0.2)))
    back += footer(spec, w, h, fill(words.back_note, title=title))
    return (
        Page(w, h, tuple(front), label="calibration front"),
        Page(w, h, (Group(tuple(back), translate(0.0, 0.0)),), label="calibration back"),
    )

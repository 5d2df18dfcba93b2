"""A view on a page: the game and what the view shows above the picture, the broken rule beneath it."""

from __future__ import annotations

import re
from pathlib import PurePath

from printkit.draw.picture import FAULT, INK, SOFT, TEXT_FONT, TITLE_FONT, Picture
from printkit.draw.scene import Group, Page, Rect, Shape, Style, Text, translate
from printkit.referee.report import text_line
from printkit.show.view import Replayed, View

MARGIN = 8.0
HEAD = 22.0  # mm above the picture for the heading


def verdict_words(replay: Replayed) -> str:
    """The verdict line `printkit check` prints for the file, its name replaced by the line it names."""
    line = text_line(replay.verdict)
    rest = line[len(replay.file) :] if line.startswith(replay.file) else line
    at = re.match(r":(\d+)(?::\d+)?: ", rest)
    return f"line {at[1]}: {rest[at.end() :]}" if at else rest.removeprefix(": ")


def heading(replay: Replayed, view: View) -> tuple[str, str]:
    """The picture's two heading lines: the game and file, and what the view shows."""
    from printkit.games import definition_of

    title = definition_of(replay.game).title
    return f"{title} \u2014 {PurePath(replay.file).name}", view.label()


def fault_lines(view: View) -> tuple[str, str] | None:
    """The broken rule's heading and message, for a view where a rule broke."""
    if view.fault is None:
        return None
    return f"Illegal \u2014 {view.fault.rule}", view.fault.message


def page(replay: Replayed, view: View, picture: Picture) -> Page:
    """Return the view's page: heading, the picture at full size, the broken rule (if any), the verdict."""
    # Imported here: the replay page takes the heading and verdict words from this module, not the page.
    from printkit.draw.textflow import Face, TextStyle, text_lines

    face = Face(TEXT_FONT, TITLE_FONT)
    width = picture.width + 2 * MARGIN
    text_w = width - 2 * MARGIN
    title, label = heading(replay, view)
    items: list[Shape] = [Rect(0, 0, width, 1, Style(fill="#ffffff"))]
    items.append(Text(MARGIN, MARGIN + 5.0, title, 13, TITLE_FONT, INK, id="show-title"))
    body, _ = text_lines(label, MARGIN, MARGIN + 11.5, text_w, TextStyle(face, 9.5, 4.6, SOFT))
    items += body
    top = MARGIN + HEAD
    items.append(Group(picture.board + picture.position, translate(MARGIN, top), id="show-picture"))
    y = top + picture.height + 6.0
    fault = fault_lines(view)
    if fault is not None:
        style = TextStyle(face, 10.5, 5.2, INK)
        text, end = text_lines(fault[1], MARGIN + 5.0, y + 13.5, text_w - 10.0, style)
        box_h = end - y + 1.0
        items.append(Rect(MARGIN, y, text_w, box_h, Style(fill="#fdf0ee", stroke=FAULT, width=1.2), rx=2))
        items.append(Text(MARGIN + 5.0, y + 7.0, fault[0], 11, TITLE_FONT, FAULT, id="show-rule"))
        items += text
        y += box_h + 4.0
    verdict, y_end = text_lines(
        f"printkit check: {verdict_words(replay)}", MARGIN, y + 4.0, text_w, TextStyle(face, 7.5, 3.6, SOFT)
    )
    items += verdict
    height = y_end + MARGIN - 2.0
    items[0] = Rect(0, 0, width, height, Style(fill="#ffffff"))
    return Page(width, height, tuple(items), label=label)

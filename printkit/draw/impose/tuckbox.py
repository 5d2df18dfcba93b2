"""A tuck box for a deck: the net of a box that holds w x h cards stacked d deep, with a tuck-in lid.

The body is a row of panels, left to right: glue tab, front, side, back, side. The back carries
the lid and its tuck flap above and the bottom and its tuck flap below; each side has a dust flap
at both ends; the front has a thumb notch cut into its top edge. Cut lines are solid, folds
dashed, the glue tab grey. When the net is wider than the paper it is split between the first
side and the back: the first piece gains a second glue tab that goes under the back's edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.draw.impose.folded import folded
from printkit.draw.impose.nets import CUT, FOLD, TAB, NetDrawing, Picture, readable
from printkit.draw.scene import Group, Line, Path, Polygon, Shape, translate
from printkit.geometry.folding import FoldNet, Hinge, Panel

GLUE = 10.0  # mm: the glue tab's width
NOTCH = 9.0  # mm: the thumb notch's radius
WALL = 0.4  # mm the card stock adds to each inner size at a fold


@dataclass(frozen=True)
class TuckBox:
    """The box's inner size in mm (card width and height plus clearance; the deck's depth) and its flaps."""

    width: float
    height: float
    depth: float

    @property
    def tuck(self) -> float:
        """Return the depth of the lid's tuck flap."""
        return min(16.0, max(8.0, self.height / 5))

    @property
    def dust(self) -> float:
        """Return the depth of a side's dust flap."""
        return min(self.depth * 0.85, self.width / 2)


def tuck_box(card_w: float, card_h: float, cards: int, thickness: float, clearance: float) -> TuckBox:
    """Return the box for cards of card_w x card_h mm, cards deep at thickness mm each, with clearance."""
    return TuckBox(card_w + clearance + WALL, card_h + clearance + WALL, cards * thickness + clearance + WALL)


def _rect_lines(x: float, y: float, w: float, h: float, edges: str) -> list[Shape]:
    """Return the edges of a panel, each 'c' (cut), 'f' (fold) or '-' (none): top, right, bottom, left."""
    corners = ((x, y), (x + w, y), (x + w, y + h), (x, y + h))
    out: list[Shape] = []
    for k, kind in enumerate(edges):
        (x1, y1), (x2, y2) = corners[k], corners[(k + 1) % 4]
        if kind == "c":
            out.append(Line(x1, y1, x2, y2, CUT))
        elif kind == "f":
            out.append(Line(x1, y1, x2, y2, FOLD))
    return out


def _flap(x: float, y: float, w: float, d: float, up: bool, taper: float) -> list[Shape]:
    """Return a plain flap of width w and depth d hinged on the line at y, its ends tapered by taper."""
    s = -1 if up else 1
    t = min(taper, w / 3)
    pts = ((x, y), (x + t, y + s * d), (x + w - t, y + s * d), (x + w, y))
    return [Polygon(pts, CUT, closed=False), Line(x, y, x + w, y, FOLD)]


def _glue_tab(x: float, y: float, h: float, right: bool = False) -> list[Shape]:
    """Return a grey glue tab beside the vertical fold at x, from y to y + h (on its left, or right)."""
    inset = min(4.0, h / 6)
    g = GLUE if right else -GLUE
    pts = ((x, y), (x + g, y + inset), (x + g, y + h - inset), (x, y + h))
    return [Polygon(pts, TAB), Polygon(pts, CUT, closed=False), Line(x, y, x, y + h, FOLD)]


def _notch(cx: float, y: float) -> Shape:
    """Return the thumb notch: a half circle cut down into the panel from its top edge at y."""
    k = 0.5523 * NOTCH
    r = NOTCH
    return Path(
        (
            ("M", cx - r, y),
            ("C", cx - r, y + k, cx - k, y + r, cx, y + r),
            ("C", cx + k, y + r, cx + r, y + k, cx + r, y),
        ),
        CUT,
    )


def _panels(box: TuckBox, art: dict[str, list[Shape]]) -> tuple[list[Shape], list[Shape], float]:
    """Return the net's left piece (glue tab, front, first side), its right piece (back, lids, second side), and x of the back."""
    w, h, d = box.width, box.height, box.depth
    y0 = d + box.tuck
    y1 = y0 + h
    fx, s1, bx, s2 = GLUE, GLUE + w, GLUE + w + d, GLUE + 2 * w + d
    a: list[Shape] = [Group(tuple(art.get("front", ())), translate(fx, y0))]
    a += _glue_tab(fx, y0, h)
    a += [
        Line(fx, y0, fx + w / 2 - NOTCH, y0, CUT),
        Line(fx + w / 2 + NOTCH, y0, fx + w, y0, CUT),
        _notch(fx + w / 2, y0),
        Line(fx, y1, fx + w, y1, CUT),
        Line(s1, y0, s1, y1, FOLD),
    ]
    b: list[Shape] = [
        Group(tuple(art.get("back", ())), translate(bx, y0)),
        Group(tuple(art.get("lid", ())), translate(bx, y0 - d)),
    ]
    for sx, part in ((s1, a), (s2, b)):
        part.insert(0, Group(tuple(art.get("side", ())), translate(sx, y0)))
        part += _flap(sx, y0, d, box.dust, True, d * 0.3)
        part += _flap(sx, y1, d, box.dust, False, d * 0.3)
    b += _rect_lines(bx, y0 - d, w, d, "-c-c") + _flap(bx, y0 - d, w, box.tuck, True, 3.0)
    b += _rect_lines(bx, y1, w, d, "-c-c") + _flap(bx, y1 + d, w, box.tuck, False, 3.0)
    b += [
        Line(bx, y0, bx + w, y0, FOLD),
        Line(bx, y1, bx + w, y1, FOLD),
        Line(s2, y0, s2, y1, FOLD),
        Line(s2 + d, y0, s2 + d, y1, CUT),
    ]
    return a, b, bx


def tuck_fold(box: TuckBox) -> FoldNet:
    """Return the net's fold model (the panels as `_panels` draws them), printed side out: the back stays down."""
    w, h, d, t, u = box.width, box.height, box.depth, box.tuck, box.dust
    y0 = d + t
    y1 = y0 + h
    fx, s1, bx, s2 = GLUE, GLUE + w, GLUE + w + d, GLUE + 2 * w + d

    def rect(x: float, y: float, pw: float, ph: float) -> tuple[tuple[float, float], ...]:
        return ((x, y), (x + pw, y), (x + pw, y + ph), (x, y + ph))

    panels = [
        Panel("glue", rect(0.0, y0, GLUE, h), tab=True),
        Panel("front", rect(fx, y0, w, h)),
        Panel("side-1", rect(s1, y0, d, h)),
        Panel("back", rect(bx, y0, w, h)),
        Panel("side-2", rect(s2, y0, d, h)),
        Panel("lid", rect(bx, y0 - d, w, d)),
        Panel("lid-tuck", rect(bx, y0 - d - t, w, t), tab=True),
        Panel("bottom", rect(bx, y1, w, d)),
        Panel("bottom-tuck", rect(bx, y1 + d, w, t), tab=True),
    ]
    hinges = [
        Hinge("back", "side-1", (bx, y0), (bx, y1), -90.0),
        Hinge("side-1", "front", (s1, y0), (s1, y1), -90.0),
        Hinge("front", "glue", (fx, y0), (fx, y1), -90.0),
        Hinge("back", "side-2", (s2, y0), (s2, y1), -90.0),
        Hinge("back", "lid", (bx, y0), (bx + w, y0), -90.0),
        Hinge("lid", "lid-tuck", (bx, y0 - d), (bx + w, y0 - d), -90.0),
        Hinge("back", "bottom", (bx, y1), (bx + w, y1), -90.0),
        Hinge("bottom", "bottom-tuck", (bx, y1 + d), (bx + w, y1 + d), -90.0),
    ]
    for side, sx in (("side-1", s1), ("side-2", s2)):
        for end, y, flap in (("top", y0, rect(sx, y0 - u, d, u)), ("bottom", y1, rect(sx, y1, d, u))):
            panels.append(Panel(f"{side}-{end}-flap", flap, tab=True))
            hinges.append(Hinge(side, f"{side}-{end}-flap", (sx, y), (sx + d, y), -90.0))
    return FoldNet(tuple(panels), tuple(hinges), "back")


def tuck_picture(box: TuckBox, art: dict[str, list[Shape]]) -> Picture:
    """Return the tuck box pictured closed and standing, its front, a side and the lid to the eye."""
    net = tuck_fold(box)
    where = {p.name: p.corners[0] for p in net.panels}
    kinds = {"front": "front", "back": "back", "side-1": "side", "side-2": "side", "lid": "lid"}
    placed = {
        name: (Group(tuple(art.get(kind, ())), translate(*where[name])),) for name, kind in kinds.items()
    }
    return folded(net, placed, turn=-35.0, tilt=60.0, stand="upright")


def tuck_box_net(box: TuckBox, art: dict[str, list[Shape]]) -> NetDrawing:
    """Return the whole net in one piece, panel art placed from art[front|back|side|lid], and pictured folded."""
    a, b, bx = _panels(box, art)
    y0 = box.depth + box.tuck
    return NetDrawing(
        readable(a + b + [Line(bx, y0, bx, y0 + box.height, FOLD)]),
        net_width(box),
        net_height(box),
        (),
        folded=tuck_picture(box, art),
    )


def tuck_box_pieces(box: TuckBox, art: dict[str, list[Shape]]) -> tuple[NetDrawing, NetDrawing]:
    """Return the net in two pieces, for paper too small for it: the first gains a glue tab for the back's edge."""
    a, b, bx = _panels(box, art)
    y0 = box.depth + box.tuck
    first = a + _glue_tab(bx, y0, box.height, right=True)
    second: list[Shape] = [Group(readable(b), translate(-bx, 0.0)), Line(0.0, y0, 0.0, y0 + box.height, CUT)]
    return (
        NetDrawing(readable(first), bx + GLUE, net_height(box), (), folded=tuck_picture(box, art)),
        NetDrawing(readable(second), net_width(box) - bx, net_height(box), ()),
    )


def net_width(box: TuckBox) -> float:
    """Return the width of the whole net in mm."""
    return GLUE + 2 * box.width + 2 * box.depth


def net_height(box: TuckBox) -> float:
    """Return the height of the net in mm."""
    return 2 * (box.depth + box.tuck) + box.height

"""Pictures for the 111 Ants rules sheet and aid: hands of small cards, the runs that score, the ends rule."""

from __future__ import annotations

from printkit.draw.scene import Circle, Line, Polygon, Rect, Shape, Style, Text
from printkit.draw.textflow import Drawing, Look
from printkit.games.ants111.components import band_colour
from printkit.games.ants111.runs import sorted_runs
from printkit.games.ants111.schema import Layout
from printkit.layout.words import Language, game_text

CARD_H = 10.0
GAP = 0.7

WORDS = {
    "en": {
        "jokers": "circled: joker ants on the card",
        "best": "best run {value}",
        "other": "{value}",
        "new": "new",
        "or": "give up {near} (beside it) or {far} (the other end)",
    },
    "ko": {
        "jokers": "\ub3d9\uadf8\ub77c\ubbf8: \uce74\ub4dc\uc758 \uc870\ucee4 \uac1c\ubbf8 \uc218",
        "best": "\ucd5c\uace0 \uc904 {value}",
        "other": "{value}",
        "new": "\uc0c8 \uce74\ub4dc",
        "or": "{near}(\uc606) \ub610\ub294 {far}(\ubc18\ub300\ucabd \ub05d)\uc744 \ub0b4\ub824\ub193\ub294\ub2e4",
    },
}


def mini_card(layout: Layout, number: int, x: float, y: float, w: float, ink: str) -> list[Shape]:
    """Return a small card: its band colour as a frame and its number."""
    band = band_colour(layout, number)
    size = 6.6 if number < 100 else 6.0
    return [
        Rect(x, y, w, CARD_H, Style(fill=band), rx=0.8),
        Rect(x + 0.6, y + 0.6, w - 1.2, CARD_H - 1.2, Style(fill=layout.style.face), rx=0.5),
        Text(x + w / 2, y + CARD_H / 2 + 0.9, str(number), size, layout.style.number_font, ink, "middle"),
    ]


def _hand(
    layout: Layout, hand: tuple[int, ...], width: float, y: float, ink: str
) -> tuple[list[Shape], list[float]]:
    w = min(9.0, (width - (len(hand) - 1) * GAP) / len(hand))
    x0 = (width - (len(hand) * w + (len(hand) - 1) * GAP)) / 2
    xs = [x0 + k * (w + GAP) for k in range(len(hand))]
    out: list[Shape] = []
    for x, n in zip(xs, hand):
        out += mini_card(layout, n, x, y, w, ink)
    return out, xs


def _bracket(x0: float, x1: float, y: float, down: bool, ink: str) -> list[Shape]:
    tick = 1.2 if down else -1.2
    st = Style(stroke=ink, width=0.3)
    return [Line(x0, y, x1, y, st), Line(x0, y, x0, y - tick, st), Line(x1, y, x1, y - tick, st)]


def scoring_example(layout: Layout, name: str, lang: Language, look: Look) -> Drawing:
    """Return the scoring example: a hand, its joker counts, its two best runs bracketed and summed."""
    hand = game_text(layout.game).examples["scoring"]
    jokers = layout.deck.jokers
    runs = sorted(sorted_runs(hand), key=lambda r: -sum(jokers[c] for c in r))
    best, second = runs[0], runs[1]
    words = WORDS[lang]
    ink = look.body.ink
    small = max(6.0, look.body.size - 1.5)

    def draw(width: float) -> list[Shape]:
        top = 5.0
        out, xs = _hand(layout, hand, width, top, ink)
        w = xs[1] - xs[0] - GAP
        for x, n in zip(xs, hand):
            cx = x + w / 2
            out.append(Circle(cx, top + CARD_H + 2.4, 1.9, Style(stroke=ink, width=0.25)))
            out.append(
                Text(cx, top + CARD_H + 3.35, str(jokers[n]), small, look.body.face.regular, ink, "middle")
            )

        def span_of(run: tuple[int, ...]) -> tuple[float, float, int]:
            k = next(i for i in range(len(hand)) if hand[i : i + len(run)] == run)
            return xs[k], xs[k + len(run) - 1] + w, sum(jokers[c] for c in run)

        a0, a1, value = span_of(best)
        y = top + CARD_H + 6.2
        out += _bracket(a0, a1, y, False, ink)
        sums = "+".join(str(jokers[c]) for c in best) + f" = {value}"
        label = words["best"].format(value=sums)
        out.append(
            Text((a0 + a1) / 2, y + 3.2, label, look.body.size - 0.5, look.body.face.bold, ink, "middle")
        )
        b0, b1, other = span_of(second)
        out += _bracket(b0, b1, top - 1.0, True, ink)
        text = "+".join(str(jokers[c]) for c in second) + f" = {other}"
        out.append(Text((b0 + b1) / 2, top - 1.8, text, small, look.body.face.regular, ink, "middle"))
        out.append(Text(width / 2, y + 7.2, words["jokers"], small, look.body.face.regular, ink, "middle"))
        return out

    return Drawing(31.0, draw)


def ends_example(layout: Layout, name: str, lang: Language, look: Look) -> Drawing:
    """Return the ends rule: a new card at the far right; its neighbour or the far-left card goes."""
    hand = game_text(layout.game).examples["ends"]
    words = WORDS[lang]
    ink = look.body.ink
    small = max(6.0, look.body.size - 1.0)

    def draw(width: float) -> list[Shape]:
        top = 3.5
        out, xs = _hand(layout, hand, width, top, ink)
        w = xs[1] - xs[0] - GAP
        new_x = xs[-1]
        out.append(Rect(new_x - 0.6, top - 0.6, w + 1.2, CARD_H + 1.2, Style(stroke=ink, width=0.5), rx=1.0))
        out.append(Text(new_x + w / 2, top - 1.4, words["new"], small, look.body.face.bold, ink, "middle"))
        y = top + CARD_H + 1.2
        for k in (len(hand) - 2, 0):
            cx = xs[k] + w / 2
            out.append(Polygon(((cx - 1.4, y + 1.8), (cx + 1.4, y + 1.8), (cx, y)), Style(fill=ink)))
        label = words["or"].format(near=hand[-2], far=hand[0])
        out.append(Text(xs[0], y + 5.0, label, small, look.body.face.regular, ink))
        return out

    return Drawing(21.0, draw)


DRAWINGS = {"scoring-example": scoring_example, "ends-example": ends_example}

"""111 Ants' pictures of a position (show, replay): the score table."""

from __future__ import annotations

from types import SimpleNamespace

from printkit.draw.scene import Text


def test_111_ants_sums_the_early_rounds_past_eight() -> None:
    from printkit.games.ants111 import picture

    rounds = tuple((r, 2 * r) for r in range(1, 13))  # 12 rounds of two seats
    totals = (sum(a for a, _ in rounds), sum(b for _, b in rounds))
    state = SimpleNamespace(
        players=("ana", "ben"),
        round_scores=list(rounds),
        totals=list(totals),
        round=12,
        target=None,
        round_limit=12,
    )
    from printkit.games.loaded import referee

    table = picture._Table()
    game = referee("111-ants")  # the score table's art is the layout's (parts: scores)
    texts = [t.text for t in picture._scores(game, state, 0.0, 0.0, table) if isinstance(t, Text)]  # type: ignore[arg-type]
    names = [t for t in texts if t.startswith(("round ", "earlier", "total"))]
    assert names == ["earlier", *(f"round {r}" for r in range(6, 13)), "total"]
    earlier = texts[texts.index("earlier") + 1 : texts.index("earlier") + 3]
    assert earlier == [str(sum(range(1, 6))), str(2 * sum(range(1, 6)))]
    assert texts[texts.index("total") + 1 : texts.index("total") + 3] == [str(totals[0]), str(totals[1])]

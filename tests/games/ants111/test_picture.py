"""111 Ants' pictures of a position (show, replay): the score table, and the turns show counts within rounds."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from printkit.core.errors import UsageError
from printkit.draw.scene import Text
from tests.support import EXAMPLES


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


def test_111_ants_turns_count_within_rounds() -> None:
    from printkit.show.view import pick
    from tests.show.examples import replay_of

    replay = replay_of(EXAMPLES / "111-ants" / "legal-two-rounds.yaml")
    deal = pick(replay, 0, 2)
    assert deal.step.kind == "round" and deal.round == 2
    assert deal.state.hands == [(88, 12, 45), (3, 70, 71)]
    assert pick(replay, 1, 1).step.text == "take 7 at 1, discard 5"
    assert pick(replay, 1, None).round == 2  # without --round: the last round played
    with pytest.raises(UsageError, match="--round 3: the game has rounds 1 to 2"):
        pick(replay, 1, 3)
    with pytest.raises(UsageError, match="--turn 9: round 1 has turns 0 to 3"):
        pick(replay, 9, 1)

"""111 Ants' worked scoring example: the rulebook's run of 17 and the 6 beside it, on the player aid."""

from __future__ import annotations

from printkit.games.loaded import load_game, loaded_game
from printkit.kit.build import BuildOptions, components, draw
from printkit.layout.words import game_text
from tests.kitdocs.kitscene import texts


def test_the_111_ants_scoring_example_is_the_rulebooks_17_and_6():
    from printkit.games.ants111.runs import best_run, sorted_runs

    layout = load_game("111-ants")
    hand = game_text("111-ants").examples["scoring"]
    assert best_run(hand, layout.deck.jokers) == 17
    values = sorted(sum(layout.deck.jokers[c] for c in run) for run in sorted_runs(hand))
    assert values[-2:] == [6, 17]
    best = max(sorted_runs(hand), key=lambda r: sum(layout.deck.jokers[c] for c in r))
    assert best[0] == 13 and best[-1] == 86  # the rulebook's run, 13 to 86
    (aids,) = [c for c in components(loaded_game("111-ants")) if c.name == "aids"]
    words = " ".join(t.text for t, _, _ in texts(draw(layout, aids, BuildOptions()).pages[0]))
    assert "1+2+2+3+1+4+1+2+1 = 17" in words and "3+2+1 = 6" in words

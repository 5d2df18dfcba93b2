"""docs/rules/anticipation.md agrees with the layout and the referee: the nests' table, the named
tests and examples, the rule options, and the games it shows."""

import dataclasses
import re
from pathlib import Path

from printkit.games.anticipation.board import board_model
from printkit.games.loaded import load_game
from tests.games.anticipation.harness import run
from tests.support import REPO as ROOT

DOC = (ROOT / "docs" / "rules" / "anticipation.md").read_text()
LAYOUT = load_game("anticipation")


def test_the_nests_table_is_the_layouts():
    rows = re.findall(r"^\| (\w+) \| (\d+), (\d+) \| (\d+), (\d+) \| (a\d+) \|", DOC, re.M)
    model = board_model(LAYOUT)
    assert [r[0] for r in rows] == list(LAYOUT.board.nests)  # clockwise, the rulebook's turn order
    for colour, s1, f1, s2, f2, corner in rows:
        nest = LAYOUT.board.nests[colour]
        assert [(e.start, e.finish) for e in nest.entrances] == [(s1, f1), (s2, f2)], colour
        assert model.name(model.corner[colour]) == corner == nest.corner


def test_every_rule_option_is_in_the_options_table_with_its_default():
    table = dict(re.findall(r"^\| `(\w+)` \| `?([\w-]+)`? \|", DOC, re.M))
    defaults = {f.name: getattr(LAYOUT.rules, f.name) for f in dataclasses.fields(LAYOUT.rules)}
    assert set(defaults) <= set(table)
    for name, value in defaults.items():
        assert table[name] == (str(value).lower() if isinstance(value, bool) else value), name


def test_every_named_test_and_example_exists():
    for path in re.findall(r"`(tests/[\w/]+\.py)`", DOC):
        assert (ROOT / path).is_file(), path
    names = re.findall(r"(?<![/\w])(test_\w+\.py)(?:::(test_\w+))?", DOC)
    names += [(None, n) for n in re.findall(r"`(test_\w+)`", DOC)]
    sources = {p.name: p.read_text() for p in Path(__file__).parent.glob("test_*.py")}
    for file, name in names:
        if file:
            assert file in sources, file
        if name:
            where = [sources[file]] if file else list(sources.values())
            assert any(f"def {name}(" in text for text in where), (file, name)
    files = set(re.findall(r"`((?:legal|illegal|unreadable)-[\w-]+\.yaml)`", DOC))
    assert len(files) > 15
    for name in files:
        assert (ROOT / "examples" / "transcripts" / "anticipation" / name).is_file(), name


def test_the_complete_game_shown_is_the_example_and_legal():
    shown = re.search(r"legal-opening\.yaml`:\n\n```yaml\n(.*?)```", DOC, re.S).group(1)
    example = (ROOT / "examples" / "transcripts" / "anticipation" / "legal-opening.yaml").read_text()
    assert (
        shown.strip() == "\n".join(line for line in example.splitlines() if not line.startswith("#")).strip()
    )
    verdict = run(shown)
    assert verdict["verdict"] == "legal", verdict

"""printkit fmt: formatting never changes a verdict and formatting twice changes nothing, over the
examples, generated games and mutated games; comments stay; texts are quoted only when a YAML
reader would read them as something else; the CLI's --check and --write."""

from __future__ import annotations

import os
import random
import re
from functools import cache

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games import GAMES, game_info
from printkit.games.loaded import referee, registered_game
from printkit.referee.canonical import _comments, format_source, shape
from printkit.referee.fold import check_source
from printkit.referee.reader import read_transcript
from printkit.referee.writer import write_transcript
from tests.samples import one, shipped
from tests.support import EXAMPLES, SHARED, cases, run_cli
from tests.sweep import examples, pick

FILES = sorted(EXAMPLES.glob("*/*.yaml")) + sorted((SHARED / "spec" / "examples").glob("*/*.yaml"))
# 7 games a property in the suite, 15 in tools/test_sweep.py (tests.sweep.examples); .ci/run asks for more
# (PRINTKIT_FMT_EXAMPLES) outside its budget
FAST = settings(
    max_examples=int(os.environ.get("PRINTKIT_FMT_EXAMPLES", str(examples(15)))),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def fmt(text: str | bytes) -> str:
    return format_source(text, registered_game)


def verdict_of(text: str | bytes, messages: bool = True) -> dict:
    """What formatting must keep: the verdict but its line and column (an illegal turn's text is kept as written)."""
    v = check_source(text, "t.yaml", registered_game)
    kept = {
        "verdict": v.verdict,
        "rule": v.rule,
        "round": v.round,
        "turn": v.turn,
        "seat": v.seat,
        "finished": v.finished,
        "scores": v.scores,
        "winners": v.winners,
    }
    if messages and v.verdict != "unreadable":
        kept["message"] = v.message
        kept["action"] = v.action
    return kept


def comment_texts(text: str) -> list[str]:
    return [body for _, _, body, _ in _comments(text)]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_examples_keep_their_verdict_and_comments(path) -> None:
    source = path.read_text(encoding="utf-8")
    try:
        out = fmt(source)
    except Exception as error:  # only a file that is not a transcript's YAML is refused
        assert check_source(source, "t", registered_game).verdict == "unreadable", error
        return
    assert verdict_of(out) == verdict_of(source)
    assert fmt(out) == out
    assert sorted(comment_texts(out)) == sorted(comment_texts(source))


@cache
def played(game: str, seed: int) -> str:
    """A generated game as printkit play writes it."""
    player = game_info(game).player
    assert player is not None
    return write_transcript(shape(player(seed), referee(game)))


@pytest.mark.parametrize("game", pick(GAMES, "a played game is already in written form"))  # all in the sweep
def test_a_played_game_is_already_in_written_form(game: str) -> None:
    for seed in (1, 2):
        text = played(game, seed)
        assert fmt(text) == text
        assert verdict_of(text)["verdict"] == "legal"


def _respaced(text: str, rng: random.Random) -> str:
    """The same game with its turns spaced another way (commas, operators, runs of spaces)."""
    out = []
    for line in text.splitlines():
        head, sep, actions = line.partition(": ")
        if not line.lstrip(" ").startswith("- ") or not sep or actions.startswith(("[", "{")):
            out.append(line)
            continue
        pieces = [
            re.sub(r"\s*([>:-])\s*", lambda m: rng.choice(["", " "]) + m[1] + rng.choice(["", " "]), p)
            for p in actions.split(", ")
        ]
        pieces = [p.replace(" ", rng.choice([" ", "  "])) for p in pieces]
        joined = rng.choice([",", ", ", " ,  "]).join(pieces)
        out.append(
            f'{head}: "{joined}"' if ": " in joined or joined.startswith(("-", ":")) else f"{head}: {joined}"
        )
    return "\n".join(out) + "\n"


def _shuffled(data, rng: random.Random):
    if isinstance(data, dict):
        items = list(data.items())
        rng.shuffle(items)
        return {k: _shuffled(v, rng) for k, v in items}
    if isinstance(data, list):
        return [_shuffled(v, rng) for v in data]
    return data


def _commented(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(lines))
        if rng.random() < 0.5:
            lines[i] += f"  # note {i}: a, b > c"
        else:
            pad = len(lines[i]) - len(lines[i].lstrip(" -"))
            lines.insert(i, " " * pad + f"# before line {i}")
    return "\n".join(lines) + "\n"


def _broken(text: str, rng: random.Random) -> str:
    """One turn changed: another turn's text, an action dropped or doubled, or garbage."""
    lines = text.splitlines()
    turns = [i for i, line in enumerate(lines) if re.match(r"\s*- \w+: ", line) and "[" not in line]
    i = rng.choice(turns)
    head, _, actions = lines[i].partition(": ")
    pieces = actions.split(", ")
    kind = rng.choice(["other", "drop", "double", "garbage", "seat"])
    if kind == "other":
        actions = lines[rng.choice(turns)].partition(": ")[2]
    elif kind == "drop" and len(pieces) > 1:
        actions = ", ".join(pieces[:-1])
    elif kind == "double":
        actions = ", ".join(pieces + pieces[-1:])
    elif kind == "garbage":
        actions = ", ".join(pieces + [rng.choice(["zz9", "roll", "take at", "??", "a1 > ", "12 - - 4"])])
    else:
        head = head.rsplit("- ", 1)[0] + "- " + rng.choice(["black", "red", "A", "B", "ana", "blue"])
    lines[i] = f"{head}: {actions}" if not actions.startswith(("-", "?")) else f'{head}: "{actions}"'
    return "\n".join(lines) + "\n"


def _unreadable(text: str, rng: random.Random) -> str:
    data = read_transcript(text).data
    kind = rng.choice(["unknown", "missing", "turn-list", "game", "two-keys"])
    if kind == "unknown":
        data["zzz_extra"] = 1
    elif kind == "missing":
        data.pop("players")
    elif kind == "game":
        data["game"] = "chess"
    else:
        turns = data["rounds"][0]["turns"] if "rounds" in data else data["turns"]
        if kind == "turn-list":
            ((seat, actions),) = turns[0].items()
            turns[0] = {seat: actions.split(", ")}
        else:
            turns[0] = {**turns[0], "extra": "x"}
    return write_transcript(data)


@FAST
@given(
    st.sampled_from(list(GAMES)),
    st.integers(1, 3),
    st.randoms(use_true_random=False),
    st.sampled_from(["respace", "comment", "broken", "both"]),
)
def test_formatting_a_mutated_game_keeps_its_verdict(game, seed, rng, how) -> None:
    text = played(game, seed)
    if how in ("broken", "both"):
        text = _broken(text, rng)
    if how in ("respace", "both"):
        text = _respaced(text, rng)
    if how == "comment":
        text = _commented(text, rng)
    out = fmt(text)
    assert verdict_of(out) == verdict_of(text)
    assert fmt(out) == out
    assert sorted(comment_texts(out)) == sorted(comment_texts(text))


@FAST
@given(st.sampled_from(list(GAMES)), st.integers(1, 3), st.randoms(use_true_random=False), st.booleans())
def test_formatting_keeps_the_verdict_of_reordered_and_unreadable_files(game, seed, rng, unreadable) -> None:
    text = played(game, seed)
    if unreadable:
        text = _unreadable(text, rng)
    else:
        text = yaml.safe_dump(
            _shuffled(read_transcript(text).data, rng),
            sort_keys=False,
            default_flow_style=rng.choice([True, False, None]),
        )
    out = fmt(text)
    # Keys in another order may change which of two faults a message names first, never the verdict.
    assert verdict_of(out, messages=False) == verdict_of(text, messages=False)
    assert fmt(out) == out


TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)


@settings(max_examples=examples(200), deadline=None)
@given(TEXT, TEXT)
def test_every_text_is_read_back_as_written_by_yaml_1_1_and_1_2_readers(key: str, value: str) -> None:
    data = {
        "game": "x",
        key or "k": value,
        "list": [value, 3, key],
        "map": {"a": value},
        "rows": [{"y": [value]}],
    }
    text = write_transcript(data)
    want = dict(data)
    assert read_transcript(text).data == want
    assert yaml.safe_load(text) == want


def test_fmt_prints_checks_and_writes(tmp_path, capsys) -> None:
    # an example not in written form, with a comment of its own beyond its schema line
    game = one(shipped(), "fmt prints checks and writes")
    source, comment = next(
        (text, body)
        for text in (p.read_text() for p in sorted((EXAMPLES / game).glob("*.yaml")))
        for body in comment_texts(text)[1:]
        if check_source(text, "t", registered_game).verdict != "unreadable" and fmt(text) != text
    )
    path = tmp_path / "g.yaml"
    path.write_text(source)
    assert run_cli("fmt", path) == 0
    printed = capsys.readouterr().out
    assert printed == fmt(source) and comment in printed
    assert run_cli("fmt", "--check", path) == 1
    assert "g.yaml: not in written form" in capsys.readouterr().err
    assert run_cli("fmt", "--write", path) == 0
    assert path.read_text() == printed
    assert run_cli("fmt", "--check", path) == 0


def test_fmt_leaves_an_illegal_turn_as_written() -> None:
    # an example's first turn played out of turn, spaced oddly, and then by its own seat, spaced another way
    game = one(shipped(), "fmt leaves an illegal turn")
    name, line, _, _ = cases(game).FIRST_TURN
    text = (EXAMPLES / game / name).read_text(encoding="utf-8")
    head, actions = line.split(": ", 1)
    indent, seat = head.split("- ", 1)  # (fmt may indent the list another way)
    other = next(str(p) for p in yaml.safe_load(text)["players"] if str(p) != seat)
    odd = actions.replace(" ", "  ", 1)
    text = text.replace(line, f"{indent}- {other}: {odd}\n{head}: {actions.replace(' ', '   ', 1)}", 1)
    verdict = check_source(text, "t.yaml", registered_game)
    assert (verdict.verdict, verdict.turn, verdict.action) == ("illegal", 1, odd)
    out = [yaml.safe_load(x.strip()[2:]) for x in fmt(text).splitlines() if x.lstrip().startswith("- ")]
    at = out.index({other: odd})
    assert out[at + 1] == {seat: actions}, "the turns after it written one way"
    assert verdict_of(fmt(text)) == verdict_of(text)


def test_fmt_refuses_what_is_not_a_transcript(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.yaml"
    broken = f"game: {one(shipped(), 'fmt refuses')}\nturns: [a\n"
    bad.write_text(broken)
    assert run_cli("fmt", "--write", bad) == 2
    err = capsys.readouterr().err
    assert err.startswith("printkit: error: cannot format: ") and "unreadable: not YAML" in err
    assert bad.read_text() == broken
    assert run_cli("fmt", bad, bad) == 2
    assert "several files" in capsys.readouterr().err


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 40), st.integers(1, 20)), max_size=12), st.integers(0, 70))
def test_a_column_is_inside_a_token_exactly_when_some_span_holds_it(spans, col) -> None:
    from printkit.referee.canonical import _inside_tokens

    pairs = [(lo, lo + width) for lo, width in spans]
    assert _inside_tokens(pairs)(col) == any(lo <= col < hi for lo, hi in pairs)

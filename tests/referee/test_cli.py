"""`printkit check` and `printkit play` through the CLI: lines, JSON Lines, exit codes, --jobs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from printkit.cli.app import main
from printkit.games import GAMES
from printkit.games.loaded import load_game
from tests.referee.verdicts import check_text
from tests.samples import example_files, expected_of, one, shipped, with_named_seats, with_rounds
from tests.support import EXAMPLES, REPO, cases

# check's lines and JSON Lines on a game played without rounds (a game with rounds adds their keys)
GAME = one(with_rounds(False), "check")


def run(capsys, *args) -> tuple[int, list[str]]:
    code = main([str(a) for a in args])
    return code, capsys.readouterr().out.splitlines()


@pytest.fixture
def games(tmp_path):
    """A legal, an illegal and an unreadable transcript in a folder: a played game, the same with its first turn
    played by the second seat, and the game's header with none of its transcript's required keys."""
    from printkit.referee.writer import write_transcript

    data = GAMES[GAME].player(5)
    first, second = data["players"][:2]
    legal = write_transcript(data)
    (tmp_path / "legal.yaml").write_text(legal)
    (tmp_path / "illegal.yaml").write_text(legal.replace(f"turns:\n- {first}: ", f"turns:\n- {second}: ", 1))
    header = f"game: {GAME}\nplayers: [{', '.join(map(str, data['players']))}]\nturns: []\n"
    (tmp_path / "unreadable.yaml").write_text(header)
    return tmp_path


def _first_turn(games) -> tuple[int, str]:
    """The illegal file's first turn: its line and its seat."""
    text = (games / "illegal.yaml").read_text()
    at = text.index("turns:\n- ") + len("turns:\n")
    return text[:at].count("\n") + 1, text[at + 2 :].split(":", 1)[0]


def test_exit_codes(capsys, games) -> None:
    assert run(capsys, "check", games / "legal.yaml")[0] == 0
    code, lines = run(capsys, "check", games / "legal.yaml", games / "illegal.yaml")
    assert code == 1 and len(lines) == 2
    line, seat = _first_turn(games)
    assert lines[1].startswith(f'{games / "illegal.yaml"}:{line}: illegal at turn 1 ({seat} "')
    rule = check_text((games / "illegal.yaml").read_text()).rule
    assert rule in GAMES[GAME].rules().rule_headings and lines[1].endswith(f"[{rule}]")
    code, lines = run(capsys, "check", games)  # a folder: its *.yaml, sorted
    assert code == 2 and [line.split(":")[0] for line in lines] == [
        str(games / n) for n in ("illegal.yaml", "legal.yaml", "unreadable.yaml")
    ]
    unreadable = check_text((games / "unreadable.yaml").read_text())
    assert f"missing key '{_required(GAME)[0]}'" in unreadable.message
    assert lines[2] == f"{games / 'unreadable.yaml'}:1:1: unreadable: {unreadable.message}"
    code, lines = run(capsys, "check", games / "absent.yaml")
    assert code == 2 and "unreadable: cannot read" in lines[0]


def _required(game: str) -> tuple[str, ...]:
    """The keys a game's transcript must hold beyond the envelope every game shares."""
    from printkit.schemagen.transcript import turns

    layout, info = load_game(game), GAMES[game]
    return info.transcript_parts(layout, turns(info.action_syntax(layout))).required


def test_bad_usage_exits_2(capsys, games) -> None:
    assert main(["check"]) == 2
    assert main(["check", "--jobs", "-1", str(games)]) == 2
    assert main(["check", str(games / "empty-folder-that-is-not-there" / "")]) == 2


def test_json_lines(capsys, games) -> None:
    _code, lines = run(capsys, "check", "--json", games)
    objects = [json.loads(line) for line in lines]
    keys = [
        "file",
        "game",
        "verdict",
        "finished",
        "turn",
        "line",
        "column",
        "seat",
        "action",
        "rule",
        "message",
        "scores",
    ]
    assert all(list(o) == keys for o in objects)
    illegal, legal, unreadable = objects
    _, seat = _first_turn(games)
    assert (illegal["verdict"], illegal["turn"], illegal["seat"], illegal["rule"]) == (
        "illegal",
        1,
        seat,
        check_text((games / "illegal.yaml").read_text()).rule,
    )
    players = yaml.safe_load((games / "legal.yaml").read_text())["players"]
    assert legal["finished"] is True and set(legal["scores"]) == set(players)
    assert unreadable["verdict"] == "unreadable" and unreadable["scores"] is None


def test_json_lines_for_a_game_in_rounds_carry_them(capsys) -> None:
    # the repository's own examples: no folder beside the clone is needed
    game = one(with_rounds(), "json lines carry rounds")
    wrong = next(p for p in example_files(game, "illegal") if expected_of(p)["turn"] is not None)
    right = max(example_files(game, "legal"), key=lambda p: len(yaml.safe_load(p.read_text())["rounds"]))
    code, lines = run(capsys, "check", "--json", wrong, right)
    illegal, legal = (json.loads(line) for line in lines)
    assert code == 1
    assert list(illegal) == [
        "file",
        "game",
        "verdict",
        "finished",
        "round",
        "turn",
        "line",
        "column",
        "seat",
        "action",
        "rule",
        "message",
        "scores",
        "round_scores",
    ]
    expected = expected_of(wrong)
    assert (illegal["round"], illegal["turn"], illegal["line"], illegal["column"]) == (
        expected["round"],
        expected["turn"],
        expected["line"],
        expected["column"],
    )
    assert len(legal["round_scores"]) == len(yaml.safe_load(right.read_text())["rounds"]) > 1
    assert {s: sum(r[s] for r in legal["round_scores"]) for s in legal["scores"]} == legal["scores"]


def test_jobs_gives_the_same_lines_in_the_same_order(capsys) -> None:
    alone = run(capsys, "check", EXAMPLES)
    two = run(capsys, "check", "--jobs", "2", EXAMPLES)
    # exit 2: some examples are unreadable
    assert alone == two and alone[0] == 2 and len(alone[1]) == len(list(EXAMPLES.rglob("*.yaml")))


def test_play_writes_a_legal_finished_game(capsys, tmp_path) -> None:
    named = one(with_named_seats(), "play names the seats")
    code, lines = run(capsys, "play", named, "--seed", "4", "--players", "ann,bob")
    assert code == 0 and lines[2] == "players: [ann, bob]"
    assert lines[0].startswith("# yaml-language-server: $schema=file:///")  # tests/schemas: which file
    out = tmp_path / "g.yaml"
    game = one(shipped(), "play writes a legal game")
    assert main(["play", game, "--seed", "4", "--out", str(out)]) == 0
    players = yaml.safe_load(out.read_text())["players"]
    code, lines = run(capsys, "check", out)
    assert code == 0 and f": legal, finished: {players[0]} " in lines[0]
    crowd = ",".join(f"p{k}" for k in range(GAMES[game].facts.seats(load_game(game)) + 1))
    assert main(["play", game, "--seed", "1", "--players", crowd]) == 2  # a seat more than it seats
    assert main(["play", named, "--seed", "1", "--players", "solo"]) == 2
    assert main(["play", "chess", "--seed", "1"]) == 2


@pytest.mark.parametrize("game", sorted(GAMES))
def test_play_with_rule_options_writes_them_and_plays_by_them(game, capsys, tmp_path) -> None:
    rules = cases(game).PLAY_RULES
    out = tmp_path / "g.yaml"
    args = [a for rule in rules for a in ("--rule", rule)]
    assert main(["play", game, "--seed", "6", *args, "--out", str(out)]) == 0
    data = yaml.safe_load(out.read_text())
    expected = {k: yaml.safe_load(v) for k, v in (r.split("=") for r in rules)}
    assert data["rules"] == expected and list(data)[:2] == ["game", "rules"]
    code, lines = run(capsys, "check", out)
    assert code == 0 and ": legal, finished: " in lines[0], lines


@pytest.mark.parametrize(
    "args, words",
    [
        (("--rule", "nope=1"), "--rule nope: unknown rule option 'nope'"),
        (("--rule", "OPTION"), "--rule OPTION: expected NAME=VALUE"),  # one of its options, without a value
        (("--layout", "LAYOUT"), "a layout of OTHER, not of GAME"),
    ],
)
def test_play_refuses_bad_rules_and_layouts_in_one_line(args, words, capsys) -> None:
    from printkit.layout.folders import layouts_dir

    game = one(shipped(), "play refuses bad rules")
    other = next(g for g in shipped() if g != game)
    option = cases(game).PLAY_RULES[0].split("=")[0]
    given = {"LAYOUT": str(layouts_dir() / GAMES[other].layout_file), "OPTION": option}
    args = tuple(given.get(a, a) for a in args)
    words = words.replace("OTHER", other).replace("GAME", game).replace("OPTION", option)
    assert main(["play", game, "--seed", "1", *args]) == 2
    captured = capsys.readouterr()
    assert not captured.out and captured.err.count("\n") == 1 and words in captured.err, captured.err


def test_subprocess_smoke(games) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "printkit", "check", str(games / "legal.yaml")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and ": legal, finished: " in done.stdout and not done.stderr

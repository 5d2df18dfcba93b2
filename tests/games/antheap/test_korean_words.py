"""Antheap's Korean words of one's own (a `printkit new` copy): a syllable of KS X 1001 prints, one
outside it is refused in one line at its place in the words file."""

from __future__ import annotations

from pathlib import Path

from tests.designer.editing import change
from tests.robust.errorlines import located, one_error
from tests.support import run_cli


def own_copy(tmp_path: Path, name: str) -> Path:
    """Return the layout file of a fresh `printkit new antheap` copy in tmp_path/name."""
    assert run_cli("new", "antheap", tmp_path / name) == 0
    return tmp_path / name / "antheap.yaml"


def test_a_korean_word_of_ones_own_prints_or_is_refused_at_its_place(tmp_path, capsys):
    """A syllable of KS X 1001 prints in one's own Korean words; one outside it is one line at its file:line:col."""
    layout = own_copy(tmp_path, "deck")
    words = layout.parent / "text" / "antheap.yaml"
    change(words, "title: 개미 언덕 게임 방법", "title: 개미 언덕 게임 방법 뙤약볕")
    out = tmp_path / "out"
    assert run_cli("build", layout, "--out", out, "--only", "rules", "--format", "svg", "-q") == 0
    assert any("뙤약볕" in p.read_text() for p in (out / "deck" / "svg").glob("deck-rules-*.svg"))
    other = own_copy(tmp_path, "other")  # a second copy: words are read once per process
    words = other.parent / "text" / "antheap.yaml"
    change(words, "title: 개미 언덕 게임 방법", "title: 개미 언덕 게임 방법 똠방")  # 똠: outside KS X 1001
    capsys.readouterr()
    assert run_cli("build", other, "--out", tmp_path / "again", "--only", "rules", "-q") == 1
    error = located(one_error(capsys), words)
    assert words.read_text().splitlines()[int(error["line"]) - 1][int(error["col"]) - 1] == "똠"
    assert "holds U+B620 '똠', which the font KoGothic-Bold lacks" in error["rest"]

"""printkit show with Korean seat names (111 Ants: its seats are any names): set in the Korean face, drawn alike by librsvg and in the PDF;
a name outside the font's set (Hanja) refused in one line at its place in the transcript."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops

from tests.robust.errorlines import located, one_error
from tests.show.examples import EXAMPLES
from tests.support import run_cli

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


def _transcript(tmp_path, first: str, second: str):
    text = (EXAMPLES / "111-ants" / "legal-two-rounds.yaml").read_text(encoding="utf-8")
    path = tmp_path / "seats.yaml"
    path.write_text(text.replace("ana", first).replace("ben", second), encoding="utf-8")
    return path


def test_korean_seat_names_print_as_outlines_every_renderer_draws(tmp_path, capsys) -> None:
    path = _transcript(tmp_path, "지민", "뙤약볕")  # 뙤, 볕: rare syllables, in KS X 1001 all the same
    svg, pdf = tmp_path / "p.svg", tmp_path / "p.pdf"
    assert run_cli("show", path, "-o", svg) == 0 and run_cli("show", path, "-o", pdf) == 0
    root = ET.parse(svg).getroot()
    used = {el.get(XLINK, "") for el in root.iter(f"{SVG}use")}
    for ch in "지민뙤약볕":
        assert f"#glyph-KoGothic-Bold-{ord(ch):04x}" in used, ch
    seats = [el for el in root.iter(f"{SVG}text") if (el.text or "") in ("지민", "뙤약볕")]
    assert len(seats) >= 2, "the names stay text to search and copy"
    if shutil.which("rsvg-convert") is None:
        pytest.skip("rsvg-convert is not installed")
    png = subprocess.run(
        ["rsvg-convert", "-b", "white", "-d", "60", "-p", "60", svg], capture_output=True, check=True
    )
    drawn = Image.open(io.BytesIO(png.stdout)).convert("L")
    printed = pdfium.PdfDocument(pdf)[0].render(scale=60 / 72).to_pil().convert("L").resize(drawn.size)
    apart = ImageChops.difference(drawn, printed).point(lambda v: 255 if v > 128 else 0)
    assert apart.histogram()[255] < 0.01 * drawn.width * drawn.height


def test_a_seat_name_the_font_lacks_is_one_line_at_its_place(tmp_path, capsys) -> None:
    path = _transcript(tmp_path, "지민", "龜똠")  # a Hanja, and a syllable outside KS X 1001
    out = tmp_path / "p.svg"
    assert run_cli("show", path, "-o", out) == 1
    error = located(one_error(capsys), path)
    line = path.read_text(encoding="utf-8").splitlines()[int(error["line"]) - 1]
    assert line[int(error["col"]) - 1] == "龜"
    assert error["rest"].startswith(
        "the text '龜똠' holds U+9F9C '龜' (and 1 more characters), which the font"
    )
    assert not out.exists()


def test_replay_in_korean_says_its_own_words_in_korean_and_keeps_the_seats(tmp_path) -> None:
    path = _transcript(tmp_path, "지민", "ben")
    page = tmp_path / "r.html"
    assert run_cli("replay", path, "--lang", "ko", "-o", page) == 0
    text = page.read_text(encoding="utf-8")
    assert '<html lang="ko">' in text and "<caption>점수</caption>" in text and 'aria-label="수"' in text
    assert "printkit check: 규칙에 맞음, 끝남: 지민" in text  # the verdict in Korean, the seats as written
    assert "Scores" not in text and "Previous step" not in text
    data = json.loads(text.split('id="replay-data">', 1)[1].split("</script>", 1)[0])
    assert data[0]["label"] == "1판: 카드 나누기" and data[1]["label"].startswith("1판, 1번째 차례 뒤(지민: ")


def test_replay_refuses_a_seat_name_the_font_lacks_in_one_line(tmp_path, capsys) -> None:
    path = _transcript(tmp_path, "지민", "龜똠")
    assert run_cli("replay", path, "--lang", "ko", "-o", tmp_path / "r.html") == 1
    error = located(one_error(capsys), path)
    assert "U+9F9C '龜'" in error["rest"] and not (tmp_path / "r.html").exists()

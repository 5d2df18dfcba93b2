"""`printkit setup ant-trails`: the food tiles drawn, from the shipped layout or one of one's own."""

from __future__ import annotations

from printkit.games import GAMES
from tests.support import run_cli


def test_setup_takes_the_seats_black_and_red(tmp_path):
    assert (
        run_cli("setup", "ant-trails", "--seed", "2", "--players", "black,red", "--out", tmp_path, "-q") == 0
    )


def test_setup_draws_from_a_layout_of_ones_own(tmp_path, capsys):
    from printkit.layout.folders import layouts_dir

    layout = tmp_path / "trails.yaml"
    text = (layouts_dir() / "ant-trails.yaml").read_text()
    layout.write_text(text.replace("{points: 3, count: 4}", "{points: 5, count: 4}", 1))
    args = ("setup", "ant-trails", "--seed", "2", "--out", tmp_path, "-q")
    assert run_cli(*args, "--layout", layout) == 0
    block = capsys.readouterr().out
    assert ": 5" in block and ": 3" not in block  # the layout's own food values
    assert run_cli(*args) == 0
    assert ": 5" not in capsys.readouterr().out
    other = next(g for g in GAMES if g != "ant-trails")
    assert run_cli(*args, "--layout", layouts_dir() / GAMES[other].layout_file) == 2
    assert f"a layout of {other}, not of ant-trails" in capsys.readouterr().err

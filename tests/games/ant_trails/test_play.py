"""`printkit play` by Ant Trails' own rule options, given on the command line or in a layout of one's own."""

from __future__ import annotations

import yaml

from printkit.cli.app import main


def test_play_places_as_many_ants_a_turn_as_the_option_says(tmp_path):
    out = tmp_path / "g.yaml"
    assert (
        main(["play", "ant-trails", "--seed", "6", "--rule", "placements_per_turn=3", "--out", str(out)]) == 0
    )
    data = yaml.safe_load(out.read_text())
    first = next(iter(data["turns"][0].values()))
    assert len([a for a in first.split(", ") if ">" not in a]) == 3


def test_play_with_a_layout_plays_by_its_rules_and_checks_with_it(capsys, tmp_path) -> None:
    from printkit.layout.folders import layouts_dir

    layout = tmp_path / "trails.yaml"
    text = (layouts_dir() / "ant-trails.yaml").read_text()
    layout.write_text(text.replace("placements_per_turn: 2 ", "placements_per_turn: 3 ", 1))
    out = tmp_path / "g.yaml"
    assert main(["play", "ant-trails", "--seed", "3", "--layout", str(layout), "--out", str(out)]) == 0
    written = out.read_text()
    assert "rules:" not in written  # the layout's own options are its defaults
    assert main(["check", "--layout", str(layout), str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert ": legal, finished: " in lines[0], lines
    assert main(["check", str(out)]) == 1  # the shipped rules allow two placements a turn
    lines = capsys.readouterr().out.splitlines()
    assert ": illegal at turn 1 " in lines[0], lines

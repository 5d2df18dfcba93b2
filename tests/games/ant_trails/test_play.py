"""`printkit play` by Ant Trails' own rule options."""

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

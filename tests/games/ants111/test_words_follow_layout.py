"""Change 111 Ants' build or layout and its printed words follow: gutterfold cards and their tuck box, and a
seat for every player the referee seats (read from the built PDFs)."""

from __future__ import annotations

from tests.kitdocs.printed import Built, build_pdfs, change, copy_game


def test_gutterfold_cards_are_made_as_gutterfold_and_boxed_at_their_thickness(tmp_path, build_kit):
    layout = copy_game(tmp_path, "111-ants")
    plain = Built(build_kit("111-ants"))  # the shipped layout, built once for the session
    folded = build_pdfs(layout, tmp_path / "folded", "--duplex", "gutterfold")
    cover, box = folded.part("kit"), folded.part("tuckbox")
    assert "fold each sheet along its dashed fold line" in cover and "until dry" in cover
    assert "100-120 g/m2 paper (folded and glued" in cover and "200-300 g/m2 card" not in cover
    assert "0.35 mm thick (gutterfold: two layers)" in box
    assert "0.3 mm thick" in plain.part("tuckbox") and "fold each sheet" not in plain.part("kit")
    change(layout, "folded_thickness: 0.35mm", "folded_thickness: 0.5mm")
    thick = build_pdfs(layout, tmp_path / "thick", "--duplex", "gutterfold", "--only", "tuckbox")
    assert "0.5 mm thick (gutterfold" in thick.part("tuckbox")


def test_aid_cards_and_score_pad_seat_every_player_the_referee_seats(build_kit):
    from printkit.games.ants111.kitinfo import seats
    from printkit.games.ants111.player import check_seats
    from printkit.games.loaded import load_game

    most = seats(load_game("111-ants"))
    check_seats(tuple(f"p{k}" for k in range(most)), 110)  # the referee seats that many ...
    try:
        check_seats(tuple(f"p{k}" for k in range(most + 1)), 110)
        raise AssertionError("one seat more should be refused")
    except ValueError:
        pass
    cover = Built(build_kit("111-ants")).part("kit")
    # a kit in both languages: a card for every seat in each
    assert f"{2 * most} player aid cards" in cover and f"up to {most} players" in cover
    assert f"score pads ({most} players" in cover
    assert f"for 2 to {most} players" in cover  # the subtitle under the title

"""Each shipped game's own tests, one folder a game with the same files (tests/foundation/test_game_names.py holds the shape)."""

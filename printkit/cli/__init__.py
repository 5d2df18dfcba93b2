"""printkit.cli."""

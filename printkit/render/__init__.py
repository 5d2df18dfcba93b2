"""printkit.render."""

"""printkit.draw.render."""

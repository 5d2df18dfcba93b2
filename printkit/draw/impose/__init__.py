"""printkit.draw.impose."""

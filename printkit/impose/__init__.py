"""printkit.impose."""

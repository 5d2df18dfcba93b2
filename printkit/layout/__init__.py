"""printkit.layout."""

"""printkit.geometry."""

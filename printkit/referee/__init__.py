"""printkit.referee."""

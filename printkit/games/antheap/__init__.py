"""antheap game package."""

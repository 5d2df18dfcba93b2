"""anticipation game package."""

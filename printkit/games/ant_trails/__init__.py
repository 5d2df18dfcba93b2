"""ant_trails game package."""

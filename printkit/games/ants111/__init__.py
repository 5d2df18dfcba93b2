"""ants111 game package."""

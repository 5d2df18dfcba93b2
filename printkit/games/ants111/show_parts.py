"""111 Ants' parts for drawing positions, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.ants111 import setup
from printkit.games.ants111.picture import picture
from printkit.games.definition import ShowParts

SHOW = ShowParts(picture=picture, setup=setup)

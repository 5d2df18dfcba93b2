"""Antheap's parts for drawing positions, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.antheap.picture import picture
from printkit.games.definition import ShowParts

SHOW = ShowParts(picture=picture)

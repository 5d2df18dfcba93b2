"""Crumbs' parts for drawing positions."""

from __future__ import annotations

from printkit.games.definition import ShowParts
from tests.fifthgame.picture import picture

SHOW = ShowParts(picture=picture)

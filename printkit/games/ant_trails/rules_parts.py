"""Ant Trails' parts on the rules' side, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.ant_trails import headings as rule_headings
from printkit.games.ant_trails.notation import action_syntax
from printkit.games.ant_trails.options import RuleOptions
from printkit.games.ant_trails.player import play
from printkit.games.ant_trails.rules import AntTrails
from printkit.games.ant_trails.schema import Layout
from printkit.games.ant_trails.transcript import transcript_parts
from printkit.games.definition import RulesParts, headings

RULES: RulesParts[Layout, RuleOptions] = RulesParts(
    action_syntax=action_syntax,
    transcript_parts=transcript_parts,
    referee=AntTrails,
    player=play,
    rule_headings=headings(rule_headings),
)

"""Anticipation's parts on the rules' side, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.anticipation import headings as rule_headings
from printkit.games.anticipation.notation import action_syntax
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.player import play
from printkit.games.anticipation.rules import Anticipation
from printkit.games.anticipation.schema import Layout
from printkit.games.anticipation.transcript import transcript_parts
from printkit.games.definition import RulesParts, headings

RULES: RulesParts[Layout, RuleOptions] = RulesParts(
    action_syntax=action_syntax,
    transcript_parts=transcript_parts,
    referee=Anticipation,
    player=play,
    rule_headings=headings(rule_headings),
)

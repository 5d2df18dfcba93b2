"""Antheap's parts on the rules' side, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.antheap import headings as rule_headings
from printkit.games.antheap.notation import action_syntax
from printkit.games.antheap.options import RuleOptions
from printkit.games.antheap.player import play
from printkit.games.antheap.rules import Antheap
from printkit.games.antheap.schema import Layout
from printkit.games.antheap.transcript import transcript_parts
from printkit.games.definition import RulesParts, headings

RULES: RulesParts[Layout, RuleOptions] = RulesParts(
    action_syntax=action_syntax,
    transcript_parts=transcript_parts,
    referee=Antheap,
    player=play,
    rule_headings=headings(rule_headings),
)

"""111 Ants' parts on the rules' side, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.ants111 import headings as rule_headings
from printkit.games.ants111.notation import action_syntax
from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.player import play
from printkit.games.ants111.rules import Ants111
from printkit.games.ants111.schema import Layout
from printkit.games.ants111.transcript import transcript_parts
from printkit.games.definition import RulesParts, headings

RULES: RulesParts[Layout, RuleOptions] = RulesParts(
    action_syntax=action_syntax,
    transcript_parts=transcript_parts,
    referee=Ants111,
    player=play,
    rule_headings=headings(rule_headings),
)

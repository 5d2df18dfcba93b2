"""Crumbs' parts on the rules' side."""

from __future__ import annotations

from printkit.games.definition import RulesParts, headings
from tests.fifthgame import headings as rule_headings
from tests.fifthgame.notation import action_syntax
from tests.fifthgame.player import play
from tests.fifthgame.rules import Crumbs
from tests.fifthgame.schema import Layout, RuleOptions
from tests.fifthgame.transcript import transcript_parts

RULES: RulesParts[Layout, RuleOptions] = RulesParts(
    action_syntax=action_syntax,
    transcript_parts=transcript_parts,
    referee=Crumbs,
    player=play,
    rule_headings=headings(rule_headings),
)

"""The rule names verdicts give: the rulebook's headings, and "Scoring" (the spec's name) for a
claimed score that is wrong. Text that does not parse is "Notation" (printkit.referee.errors.NOTATION).
"""

SETUP = "Game Setup"
PLAY = "How to Play"
ROUND_SCORING = "Scoring a Round"
END = "End of Game"
SCORING = "Scoring"

"""The rule names verdicts give: the rulebook's headings ("Setup" for the food tiles' placement).
Text that does not parse is "Notation" (printkit.referee.errors.NOTATION), a wrong result "Scoring".
"""

SETUP = "Setup"
PLAY = "Play"
PLACING = "Placing an ant tile"
FOOD = "Food bonus tiles"
SCORING_FOOD = "Scoring bonus tiles"

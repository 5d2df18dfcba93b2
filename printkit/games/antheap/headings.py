"""The rule names verdicts give. The rulebook has no headings, so these name its paragraphs'
subjects. Text that does not parse is "Notation" (printkit.referee.errors.NOTATION), a wrong
result "Scoring".
"""

PLAYERS = "Players"
TURN_ORDER = "Turn order"
THE_DIE = "The die"
MOVING = "Moving along the runs"
DEFENDER = "Becoming the Defender"
ATTACK = "Attackers"
DUEL = "Resolving an attack"
SIX = "Beaten by a 6"
KNOCKED_OUT = "Knocked out"
CIRCLING = "Circling the nest"
EGGS = "Collecting eggs"
END = "End of the game"

"""The rule names verdicts give: the rulebook's headings, and a paragraph's subject where a heading holds
several. Text that does not parse is "Notation" (printkit.referee.errors.NOTATION), a wrong result "Scoring".
"""

OBJECT = "Object of the Game"
CAPTURE = "How Do You Do It?"
START = "To Start"
MOVES = "The Moves"
NEST = "Returning to the Nest"
DOUBLES = "Water Barriers and Double Throws"
ANTE = "The Ante-Chamber"
RELEASE = "The Ante-Chamber: no playable ants"
TWO = "The Game for Two Players"
TURN = "Turn order"

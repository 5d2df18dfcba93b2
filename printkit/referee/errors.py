"""The two ways a transcript fails: an illegal action, or an unreadable file."""

from __future__ import annotations

Path = tuple[str | int, ...]


def format_path(path: Path) -> str:
    """Write a key path as the spec does: 'setup.food', 'rounds[0].deal.ana'."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


class Illegal(Exception):
    """An action (or a claimed score) that breaks a rule of the game.

    Rules code raises it with the rule and the message; the fold driver fills in where it
    happened (round, turn, seat, action, line, column). ``path`` locates a claim that is not a
    turn (a round's ``scores``, the ``result``), for which ``turn`` stays None.
    """

    def __init__(
        self,
        rule: str,
        message: str,
        *,
        round: int | None = None,
        turn: int | None = None,
        seat: str | None = None,
        action: str | None = None,
        path: Path = (),
        line: int | None = None,
        column: int | None = None,
    ):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message
        self.round = round
        self.turn = turn
        self.seat = seat
        self.action = action
        self.path = path
        self.line = line
        self.column = column


class Unreadable(Exception):
    """A file that is not YAML, breaks the envelope, or whose setup breaks the rules.

    ``path`` is the key path of the offending value (``at_key``: of its key); the reader turns
    it into line and column only when the error is reported. ``rule`` names the rule a setup
    breaks, when it is a rule and not the file's shape.
    """

    def __init__(
        self,
        message: str,
        path: Path = (),
        *,
        at_key: bool = False,
        rule: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ):
        super().__init__(f"{format_path(path)}: {message}" if path else message)
        self.message = message
        self.path = path
        self.at_key = at_key
        self.rule = rule
        self.line = line
        self.column = column

    @property
    def text(self) -> str:
        """The message with its key path in front, as the verdict line shows it."""
        return str(self)

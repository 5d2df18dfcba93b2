"""The two ways a transcript fails: an illegal action, or an unreadable file."""

from __future__ import annotations

from printkit.referee.step import Path, Step

NOTATION = "Notation"  # the rule every game names for turn text that does not parse
SCORING = "Scoring"  # the spec's rule for a result (or a round's scores) that the game does not give


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

    Rules code raises it with the rule and the message; the fold driver sets ``step`` to the step
    that broke the rule, which tells where it happened. ``path`` locates a claim that is not a
    step (the ``result``).
    """

    def __init__(self, rule: str, message: str, *, action: str | None = None, path: Path = ()):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message
        self.action = action  # the action as written, where the rules know it
        self.path = path
        self.step: Step | None = None


class NotationError(Illegal):
    """Turn text that is not an action of the game (rule "Notation"); ``token`` is the piece as written."""

    def __init__(self, message: str, token: str | None = None):
        super().__init__(NOTATION, message, action=token)


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

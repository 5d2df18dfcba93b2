"""What an export says of Crumbs' pieces: nothing beyond their pictures."""

from printkit.games.parts import ExportHints

EXPORT = ExportHints()

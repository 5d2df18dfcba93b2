"""`printkit validate`: check layout files without building anything."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from printkit.errors import ExitCode, UserError


def validate(files: list[Path] = typer.Argument(..., help="Layout YAML files to check.")) -> int:
    """Check layout files and draw their kits without writing them: exit 1 if any is invalid, 2 if any cannot be read."""
    from printkit.kit import check_kit
    from printkit.layout import load_layout

    code = ExitCode.OK
    for path in files:
        try:
            layout = load_layout(path)
            check_kit(layout, layout.game)
        except UserError as error:
            print(f"printkit: error: {error}", file=sys.stderr)
            code = max(code, error.exit_code)
        else:
            print(f"{path}: ok")
    return int(code)


def register(app: typer.Typer) -> None:
    """Add the validate command."""
    app.command("validate")(validate)

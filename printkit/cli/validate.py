"""`printkit validate`: check layout files without building anything."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from printkit.errors import ExitCode, UserError


def validate(files: list[Path] = typer.Argument(..., help="Layout YAML files to check.")) -> int:
    """Check layout files: exit 1 if any is invalid, 2 if any cannot be read."""
    from printkit.layout import load_layout

    code = ExitCode.OK
    for path in files:
        try:
            load_layout(path)
        except UserError as error:
            print(f"printkit: error: {error}", file=sys.stderr)
            code = max(code, error.exit_code)
        else:
            print(f"{path}: ok")
    return int(code)


def register(app: typer.Typer) -> None:
    """Add the validate command."""
    app.command("validate")(validate)

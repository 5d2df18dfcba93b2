"""The printkit command line: a thin typer app; each command group lives in its own module."""

from __future__ import annotations

import importlib
import sys

import click
import typer

from printkit.errors import ExitCode, UserError

app = typer.Typer(
    name="printkit",
    help="Print-and-play kits and a referee for four ant-themed tabletop games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from printkit import __version__

        print(f"printkit {__version__}")
        raise typer.Exit()


@app.callback()
def _options(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print printkit's version and exit."
    ),
) -> None:
    """Print-and-play kits and a referee for four ant-themed tabletop games."""


# Each module defines register(app). Kept as names so a command's heavy imports stay inside it.
COMMAND_MODULES = (
    "build",
    "export",
    "listing",
    "validate",
    "inspect",
    "check",
    "show",
    "replay",
    "fmt",
    "play",
    "setup",
    "new",
    "schema",
    "watch",
)

for _name in COMMAND_MODULES:
    importlib.import_module(f"printkit.cli.{_name}").register(app)


def report(error: UserError) -> int:
    """Print a user error as one line on stderr and return its exit code."""
    from printkit.console import say

    say(f"printkit: error: {error}")
    return int(error.exit_code)


def _show_click_error(error: click.ClickException) -> None:
    """Print click's usage message as click would, each line escaped and a value it quotes shortened."""
    import io

    from printkit.console import say
    from printkit.limits import clipped

    text = io.StringIO()
    error.show(file=text)
    say(*(clipped(line, USAGE_LINE_CHARS) for line in text.getvalue().rstrip("\n").split("\n")))


USAGE_LINE_CHARS = 300  # a usage message quotes the bad value; 5,000 digits make no better message


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; user errors become one line, tracebacks only with --traceback."""
    args = list(sys.argv[1:] if argv is None else argv)
    traceback = "--traceback" in args
    if traceback:
        args.remove("--traceback")
    try:
        # obj: what every command may read from click's root context (check prints its errors' tracebacks)
        result = app(args=args, prog_name="printkit", standalone_mode=False, obj={"traceback": traceback})
    except UserError as error:
        if traceback:
            raise
        return report(error)
    except SystemExit as exc:  # commands exit with their verdict code
        return int(exc.code or 0)
    except (KeyboardInterrupt, click.exceptions.Abort):
        return int(ExitCode.INTERRUPTED)
    except click.exceptions.Exit as exc:
        return int(exc.exit_code)
    except click.ClickException as exc:  # usage errors: unknown option, bad value, missing argument
        _show_click_error(exc)
        return int(ExitCode.USAGE)
    return int(result) if isinstance(result, int) else 0


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":
    entry()

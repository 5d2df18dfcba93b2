"""The printkit command line: a thin typer app; each command group lives in its own module."""

from __future__ import annotations

import copy
import gc
import importlib
import os
import sys

import click
import typer

from printkit.core.errors import ExitCode, UsageError, UserError

SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")  # the shells typer writes completion scripts for
COMPLETE_VAR = "_PRINTKIT_COMPLETE"  # what the scripts set to ask for completions (click's _PROG_COMPLETE)

app = typer.Typer(
    name="printkit",
    help="Print-and-play kits and a referee for four ant-themed tabletop games.",
    no_args_is_help=True,
    add_completion=False,  # printkit's own two options below: SHELL optional, else $SHELL's
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        from printkit import __version__

        print(f"printkit {__version__}")
        raise typer.Exit()


def _shell(option: str, value: str) -> str:
    """Return the shell a completion option names, else the login shell ($SHELL)."""
    shell = value or os.path.basename(os.environ.get("SHELL", ""))
    if shell not in SHELLS:
        found = f"{shell!r} is none of them" if shell else "$SHELL names none"
        raise UsageError(f"{option} SHELL: completion is for {', '.join(SHELLS)}; {found}")
    return shell


def _install_completion(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is None or ctx.resilient_parsing:
        return
    from typer.completion import install  # type: ignore[attr-defined]  # typer-slim does not re-export it

    shell, path = install(shell=_shell("--install-completion", value), prog_name="printkit")
    print(f"printkit: {shell} completion installed in {path}; shells started from now on complete printkit")
    raise typer.Exit()


def _show_completion(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is None or ctx.resilient_parsing:
        return
    from typer.completion import get_completion_script  # type: ignore[attr-defined]  # typer-slim does not re-export it

    shell = _shell("--show-completion", value)
    print(get_completion_script(prog_name="printkit", complete_var=COMPLETE_VAR, shell=shell))
    raise typer.Exit()


def completion_options() -> list[click.Parameter]:
    """--install-completion and --show-completion, each with an optional SHELL (typer's own need one)."""
    shells = ", ".join(SHELLS)
    return [
        click.Option(
            ["--install-completion"],
            metavar="[SHELL]",
            is_flag=False,
            flag_value="",
            callback=_install_completion,
            expose_value=False,
            is_eager=True,
            help=f"Make the shell complete printkit's commands, games, components and options ({shells}; "
            "default: $SHELL's).",
        ),
        click.Option(
            ["--show-completion"],
            metavar="[SHELL]",
            is_flag=False,
            flag_value="",
            callback=_show_completion,
            expose_value=False,
            is_eager=True,
            help="Print that completion script instead, to install it by hand.",
        ),
    ]


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

try:
    for _name in COMMAND_MODULES:
        importlib.import_module(f"printkit.cli.{_name}").register(app)
except UserError as _refused:  # the registry refuses a broken game entry point (printkit.games): one line
    sys.stderr.write(f"printkit: error: {_refused}\n")
    sys.exit(int(_refused.exit_code))


def command(only: str | None = None) -> click.Command:
    """Return the app as a click command, with the completion options (only: a command's name, the app with that
    command alone: making the thirteen others costs every command's start-up about 8 ms)."""
    from typer.completion import completion_init  # type: ignore[attr-defined]  # typer-slim does not re-export it

    completion_init()  # the protocol of typer's completion scripts, which --show-completion prints
    made = app
    if only is not None:
        made = copy.copy(app)
        made.registered_commands = [info for info in app.registered_commands if info.name == only]
    root = typer.main.get_command(made)
    root.params += completion_options()
    return root


def report(error: UserError) -> int:
    """Print a user error as one line on stderr and return its exit code."""
    from printkit.core.console import say

    say(f"printkit: error: {error}")
    return int(error.exit_code)


def _show_click_error(error: click.ClickException) -> None:
    """Print click's usage message as click would, each line escaped and a value it quotes shortened."""
    import io

    from printkit.core.console import say
    from printkit.core.limits import clipped

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
        # a command named first is made alone; anything else (--help, a mistyped name) sees them all
        only = args[0] if args and args[0] in {info.name for info in app.registered_commands} else None
        result = command(only).main(
            args=args, prog_name="printkit", standalone_mode=False, obj={"traceback": traceback}
        )
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
        if isinstance(exc, click.MissingParameter) and isinstance(exc.param, click.Argument):
            exc.message = getattr(exc.param, "help", None) or ""  # what to type there
        _show_click_error(exc)
        return int(ExitCode.USAGE)
    return int(result) if isinstance(result, int) else 0


# Young objects the cycle collector lets pile up before a pass (CPython's default is 700), and young passes
# before a pass over the middle generation too (default 10). A build makes hundreds of thousands of scene
# objects that live on: at 700 the collector also runs four full passes over all of them in a `build all`
# (0.2-0.3 s of its 3 s of CPU) that free next to nothing; at 10,000 it still collects cycles and none of
# those full passes run. A middle pass walks every object that survived a young one (a build's pages, tens
# of thousands of them) and frees nothing either: at 10 a `build all` ran four of them (about 0.06 s), at
# 100 none. The peak memory is the same (91-93 MB).
YOUNG_OBJECTS = 10_000
YOUNG_PASSES = 100


def entry() -> None:
    """Console-script entry point."""
    gc.set_threshold(YOUNG_OBJECTS, YOUNG_PASSES)
    sys.exit(main())


if __name__ == "__main__":
    entry()

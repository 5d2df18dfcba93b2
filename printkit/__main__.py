"""Allow `python -m printkit`."""

from printkit.cli.app import entry

entry()

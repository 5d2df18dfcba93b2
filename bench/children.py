"""What the referee benchmarks share: child processes run as an installed printkit runs."""

from __future__ import annotations

import os


def child_env(pycache: str) -> dict[str, str]:
    """Return the environment for timed children: bytecode compiled once into pycache, then reused.

    An installed printkit has compiled bytecode; a machine that sets PYTHONDONTWRITEBYTECODE
    (this one does) would otherwise recompile every printkit module in every run (about 0.1 s).
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env

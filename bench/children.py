"""What the referee benchmarks share: child processes run as an installed printkit runs."""

from __future__ import annotations

import os
import subprocess
import sys


def child_env(pycache: str) -> dict[str, str]:
    """Return the environment for timed children: bytecode compiled once into pycache, then reused.

    An installed printkit has compiled bytecode; a machine that sets PYTHONDONTWRITEBYTECODE
    (this one does) would otherwise recompile every printkit module in every run (about 0.1 s).
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env


WHICH = """
import importlib, importlib.machinery, sys
module = importlib.import_module(sys.argv[1])
compiled = module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
print("compiled with mypyc" if compiled else "pure Python", "from", module.__file__)
"""


def build(env: dict[str, str], cwd: str, module: str = "printkit.games.anticipation.rules") -> str:
    """Tell which build of a referee module a child in cwd imports: compiled or pure Python, and where from."""
    done = subprocess.run(
        [sys.executable, "-c", WHICH, module], env=env, cwd=cwd, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()

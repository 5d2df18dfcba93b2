"""tools/relayer.py on this tree: an old module path becomes its layer's, a new one stays, twice the same."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def _relayer():
    spec = importlib.util.spec_from_file_location("relayer", TOOLS / "relayer.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("relayer", module)
    spec.loader.exec_module(module)
    return module.Relayer(dry=True)


RELAYER = _relayer()

OLD = """from printkit import scene
from printkit.errors import UserError
from printkit.games import GAMES, referee
from printkit.kit import Component, plan
from printkit.layout import load_game, where
from printkit.layout.schema import Builder


def f():
    from printkit.render.svg import write_svg  # noqa: F401

    return mock.patch("printkit.kit.plan"), "printkit/kitdocs/cover.py"
"""

NEW = """from printkit.draw import scene
from printkit.core.errors import UserError
from printkit.games import GAMES
from printkit.games.loaded import referee
from printkit.draw.component import Component
from printkit.kit.build import plan
from printkit.games.loaded import load_game
from printkit.layout.spots import where
from printkit.layout.schema import Builder


def f():
    from printkit.draw.render.svg import write_svg  # noqa: F401

    return mock.patch("printkit.kit.build.plan"), "printkit/kit/docs/cover.py"
"""


def test_old_names_follow_their_modules_and_names() -> None:
    """Imports by name (a moved name follows its new module), strings and paths, in one pass."""
    assert RELAYER.rewrite_python(OLD) == NEW


def test_a_second_pass_changes_nothing() -> None:
    """The names as they are now stay as they are: `printkit.kit` is now the kit layer's package."""
    assert RELAYER.rewrite_python(NEW) == NEW
    assert RELAYER.name("printkit.kit") == "printkit.kit"
    assert RELAYER.name("printkit.layout.schema.Builder") == "printkit.layout.schema.Builder"

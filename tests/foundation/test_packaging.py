"""Packaging: every package of the source tree is listed for the wheel, with the game data beside it."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SETUPTOOLS = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]


def _folder(package: str) -> Path:
    """Where a listed package's files are, following package-dir."""
    parts = package.split(".")
    for i in range(len(parts), 0, -1):
        mapped = SETUPTOOLS["package-dir"].get(".".join(parts[:i]))
        if mapped:
            return REPO / mapped / Path(*parts[i:])
    return REPO / Path(*parts)


def test_every_package_in_the_tree_ships():
    found = {
        ".".join(init.parent.relative_to(REPO).parts) for init in (REPO / "printkit").rglob("__init__.py")
    }
    listed = set(SETUPTOOLS["packages"])
    assert found - listed == set(), "add these packages to [tool.setuptools] packages in pyproject.toml"
    assert set(SETUPTOOLS["package-data"]) <= listed, "data folders must be listed as packages too"
    assert listed - found <= set(SETUPTOOLS["package-data"]), "a listed package is neither code nor data"


def test_every_data_folder_exists_and_holds_its_files():
    for package, patterns in SETUPTOOLS["package-data"].items():
        folder = _folder(package)
        assert folder.is_dir(), package
        assert any(any(folder.glob(pattern)) for pattern in patterns), package


def test_layouts_templates_and_schemas_ship_as_data_of_the_package():
    assert SETUPTOOLS["package-dir"] == {
        "printkit.layouts": "layouts",
        "printkit.templates": "templates",
        "printkit.schemas": "schemas",  # beside printkit/layouts, as the layouts' schema lines expect
    }

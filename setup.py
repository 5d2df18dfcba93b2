"""Packaging glue: the game data and vector art at the top level ship inside the package, and a
wheel built for installing carries the referee folds of Anticipation and Ant Trails compiled with mypyc.

The compiled modules are the same .py files, type-checked and translated to C by mypyc; the .py
files ship beside them, and Python imports the compiled one. An editable install (`pip install -e`)
and `PRINTKIT_PURE=1` skip compiling, so an edited source is what runs; a machine where the C
compiler fails gets the pure-Python modules (see `AllOrNone`).
"""

import os
import sys
import tomllib
import warnings
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext

COMPILED = tomllib.loads((Path(__file__).parent / "pyproject.toml").read_text())["tool"]["printkit"][
    "compiled"
]
# pip runs setup.py once per step; only these steps build code (egg_info, dist_info and
# editable_wheel do not)
BUILDS = {"bdist_wheel", "build", "build_ext", "install"}


def compiled_extensions() -> list:
    """Return mypyc's extensions for COMPILED, or none when this step builds no wheel or compiling is off."""
    if os.environ.get("PRINTKIT_PURE") == "1" or not BUILDS & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify  # a build requirement (pyproject.toml)

        # follow_imports=silent: the rest of printkit is read for its types, not held to mypy's checks
        return mypycify(["--follow-imports=silent", "--ignore-missing-imports", *COMPILED], opt_level="3")
    except (SystemExit, Exception) as exc:  # mypy's type errors end in SystemExit
        # an install must not fail for want of speed; .ci/run's compiled stage fails instead
        warnings.warn(
            f"printkit: mypyc cannot compile the referee ({exc!r}); it runs as pure Python", stacklevel=1
        )
        return []


class AllOrNone(build_ext):
    """Build every compiled module or none: a half-built set would fail at import, a missing one falls back to .py."""

    def run(self) -> None:
        for ext in self.extensions:
            ext.optional = True  # a compiler error warns instead of failing the install
        built = [self.get_ext_fullpath(ext.name) for ext in self.extensions]
        for path in built:  # a file left by an earlier build must not pass for this one
            if os.path.exists(path):
                os.remove(path)
        super().run()
        if not all(os.path.exists(path) for path in built):
            for path in built:
                if os.path.exists(path):
                    os.remove(path)
            warnings.warn(
                "printkit: compiling the referee failed; it runs as pure Python (slower)", stacklevel=1
            )


setup(
    packages=find_packages(include=["printkit", "printkit.*"])
    + ["printkit.layouts", "printkit.layouts.text", "printkit.templates", "printkit.fontfiles"],
    package_dir={"printkit.layouts": "layouts", "printkit.templates": "templates"},
    ext_modules=compiled_extensions(),
    cmdclass={"build_ext": AllOrNone},
)

"""printkit: print-and-play kits and a referee for four ant-themed tabletop games."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    """printkit.__version__: pyproject.toml's version, read from the installed package's metadata.

    Read on first use, so that a command that does not print it does not import importlib.metadata.
    """
    if name != "__version__":
        raise AttributeError(f"module 'printkit' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("printkit")
    except PackageNotFoundError:  # a source tree run without installing it
        return "unknown"

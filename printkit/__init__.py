"""printkit: print-and-play kits and a referee for four ant-themed tabletop games."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("printkit")  # the one version string is pyproject.toml's
except PackageNotFoundError:  # a source tree run without installing it
    __version__ = "unknown"

"""Packaging glue: the game data and vector art at the top level ship inside the package."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["printkit", "printkit.*"]) + ["printkit.layouts", "printkit.templates"],
    package_dir={"printkit.layouts": "layouts", "printkit.templates": "templates"},
)

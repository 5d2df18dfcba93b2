"""printkit: print-and-play kits and a referee for four ant-themed tabletop games."""

__version__ = "0.1.0"

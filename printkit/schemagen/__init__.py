"""JSON Schemas for editors, generated from the dataclasses the loaders use, so they cannot drift.

`types` maps a dataclass and its field types to JSON Schema (draft-07, what editors' YAML support
reads best); `layout` and `transcript` make each game's schemas; `files` writes and reads the
copies shipped in `schemas/` (regenerate them with `python -m printkit.schemagen`).
"""

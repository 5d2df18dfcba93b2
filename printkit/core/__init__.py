"""The core layer: errors, limits, safe reading and writing, the console (docs/architecture.md)."""

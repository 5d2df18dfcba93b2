"""The kit layer: building a game's kit, its printed words, exports, the gallery, watch, new."""

"""The layout layer: YAML -> typed frozen objects (units, colours, fonts, words, located errors)."""

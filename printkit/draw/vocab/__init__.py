"""The art vocabulary: what a layout's `components:` draw with, read at load and drawn into the scene."""

"""The drawing layer: the scene, its art and text, the check after drawing, backends, imposition."""

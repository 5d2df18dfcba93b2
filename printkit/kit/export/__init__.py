"""Exports for print shops and virtual tabletops: PNG faces, vendor card files, a DriveThruCards PDF, TTS objects.

Every image is the rasterised PDF page of a scene the kit already draws (`raster.py`); nothing here draws art.
"""

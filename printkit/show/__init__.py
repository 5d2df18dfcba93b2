"""Seeing a recorded game: every position the referee computes, drawn with the kit's own art.

``view.py`` replays a transcript into views (one per step, and the position a broken rule left);
each game's ``picture.py`` draws a view as a scene; ``frame.py`` puts the picture on a page with
its heading and the broken rule; ``files.py`` writes SVG, PDF or PNG; ``page.py`` writes the
replay page (one HTML file stepping through the game).
"""

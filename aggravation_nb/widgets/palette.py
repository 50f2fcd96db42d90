"""The apps' colours (static/colours.css), read ahead of each widget's own stylesheet.

A card table can be shown alone in a notebook, without the page bar that carries the page's styles, so
each widget's CSS brings the colours it uses: defining the same custom properties twice changes nothing.
"""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).parent / "static"
COLOURS = (STATIC / "colours.css").read_text(encoding="utf-8")


def stylesheet(name: str) -> str:
    """The stylesheet static/`name`, after the colours it uses."""
    return COLOURS + "\n" + (STATIC / name).read_text(encoding="utf-8")

"""Actions in the notation inside a sentence of a static picture: each in <code>, so a learner can copy it.

Both games' pictures (`games/*/picture.py`) write the last action and what is
legal now this way, in the words `apply` and `move` take.
"""

from __future__ import annotations

from html import escape

from aggravation_nb.i18n import listing

SHOWN = 8
"""How many actions a picture writes out before "…"."""
MARK = "\u2063"
"""Where the actions go in the sentence: a character no sentence holds (INVISIBLE SEPARATOR)."""


def in_code(sentence: str, actions: list[str], lang: str) -> str:
    """`sentence` (said with `MARK` for its list) as HTML, the first `SHOWN` actions in its place, each in <code>.

    >>> in_code(f"Legal now: {MARK}.", ["flip", "Marina covers Oleg 1"], "en")
    'Legal now: <code>flip</code>, <code>Marina covers Oleg 1</code>.'
    """
    shown = [f"<code>{escape(action, quote=False)}</code>" for action in actions[:SHOWN]]
    listed = listing(shown + (["…"] if len(actions) > SHOWN else []), lang)
    return escape(sentence, quote=False).replace(MARK, listed).replace("….", "…")

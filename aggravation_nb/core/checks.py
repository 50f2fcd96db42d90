"""The answer to a "your turn" cell of a code-along notebook: right, or what is wrong.

Each game's exercises (`games.aggravation.teaching.exercises`,
`games.intrigue.teaching.exercises`) return one of these, so a notebook cell shows a
plain sentence that says what to change, and a test can read `ok`.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.i18n import text


@dataclass(frozen=True)
class Check:
    """`ok` and the words that say why (right, or what to change), in the learner's language.

    >>> Check(True, "Oleg may call.")
    ✓ Right: Oleg may call.
    >>> bool(Check(False, "Oleg still holds a card.", "ru"))
    False
    """

    ok: bool
    words: str
    lang: str = "en"

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return text("check.right" if self.ok else "check.not-yet", self.lang, words=self.words)

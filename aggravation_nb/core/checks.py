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


def cell_above_failed(lang: str = "en") -> Check | None:
    """A check's answer when the cell run just before it raised (IPython keeps that record): the
    learner's variable then still holds what an earlier run left, and judging it would mislead.
    None where the cell before ran well, or outside IPython."""
    try:
        from IPython import get_ipython
    except ImportError:  # the light install: no notebook, nothing ran before
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "last_execution_succeeded", True):
        return None
    return Check(False, text("check.cell-failed", lang), lang)

"""The check of the code-along notebook's "your turn" cell for the patience (notebooks/learn/04).

It returns a `Check`: right, or what is wrong in words, with the rule; it
never raises for a wrong answer.
"""

from __future__ import annotations

from aggravation_nb.core.checks import Check, cell_above_failed
from aggravation_nb.games.intrigue.patience import Patience
from aggravation_nb.i18n import text


def patience_won(game: object, lang: str = "en") -> Check:
    """04: the patience played to its win (I5).

    >>> from aggravation_nb.intrigue import Patience
    >>> patience_won(Patience.deal(seed=3))
    ✗ Not yet: the deal is not over: p.deal_all() finishes it (I3).
    """
    if (failed := cell_above_failed(lang)) is not None:
        return failed
    if not isinstance(game, Patience):
        return Check(False, text("check.not-a-patience", lang, what=type(game).__name__), lang)
    if game.won:
        return Check(True, text("check.patience-won", lang, moves=sum(move is not None for move in game.actions)), lang)
    if game.dealing:
        return Check(False, text("check.still-dealing", lang), lang)
    left = sum(len(column) - 1 for column in game.columns)
    if game.lost:
        return Check(False, text("check.patience-lost", lang, count=left), lang)
    return Check(False, text("check.patience-goes-on", lang, count=left), lang)

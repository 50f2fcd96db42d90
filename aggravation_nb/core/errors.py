"""The one exception every refused action raises, and the way to raise it.

A refusal's words live once, in the i18n catalogue under its key; the
engines name the key, the rule and the details, and `refused` looks the
English sentence up, so the engine's message and a view's translation
can never drift apart.
"""

from __future__ import annotations

from aggravation_nb.i18n import sentence


class IllegalAction(ValueError):
    """A refused action. `rule` is the id from docs/rules.md (e.g. "A5"); the game is unchanged.

    `key` and `details` let a view say the same thing in another language.

    >>> from aggravation_nb import Game
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> try:
    ...     game.cover("Marina", ("Oleg", 0))
    ... except IllegalAction as refusal:
    ...     print(refusal.rule, refusal.key)
    A2 no-such-pile
    """

    def __init__(self, message: str, rule: str | None, key: str = "", **details: object) -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule
        self.key = key
        self.details = details


def refused(key: str, rule: str | None, **details: object) -> IllegalAction:
    """The refusal `key` under `rule`, its message the catalogue's English sentence."""
    return IllegalAction(sentence(key, "en", **details).rstrip("."), rule, key, **details)

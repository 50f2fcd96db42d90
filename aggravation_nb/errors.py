"""The one exception every refused action raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """A refused action. `rule` is the id from RULES.md (e.g. "A5"); the game is unchanged.

    `key` and `details` let a view say the same thing in another language.
    """

    def __init__(self, message: str, rule: str | None, key: str = "", **details: object) -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule
        self.key = key
        self.details = details

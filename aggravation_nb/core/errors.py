"""The one exception every refused action raises, and the way to raise it.

A refusal's words live once, in the i18n catalogue under its key; the
engines name the key, the rule and the details, and `refused` looks the
English sentence up, so the engine's message and a view's translation
can never drift apart. `refusal.said(lang)` says it in any language, and
`str(refusal)` in the language `set_language` chose for the notebook.
"""

from __future__ import annotations

from aggravation_nb.i18n import YOU, chosen_language, has, sentence


class IllegalAction(ValueError):
    """A refused action. `rule` is the id from docs/rules.md (e.g. "A5"); the game is unchanged.

    `key` and `details` let a view say the same thing in another language; `note` adds a second
    sentence (a key and its details), such as how code counts what the refusal names from 1.

    >>> from aggravation_nb import Game, IllegalAction
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> try:
    ...     game.cover("Marina", ("Oleg", 0))
    ... except IllegalAction as refusal:
    ...     print(refusal.rule, refusal.key)
    ...     print(refusal.said("fr"))
    A2 no-pile-yet
    Il n’y a pas encore de pile 0 : Oleg n’a encore aucune pile (A2)
    """

    def __init__(self, message: str, rule: str | None, key: str = "", **details: object) -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule
        self.key = key
        self.details = details
        self.note: tuple[str, dict] | None = None

    def reason(self, lang: str = "en") -> str:
        """Why the action was refused, in `lang`, without its rule; addressed to "you" when the player
        is the person (the play app's `YOU`)."""
        if not self.key:
            return self.args[0]
        key = self.key
        if self.details.get("player") == YOU and has(f"{key}.you"):
            key = f"{key}.you"
        return sentence(key, lang, **_shown(self.details, lang))

    def said(self, lang: str | None = None) -> str:
        """The whole refusal in `lang` (by default the notebook's, `set_language`): the reason,
        the rule, and the note if there is one."""
        lang = lang or chosen_language()
        if not self.key:
            return self.args[0]
        words = self.reason(lang).rstrip(".")
        if self.note:
            words = f"{words}. {sentence(self.note[0], lang, **self.note[1]).rstrip('.')}"
        return f"{words} ({self.rule})" if self.rule else words

    def with_note(self, key: str, **details: object) -> IllegalAction:
        """This refusal with a second sentence, `key` said with `details` (its message too)."""
        self.note = (key, details)
        self.args = (self.said("en"),)
        return self

    def __str__(self) -> str:
        lang = chosen_language()
        return self.args[0] if lang == "en" or not self.key else self.said(lang)


def refused(key: str, rule: str | None, **details: object) -> IllegalAction:
    """The refusal `key` under `rule`, its message the catalogue's English sentence."""
    return IllegalAction(sentence(key, "en", **_shown(details, "en")).rstrip("."), rule, key, **details)


def _shown(details: dict, lang: str) -> dict:
    """Details as a sentence says them: a pile address (owner, column from 0) by its name in the notation
    ("Oleg 1", the player's name as code writes it, in every language, so that it can be typed back)."""
    shown = dict(details)
    pile = shown.get("pile")
    if isinstance(pile, tuple) and len(pile) == 2 and isinstance(pile[1], int):
        shown["pile"] = f"{pile[0]} {pile[1] + 1}"
    return shown

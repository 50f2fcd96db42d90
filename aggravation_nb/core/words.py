"""Words in no language yet, so that a page can say them again when it changes language.

A `Words` is a function from a language code to the sentence in that language.
A view keeps the Words of what it shows, not the sentence, and says them again
when the page switches language; the game, the step and the selection stay.

Words about a moment that passes (the action about to be taken back, the game
that moves on) are `frozen`: said in every language of the package at once,
while that moment can still be described.

>>> line = frozen(say("next"))
>>> line("en"), line("ru")
('Next', 'Далее')
>>> frozen("7♣")("ru")
'7♣'
"""

from __future__ import annotations

from collections.abc import Callable

from aggravation_nb.i18n import LANGUAGES, language, text

Words = Callable[[str], str]


def say(key: str, **values: object) -> Words:
    """The text `key` with `values`, in whichever language is asked for."""
    return lambda lang: text(key, lang, **values)


def frozen(words: Words | str) -> Words:
    """`words` said now in every language; a plain string is the same in all of them (a card, nothing)."""
    if isinstance(words, str):
        return lambda _lang: words
    said = {lang: words(lang) for lang in LANGUAGES}
    return lambda lang: said[language(lang)]

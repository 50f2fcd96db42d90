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


class Written:
    """A teacher's words, one text a language they wrote it in, said in the language asked for, else in the
    first they wrote (a title, a note, a question); `texts` keeps which languages they are really written in,
    so a saved study writes them under those (not under the language of a page that showed them), and a view
    can tell a text shown in another language than the page's (`written_in`).

    >>> words = Written({"fr": "Qui couvre ?"})
    >>> words("en"), written_in(words, "en"), written_in(words, "fr"), written_in(say("next"), "ru")
    ('Qui couvre ?', 'fr', 'fr', 'ru')
    """

    def __init__(self, texts: dict[str, str]) -> None:
        if not texts:
            raise ValueError("words need a text in one language at least")
        self.texts = dict(texts)

    def __call__(self, lang: str) -> str:
        return self.texts.get(language(lang), next(iter(self.texts.values())))


def written_in(words: Words, lang: str) -> str:
    """The language `words` are said in when `lang` is asked for: another than `lang` where a teacher's words
    (`Written`) have no text in it; `lang` for any other words."""
    texts = getattr(words, "texts", None)
    if isinstance(texts, dict) and texts and language(lang) not in texts:
        return next(iter(texts))
    return lang

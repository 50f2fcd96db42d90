"""Every word a person reads: English in the source tables, every other language in its gettext catalogue.

The engine's refusals, the story's narration and the widgets all ask here by
key, so each language says everything the same way. A key is the message
context in the catalogues, and its English is the message id, so a changed
English sentence turns its translations fuzzy until a translator looks again
(`scripts/i18n`, CONTRIBUTING.md).
"""

from __future__ import annotations

import numbers
import re
import unicodedata
from collections.abc import Iterable
from typing import cast

from aggravation_nb.i18n import aggravation, common, intrigue, intrigue_app
from aggravation_nb.i18n.catalogue import available_languages, translation
from aggravation_nb.i18n.plural import Plural, form_count

LANGUAGES = available_languages()
"""English first, then the languages the catalogues add, in the page switch's order."""

ENGLISH: dict[str, str | Plural] = {**common.WORDS, **aggravation.WORDS, **intrigue.WORDS, **intrigue_app.WORDS}
"""Every key and its English: the source the catalogue template (`locale/aggravation_nb.pot`) is made from."""

YOU = "You"

_chosen = ["en"]
"""The language `set_language` chose for what code prints (refusals, static pictures): the notebook's."""


def set_language(lang: str) -> None:
    """Say refusals (`str(IllegalAction)`), the static pictures of games and the arena's results in `lang`
    from now on, in this kernel: a learner's notebook in Russian calls `set_language("ru")` once.

    >>> set_language("ru"); chosen_language()
    'ru'
    >>> set_language("en")
    """
    if lang not in LANGUAGES:
        raise ValueError(f"no such language: {lang!r}; the languages are {', '.join(LANGUAGES)}")
    _chosen[0] = lang


def chosen_language() -> str:
    """The language `set_language` chose (English until it is called)."""
    return _chosen[0]


class Shown(str):
    """A number as a language writes it, which still knows its amount (so a sentence can agree with it):
    an int when it is written whole, a float when it is written with a fraction."""

    amount: float

    def __new__(cls, written: str, amount: float) -> Shown:
        shown = super().__new__(cls, written)
        shown.amount = amount
        return shown


def language(lang: object) -> str:
    """A supported language code; anything else falls back to English."""
    return lang if lang in LANGUAGES else "en"


def has(key: str) -> bool:
    """Whether `key` is a word of the catalogue (some keys have a variant, such as `row.you`)."""
    return key in ENGLISH


def message(key: str, lang: str = "en", amount: float = 2) -> str:
    """The words for `key` in `lang`, placeholders unfilled; a plural key takes the form for `amount`."""
    english = ENGLISH[key]
    catalogue = translation(language(lang))
    if isinstance(english, Plural):
        rule = catalogue.pgettext("plural-fraction", str(common.WORDS["plural-fraction"]))
        return catalogue.npgettext(key, english.one, english.other, form_count(amount, rule))
    return catalogue.pgettext(key, english)


def name(player: str, lang: str) -> str:
    """A player's name as this language writes it (Marina → Марина)."""
    return message(f"name.{player}", lang) if has(f"name.{player}") else player


def row_owner(player: str, lang: str) -> str:
    """A player's name as the owner of a row ("Marina" → "Марины" in "ряд Марины"); a name the
    catalogue does not list takes the language's form before a vowel if it starts with one, or with
    an h, which French first names treat as mute (French: "d'Anna", "d'Hélène", "de Paul")."""
    key = f"row-owner.{player}"
    if has(key):
        return message(key, lang)
    first = unicodedata.normalize("NFD", player[:1]).lower()[:1]
    return message("row-owner.vowel" if first in "aeiouyh" else "row-owner", lang).format(player=player)


def rank_letter(rank: str, lang: str = "en") -> str:
    """A rank as a player of `lang` writes it on a card (Q → Д in Russian, D in French); numbers stay."""
    key = f"rank.{rank}"
    return message(key, lang) if has(key) else rank


def rank_aliases() -> dict[str, str]:
    """Every language's own rank letters → the Latin letter (В → J, D → Q, R → K), so a card typed in any
    page's language reads (`Card.parse`); saved files keep the Latin letters."""
    return {
        message(f"rank.{rank}", lang).upper(): rank
        for lang in LANGUAGES
        for rank in RANKS
        if message(f"rank.{rank}", lang).upper() != rank
    }


RANKS = ("J", "Q", "K", "A")
SUIT_NAMES = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}


def spoken_card(card: str, lang: str = "en") -> str:
    """A card as a listener hears it: its face, and for a card marked by a letter (J, Q, K, A) its name
    too, since a screen reader reads "Q♥" as "Q, heart" (Q♥ → "Q♥, queen of hearts", "Д♥, дама червей").

    >>> spoken_card("Q♥"), spoken_card("10♣")
    ('Q♥, queen of hearts', '10♣')
    """
    rank, suit = card[:-1], card[-1:]
    if rank not in RANKS or suit not in SUIT_NAMES:
        return cards_in(card, lang)
    return text(
        "card.spoken",
        lang,
        card=card,
        rank=message(f"rank-name.{rank}", lang),
        suit=message(f"suit-of.{SUIT_NAMES[suit]}", lang),
    )


CARD = re.compile(r"(?<![\w])(?:10|[2-9]|([JQKA]))(?=[♣♦♥♠])")
"""A card as the engine writes it (Q♥, 10♣): a rank right before a suit, not inside a word."""


def cards_in(words: str, lang: str = "en") -> str:
    """`words` with every card's rank in the language's letters (Q♥ → Д♥ in Russian, D♥ in French)."""
    letters = {rank: rank_letter(rank, lang) for rank in RANKS}
    if all(letter == rank for rank, letter in letters.items()):
        return words
    return CARD.sub(lambda found: letters[found[1]] if found[1] else found[0], words)


AGREEMENT = {
    "fr": (
        (re.compile(r"\b([Ll])e (?=D[♣♦♥♠])"), r"\1a "),  # le D♥ → la D♥ (la dame)
        (re.compile(r"\b([Ll])e (?=A[♣♦♥♠])"), r"\1’"),  # le A♠ → l’A♠ (l’as)
        (re.compile(r"\b([Dd])u (?=D[♣♦♥♠])"), r"\1e la "),
        (re.compile(r"\b([Dd])u (?=A[♣♦♥♠])"), r"\1e l’"),
        (re.compile(r"\b([Aa])u (?=D[♣♦♥♠])"), lambda found: ("À" if found[1] == "A" else "à") + " la "),
        (re.compile(r"\b([Aa])u (?=A[♣♦♥♠])"), lambda found: ("À" if found[1] == "A" else "à") + " l’"),
    )
}
"""A language whose article agrees with the card it names: a French sentence writes "le {card}" (or "du",
"au"), and a queen or an ace makes it "la D♥", "l’A♠" once the card is known."""


def agreed(words: str, lang: str = "en") -> str:
    """`words` with each article before a card agreeing with that card, in languages that have articles."""
    for pattern, agreeing in AGREEMENT.get(lang, ()):
        words = pattern.sub(agreeing, words)
    return words


def for_player(key: str, player: str, lang: str = "en", **values: object) -> str:
    """Like `text`, but "You" gets its own wording ("your row", not "You's row")."""
    if player == YOU:
        return text(f"{key}.you", lang, **values)
    return text(key, lang, player=row_owner(player, lang) if key == "row" else player, **values)


def number(value: float, digits: int, lang: str = "en") -> Shown:
    """A decimal number as the language writes it (Russian and French use a decimal comma).

    A sentence agrees with it as it is written: with no digits after the point it is a whole number
    (`number(21.2, 0)`: "21 карта"), with any it is a fraction (`number(21, 1)`: "21,0 карты").
    """
    amount = round(float(value), digits) if digits > 0 else int(round(value))
    return Shown(_written(f"{value:,.{digits}f}", lang), amount)


def whole(value: int, lang: str = "en") -> Shown:
    """A whole number with its thousands grouped as the language writes them (10,000; 10 000)."""
    return Shown(_written(f"{value:,}", lang), value)


def _written(grouped: str, lang: str) -> str:
    """A number Python wrote with "," between thousands and "." before the fraction, in the language's marks."""
    marks = {",": message("thousands-separator", lang), ".": message("decimal-separator", lang)}
    return re.sub(r"[,.]", lambda mark: marks[mark[0]], grouped)


def percent(value: float, lang: str = "en", digits: int = 1) -> Shown:
    """A percentage as the language writes it: 55.0% in English, 55,0 % in Russian and French (a no-break space).

    >>> percent(55, "en"), percent(55, "fr", digits=0)
    ('55.0%', '55\\xa0%')
    """
    shown = number(value, digits, lang)
    return Shown(message("percent", lang).format(value=shown), shown.amount)


def listing(parts: Iterable[str], lang: str = "en", separator: str = "list") -> str:
    """Parts of one sentence in a row, as the language separates them: `separator` "list" (a comma) or
    "semicolon" (French puts a narrow no-break space before it: « a ; b »)."""
    return message(f"separator.{separator}", lang).join(parts)


def sentence(key: str, lang: str = "en", **values: object) -> str:
    """Like `text`, with whole numbers grouped as the language writes them (40,000; 40 000)."""
    return text(
        key,
        lang,
        **{k: whole(v, lang) if isinstance(v, int) and not isinstance(v, bool) else v for k, v in values.items()},
    )


def amount_of(value: object) -> float:
    """The number a placeholder's value says (a `Shown`, an int or a float, numpy's too)."""
    if isinstance(value, Shown):
        return value.amount
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        return cast(float, value)  # an int or numpy's number counts as is: 1 and 1.0 agree apart
    raise TypeError(f"a plural sentence needs a number to agree with, not {value!r}")


def text(key: str, lang: str = "en", **values: object) -> str:
    """The sentence for `key` in `lang`, with player names translated; a plural agrees with its count."""
    lang = language(lang)
    english = ENGLISH[key]
    amount = amount_of(values[english.by]) if isinstance(english, Plural) else 2
    shown = {
        k: name(v, lang)
        if isinstance(v, str) and not isinstance(v, Shown)
        else listing((name(item, lang) for item in v), lang)
        if isinstance(v, tuple) and all(isinstance(i, str) for i in v)
        else v
        for k, v in values.items()
    }
    words = message(key, lang, amount)
    opening = re.match(r"\{(\w+)\}", words)
    if opening and isinstance(first := values.get(opening[1]), str) and has(f"name.{first}"):
        shown[opening[1]] = capitalized(name(first, lang))  # French "l’ordinateur" starts a sentence as "L’ordinateur"
    return agreed(cards_in(words.format(**shown), lang), lang)


def capitalized(words: str) -> str:
    """`words` with a capital first letter: a name that starts a sentence or a label ("l'ordinateur")."""
    return words[:1].upper() + words[1:]

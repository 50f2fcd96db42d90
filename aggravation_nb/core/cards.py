"""Playing cards: ranks, suits, parsing and the 52-card deck.

Suits never decide anything in Aggravation (only rank equality does), but
they always show, so a player never has to tell cards apart by colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.i18n import chosen_language, rank_aliases

SUITS = "♣♦♥♠"
_ONE_SUIT = tuple(SUITS)
"""Each suit alone: "" and "♣♦" are in the string SUITS too."""
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_SUIT_ALIASES = {
    "C": "♣",
    "D": "♦",
    "H": "♥",
    "S": "♠",
    "♣": "♣",
    "♦": "♦",
    "♥": "♥",
    "♠": "♠",
    "♧": "♣",
    "♢": "♦",
    "♡": "♥",
    "♤": "♠",
    "С": "♣",  # a Cyrillic С, which looks like the Latin C
    "Н": "♥",  # a Cyrillic Н, which looks like the Latin H
}
_RANK_ALIASES = {name: rank for rank, name in enumerate(RANK_NAMES, start=1)}
_RANK_ALIASES["T"] = 10
_RANK_ALIASES["1"] = 1
_RANK_ALIASES.update({letter: _RANK_ALIASES[latin] for letter, latin in rank_aliases().items()})
_RANK_ALIASES["А"] = 1  # a Cyrillic А looks like the Latin A, and means the same ace
_RANK_ALIASES["B"] = 11  # a Latin B looks like the Russian В (валет), the jack; it is no rank of its own
_TWO_READINGS = {"T": ("ru", 10, 1)}
"""A letter a person of `lang` may mean two ways: a Latin T is a ten, but on a Russian table it looks just
like Т, the ace (туз). In a Russian notebook (`set_language("ru")`) it is refused, naming both."""

ACCEPTED = "a rank (A, 2-10, T, J, Q, K) then a suit (♣ ♦ ♥ ♠ or C D H S), e.g. 7♣, 7C, 10♥, TH"


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Only `rank` matters for matches; `suit` is for the eye.

    >>> card = Card.parse("th")
    >>> str(card), card.rank, card.suit
    ('10♥', 10, '♥')
    """

    rank: int
    suit: str = ""
    """Required; the default only lets `Card("7♣")` say to use `Card.parse` instead of a bare TypeError."""

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo) -> Card:
        """A card never changes, so a copied game shares it (checkpoints stay cheap)."""
        return self

    def __post_init__(self) -> None:
        if (
            not isinstance(self.rank, int)
            or isinstance(self.rank, bool)
            or not 1 <= self.rank <= 13
            or self.suit not in _ONE_SUIT
        ):
            hint = (
                f"; to read a card from text, write Card.parse({self.rank + self.suit!r})"
                if isinstance(self.rank, str) and isinstance(self.suit, str)
                else ""
            )
            raise ValueError(
                f"not a card: rank {self.rank!r}, suit {self.suit!r}: a rank is a number from 1 (ace) "
                f"to 13 (king), a suit one of {' '.join(SUITS)}{hint}"
            )

    @property
    def rank_name(self) -> str:
        return RANK_NAMES[self.rank - 1]

    @property
    def red(self) -> bool:
        return self.suit in "♦♥"

    def __str__(self) -> str:
        return f"{self.rank_name}{self.suit}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: object) -> Card:
        """Read a card from `7♣`, `7C`, `10♥`, `TH` or `th`, or with a page language's rank letters
        (`Д♥`, `D♥`); a Card passes through."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str) or not 2 <= len(text.strip()) <= 3:
            raise ValueError(f"cannot read {text!r} as a card: write {ACCEPTED}")
        word = text.strip().upper()
        rank = _RANK_ALIASES.get(word[:-1])
        suit = _SUIT_ALIASES.get(word[-1])
        if rank is None or suit is None:
            raise ValueError(f"cannot read {text!r} as a card: write {ACCEPTED}{_letters_named(word)}")
        if word[:-1] in _TWO_READINGS and _TWO_READINGS[word[:-1]][0] == chosen_language():
            _, meant, looks_like = _TWO_READINGS[word[:-1]]
            first, second = (str(_DECK_BY_KEY[r, suit]) for r in (meant, looks_like))
            raise ValueError(
                f"{text!r} reads two ways: the Latin T is a ten ({first}), but it looks like the Russian Т "
                f"of the ace, туз ({second}); write {first} or {second}"
            )
        return _DECK_BY_KEY[rank, suit]


def _letters_named(word: str) -> str:
    """For a refusal: which script each letter of `word` is in, where a person could not tell by looking."""
    letters = [letter for letter in word if letter.isalpha() and not letter.isascii()]
    if not letters:
        return ""
    named = [f"{letter} is {'Cyrillic' if 'Ѐ' <= letter <= 'ӿ' else 'not Latin'}" for letter in letters]
    return f" ({', '.join(named)}; the ranks read in Latin letters, or the Russian В Д К Т, or the French V D R)"


FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))
_DECK_BY_KEY = {(card.rank, card.suit): card for card in FULL_DECK}

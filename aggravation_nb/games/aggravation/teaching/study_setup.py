"""A position a teacher sets up by typing its cards, as the start of a study they then record moves on.

Each row is typed as its piles, a card a pile (`7♣ Q♥`; a pile of several cards `2♣/7♣`, bottom first), and each
stock as its cards, top card first, in any form `Card.parse` reads (`7♣`, `7C`, `10♥`, `TH`, `th`, a page
language's rank letters). What cannot be a position is refused in words that name the card and where it was
typed, and the rule it breaks (`StudyError`): the recorder shows them, and nothing typed or shown is lost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from aggravation_nb.core.cards import Card
from aggravation_nb.core.words import Words
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.position import MAX_NAME
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Step
from aggravation_nb.games.aggravation.teaching.study import Study, StudyError
from aggravation_nb.i18n import text

RULE = re.compile(r"\(([A-Z]\d+)\)")
_APART = re.compile(r"[\s,;]+")


def _place(key: str, **values: object) -> Words:
    return lambda lang: text(key, lang, **values)


def _cards(typed: str, where) -> list[tuple[Card, Words]]:
    """Each card `typed` holds, with where it was typed (`where(n)` of its pile or place, counted from 1)."""
    found = []
    for number, word in enumerate((w for w in _APART.split(typed.strip()) if w), start=1):
        for part in word.split("/"):
            try:
                found.append((Card.parse(part), where(number)))
            except ValueError:
                raise StudyError("study.setup.card", card=part, place=where(number)) from None
    return found


def _piles(typed: str) -> list[list[str]]:
    return [[str(Card.parse(part)) for part in word.split("/")] for word in _APART.split(typed.strip()) if word]


def study_of_cards(seats: Sequence[tuple[str, str, str]]) -> Study:
    """A study of one chapter that starts from the cards typed: `seats` holds each player's (name, row, stock)
    in seat order, the row and the stock as typed. A `StudyError` says why they cannot be a position.

    >>> study = study_of_cards([("Marina", "7♣ Q♥", "K♦ 2♣"), ("Oleg", "7d as", "5S")])
    >>> game = study.chapters[0].game()
    >>> [[str(card) for card in pile] for pile in game.rows["Oleg"]], game.stock_size("Marina"), study.title("fr")
    ([['7♦'], ['A♠']], 2, 'Votre position')
    >>> try:
    ...     study_of_cards([("Marina", "7♣ Q♥", ""), ("Oleg", "7♣", "")])
    ... except StudyError as refusal:
    ...     print(refusal.said("en")[:60])
    7♣ is written twice (Marina's row, pile 1, and Oleg's row, p
    """
    names = [name.strip() for name, _, _ in seats]
    if len(set(names)) != len(names) or not all(0 < len(name) <= MAX_NAME for name in names):
        raise StudyError("study.setup.names", most=MAX_NAME)
    seen: dict[Card, Words] = {}
    for name, (_, row, stock) in zip(names, seats, strict=True):
        listed = _cards(row, lambda n, name=name: _place("study.setup.in-row", player=name, pile=n))
        listed += _cards(stock, lambda n, name=name: _place("study.setup.in-stock", player=name, number=n))
        for card, where in listed:
            if card in seen:
                raise StudyError("study.setup.twice", card=str(card), first=seen[card], second=where)
            seen[card] = where
    if not seen:
        raise StudyError("study.setup.no-cards")
    position = {
        "players": names,
        "rows": {name: _piles(row) for name, (_, row, _) in zip(names, seats, strict=True)},
        "stocks": {
            name: [str(card) for pile in _piles(stock) for card in pile]
            for name, (_, _, stock) in zip(names, seats, strict=True)
        },
    }
    try:
        Game.from_position(**position)  # type: ignore[arg-type]
    except ValueError as error:
        found = RULE.search(str(error))
        raise StudyError("study.setup.impossible", rule=found[1] if found else "A1") from None
    title: Words = lambda lang: text("study.setup.title", lang)  # noqa: E731
    return Study(title, (Chapter("position", position, (Step(""),), title),))

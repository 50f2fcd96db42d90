"""Reading a teaching position (or a saved one) and refusing impossible ones.

Everything a person or a file can hand to `Game.from_position` passes
through here, so the engine itself can trust its state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.core.errors import IllegalAction

MAX_NAME = 40


def read_names(players, counts=(2,)) -> tuple[str, ...]:
    """Different, non-empty player names of at most 40 characters; as many as the variant allows."""
    if isinstance(players, (str, bytes)) or not isinstance(players, (tuple, list)) or len(players) not in counts:
        if counts == (2,):
            raise ValueError(f"Aggravation has exactly two players (A1); got {players!r}")
        raise ValueError(f"a tournament has {counts[0]} to {counts[-1]} players (C7); got {players!r}")
    names = []
    for name in players:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or not name.isprintable():
            raise ValueError(f"a player's name is printable text of 1 to {MAX_NAME} characters, not {name!r}")
        names.append(name.strip())
    if len(set(names)) != len(names):
        raise ValueError(f"the players need different names; got {names!r}")
    return tuple(names)


def read_position(rows, stocks, to_cover, players, variant):
    """Check a position for the `variant` class (its players, deck and rows) and return
    (names, rows, stocks, owed) in the engine's own terms."""
    if not isinstance(rows, Mapping) or not isinstance(stocks, Mapping):
        raise ValueError("rows and stocks are each given as {player name: ...}")
    guessed = players is None
    if guessed:
        players = list(dict.fromkeys([*rows, *stocks]))
    try:
        names = read_names(players, variant.player_counts)
    except ValueError as error:
        if guessed and set(rows) != set(stocks):  # the players were read from names that do not agree
            named = lambda side: ", ".join(map(str, side)) or "nobody"  # noqa: E731
            raise ValueError(f"{error}: the rows name {named(rows)} and the stocks {named(stocks)}") from None
        raise
    for key in [*rows, *stocks]:
        if key not in names:
            raise _unknown_player(key, names)
    seen: Counter[Card] = Counter()
    copies = variant.copies
    row_cards = [
        [
            _read_pile(pile, name, column, seen, copies)
            for column, pile in enumerate(_read_list(rows.get(name, []), f"{name}'s row", copies))
        ]
        for name in names
    ]
    size = variant.row_size(len(names))
    for name, row in zip(names, row_cards, strict=False):
        if size is not None and len(row) > size:
            raise ValueError(
                f"{name}'s row holds {len(row)} piles, but each player deals {size} here ({variant.row_rule})"
            )
    stock_cards = [
        [
            _read_card(card, f"{name}'s stock", seen, copies)
            for card in _read_list(stocks.get(name, []), f"{name}'s stock", copies)
        ]
        for name in names
    ]
    owed = [_read_address(pile, names, row_cards) for pile in _read_list(to_cover, "to_cover", copies)]
    variant.check_cards(
        [card for row in row_cards for pile in row for card in pile]
        + [card for stock in stock_cards for card in stock],
        len(names),
    )
    return names, row_cards, stock_cards, owed


def _read_list(value, what: str, copies: int = 1) -> list:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} should be a list, not {type(value).__name__}")
    if len(value) > copies * len(FULL_DECK):
        deck = "one deck has" if copies == 1 else "the double deck has"
        raise ValueError(f"{what} holds {len(value)} entries; {deck} only {copies * len(FULL_DECK)} cards")
    return list(value)


def _read_pile(pile, name: str, column: int, seen: Counter, copies: int) -> list[Card]:
    where = f"{name}'s row, pile {column + 1}"
    if not isinstance(pile, (str, Card, list, tuple)):
        raise ValueError(f"{where}: a pile is a card or a list of cards bottom→top, not {type(pile).__name__}")
    cards = [pile] if isinstance(pile, (str, Card)) else _read_list(pile, where, copies)
    if not cards:
        raise ValueError(f"{where} is empty: a pile holds at least one card (A2)")
    return [_read_card(card, where, seen, copies) for card in cards]


def _unknown_player(name, names) -> IllegalAction:
    """A player a position names who is not one of its players (A1 deals to the players alone)."""
    players = ", ".join(names)
    message = f"{name!r} is not one of the players {players}"
    return IllegalAction(message, "A1", "position.unknown-player", name=str(name), players=players)


def _read_card(text, where: str, seen: Counter, copies: int) -> Card:
    try:
        card = Card.parse(text)
    except ValueError as error:
        raise IllegalAction(f"{where}: {error}", "A1", "position.not-a-card", card=str(text)) from None
    seen[card] += 1
    if seen[card] > copies:
        if copies == 1:
            raise IllegalAction(
                f"{card} appears twice ({where}); one deck holds each card once", "A1", "position.card-twice", card=card
            )
        raise ValueError(f"{card} appears three times ({where}); the double deck holds each card twice (C7)")
    return card


def _read_address(pile, names, row_cards) -> tuple[int, int]:
    if isinstance(pile, str):
        return _read_pile_name(pile, names, row_cards)
    if not isinstance(pile, (list, tuple)) or len(pile) != 2:
        raise ValueError(
            f"{pile!r} is not a pile address: write its name, such as {names[0] + ' 1'!r}, "
            "or (row owner, column counted from 0)"
        )
    owner, column = pile
    if isinstance(owner, int) and not isinstance(owner, bool) and 0 <= owner < len(names):
        player = owner
    elif owner in names:
        player = names.index(owner)
    else:
        raise _unknown_player(owner, names)
    piles = len(row_cards[player])
    if isinstance(column, bool) or not isinstance(column, int) or not 0 <= column < piles:
        name = names[player]
        raise ValueError(
            f"there is no pile {column!r} in {name}'s row: a tuple counts its {_piles(piles)} from 0, "
            f"so 0 to {piles - 1} (on the table, {name} 1 to {name} {piles})"
            if piles
            else f"there is no pile {column!r} in {name}'s row: it has no piles"
        )
    return player, column


def _piles(count: int) -> str:
    return f"{count} pile" if count == 1 else f"{count} piles"


def _read_pile_name(text: str, names, row_cards) -> tuple[int, int]:
    """A pile named as the table names it, its owner and its number from 1 ("Oleg 1")."""
    owner, _, number = text.strip().rpartition(" ")
    owner = owner.strip()
    if owner not in names or not number.isascii() or not number.isdigit():
        raise ValueError(
            f"{text!r} is not a pile: name one by its row's owner and its number from 1, such as {names[0] + ' 1'!r}"
        )
    player, piles = names.index(owner), len(row_cards[names.index(owner)])
    if not 1 <= int(number) <= piles:
        raise ValueError(f"there is no pile {text!r}: {owner}'s row has {_piles(piles)}, {owner} 1 to {owner} {piles}")
    return player, int(number) - 1

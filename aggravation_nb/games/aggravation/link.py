"""A position of Aggravation (or a relative) in a link, compactly, and back.

The place (`aggravation_nb.core.places`) holds the players' names (the key
`players`, once per seat), each seat's row and stock and the piles still
owed a cover (`cover`, seat and pile counted from 1, as the table names them), two letters a card
(`7C`, `TH`):

    players=Marina&players=Oleg&rows=7CQH.7D_AS&stocks=KD2C_5S&cover=1-1

Links written before piles had one name say `owed=0-0`, counted from 0; they still open.

Seats are parted by `_` and a row's piles by `.`, a pile bottom→top and a
stock top card first, as `Game.from_position` takes them; `variant` and
`rutter=1` come only where they differ from Aggravation's. What a link
holds is turned into a saved file's starting position and read through
`Game.from_json`, so a link passes exactly the checks a saved file does and
can hold no position the rules forbid.

A game dealt from a number has a second place that shows no hidden card: the
deal and the moves played on it (`deal_place`), each in the notation's short form (`notation.short_text`:
`f`, `c1-2-3`, `k1-1-2-2-4`, seats and piles counted from 1 as the table names them), since the long form's
words (`You covers Computer 3`) would not fit a long game in a link.
A live game's address holds that one: the stocks' order is A1's secret.
"""

from __future__ import annotations

import re

from aggravation_nb.core.cards import FULL_DECK, SUITS
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.places import BadLink, one_of, read_place, shown, whole_number
from aggravation_nb.core.saved import write_saved
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.aggravation.codec import FORMAT, VERSION
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.notation import SHORT, read_short, short_text

RANKS = "A23456789TJQK"
LETTERS = "CDHS"
CODE = {str(card): RANKS[card.rank - 1] + LETTERS[SUITS.index(card.suit)] for card in FULL_DECK}
CARD = {code: card for card, code in CODE.items()}
KEYS = ("players", "rows", "stocks", "cover", "owed", "variant", "rutter")
DEAL_KEYS = ("deal", "players", "variant", "rutter", "moves")
"""A dealt game's place: its number, the players where they are not the app's own, and the moves."""
RULE = re.compile(r"\(([ACFI]\d{1,2})\)")
"""A rule id as the engine's refusals cite it, in brackets."""


def position_place(position: dict) -> list[tuple[str, object]]:
    """The place pairs (for `write_place`) of a position in the form `Game.start` and
    `Game.position` give and `Game.from_position` takes."""
    names = list(position["players"])
    rows = position["rows"]
    stocks = position["stocks"]
    pairs: list[tuple[str, object]] = [
        ("players", names),
        ("rows", "_".join(".".join(_cards(pile) for pile in rows.get(name, [])) for name in names)),
        ("stocks", "_".join(_cards(stocks.get(name, [])) for name in names)),
    ]
    owed = [
        f"{(names.index(owner) if owner in names else owner) + 1}-{column + 1}"
        for owner, column in position["to_cover"]
    ]
    if owed:
        pairs.append(("cover", ".".join(owed)))
    if position.get("variant", Game.name) != Game.name:
        pairs.append(("variant", position["variant"]))
    if position.get("rutter"):
        pairs.append(("rutter", "1"))
    return pairs


def holds_position(place: dict) -> bool:
    """Whether a place read with `KEYS` says anything of a position."""
    return any(key in place for key in KEYS)


def game_from_place(place: dict) -> Game:
    """The game starting at the position a place read with `KEYS` (and `repeated={"players"}`) holds,
    or `BadLink` saying what is wrong with it, and which rule it breaks where it breaks one."""
    for key in ("players", "rows", "stocks"):
        if key not in place:
            raise BadLink("link.missing", field=key)
    names = place["players"]
    seats = len(names)
    variant = one_of(place, "variant", AGGRAVATION.variants, Game.name)
    rutter = one_of(place, "rutter", ("0", "1"), "0") == "1"
    rows = _seats(place["rows"], "rows", names)
    stocks = _seats(place["stocks"], "stocks", names)
    start = {
        "players": names,
        "rows": {
            name: [_read_cards(pile, "rows") for pile in row.split(".")] if row else []
            for name, row in zip(names, rows, strict=False)
        },
        "stocks": {name: _read_cards(stock, "stocks") for name, stock in zip(names, stocks, strict=False)},
        "to_cover": _to_cover(place, seats),
    }
    if variant != Game.name:
        start["variant"] = variant
    if rutter:
        start["rutter"] = True
    try:
        return Game.from_json(write_saved(FORMAT, VERSION, None, start, []))
    except ValueError as error:
        found = RULE.search(str(error))
        if found:
            raise BadLink("link.impossible", rule=found[1], ruled=found[1]) from None
        raise BadLink("link.impossible.no-rule") from None


def read_position(fragment: object) -> Game:
    """The game a whole fragment's position starts (see `game_from_place`)."""
    return game_from_place(read_place(fragment, KEYS, repeated={"players"}))


def _cards(cards) -> str:
    return "".join(CODE[str(card)] for card in cards)


def _seats(value: str, key: str, names: list[str]) -> list[str]:
    parts = value.split("_")
    if len(parts) != len(names):
        raise BadLink("link.seats", field=key, count=len(parts))
    return parts


def _read_cards(value: str, key: str) -> list[str]:
    codes = [value[i : i + 2] for i in range(0, len(value), 2)]
    for code in codes:
        if code not in CARD:
            raise BadLink("link.card", field=key, card=shown(code))
    return [CARD[code] for code in codes]


def _to_cover(place: dict, seats: int) -> list[list[int]]:
    """The piles owed a cover, as (seat, column) from 0: `cover` counts from 1, an older link's `owed` from 0."""
    key, first = ("cover", 1) if "cover" in place else ("owed", 0)
    return [_owed(pile, seats, first) for pile in place[key].split(".")] if place.get(key) else []


def _owed(pile: str, seats: int, first: int) -> list[int]:
    seat, dash, column = pile.partition("-")
    if (
        not dash
        or not all(part.isascii() and part.isdigit() and len(part) < 4 for part in (seat, column))
        or not first <= int(seat) < seats + first
        or int(column) < first
    ):
        raise BadLink("link.owed", pile=shown(pile))
    return [int(seat) - first, int(column) - first]


def deal_place(game: Game, players: tuple[str, ...]) -> list[tuple[str, object]]:
    """The place pairs of a game dealt from a number (`game.seed`): the deal, the players unless they are
    `players`, the variant where it is not Aggravation, and the moves played. It shows no hidden card.

    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.flip()
    >>> game.cover("Marina", ("Oleg", 0))
    >>> deal_place(game, ("Marina", "Oleg"))
    [('deal', 7), ('moves', 'f.c1-2-1')]
    """
    pairs: list[tuple[str, object]] = [("deal", game.seed)]
    if game.players != tuple(players):
        pairs.append(("players", list(game.players)))
    if game.variant != Game.name:
        pairs.append(("variant", game.variant))
    if game.rutter:
        pairs.append(("rutter", "1"))
    if game.log:
        pairs.append(("moves", ".".join(short_text(action, game) for action in game.log)))
    return pairs


def game_from_deal_place(place: dict, players: tuple[str, ...], most: int) -> Game:
    """The game a `deal_place` names (read with `DEAL_KEYS`, `repeated={"players"}`): dealt again and its
    moves played, or `BadLink` saying which move is not one or which rule it breaks."""
    seed = whole_number(place, "deal", 0, most, 0)
    variant = one_of(place, "variant", AGGRAVATION.variants, Game.name)
    rutter = one_of(place, "rutter", ("0", "1"), "0") == "1"
    try:
        game = Game.deal(seed=seed, players=tuple(place.get("players", players)), variant=variant, rutter=rutter)
    except ValueError:
        raise BadLink("link.impossible.no-rule") from None
    for number, move in enumerate(place.get("moves", "").split(".") if place.get("moves") else [], 1):
        if not SHORT.fullmatch(move):
            raise BadLink("link.not-a-play-move", number=number, move=shown(move))
        try:
            game.apply(read_short(move, game))
        except (IllegalAction, IndexError) as refusal:
            rule = getattr(refusal, "rule", None)
            if rule is None:
                raise BadLink("link.not-a-play-move", number=number, move=shown(move)) from None
            raise BadLink("link.move", rule=rule, number=number, ruled=rule) from None
    return game

"""The move notation read back: text → action, for one game's players (docs/rules.md, "Moves as text").

`str(action)` writes it (`actions.py`); this module reads it, so a person can
type what the screen and the saved files show: `flip`, `Marina covers Oleg 1`,
`Oleg calls Marina 2 + Oleg 1`, and two calls made at once joined by `&`.
A pile is its row owner's name and its place in the row counted from 1.
Keywords are read in any case; a name must be one of the game's players,
as code writes it or as a page language shows it ("Марина 1" is "Marina 1"),
the longest tried first. A name that itself holds " covers ", " calls ",
"+" or "&" can make a text read two ways: the first reading is taken.

Each action also has a short form, as UCI is to SAN in chess, which the links
carry: seats and piles by their numbers from 1 (`f`, `c1-2-3`: the first
player covers the second player's pile 3; `k1-1-2-2-4`: the first player
calls on their own pile 2 and the second player's pile 4; `t` before two
calls made at once). `short_text` writes it; `parse_action` reads it too.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from aggravation_nb.core.errors import refused
from aggravation_nb.core.places import shown
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip, Pile, pile_name
from aggravation_nb.i18n import LANGUAGES, name

if TYPE_CHECKING:
    from aggravation_nb.games.aggravation.game import Game

SHORT = re.compile(r"f|c\d{1,2}-\d{1,2}-\d{1,3}|k(\d{1,2}-){4}\d{1,3}|t(k(\d{1,2}-){4}\d{1,3}){2}")
"""The short form's shape (seats up to 99, piles up to 999)."""
SHOWN_LEGAL = 6
SHAPES = (
    re.compile(r"(.+?)\s+covers\s+(.+?)\s+\d+", re.IGNORECASE),
    re.compile(r"(.+?)\s+calls\s+(.+?)\s+\d+\s*(?:\+|,|\band\b)\s*(.+?)\s+\d+", re.IGNORECASE),
)
"""A cover's and a call's shape whatever the names, to tell a name not at the table from a text that is no move."""
"""How many legal actions a refusal of unreadable text lists before "…"."""


class _Grammar:
    """The regular expressions of one set of player names (longest names tried first)."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.names = {name(player, lang): player for player in players for lang in LANGUAGES}
        self.names.update({player: player for player in players})
        self.folded = {written.casefold(): player for written, player in self.names.items()}
        names = "|".join(re.escape(written) for written in sorted(self.names, key=len, reverse=True))
        pile = rf"({names})\s+(\d{{1,6}})"
        call = rf"({names})\s+calls\s+{pile}\s*(?:\+|,|\band\b)\s*{pile}"
        self.pile = re.compile(pile, re.IGNORECASE)
        self.cover = re.compile(rf"({names})\s+covers\s+{pile}", re.IGNORECASE)
        self.call = re.compile(call, re.IGNORECASE)
        self.together = re.compile(rf"{call}\s*&\s*{call}", re.IGNORECASE)


@lru_cache(maxsize=64)
def _grammar(players: tuple[str, ...]) -> _Grammar:
    return _Grammar(players)


def parse_action(text: str, game: Game) -> Action:
    """The action `text` writes in the notation, for `game`'s players; refused (IllegalAction)
    with the forms it accepts and what is legal now when it reads as none.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": []})
    >>> parse_action("Marina covers Oleg 1", game)
    Cover(player='Marina', pile=('Oleg', 0))
    >>> parse_action("oleg calls Marina 1 + Oleg 1", game)
    Call(player='Oleg', piles=(('Marina', 0), ('Oleg', 0)))
    >>> parse_action("c1-2-1", game)  # the short form: the first player covers the second player's pile 1
    Cover(player='Marina', pile=('Oleg', 0))
    """
    if not isinstance(text, str):
        raise refused("not-an-action", None, value=shown(repr(text)), legal=legal_now(game))
    said = " ".join(text.split())
    if SHORT.fullmatch(said):
        try:
            return read_short(said, game)
        except IndexError:
            raise refused("notation-unreadable", None, text=shown(said), legal=legal_now(game)) from None
    grammar = _grammar(game.players)
    if said.casefold() == "flip":
        return Flip()
    if match := grammar.cover.fullmatch(said):
        player, owner, number = match.groups()
        return Cover(_player(player, grammar), _pile(owner, number, grammar, game))
    if match := grammar.call.fullmatch(said):
        return _call(match.groups(), grammar, game)
    if match := grammar.together.fullmatch(said):
        parts = match.groups()
        return CallTogether((_call(parts[:5], grammar, game), _call(parts[5:], grammar, game)))
    if stranger := _stranger(said, grammar):
        raise refused("no-such-player", "A1", player=shown(stranger), players=game.players)
    raise refused("notation-unreadable", None, text=shown(said), legal=legal_now(game))


def parse_pile(text: str, game: Game) -> Pile:
    """The tuple address (counted from 0) of the pile `text` names as a person does ("Oleg 1").

    >>> from aggravation_nb import Game
    >>> parse_pile("Oleg 1", Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={}))
    ('Oleg', 0)
    """
    grammar = _grammar(game.players)
    match = grammar.pile.fullmatch(" ".join(text.split()))
    if match is None:
        raise refused("not-a-pile-name", "A2", text=shown(text), example=f"{game.players[0]} 1")
    owner, number = match.groups()
    return _pile(owner, number, grammar, game)


def legal_now(game: Game) -> str:
    """What `game` accepts now, in the notation, the first few of them (for a refusal)."""
    actions = [str(action) for action in game.legal_actions()]
    if not actions:
        return "—"
    listed = ", ".join(f"“{action}”" for action in actions[:SHOWN_LEGAL])
    return listed + (", …" if len(actions) > SHOWN_LEGAL else "")


def _stranger(said: str, grammar: _Grammar) -> str | None:
    """The first name in a cover or a call that is no player's (\"Marina covers Oleg 1\" at a table of two
    others), or None."""
    for shape in SHAPES:
        if match := shape.fullmatch(said):
            return next((written for written in match.groups() if written.casefold() not in grammar.folded), None)
    return None


def _player(written: str, grammar: _Grammar) -> str:
    """The player a name in the text means: as written, else as written in another case."""
    return grammar.names.get(written) or grammar.folded[written.casefold()]


def _pile(owner: str, number: str, grammar: _Grammar, game: Game) -> Pile:
    """A pile named by its owner and its number from 1, refused (A2) where the row has no such pile."""
    owner = _player(owner, grammar)
    piles = game.row_widths()[game.players.index(owner)]
    column = int(number) - 1
    if not piles:
        raise refused("no-pile-yet", "A2", player=owner, pile=f"{owner} {number}")
    if not 0 <= column < piles:
        raise refused(
            "no-such-pile-name",
            "A2",
            pile=f"{owner} {number}",
            player=owner,
            piles=piles,
            first=pile_name((owner, 0)),
            final=pile_name((owner, piles - 1)),
        )
    return owner, column


def _call(parts: tuple, grammar: _Grammar, game: Game) -> Call:
    player, first_owner, first, second_owner, second = parts
    piles = (_pile(first_owner, first, grammar, game), _pile(second_owner, second, grammar, game))
    return Call(_player(player, grammar), piles)


def short_text(action: Action, game: Game) -> str:
    """The action's short form for `game`'s seats, as a link carries it.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": []})
    >>> short_text(Cover("Oleg", ("Marina", 0)), game), short_text(Flip(), game)
    ('c2-1-1', 'f')
    """
    seat = game.players.index

    def call(c: Call) -> str:
        (o1, c1), (o2, c2) = c.piles
        return f"k{seat(c.player) + 1}-{seat(o1) + 1}-{c1 + 1}-{seat(o2) + 1}-{c2 + 1}"

    if isinstance(action, Flip):
        return "f"
    if isinstance(action, Cover):
        return f"c{seat(action.player) + 1}-{seat(action.pile[0]) + 1}-{action.pile[1] + 1}"
    if isinstance(action, Call):
        return call(action)
    assert isinstance(action, CallTogether)
    return "t" + "".join(call(c) for c in action.calls)


def read_short(move: str, game: Game) -> Action:
    """The action a short form names (`SHORT` has checked its shape); a seat or pile that is none (0, or past
    the last) is an IndexError."""

    def seat(number: int) -> str:
        if number < 1:
            raise IndexError(number)
        return game.players[number - 1]

    def pile(owner: int, column: int) -> tuple[str, int]:
        if column < 1:
            raise IndexError(column)
        return seat(owner), column - 1

    def call(letters: str) -> Call:
        player, o1, c1, o2, c2 = (int(n) for n in letters.split("-"))
        return Call(seat(player), (pile(o1, c1), pile(o2, c2)))

    if move == "f":
        return Flip()
    if move.startswith("c"):
        player, owner, column = (int(n) for n in move[1:].split("-"))
        return Cover(seat(player), pile(owner, column))
    if move.startswith("k"):
        return call(move[1:])
    first, second = move[2:].split("k")
    return CallTogether((call(first), call(second)))

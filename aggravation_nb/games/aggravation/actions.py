"""The actions a player can take, as small immutable values, and their text.

A game's event log is a list of these; `legal_actions()` returns them and
`Game.apply` takes them, so bots, views and saved games speak one language.
`str(action)` is the move notation (docs/rules.md, "Moves as text"): `flip`,
`Marina covers Oleg 1`, `Oleg calls Marina 2 + Oleg 1`; `notation.parse_action`
reads it back. A pile is named as a person counts it, from 1: "Oleg 1" is the
tuple address ("Oleg", 0), whose column counts from 0.
"""

from __future__ import annotations

from dataclasses import dataclass

Pile = tuple[str, int]
"""A pile address: (row owner's name, column counted from 0); its name counts from 1 (`pile_name`)."""


def pile_name(pile: Pile) -> str:
    """A pile as a person names it, on the table and in the notation: its row owner's name and its
    place in the row counted from 1.

    >>> pile_name(("Oleg", 0))
    'Oleg 1'
    """
    owner, column = pile
    return (
        f"{owner} {column + 1}" if isinstance(column, int) and not isinstance(column, bool) else f"{owner} {column!r}"
    )


@dataclass(frozen=True, slots=True)
class Flip:
    """A3/A7: whoever may flip turns the top card of their stock onto a new pile.

    >>> from aggravation_nb import Game
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.apply(Flip())
    >>> game.row_widths()
    [1, 1]
    """

    def __str__(self) -> str:
        return "flip"


@dataclass(frozen=True, slots=True)
class Cover:
    """A5: `player` covers the pile with the top card of their own stock.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> game.apply(Cover("Oleg", ("Marina", 0)))
    >>> str(game.top(("Marina", 0)))
    '5♠'
    """

    player: str
    pile: Pile

    def __str__(self) -> str:
        """The notation: who covers which pile.

        >>> str(Cover("Oleg", ("Marina", 0)))
        'Oleg covers Marina 1'
        """
        return f"{self.player} covers {pile_name(self.pile)}"


@dataclass(frozen=True, slots=True)
class Call:
    """A8: `player`, with an empty stock, touches two piles and calls "Aggravation!".

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": [], "Oleg": ["5♠"]})
    >>> game.apply(Call("Marina", (("Marina", 0), ("Oleg", 0))))
    >>> game.outcome.winner
    'Marina'
    """

    player: str
    piles: tuple[Pile, Pile]

    def __str__(self) -> str:
        """The notation: who calls on which two piles.

        >>> str(Call("Marina", (("Marina", 0), ("Oleg", 0))))
        'Marina calls Marina 1 + Oleg 1'
        """
        return f"{self.player} calls {' + '.join(pile_name(pile) for pile in self.piles)}"


@dataclass(frozen=True, slots=True)
class CallTogether:
    """A10: both players call at the same instant; two valid calls make a draw.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={})
    >>> pair = (("Marina", 0), ("Oleg", 0))
    >>> game.apply(CallTogether((Call("Marina", pair), Call("Oleg", pair))))
    >>> game.outcome.winner, game.outcome.rule
    (None, 'A10')
    """

    calls: tuple[Call, Call]

    def __str__(self) -> str:
        return " & ".join(str(call) for call in self.calls)


Action = Flip | Cover | Call | CallTogether

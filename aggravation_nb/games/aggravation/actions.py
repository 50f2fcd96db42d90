"""The actions a player can take, as small immutable values.

A game's event log is a list of these; `legal_actions()` returns them and
`Game.apply` takes them, so bots, views and saved games speak one language.
"""

from __future__ import annotations

from dataclasses import dataclass

Pile = tuple[str, int]
"""A pile address: (row owner's name, column counted from 0)."""


@dataclass(frozen=True, slots=True)
class Flip:
    """A3/A7: whoever may flip turns the top card of their stock onto a new pile.

    >>> from aggravation_nb import Game
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.apply(Flip())
    >>> game.row_widths()
    [1, 1]
    """


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


Action = Flip | Cover | Call | CallTogether

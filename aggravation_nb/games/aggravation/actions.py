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
    """A3/A7: whoever may flip turns the top card of their stock onto a new pile."""


@dataclass(frozen=True, slots=True)
class Cover:
    """A5: `player` covers the pile with the top card of their own stock."""

    player: str
    pile: Pile


@dataclass(frozen=True, slots=True)
class Call:
    """A8: `player`, with an empty stock, touches two piles and calls "Aggravation!"."""

    player: str
    piles: tuple[Pile, Pile]


@dataclass(frozen=True, slots=True)
class CallTogether:
    """A10: both players call at the same instant; two valid calls make a draw."""

    calls: tuple[Call, Call]


Action = Flip | Cover | Call | CallTogether

"""Aggravation (A1-A11) and its relatives: the engine, its actions, positions, codec, narration and variants.

`about.VARIANTS` lists the variants: `game.Game`, then the classes of `variants`.
"""

from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Event, Game, Outcome

__all__ = ["Call", "CallTogether", "Cover", "Event", "Flip", "Game", "Outcome"]

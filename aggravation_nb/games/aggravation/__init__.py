"""Aggravation (A1-A11) and its relatives: the engine, its actions, positions, codec, narration and variants.

`about.AGGRAVATION` is the family the registry knows; `game.Game` and the
classes of `variants` register themselves in it as they are defined.
"""

from aggravation_nb.games.aggravation import variants  # noqa: F401  (the relatives register themselves)
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Event, Game, Outcome

__all__ = ["Call", "CallTogether", "Cover", "Event", "Flip", "Game", "Outcome"]

"""Interactive teaching notebooks for Aggravation: the public engine API."""

from .actions import Call, CallTogether, Cover, Flip
from .cards import Card
from .errors import IllegalAction
from .game import Event, Game, Outcome

__all__ = ["Call", "CallTogether", "Card", "Cover", "Event", "Flip", "Game", "IllegalAction", "Outcome"]
__version__ = "0.1.0"

"""Interactive teaching notebooks for Aggravation: the public engine API."""

from .actions import Call, CallTogether, Cover, Flip
from .cards import Card
from .errors import IllegalAction
from .game import Event, Game, Outcome
from . import california_speed, frustration  # noqa: F401,E402  (registers the variants)

__all__ = ["Call", "CallTogether", "Card", "Cover", "Event", "Flip", "Game", "IllegalAction", "Outcome"]
__version__ = "0.1.0"

"""Example bots for the arena: a seeded random one, and two that choose which row to cover first."""

from __future__ import annotations

import random

from aggravation_nb.games.aggravation.actions import Action, Cover
from aggravation_nb.games.aggravation.play.view import Bot, PlayerView


def random_bot(seed: int = 0) -> Bot:
    """A bot that picks any legal action at random, from its own seeded generator.

    >>> from aggravation_nb.arena import arena
    >>> bot = random_bot(seed=1)
    >>> arena(bot, games=4).games
    4
    """
    rng = random.Random(seed)

    def random_choice(view: PlayerView) -> Action | None:
        return rng.choice(view.legal) if view.legal else None

    return random_choice


def cover_own_first(view: PlayerView) -> Action | None:
    """Covers a pile in its own row first, then the opponent's; calls when it can.

    >>> from aggravation_nb.arena import arena
    >>> arena(cover_own_first, games=2).games
    2
    """
    covers = [action for action in view.legal if isinstance(action, Cover)]
    covers.sort(key=lambda cover: cover.pile[0] != view.me)
    return covers[0] if covers else (view.legal[0] if view.legal else None)


def cover_theirs_first(view: PlayerView) -> Action | None:
    """Covers a pile in the opponent's row first (F3: a card given there is a card off my share).

    The computer's own choice, and the bot to beat a level with by choosing: at Frustration, reacting
    in 1 s, it beats the intermediate computer (1.2 s), which a random bot as quick loses to
    (`benchmarks/arena_choices.py`: 100% of 250 games, against 1%).

    >>> from aggravation_nb.arena import arena
    >>> arena(cover_theirs_first, games=2, variant="frustration").games
    2
    """
    covers = [action for action in view.legal if isinstance(action, Cover)]
    covers.sort(key=lambda cover: cover.pile[0] == view.me)
    return covers[0] if covers else (view.legal[0] if view.legal else None)

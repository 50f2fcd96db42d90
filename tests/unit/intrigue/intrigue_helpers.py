"""Shared helpers for the Intrigue tests: building positions, checking refusals, and searching every move."""

import json

import pytest

from aggravation_nb import Card, IllegalAction
from aggravation_nb.intrigue import Patience

P = Patience.from_position


def cards(*texts):
    return [Card.parse(text) for text in texts]


def refused_unchanged(game, rule, action, *args):
    """The action is refused citing `rule`, and the game is exactly as it was."""
    before = game.copy()
    with pytest.raises(IllegalAction) as caught:
        action(*args)
    assert caught.value.rule == rule
    assert game == before
    return caught.value


def total_cards(game):
    return game.stock_size + sum(map(len, game.columns)) + sum(map(len, game.foundations)) + len(game.set_aside)


def exhaustive(game, seen=None) -> bool:
    """Whether `game` can be won, by trying every legal move, remembering only the exact positions (suits
    and order kept) already tried: building in the tableau can go round. What the solver is checked against."""
    seen = set() if seen is None else seen
    if game.won:
        return True
    key = json.dumps(game.position())
    if key in seen:
        return False
    seen.add(key)
    for move in game.moves():
        after = game.copy()
        after.move(*move)
        if exhaustive(after, seen):
            return True
    return False

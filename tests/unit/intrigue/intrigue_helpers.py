"""Shared helpers for the Intrigue tests: building positions and checking refusals."""

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
    return (game.stock_size + sum(map(len, game.columns)) + sum(map(len, game.foundations))
            + len(game.set_aside))

"""Shared helpers for the rule tests."""

import random

import pytest

from aggravation_nb import Game, IllegalAction


def refused(game: Game, attempt, rule: str | None) -> IllegalAction:
    """Run `attempt(game)`, require a refusal citing `rule`, and require the game unchanged."""
    before_json = game.to_json()
    before = game.replay()
    with pytest.raises(IllegalAction) as caught:
        attempt(game)
    assert caught.value.rule == rule, str(caught.value)
    if rule:
        assert f"({rule})" in str(caught.value)
    assert game.to_json() == before_json
    assert game == before
    return caught.value


def position(marina_row, oleg_row, marina_stock=(), oleg_stock=(), **extra) -> Game:
    return Game.from_position(
        rows={"Marina": list(marina_row), "Oleg": list(oleg_row)},
        stocks={"Marina": list(marina_stock), "Oleg": list(oleg_stock)},
        **extra,
    )


def randomly_played(
    seed: int, moves: int, players=("Marina", "Oleg"), variant: str = "aggravation", rutter: bool = False
):
    """A deal played on by `moves` random legal actions (fewer if it ends), the choices seeded by `seed`."""
    game = Game.deal(seed=seed, players=players, variant=variant, rutter=rutter)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game

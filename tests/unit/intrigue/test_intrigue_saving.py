"""JSON save/load, replay, undo and card conservation, over seeded deals of every variant."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from intrigue_helpers import total_cards

from aggravation_nb import IllegalAction
from aggravation_nb.games.intrigue.patience import MAX_ACTIONS
from aggravation_nb.intrigue import VARIANTS, Patience

seeds = st.integers(min_value=0, max_value=2**32 - 1)
variants = st.sampled_from(sorted(VARIANTS))


def played(seed, variant, moves=10):
    """A deal dealt out, then up to `moves` random legal moves; yields the game after each action."""
    game = Patience.deal(seed=seed, variant=variant)
    rng = random.Random(seed)
    yield game
    while game.dealing:
        game.deal_one()
        yield game
    for _ in range(moves):
        if not game.moves():
            break
        game.move(*rng.choice(game.moves()))
        yield game


@settings(max_examples=25, deadline=None)
@given(seeds, variants)
def test_104_cards_at_every_step_and_the_deal_always_finishes(seed, variant):
    for steps, game in enumerate(played(seed, variant)):
        assert total_cards(game) == 104
        assert steps < 300
    assert not game.dealing and game.stock_size == 0
    assert game.won or game.lost or any(game.moves())


@settings(max_examples=20, deadline=None)
@given(seeds, variants)
def test_undo_json_and_replay_round_trip(seed, variant):
    history = [game.copy() for game in played(seed, variant)]
    game = history[-1]
    assert Patience.from_json(game.to_json()) == game
    assert game.replay() == game
    for earlier in reversed(history[:-1]):
        game.undo()
        assert game == earlier


@settings(max_examples=20, deadline=None)
@given(
    seeds,
    variants,
    st.integers(-2, 20),
    st.sampled_from(["foundation", "column", "x"]),
    st.one_of(st.none(), st.integers(-2, 20), st.text(max_size=2)),
)
def test_refusals_change_nothing(seed, variant, column, kind, where):
    *_, game = played(seed, variant, moves=3)
    before = game.copy()
    try:
        game.move(column, (kind, where))
    except IllegalAction as refusal:
        assert refusal.rule in (None, "I2", "I3", "I4", "I6", "I7", "I8", "I9")
        assert game == before


def saved():
    game = Patience.deal(seed=4)
    game.deal_all()
    if game.moves():
        game.move(*game.moves()[0])
    return json.loads(game.to_json())


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="other"),
        lambda d: d.update(version=3),
        lambda d: d.update(version=True),
        lambda d: d.update(seed="4"),
        lambda d: d.update(seed=-1),
        lambda d: d.pop("log"),
        lambda d: d.update(extra=1),
        lambda d: d.update(start=[]),
        lambda d: d["start"].update(columns=[["9♥"]]),
        lambda d: d["start"].update(variant="chess"),
        lambda d: d["start"].pop("stock"),
        lambda d: d["log"].append({"action": "deal"}),
        lambda d: d["log"].append({"action": "fly"}),
        lambda d: d["log"].append({"action": "move", "column": 0, "to": "foundation"}),
        lambda d: d["log"].append({"action": "move", "column": 99, "to": ["column", 0]}),
        lambda d: d["log"].append({"action": "move", "column": 0, "to": ["column", 0], "x": 1}),
        lambda d: d["log"].insert(0, 7),
        lambda d: d.update(log={}),
    ],
)
def test_hostile_or_broken_files_are_a_value_error_never_half_loaded(change):
    document = saved()
    change(document)
    with pytest.raises(ValueError):
        Patience.from_json(json.dumps(document))


@pytest.mark.parametrize("text", [None, 7, b"\xff", "[]", "{", "NaN", '{"a": 1, "a": 2}', "1.5", "x" * 5_000_000])
def test_not_a_saved_patience_at_all(text):
    with pytest.raises(ValueError):
        Patience.from_json(text)


def test_a_file_whose_deal_number_was_changed_is_refused():
    saved = json.loads(Patience.deal(seed=5).to_json())
    saved["seed"] = 6
    with pytest.raises(ValueError, match="does not deal"):
        Patience.from_json(json.dumps(saved))


def test_moves_stop_at_the_action_limit_so_every_game_saves():
    game = Patience.from_position(columns=[["Q♠", "K♥"], ["Q♦"]], foundations=[["5♣", "4♦", "3♣", "2♦", "A♣"]])
    with pytest.raises(IllegalAction) as refusal:
        for turn in range(MAX_ACTIONS + 1):
            game.move(turn % 2, ("column", 1 - turn % 2))
    assert refusal.value.key == "intrigue-too-long" and len(game.log) == MAX_ACTIONS
    assert Patience.from_json(game.to_json()).log == game.log

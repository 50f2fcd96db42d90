"""The simulator against the engine: the same seeded games both ways, identical to the last float."""

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb.core.cards import FULL_DECK
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.aggravation.stats import simulate as sim
from aggravation_nb.games.aggravation.stats.simulate import (
    OUTCOMES,
    PLAYERS,
    CounterRandom,
    deal_order,
    play_through_engine,
    simulate,
)
from aggravation_nb.games.aggravation.variants.frustration import Frustration


def engine_rows(seed, games, variant, reactions):
    rows = []
    for game in range(games):
        played, seconds, widest = play_through_engine(seed, game, variant, reactions)
        outcome = played.outcome
        winner = -1 if outcome is None or outcome.winner is None else PLAYERS.index(outcome.winner)
        rows.append((outcome.key if outcome else "unfinished", winner, len(played.log), seconds, widest))
    return rows


def simulated_rows(results):
    return [
        (OUTCOMES[o], int(w), int(a), float(s), int(d))
        for o, w, a, s, d in zip(
            results.outcome, results.winner, results.actions, results.seconds, results.widest, strict=False
        )
    ]


@pytest.mark.parametrize("seed, reactions", [(1, (1.0, 1.0)), (2, (0.7, 1.3)), (3, (2.0, 0.35)), (4, (0.5, 0.55))])
def test_numpy_aggravation_plays_exactly_the_engines_games(seed, reactions):
    results = simulate("aggravation", 150, seed, reactions)
    assert simulated_rows(results) == engine_rows(seed, 150, "aggravation", reactions)
    endings = {OUTCOMES[o] for o in results.outcome}
    assert "win-call" in endings
    if abs(reactions[0] - reactions[1]) < 0.1:
        assert "draw-empty" in endings


@settings(max_examples=10, deadline=None)
@given(
    variant=st.sampled_from(sim.VARIANTS),
    seed=st.integers(0, 2**63 - 1),
    reactions=st.tuples(st.floats(0.2, 3.0), st.floats(0.2, 3.0)),
    pause=st.floats(0.1, 2.0),
)
def test_numpy_and_engine_agree_for_any_variant_seed_speeds_and_pause(variant, seed, reactions, pause):
    results = simulate(variant, 6, seed, reactions, flip_pause=pause)
    engine = []
    for game in range(6):
        played, seconds, widest = play_through_engine(seed, game, variant, reactions, flip_pause=pause)
        engine.append((played.outcome.key if played.outcome else "unfinished", played.length, seconds, widest))
    assert [(r[0], r[2], r[3], r[4]) for r in simulated_rows(results)] == engine


def test_results_do_not_depend_on_how_games_are_batched(monkeypatch):
    whole = simulate("aggravation", 60, 9, (1.0, 0.9))
    monkeypatch.setattr(sim, "CHUNK", 7)
    batched = simulate("aggravation", 60, 9, (1.0, 0.9))
    assert simulated_rows(whole) == simulated_rows(batched)


@pytest.mark.parametrize("variant, endings", [("frustration", {"win-share"}), ("california-speed", {"win-last-card"})])
@pytest.mark.parametrize("seed, reactions", [(5, (0.8, 1.0)), (6, (1.0, 1.0)), (7, (1.4, 0.6))])
def test_numpy_frustration_and_california_speed_play_exactly_the_engines_games(variant, endings, seed, reactions):
    """12 games each (at even speeds a game of Frustration runs to a thousand actions; the property test above
    adds random games)."""
    results = simulate(variant, 12, seed, reactions)
    assert results.games == 12 and {OUTCOMES[o] for o in results.outcome} <= endings | {"unfinished"}
    assert simulated_rows(results) == engine_rows(seed, 12, variant, reactions)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), game=st.integers(0, 2**32 - 1), draw=st.integers(0, 1000))
def test_python_and_numpy_draw_the_same_numbers(seed, game, draw):
    python = CounterRandom(seed, game)
    python.drawn = draw
    keys = sim._key_array(seed, np.array([game], np.uint64), sim._REACTION, np.array([draw], np.uint64))
    assert python.random() == sim._uniform_array(keys)[0]
    assert 0.0 <= python.uniform(0.75, 1.25) <= 1.25


def test_each_game_is_dealt_a_whole_deck_and_games_differ():
    first, second = deal_order(1, 0), deal_order(1, 1)
    assert sorted(first) == list(range(52)) and first != second
    game = sim.engine_game(1, 0)
    assert game.stock_size("Marina") == game.stock_size("Oleg") == 26
    assert str(FULL_DECK[first[0]]) == game.start["stocks"]["Marina"][0]


def test_reaction_draws_look_uniform():
    draws = [CounterRandom(7, game).random() for game in range(4000)]
    assert 0.47 < float(np.mean(draws)) < 0.53
    assert min(draws) < 0.01 and max(draws) > 0.99


def test_the_quicker_player_wins_more_and_equal_players_split_the_wins():
    quick = simulate("aggravation", 2000, 3, (0.8, 1.2))
    even = simulate("aggravation", 20_000, 3, (1.0, 1.0))
    assert np.mean(quick.winner == 0) > 0.9
    assert abs(np.mean(even.winner == 0) - np.mean(even.winner == 1)) < 0.02


@pytest.mark.parametrize(
    "bad",
    [
        dict(variant="poker"),
        dict(seed=-1),
        dict(seed=1.5),
        dict(reactions=(0, 1)),
        dict(reactions=(1,)),
        dict(reactions=(float("nan"), 1.0)),
    ],
)
def test_bad_settings_are_refused(bad):
    settings_ = dict(variant="aggravation", games=3, seed=1, reactions=(1.0, 1.0)) | bad
    with pytest.raises(ValueError):
        simulate(**settings_)


def test_no_games_is_an_empty_result_and_the_global_random_state_is_untouched():
    state = random.getstate()
    assert simulate("aggravation", 0, 1).games == 0
    assert simulate("frustration", 0, 1).games == 0
    simulate("aggravation", 5, 1)
    assert random.getstate() == state


@pytest.mark.parametrize("game", [1282, 3222])
def test_a_table_that_comes_back_is_the_same_draw_in_numpy_and_in_the_engine(game):
    """C4 (convention): these two games of seed 1 go round; numpy must end them where the engine does."""
    results = sim._Batch("california-speed", 1, game, 1, (1.0, 1.0), sim.FLIP_PAUSE).run()
    played, seconds, _ = play_through_engine(1, game, "california-speed")
    assert OUTCOMES[results.outcome[0]] == played.outcome.key == "draw-repeat"
    assert results.actions[0] == played.length and results.seconds[0] == pytest.approx(seconds)


def test_the_simulator_plays_the_registrys_two_player_variants_in_its_order():
    assert sim.VARIANTS == ("aggravation", "frustration", "california-speed")
    two_player = [name for name, variant in AGGRAVATION.variants.items() if variant.player_counts == (2,)]
    assert list(sim.VARIANTS) == two_player and "tournament" in AGGRAVATION.variants


def test_the_simulator_reads_frustrations_numbers_from_its_class(monkeypatch):
    """F3: with a higher share to win the games end sooner, in numpy exactly as in the engine."""
    before = simulate("frustration", 8, 5, (0.8, 1.0))
    monkeypatch.setattr(Frustration, "share_to_win", 20)
    after = simulate("frustration", 8, 5, (0.8, 1.0))
    assert after.actions.sum() < before.actions.sum()
    assert simulated_rows(after) == engine_rows(5, 8, "frustration", (0.8, 1.0))

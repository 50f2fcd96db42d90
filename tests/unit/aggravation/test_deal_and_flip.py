"""A1 deal, A2 tableau, A3 flip, A7 low stock."""

import random

import pytest
from rule_helpers import position, refused

from aggravation_nb import Flip, Game
from aggravation_nb.core.cards import FULL_DECK


def test_a1_each_player_gets_26_cards_of_one_deck():
    game = Game.deal(seed=7, players=("Marina", "Oleg"))
    assert [game.stock_size(p) for p in ("Marina", "Oleg")] == [26, 26]
    assert game.stock_size(0) == game.stock_size(1) == 26
    stocks = Game.from_json(game.to_json()).start["stocks"]
    assert sorted(stocks["Marina"] + stocks["Oleg"]) == sorted(str(c) for c in FULL_DECK)


def test_a1_the_same_seed_deals_the_same_game_and_another_seed_does_not():
    assert Game.deal(seed=7) == Game.deal(seed=7)
    assert Game.deal(seed=7) != Game.deal(seed=8)
    assert Game.deal(seed=random.Random(3)) == Game.deal(seed=random.Random(3))


def test_a1_no_seed_draws_one_and_keeps_it():
    game = Game.deal()
    assert Game.deal(seed=game.seed) == game


@pytest.mark.parametrize("players", [("Marina",), ("A", "B", "C"), ("Same", "Same"), ("", "B"), "AB", (1, 2)])
def test_a1_two_players_with_distinct_names(players):
    with pytest.raises(ValueError):
        Game.deal(seed=1, players=players)


@pytest.mark.parametrize("seed", ["7", 1.5, True, None.__class__])
def test_a_seed_is_a_whole_number(seed):
    with pytest.raises(ValueError, match="seed"):
        Game.deal(seed=seed)


def test_a3_both_flip_onto_new_piles_at_the_end_of_their_rows():
    game = position(["K♦"], ["2♣"], ["9♠", "3♦", "4♦"], ["5♠", "6♦"])
    game.flip()
    assert [str(p[-1]) for p in game.rows["Marina"]] == ["K♦", "9♠"]
    assert [str(p[-1]) for p in game.rows["Oleg"]] == ["2♣", "5♠"]
    assert (game.stock_size("Marina"), game.stock_size("Oleg")) == (2, 1)
    assert game.matches == []


def test_a2_only_the_top_card_counts():
    game = position([["7♣", "K♦"]], [["9♥", "7♦"]], ["2♣", "3♣"], ["4♣", "5♣"])
    assert game.matches == []
    assert str(game.top(("Marina", 0))) == "K♦"
    assert game.legal_actions() == [Flip()]


def test_a6_no_flip_while_something_is_to_cover():
    game = position(["7♣"], ["7♦"], ["2♣", "3♣"], ["4♣", "5♣"])
    refused(game, Game.flip, "A6")


def test_a6_no_flip_while_a_lone_card_of_a_match_is_still_owed():
    game = position(["7♣"], ["7♦"], ["K♦", "3♣"], ["4♣", "5♣"])
    game.cover("Marina", ("Marina", 0))
    assert game.matches == [[("Oleg", 0)]]
    refused(game, Game.flip, "A6")


def test_a7_a_player_with_one_card_stops_and_the_opponent_flips_alone():
    game = position(["K♦"], ["2♣"], ["9♠"], ["5♠", "6♦", "8♦"])
    assert game.flippers() == ["Oleg"]
    game.flip()
    assert len(game.rows["Marina"]) == 1 and len(game.rows["Oleg"]) == 2
    assert game.stock_size("Marina") == 1


def test_a7_a_player_with_no_card_stops_too():
    game = position(["K♦"], ["2♣"], [], ["5♠", "6♦", "8♦"])
    game.flip()
    game.flip()
    assert len(game.rows["Oleg"]) == 3 and len(game.rows["Marina"]) == 1


def test_a3_the_rows_grow_past_any_fixed_size():
    game = Game.deal(seed=11)
    widest = 0
    while game.outcome is None:
        game.apply(game.legal_actions()[0])
        widest = max(widest, *(len(row) for row in game.rows.values()))
    assert widest > 4

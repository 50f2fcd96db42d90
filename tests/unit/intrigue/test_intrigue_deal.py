"""I1-I3: two decks, the first queen, foundations of fives and sixes, the deal."""

import pytest
from intrigue_helpers import P, cards, refused_unchanged, total_cards

from aggravation_nb import IllegalAction
from aggravation_nb.intrigue import Patience


def test_i1_two_decks_and_a_queen_heads_the_first_column():
    game = Patience.deal(seed=3)
    assert total_cards(game) == 104 and game.stock_size == 103
    assert len(game.columns) == 1 and game.columns[0][0].rank == 12
    assert Patience.deal(seed=3) == game and game.seed == 3


def test_i1_a_seed_must_be_a_whole_number():
    for seed in ("3", 2.5, True, -1, 2**64):
        with pytest.raises(IllegalAction):
            Patience.deal(seed=seed)
    with pytest.raises(IllegalAction, match="laggard-lady"):
        Patience.deal(seed=1, variant="laggard")


def test_i3_a_card_goes_onto_the_newest_column():
    game = P(columns=[["Q♠", "9♥"], ["Q♦"]], stock=["7♣"])
    step = game.deal_one()
    assert (step.card, step.to, step.rule) == (*cards("7♣"), ("column", 1), "I3")
    assert game.columns[1] == cards("Q♦", "7♣")


def test_i3_a_queen_starts_a_new_column():
    game = P(columns=[["Q♠", "9♥"]], stock=["Q♥", "8♣"])
    step = game.deal_one()
    assert step.to == ("column", 1) and step.new and step.rule == "I3"
    game.deal_one()
    assert game.columns == [cards("Q♠", "9♥"), cards("Q♥", "8♣")]


@pytest.mark.parametrize("card", ["5♥", "6♣"])
def test_i2_fives_and_sixes_start_foundations_at_once(card):
    game = P(columns=[["Q♠"]], foundations=[["5♣"]], stock=[card])
    step = game.deal_one()
    assert step.to == ("foundation", 1) and step.new and step.rule == "I2"
    assert game.foundations[1] == cards(card)


def test_i2_fives_build_down_to_the_king_and_sixes_up_to_the_jack():
    game = P(
        columns=[["Q♠"]],
        foundations=[["5♣", "4♦", "3♠", "2♥", "A♣"], ["6♥", "7♥", "8♥", "9♥", "10♥"]],
        stock=["K♠", "J♦"],
    )
    game.deal_all()
    assert game.foundations[0][-1].rank == 13 and game.foundations[1][-1].rank == 11


def test_i3_a_card_that_builds_must_go_up_onto_the_oldest_foundation_that_takes_it():
    game = P(columns=[["Q♠"]], foundations=[["6♣"], ["5♣"], ["5♦"]], stock=["4♥"])
    step = game.deal_one()
    assert step.to == ("foundation", 1) and step.rule == "I3" and game.columns == [cards("Q♠")]


def test_i3_reading_a_card_the_deal_uncovers_goes_up_at_once():
    game = P(columns=[["Q♠", "4♠"], ["Q♦", "7♣"]], stock=["5♥"])
    assert game.deal_one().to == ("foundation", 0)
    step = game.deal_one()
    assert step.reason == "uncovered" and step.source == ("column", 0) and step.rule == "I3"
    assert not game.dealing and game.columns[0] == cards("Q♠")


def test_i3_no_deal_once_every_card_is_dealt():
    game = P(columns=[["Q♠"]], stock=["7♣"])
    game.deal_all()
    refused_unchanged(game, "I3", game.deal_one)


def test_i4_no_move_during_the_deal():
    game = P(columns=[["Q♠", "4♠"], ["Q♦"]], foundations=[["5♣"]], stock=["7♣", "8♣"])
    game.deal_one()
    assert game.moves() == []
    refused_unchanged(game, "I4", game.move, 0, ("foundation", 0))


def test_the_whole_deal_puts_every_queen_at_a_column_head():
    game = Patience.deal(seed=11)
    game.deal_all()
    assert len(game.columns) == 8 and not game.dealing and game.stock_size == 0
    assert all(column[0].rank == 12 for column in game.columns)
    assert all(card.rank != 12 for column in game.columns for card in column[1:])
    assert total_cards(game) == 104


@pytest.mark.parametrize(
    "position, rule",
    [
        (dict(columns=[["9♥"]]), "I1"),
        (dict(columns=[]), "I1"),
        (dict(columns=[["Q♠", "Q♥"]]), "I3"),
        (dict(columns=[["Q♠"]], foundations=[["7♣"]]), "I2"),
        (dict(columns=[["Q♠"]], foundations=[["5♣", "6♣"]]), "I2"),
        (dict(columns=[["Q♠", "9♥", "9♥"]], stock=["9♥"]), "I1"),
        (dict(columns=[["Q♠"]], set_aside=["Q♥"]), "I8"),
    ],
)
def test_impossible_positions_are_refused_citing_the_rule(position, rule):
    with pytest.raises(IllegalAction) as caught:
        P(**position)
    assert caught.value.rule == rule


@pytest.mark.parametrize(
    "position",
    [
        dict(columns=None),
        dict(columns="Q♠"),
        dict(columns=[["Q♠"]], stock=None),
        dict(columns=[[12]]),
        dict(columns=[["Q♠"]], foundations=[[]]),
        dict(columns=[["Q♠"]], variant=None),
        dict(columns=[None]),
    ],
)
def test_bad_input_is_a_value_error_in_plain_words(position):
    with pytest.raises(ValueError):
        P(**position)

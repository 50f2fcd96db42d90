"""I4-I5: play after the deal (tops to the foundations, a bare queen takes one card), the win."""

import pytest
from intrigue_helpers import P, cards, refused_unchanged

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.intrigue import Move, Patience

AFTER_DEAL = dict(columns=[["Q♠", "9♥", "4♦"], ["Q♦"]], foundations=[["5♣"], ["6♥"]])


def test_i4_the_top_cards_go_to_the_foundations_or_onto_a_bare_queen():
    game = P(**AFTER_DEAL)
    assert set(game.moves()) == {Move(0, ("foundation", 0)), Move(0, ("column", 1))}
    step = game.move(0, ("foundation", 0))
    assert step.rule == "I4" and game.foundations[0] == cards("5♣", "4♦")


def test_i4_a_column_holding_only_its_queen_takes_one_card():
    game = P(**AFTER_DEAL)
    step = game.move(0, ("column", 1))
    assert step.rule == "I4" and game.columns == [cards("Q♠", "9♥"), cards("Q♦", "4♦")]
    refused_unchanged(game, "I4", game.move, 0, ("column", 1))


def test_i4_no_building_within_the_tableau():
    game = P(columns=[["Q♠", "9♥"], ["Q♦", "10♣"]])
    refused_unchanged(game, "I4", game.move, 0, ("column", 1))


def test_i4_reading_the_queen_never_moves():
    game = P(**AFTER_DEAL)
    refused_unchanged(game, "I4", game.move, 1, ("column", 0))


@pytest.mark.parametrize("to", [("foundation", 1), ("foundation", None)])
def test_i2_a_foundation_takes_only_its_next_rank(to):
    game = P(**AFTER_DEAL)
    refused_unchanged(game, "I2", game.move, 0, to)


def test_i2_a_complete_foundation_takes_nothing():
    game = P(columns=[["Q♠", "7♦"]], foundations=[["6♥", "7♥", "8♥", "9♥", "10♥", "J♥"]])
    error = refused_unchanged(game, "I2", game.move, 0, ("foundation", 0))
    assert error.key == "intrigue-foundation-complete"


def test_i2_a_five_from_the_tableau_starts_a_new_foundation():
    game = P(columns=[["Q♠", "5♥"]])
    step = game.move(0, ("foundation", None))
    assert step.new and step.rule == "I2" and game.foundations == [cards("5♥")]


@pytest.mark.parametrize(
    "column, to",
    [
        ("0", ("foundation", 0)),
        (None, ("foundation", 0)),
        (True, ("foundation", 0)),
        (0, ("foundation", "0")),
        (0, ("tableau", 1)),
        (0, None),
        (0, "foundation"),
        (0, ("foundation",)),
    ],
)
def test_api_misuse_is_refused_without_a_rule_and_changes_nothing(column, to):
    game = P(**AFTER_DEAL)
    refused_unchanged(game, None, game.move, column, to)


@pytest.mark.parametrize(
    "column, to, rule",
    [
        (5, ("foundation", 0), "I3"),
        (-1, ("foundation", 0), "I3"),
        (0, ("column", 7), "I3"),
        (0, ("foundation", 9), "I2"),
        (0, ("column", 0), "I4"),
        ("c9", "f1", "I3"),
        ("c1", "f3", "I2"),
    ],
)
def test_a_place_that_is_not_on_the_table_is_refused_under_the_rule_that_makes_the_places(column, to, rule):
    game = P(**AFTER_DEAL)
    refused_unchanged(game, rule, game.move, column, to)


def test_salic_laws_missing_column_cites_salic_law():
    game = P(columns=[["K♠", "9♥"], ["K♦"]], variant="salic-law")
    refused_unchanged(game, "I8", game.move, 4, ("column", 0))


def test_i5_won_when_every_card_is_on_the_foundations():
    game = P(columns=[["Q♠", "J♦"], ["Q♦"]], foundations=[["6♥", "7♥", "8♥", "9♥", "10♥"]])
    assert not game.won
    game.move(0, ("foundation", 0))
    assert game.won and not game.lost


def test_lost_when_dealt_out_and_no_move_changes_anything():
    game = P(columns=[["Q♠", "9♥"], ["Q♦", "8♣"]], foundations=[["6♥"]])
    assert game.lost and not game.won
    bare = P(columns=[["Q♠", "9♥"], ["Q♦"]], foundations=[["6♥"]])
    assert bare.moves() == [Move(0, ("column", 1))] and bare.lost


def test_undo_takes_back_moves_and_steps_of_the_deal():
    game = P(columns=[["Q♠", "4♠"], ["Q♦"]], stock=["5♥", "7♣", "8♣"])
    start = game.copy()
    game.deal_all()
    after_deal = game.copy()
    game.move(1, ("column", 0))
    game.undo()
    assert game == after_deal
    while game.actions:
        game.undo()
    assert game == start
    refused_unchanged(game, None, game.undo)


def test_I4_convention_a_game_stops_at_its_action_limit_not_won_and_refuses_moves_citing_I4():
    from aggravation_nb.games.intrigue.patience import MAX_ACTIONS
    from aggravation_nb.intrigue import outcome

    game = Patience.from_position(columns=[["Q♥", "9♣"], ["Q♠"], ["Q♦", "4♣"]], foundations=[["5♣"]])
    source = 0
    while len(game.log) < MAX_ACTIONS:  # one card back and forth between two bare queens
        game.move(source, ("column", 1 - source))
        source = 1 - source
    assert game.stopped and game.lost and not game.won and game.moves() == []
    assert outcome(game, "en").startswith("This game has reached 1,000 actions") and "(I4," in outcome(game, "en")
    assert "1\u00a0000 действий" in outcome(game, "ru")
    before = game.position()
    with pytest.raises(IllegalAction) as refusal:
        game.move(2, ("foundation", 0))
    assert refusal.value.rule == "I4" and game.position() == before

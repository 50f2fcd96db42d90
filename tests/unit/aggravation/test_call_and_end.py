"""A8 win call, A9 false calls, A10 draws, A11 the end (no score; nothing is played after it)."""

import pytest
from rule_helpers import position, refused

from aggravation_nb import Call, CallTogether, Game


def test_a8_an_empty_handed_player_wins_by_calling_on_a_visible_pair():
    game = position(["Q♥", "5♣"], ["Q♠", "8♣"], [], ["2♦", "6♠"])
    game.call("Marina", ("Marina", 0), ("Oleg", 0))
    assert game.outcome.winner == "Marina" and game.outcome.rule == "A8"
    assert "A8" not in game.outcome.reason and game.outcome.key == "win-call"


def test_a8_the_last_card_and_the_call_are_two_actions():
    game = position(["9♣"], ["9♥"], ["5♣"], ["8♣", "7♠", "Q♠"])
    game.cover("Marina", ("Marina", 0))
    assert game.stock_size("Marina") == 0 and game.outcome is None
    error = refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)), "A8")
    assert error.key == "call-no-pair"


def test_a8_a_match_made_by_the_last_card_counts():
    game = position(["9♣", "5♦"], ["9♥"], ["5♣"], ["8♣", "7♠", "Q♠"])
    game.cover("Marina", ("Marina", 0))
    assert Call("Marina", (("Marina", 0), ("Marina", 1))) in game.legal_actions("Marina")
    game.call("Marina", ("Marina", 1), ("Marina", 0))
    assert game.outcome.winner == "Marina"
    assert game.log[-1] == Call("Marina", (("Marina", 0), ("Marina", 1)))


def test_a8_two_uncovered_cards_left_of_a_larger_match_count():
    game = position(["9♣", "9♠"], ["9♥"], ["5♣"], ["8♣"])
    game.cover("Marina", ("Oleg", 0))
    game.call("Marina", ("Marina", 0), ("Marina", 1))
    assert game.outcome.winner == "Marina"


def test_a9_a_player_who_holds_cards_may_not_call():
    game = position(["Q♥"], ["Q♠"], ["2♣"], ["3♣"])
    assert refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)), "A9").key == "call-holding"


def test_a9_a_call_on_cards_of_different_ranks_is_refused():
    game = position(["Q♥", "5♣"], ["Q♠", "8♣"], [], ["2♦", "6♠"])
    assert refused(game, lambda g: g.call("Marina", ("Marina", 1), ("Oleg", 1)), "A9").key == "call-not-pair"


def test_a9_a_call_on_one_pile_twice_is_refused():
    game = position(["Q♥", "5♣"], ["Q♠", "8♣"], [], ["2♦", "6♠"])
    refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Marina", 0)), "A9")


def test_a9_a_call_on_covered_cards_is_refused():
    game = position([["Q♥", "5♣"], "J♦"], ["Q♠", "J♣"], [], ["2♦", "6♠"])
    refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)), "A9")


def test_a10_a_simultaneous_call_is_a_draw():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"])
    game.call_together({"Marina": (("Marina", 0), ("Oleg", 0)), "Oleg": (("Oleg", 0), ("Marina", 0))})
    assert game.outcome.winner is None and game.outcome.rule == "A10"
    assert game.outcome.key == "draw-together"
    assert isinstance(game.log[-1], CallTogether)


@pytest.mark.parametrize(
    "calls",
    [
        {"Marina": (("Marina", 0), ("Oleg", 0))},
        {"Marina": (("Marina", 0), ("Oleg", 0)), 0: (("Marina", 0), ("Oleg", 0))},
        {"Marina": (("Marina", 0), ("Oleg", 0)), "Oleg": (("Marina", 1), ("Oleg", 0))},
        {"Marina": (("Marina", 0),), "Oleg": (("Marina", 0), ("Oleg", 0))},
        [("Marina", ("Marina", 0), ("Oleg", 0))],
    ],
)
def test_a10_a_simultaneous_call_needs_two_valid_calls_by_both(calls):
    game = position(["7♣", "Q♥"], ["7♦", "A♠"])
    refused(game, lambda g: g.call_together(calls), refused_rule(calls))


def refused_rule(calls):
    if not isinstance(calls, dict) or len(calls) != 2 or 0 in calls:
        return "A10"
    return "A9"


def test_a10_a_simultaneous_call_by_a_player_who_holds_cards_is_refused():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], [], ["3♣"])
    refused(
        game,
        lambda g: g.call_together({"Marina": (("Marina", 0), ("Oleg", 0)), "Oleg": (("Marina", 0), ("Oleg", 0))}),
        "A9",
    )


def test_a10_both_stocks_empty_and_nothing_matching_is_a_draw_at_once():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦"], ["2♣"])
    game.cover("Marina", ("Marina", 0))
    assert game.outcome is None
    game.cover("Oleg", ("Oleg", 0))
    assert game.outcome.winner is None and game.outcome.key == "draw-empty"


@pytest.mark.parametrize("marina, oleg", [(["5♣"], ["8♦"]), ([], ["8♦"]), (["5♣"], [])])
def test_a10_every_dead_position_is_a_draw_the_moment_it_arises(marina, oleg):
    game = position(["K♦", "Q♥"], ["2♣", "A♠"], marina, oleg)
    assert game.outcome.key == "draw-dead" and game.legal_actions() == []


def test_a10_a_flip_that_leaves_both_with_one_card_and_no_match_is_a_draw():
    game = position(["K♦"], ["2♣"], ["5♣"], ["8♦", "J♣"])
    game.flip()
    assert game.outcome.key == "draw-dead"


def test_a10_a_lone_owed_card_with_both_stocks_empty_is_a_draw():
    game = position(["7♣", "Q♥"], ["7♦"], ["K♦"], [])
    game.cover("Marina", ("Marina", 0))
    assert game.outcome.key == "draw-empty"


def test_a10_not_dead_while_someone_can_still_act():
    assert position(["K♦"], ["2♣"], ["5♣"], ["8♦", "J♣"]).outcome is None
    assert position(["K♦"], ["K♣"], [], ["8♦"]).outcome is None
    assert position(["K♦"], ["K♣"], ["5♣"], ["8♦"]).outcome is None


@pytest.mark.parametrize(
    "attempt",
    [
        Game.flip,
        lambda g: g.cover("Oleg", ("Marina", 0)),
        lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)),
    ],
)
def test_after_the_end_every_action_is_refused_citing_the_rule_that_ended_the_game(attempt):
    game = position(["Q♥", "5♣"], ["Q♠", "8♣"], [], ["2♦", "6♠"])
    game.call("Marina", ("Marina", 0), ("Oleg", 0))
    refused(game, attempt, "A8")
    assert game.legal_actions() == []


def test_undo_takes_back_the_winning_call_and_play_goes_on():
    game = position(["Q♥", "5♣"], ["Q♠", "8♣"], [], ["2♦", "6♠"])
    game.call("Marina", ("Marina", 0), ("Oleg", 0))
    game.undo()
    assert game.outcome is None
    game.cover("Oleg", ("Marina", 0))
    assert game.matches == [[("Oleg", 0)]]


def test_undo_at_the_start_is_refused_and_changes_nothing():
    game = Game.deal(seed=3)
    assert refused(game, Game.undo, None).key == "nothing-to-undo"


def test_apply_refuses_what_is_not_an_action_and_lists_what_is_legal_now():
    game = Game.deal(seed=3)
    for value in ("flop", 3, None, ("Player 1", 0)):
        refusal = refused(game, lambda g, value=value: g.apply(value), None)
        assert "“flip”" in str(refusal)

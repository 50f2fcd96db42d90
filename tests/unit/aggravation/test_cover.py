"""A4 match, A5 cover, A6 cascade."""

import pytest
from rule_helpers import position, refused

from aggravation_nb import Cover, Game


def test_a4_a_match_is_two_or_more_visible_cards_of_one_rank_anywhere():
    game = position(["7♣", "Q♥", "7♥"], ["7♦", "A♠", "Q♠"], ["2♣"], ["3♣"])
    assert game.matches == [[("Marina", 0), ("Marina", 2), ("Oleg", 0)], [("Marina", 1), ("Oleg", 2)]]


def test_a4_suits_do_not_matter_only_rank():
    assert position(["7♣"], ["7♣".replace("♣", "♥")]).matches == [[("Marina", 0), ("Oleg", 0)]]
    assert position(["7♣"], ["8♣"], ["2♣", "3♣"], ["4♦", "5♦"]).matches == []


def test_a5_the_worked_example_marina_covers_both_sevens():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣"], ["5♠"])
    game.cover("Marina", ("Marina", 0))
    game.cover("Marina", ("Oleg", 0))
    assert [str(p[-1]) for p in game.rows["Marina"]] == ["K♦", "Q♥"]
    assert [str(p[-1]) for p in game.rows["Oleg"]] == ["2♣", "A♠"]
    assert game.matches == []


def test_a5_the_first_card_on_a_pile_stays():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "6♠", "8♠"])
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    error = refused(game, lambda g: g.cover("Marina", ("Oleg", 0)), "A5")
    assert error.key == "cover-already" and "Oleg" in str(error)
    assert game.covered_by(("Oleg", 0)) == "Oleg"


def test_a5_a_lone_card_left_of_a_match_is_still_owed():
    game = position(["7♣"], ["7♦"], ["K♦"], ["5♠"])
    game.cover("Oleg", ("Marina", 0))
    assert game.matches == [[("Oleg", 0)]]
    assert game.legal_actions() == [Cover("Marina", ("Oleg", 0))]


def test_a5_any_player_may_cover_any_pile_of_the_match_in_either_row():
    game = position(["7♣"], ["7♦"], ["K♦"], ["5♠"])
    assert set(game.legal_actions()) == {Cover(p, (o, 0)) for p in ("Marina", "Oleg") for o in ("Marina", "Oleg")}


def test_a5_a_card_not_in_a_match_cannot_be_covered():
    game = position(["7♣", "Q♥"], ["7♦"], ["K♦"], ["5♠"])
    assert refused(game, lambda g: g.cover("Marina", ("Marina", 1)), "A5").key == "cover-not-match"


def test_a4_nothing_to_cover_without_a_match():
    game = position(["7♣"], ["8♦"], ["K♦", "2♦"], ["5♠", "6♠"])
    assert refused(game, lambda g: g.cover("Marina", ("Marina", 0)), "A4").key == "cover-no-match"


def test_a5_covering_needs_a_card_in_your_stock():
    game = position(["7♣"], ["7♦"], [], ["5♠"])
    refused(game, lambda g: g.cover("Marina", ("Marina", 0)), "A5")


@pytest.mark.parametrize(
    "player, pile, rule",
    [
        ("Natasha", ("Marina", 0), "A1"),
        (2, ("Marina", 0), "A1"),
        (True, ("Marina", 0), "A1"),
        (None, ("Marina", 0), "A1"),
        ("Marina", ("Marina", 5), "A2"),
        ("Marina", ("Marina", -1), "A2"),
        ("Marina", ("Nobody", 0), "A1"),
        ("Marina", "Marina 0", "A2"),
        ("Marina", ("Marina",), "A2"),
        ("Marina", ("Marina", "0"), "A2"),
        ("Marina", ("Marina", 0.0), "A2"),
        ("Marina", None, "A2"),
        ("Marina", ["Marina", True], "A2"),
        ([1], ("Marina", 0), "A1"),
    ],
)
def test_unknown_players_and_piles_are_refused_by_rule(player, pile, rule):
    game = position(["7♣"], ["7♦"], ["K♦"], ["5♠"])
    refused(game, lambda g: g.cover(player, pile), rule)


def test_players_and_pile_owners_may_be_named_by_index():
    game = position(["7♣"], ["7♦"], ["K♦"], ["5♠"])
    game.cover(0, (1, 0))
    assert game.log == [Cover("Marina", ("Oleg", 0))]


def test_a6_a_covering_card_that_matches_starts_a_new_match():
    game = position(["7♣", "K♥"], ["7♦"], ["K♦", "2♦"], ["5♠", "6♠"])
    game.cover("Marina", ("Marina", 0))
    assert game.matches == [[("Marina", 0), ("Marina", 1)], [("Oleg", 0)]]
    refused(game, Game.flip, "A6")


def test_a6_a_covered_pile_can_be_owed_again_by_a_cascade():
    game = position(["7♣", "K♥"], ["7♦"], ["K♦", "7♠", "2♦"], ["5♠", "6♠"])
    game.cover("Marina", ("Marina", 0))
    game.cover("Marina", ("Marina", 0))
    assert str(game.top(("Marina", 0))) == "7♠"
    assert game.matches == [[("Marina", 0), ("Oleg", 0)], [("Marina", 1)]]


def test_a6_flipping_resumes_when_the_cascade_is_done():
    game = position(["7♣", "K♥"], ["7♦"], ["K♦", "2♦", "3♦", "4♦"], ["5♠", "6♠", "8♠"])
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    game.cover("Oleg", ("Marina", 0))
    game.cover("Marina", ("Marina", 1))
    assert game.matches == []
    game.flip()


def test_a5_a_listed_cover_covers_the_pile_its_names_say_in_any_game_whatever_its_seating():
    """Cover values are shared between games: applied to another game seated the other way round, or again after
    an undo, one covers the pile it names there, by the player it names; once that pile is covered, it is refused."""
    rows, stocks = {"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "Q♠"]}, {"Marina": ["K♦", "2♣"], "Oleg": ["5♠", "6♠"]}
    first = Game.from_position(rows=rows, stocks=stocks)
    second = Game.from_position(rows=dict(reversed(rows.items())), stocks=dict(reversed(stocks.items())))
    assert second.players == ("Oleg", "Marina")
    for listed in first.legal_actions():
        for game in (first, second, first):
            owner, column = listed.pile
            under, held = game.rows[owner][column][-1], game.stock_size(listed.player)
            game.apply(listed)
            assert game.rows[owner][column][-2] == under
            assert game.stock_size(listed.player) == held - 1
            assert game.covered_by(listed.pile) == listed.player
            game.undo()
    listed = first.legal_actions()[0]
    first.apply(listed)
    refused(first, lambda game: game.apply(listed), "A5")

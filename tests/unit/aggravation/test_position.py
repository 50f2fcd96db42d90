"""from_position: any teaching position, and a clear refusal for impossible ones."""

import pytest

from aggravation_nb import Card, Game


def test_the_design_example_position():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]}
    )
    assert game.players == ("Marina", "Oleg")
    assert game.matches == [[("Marina", 0), ("Oleg", 0)]]
    assert game.rows["Marina"] == [[Card.parse("7♣")], [Card.parse("Q♥")]]
    assert game.stock_size("Marina") == 2 and game.stock_size("Oleg") == 1


def test_piles_are_lists_bottom_to_top_and_cards_may_be_card_objects():
    game = Game.from_position(
        rows={"A": [["7♣", Card.parse("K♦")]], "B": ["2♣"]}, stocks={"A": ["3♣", "4♣"], "B": ["5♣", "6♣"]}
    )
    assert str(game.top(("A", 0))) == "K♦"


def test_rows_returned_are_a_copy():
    game = Game.from_position(rows={"A": ["7♣"], "B": ["2♣"]}, stocks={"A": ["3♣", "4♣"], "B": ["5♣", "6♣"]})
    game.rows["A"][0].append(Card.parse("K♠"))
    assert str(game.top(("A", 0))) == "7♣"


def test_extra_owed_piles_can_be_given():
    game = Game.from_position(rows={"A": ["7♣"], "B": ["2♣"]}, stocks={"A": ["3♣"], "B": ["5♣"]}, to_cover=[("B", 0)])
    assert game.matches == [[("B", 0)]]


@pytest.mark.parametrize(
    "rows, stocks, words",
    [
        ({"A": ["7♣"], "B": ["7♣"]}, {}, "twice"),
        ({"A": ["7♣"], "B": []}, {"A": ["7♣"]}, "twice"),
        ({"A": ["7♣"], "B": ["7X"]}, {}, "B's row, pile 1"),
        ({"A": ["7♣"], "B": [[]]}, {}, "empty"),
        ({"A": ["7♣"], "B": ["8♣"], "C": ["9♣"]}, {}, "two players"),
        ({"A": ["7♣"]}, {}, "two players"),
        ({"A": "7♣", "B": []}, {}, "list"),
        ({"A": [["7♣"]] * 1, "B": [7]}, {}, "card"),
        ({"A": [], "B": []}, {"C": []}, "two players"),
        ([], {}, "rows and stocks"),
        ({"A": [], "B": []}, {"A": "7♣"}, "list"),
        ({"A": [str(c) for c in range(60)], "B": []}, {}, "one deck"),
        ({"": ["7♣"], "B": []}, {}, "name"),
        ({"A" * 41: ["7♣"], "B": []}, {}, "name"),
    ],
)
def test_impossible_positions_are_refused_clearly(rows, stocks, words):
    with pytest.raises(ValueError, match=words):
        Game.from_position(rows=rows, stocks=stocks)


def test_players_can_be_named_when_a_row_is_missing():
    game = Game.from_position(rows={"A": ["7♣"]}, stocks={"A": ["2♦", "3♦"]}, players=("A", "B"))
    assert game.players == ("A", "B") and game.rows["B"] == []


@pytest.mark.parametrize("owed", [[("C", 0)], [("A", 3)], [("A",)], ["A0"], [(True, 0)]])
def test_owed_piles_must_exist(owed):
    with pytest.raises(ValueError):
        Game.from_position(rows={"A": ["7♣"], "B": ["2♣"]}, stocks={"A": ["3♣"]}, to_cover=owed)


def test_a_position_need_not_hold_all_52_cards():
    game = Game.from_position(rows={"A": ["7♣"], "B": ["2♣"]}, stocks={"A": ["3♣", "4♣"], "B": ["5♣", "6♣"]})
    assert game.outcome is None


def test_rows_and_stocks_that_name_different_players_are_told_apart_in_the_refusal():
    """The players are read from the rows and stocks when not given: where the two disagree (a name mistyped),
    the refusal says which names each gave, not only the count."""
    with pytest.raises(ValueError, match=r"\(A1\).*the rows name Marina, Oleg and the stocks Marina, Ivan$"):
        Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["8♦"]}, stocks={"Marina": ["2♠"], "Ivan": ["3♠"]})

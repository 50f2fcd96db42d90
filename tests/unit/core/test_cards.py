import pytest

from aggravation_nb import Card
from aggravation_nb.core.cards import FULL_DECK


@pytest.mark.parametrize(
    "text, shown",
    [
        ("7♣", "7♣"),
        ("7C", "7♣"),
        ("7c", "7♣"),
        ("10♥", "10♥"),
        ("TH", "10♥"),
        ("th", "10♥"),
        ("10h", "10♥"),
        ("A♠", "A♠"),
        ("as", "A♠"),
        ("qd", "Q♦"),
        ("K♦", "K♦"),
        (" 2♣ ", "2♣"),
    ],
)
def test_accepted_spellings(text, shown):
    assert str(Card.parse(text)) == shown


@pytest.mark.parametrize("text", ["", "7", "11♥", "1O♥", "ZZ", "7X", "♣7", "10♥♥", None, 7, ["7♣"], "Q♥ " * 3])
def test_refused_spellings_say_what_is_accepted(text):
    with pytest.raises(ValueError, match="7♣, 7C, 10♥, TH"):
        Card.parse(text)


def test_the_deck_holds_52_different_cards_of_13_ranks():
    assert len(set(FULL_DECK)) == 52
    assert {card.rank for card in FULL_DECK} == set(range(1, 14))
    assert all(Card.parse(str(card)) is card for card in FULL_DECK)


def test_a_card_object_passes_through_and_suits_show_colour():
    card = Card.parse("Q♥")
    assert Card.parse(card) is card
    assert card.red and not Card.parse("Q♠").red
    with pytest.raises(ValueError):
        Card(14, "♠")


@pytest.mark.parametrize(
    "made", [("7♣",), ("7", "♣"), (7,), (7, ""), (7, "♣♦"), (7, None), (True, "♣"), (0, "♣"), (14, "♣"), (7.0, "♣")]
)
def test_anything_but_a_rank_from_1_to_13_and_one_suit_is_no_card_and_the_message_says_how_to_write_one(made):
    with pytest.raises(ValueError, match="a rank is a number from 1 \\(ace\\) to 13 \\(king\\)") as refused:
        Card(*made)
    if isinstance(made[0], str):  # a learner who wrote the card as text is shown the way that reads it
        assert "Card.parse('7♣')" in str(refused.value)

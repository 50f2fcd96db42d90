"""A learner's mistakes answered from code: in the language asked, short, naming the place."""

import traceback

import pytest

from aggravation_nb import Game, IllegalAction, set_language
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.intrigue import Patience


@pytest.fixture
def russian_notebook():
    set_language("ru")
    yield
    set_language("en")


def test_a_refusal_is_said_in_the_language_asked_and_in_the_notebooks(russian_notebook):
    """Before: `str(IllegalAction)` was English even where `lang="ru"` worked elsewhere."""
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    with pytest.raises(IllegalAction) as refusal:
        game.flip()
    assert str(refusal.value) == refusal.value.said("ru") != refusal.value.said("en")
    assert str(refusal.value).endswith("(A6)") and "накройте" in str(refusal.value)
    for lang in LANGUAGES:
        assert refusal.value.said(lang).endswith("(A6)")


def test_the_static_picture_is_in_the_notebooks_language(russian_notebook):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    assert "Марин" in game._repr_html_()
    assert "Столб" in Patience.deal(seed=3)._repr_html_() or "столб" in Patience.deal(seed=3)._repr_html_()


BAD_POSITIONS = {
    "a mistyped card": {"rows": {"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", ["A♠", "7x"]]}, "stocks": {}},
    "a card twice": {"rows": {"Marina": ["7♣"], "Oleg": ["7♣"]}, "stocks": {}},
    "a stock card twice": {"rows": {"Marina": ["7♣"], "Oleg": ["8♦"]}, "stocks": {"Oleg": ["5♠", "5♠"]}},
    "a player who is not there": {"rows": {"Marina": ["7♣"], "Oleg": ["7♦"]}, "stocks": {"Olga": []}},
    "an empty pile": {"rows": {"Marina": [[]], "Oleg": ["7♦"]}, "stocks": {}},
}


@pytest.mark.parametrize("position", BAD_POSITIONS.values(), ids=BAD_POSITIONS)
def test_an_impossible_position_is_refused_in_two_frames_naming_the_place(position):
    """Before: a mistyped card raised through eight frames of comprehensions (60 lines of traceback)."""
    with pytest.raises(ValueError) as refusal:
        Game.from_position(**position)
    frames = traceback.extract_tb(refusal.value.__traceback__)
    assert len(frames) <= 2, [frame.name for frame in frames]
    assert len("".join(traceback.format_exception(refusal.value)).splitlines()) <= 8


BAD_PATIENCES = {
    "a mistyped card": {"columns": [["Q♠", "9♥"], ["Q♦", "7x"]]},
    "no queen at the head": {"columns": [["9♥"]]},
    "a card thrice": {"columns": [["Q♠", "9♥", "9♥"]], "stock": ["9♥"]},
    "a foundation out of order": {"columns": [["Q♠"]], "foundations": [["5♣", "7♦"]]},
}


@pytest.mark.parametrize("position", BAD_PATIENCES.values(), ids=BAD_PATIENCES)
def test_an_impossible_patience_is_refused_in_two_frames_naming_the_place(position):
    with pytest.raises(ValueError) as refusal:
        Patience.from_position(**position)
    assert len(traceback.extract_tb(refusal.value.__traceback__)) <= 2


def test_a_mistyped_card_of_a_patience_names_its_column_and_place_counted_from_1():
    with pytest.raises(ValueError) as refusal:
        Patience.from_position(columns=[["Q♠", "9♥"], ["Q♦", "7x"]])
    assert str(refusal.value).startswith("column 2, card 2: cannot read '7x'")


def test_a_position_names_a_pile_owed_a_cover_as_the_table_does_or_by_its_tuple_from_0():
    rows = {"Marina": ["7♣", "Q♥"], "Oleg": ["8♦"]}
    assert Game.from_position(rows=rows, stocks={}, to_cover=["Marina 2"]).to_cover == [("Marina", 1)]
    assert Game.from_position(rows=rows, stocks={}, to_cover=[("Marina", 1)]).to_cover == [("Marina", 1)]
    with pytest.raises(ValueError) as refusal:
        Game.from_position(rows=rows, stocks={}, to_cover=[("Oleg", 3)])
    assert "from 0" in str(refusal.value) and "Oleg 1" in str(refusal.value)
    with pytest.raises(ValueError) as refusal:
        Game.from_position(rows=rows, stocks={}, to_cover=["Oleg 3"])
    assert str(refusal.value) == "there is no pile 'Oleg 3': Oleg's row has 1 pile, Oleg 1 to Oleg 1"

"""A teacher sets up a position by typing its cards in the walkthrough, records a move with words on it, and
saves the study; cards that cannot be a position are refused in words naming the card, its place and the rule,
and nothing shown or typed is lost."""

from __future__ import annotations

import pytest
from test_walkthrough_of_a_study import narration, saved_file
from test_walkthrough_recording import cover

from aggravation_nb import Game, read_study
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.views import walkthrough


def typed(page, rows: tuple[str, str], stocks: tuple[str, str] = ("", ""), names=("Marina", "Oleg")) -> None:
    for boxes, values in ((page.app.setup_names, names), (page.app.setup_rows, rows), (page.app.setup_stocks, stocks)):
        for box, value in zip(boxes, values, strict=True):
            box.value = value
    page.app.setup_button.click()


def test_a_position_typed_card_by_card_is_on_the_table_and_is_saved_with_the_moves_played_on_it():
    page = walkthrough("ru")
    typed(page, ("7♣ Д♥", "7d 2♣/as"), ("K♦ 2♠", "5S"), names=("Аня", "Oleg"))
    expected = Game.from_position(
        rows={"Аня": ["7♣", "Q♥"], "Oleg": ["7♦", ["2♣", "A♠"]]}, stocks={"Аня": ["K♦", "2♠"], "Oleg": ["5♠"]}
    )
    assert page.app.story.game.position == expected.position
    assert page.app.chapter_choice.options[0][0] == "Ваша позиция" and narration(page).startswith("Ваша позиция")
    cover(page, "Аня", 0, 0)
    page.app.words_box.value = "Аня накрывает свою семёрку."
    study = read_study(saved_file(page.app))
    story = Story("ru", study.chapters)
    assert story.game.position == expected.position
    story.choose_chapter(len(study.chapters) - 1)
    story.next()
    assert story.said.words == "Аня накрывает свою семёрку."


@pytest.mark.parametrize(
    ("rows", "stocks", "names", "said"),
    [
        (("7♣ Q♥", "7♦ 7♣"), ("", ""), ("Marina", "Oleg"), {"en": "7♣ is written twice", "fr": "(A1)"}),
        (("7♣ Q♥", "7♦"), ("", "Q♥"), ("Marina", "Oleg"), {"ru": "Д♥ вписана дважды", "en": "Oleg's stock, card 1"}),
        (("7♣ Q♥", "7♦ 1x"), ("", ""), ("Marina", "Oleg"), {"en": "“1x” (Oleg's row, pile 2) is not a card"}),
        (("7♣", "7♦"), ("", ""), ("Marina", "Marina"), {"fr": "deux noms doivent différer"}),
        (("", ""), ("", ""), ("Marina", "Oleg"), {"ru": "Нет карт"}),
    ],
    ids=["a card twice in the rows", "a card in a row and a stock", "no card", "one name twice", "nothing typed"],
)
def test_cards_that_cannot_be_a_position_are_refused_in_words_and_change_nothing(rows, stocks, names, said):
    for lang, words in said.items():
        page = walkthrough(lang)
        page.app.next_button.click()
        before = (page.app.story.chapters, page.app.story.step, page.app.story.game.position, page.app.place)
        typed(page, rows, stocks, names)
        assert words in narration(page) and page.app.failures == 0
        assert (page.app.story.chapters, page.app.story.step, page.app.story.game.position, page.app.place) == before
        assert [box.value for box in page.app.setup_rows] == list(rows)  # what was typed stays, to be put right


def test_the_position_boxes_keep_what_was_typed_through_a_language_switch():
    page = walkthrough("en")
    page.app.setup_rows[0].value = "7♣ Q♥"
    page.lang = "fr"
    assert page.app.setup_rows[0].value == "7♣ Q♥" and page.app.setup_rows[0].description == "Rangée du joueur 1\u00a0:"
    assert page.app.setup_button.description == "Commencer une étude avec ces cartes"

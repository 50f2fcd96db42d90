"""A patience shows itself as static HTML in any notebook (`_repr_html_`), and tells whoever watches it
of every step of the deal, move and undo, so that a view bound to it (`views.show`) can follow."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from aggravation_nb import IllegalAction
from aggravation_nb.games.intrigue.picture import patience_html
from aggravation_nb.intrigue import Patience

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "aggravation"))
from test_picture_and_watch import Cells  # noqa: E402


def test_the_picture_lists_foundations_and_columns_bottom_to_top_with_the_stock():
    game = Patience.from_position(
        columns=[["Q♠", "9♥"], ["Q♦"]], foundations=[["5♣", "4♦"], ["6♥"]], stock=["7♣", "J♠"]
    )
    picture = Cells(game._repr_html_())
    assert not picture.open and not picture.tags & {"script", "style", "img"}
    assert picture.rows == [
        ["Where", "Top card", "Cards, bottom → top"],
        ["Foundation 1", "4♦ pile of 2 cards", "5♣ 4♦"],
        ["Foundation 2", "6♥ pile of 1 card", "6♥"],
        ["Where", "Top card", "Cards, bottom → top"],
        ["Column 1", "9♥ pile of 2 cards", "Q♠ 9♥"],
        ["Column 2 (dealt onto now)", "Q♦ pile of 1 card", "Q♦"],
    ]
    assert picture.paragraphs == ["Intrigue: 2 columns, 2 foundations", "2 cards still to deal"]


def test_the_picture_of_a_fresh_deal_says_there_is_no_foundation_yet_and_of_a_won_game_says_so():
    picture = Cells(patience_html(Patience.deal(seed=3), "ru"))
    assert picture.paragraphs == [
        "Интрига: 1 столбец, 0 оснований",
        "Оснований пока нет: первое начнёт первая пятёрка или шестёрка.",
        "Осталось сдать 103 карты",
    ]
    won = Patience.from_position(columns=[["Q♠", "5♣"]], foundations=[["6♥"]])
    won.move(0, ("foundation", None))
    assert Cells(won._repr_html_()).paragraphs[-1] == "Every card is on the foundations: the patience is won (I5)."


def test_a_watcher_is_told_of_every_step_move_and_undo_and_never_of_a_refusal():
    game = Patience.from_position(columns=[["Q♠", "5♣", "7♦"]], foundations=[["6♥"]])
    seen = []
    game.watch(lambda p: seen.append(p.columns[0][-1].rank))
    with pytest.raises(IllegalAction):
        game.move(0, ("foundation", 3))
    game.move(0, ("foundation", 0))
    game.undo()
    assert seen == [5, 7]
    copy = game.copy()
    copy.move(0, ("foundation", 0))
    game.replay().move(0, ("foundation", 0))
    assert seen == [5, 7]
    game.unwatch(seen.append)


def test_watching_changes_nothing_of_the_patience():
    game, twin = Patience.deal(seed=3), Patience.deal(seed=3)
    game.watch(lambda p: None)
    game.deal_one(), twin.deal_one()
    assert game == twin and game.to_json() == twin.to_json()

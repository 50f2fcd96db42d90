"""`show(game)` in the kernel: the live table bound to the very game a notebook holds follows actions
taken in Python, and its clicks act on that same game. Also the progress bar `arena` is handed, and the
words a stored notebook shows where a widget was."""

from __future__ import annotations

import pytest

from aggravation_nb import Call, Cover, Game
from aggravation_nb.intrigue import Patience, describe
from aggravation_nb.views import GameView, PatienceView, page_bar, play, progress_bar, replay_app, show, walkthrough
from aggravation_nb.widgets.stored import WIDGET_VIEW


def sevens() -> Game:
    return Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦", "2♣", "3♣"], "Oleg": ["5♠", "9♥"]}
    )


def tops(view: GameView) -> list[list[str]]:
    return [[pile["text"] for pile in row["piles"]] for row in view.table.view["rows"]]


def test_actions_taken_in_python_redraw_the_table_with_what_happened():
    game = sevens()
    view = show(game)
    assert isinstance(view, GameView) and view.game is game
    assert tops(view) == [["7♣", "Q♥"], ["7♦", "A♠"]] and view.narration == ""
    game.cover("Marina", ("Marina", 0))
    assert tops(view) == [["K♦", "Q♥"], ["7♦", "A♠"]]
    assert view.narration == "Marina covers 7♣ with K♦ (A5)."
    game.apply(Cover("Oleg", ("Oleg", 0)))
    assert tops(view)[1][0] == "5♠" and view.narration == "Oleg covers 7♦ with 5♠ (A5)."
    game.undo()
    assert tops(view)[1][0] == "7♦" and view.narration == "Taken back: Oleg covers 7♦ with 5♠ (A5)."
    assert view.table.view["rows"][1]["piles"][0]["owed"]


def test_clicks_and_buttons_act_on_the_same_game_and_refusals_change_nothing():
    game = sevens()
    view = show(game)
    view.panel.who_acts.value = "Oleg"
    view.table.click(0, 0)
    view.panel.cover_button.click()
    assert game.log == [Cover("Oleg", ("Marina", 0))]
    assert view.narration == "Oleg covers 7♣ with 5♠ (A5)."
    view.table.click(0, 0)
    view.panel.cover_button.click()
    assert view.narration.startswith("Not allowed (A5)") and game.length == 1
    view.panel.undo_button.click()
    assert game.length == 0 and view.narration == "Taken back: Oleg covers 7♣ with 5♠ (A5)."
    assert view.failures == 0


def test_a_finished_game_keeps_its_result_and_a_call_is_told_with_the_winner():
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": [], "Oleg": ["5♠"]})
    view = show(game)
    game.apply(Call("Marina", (("Marina", 0), ("Oleg", 0))))
    assert view.narration == (
        "Marina touches 7♣ and 7♦ and calls “Aggravation!” (A8). "
        "Marina called “Aggravation!” with an empty stock and wins. (A8)"
    )
    view.panel.undo_button.click()
    assert game.outcome is not None and game.length == 1
    assert view.narration.startswith("The game is over and its result stands (A11)")
    game.undo()
    assert game.outcome is None and view.narration.startswith("Taken back: Marina")


def test_two_views_of_one_game_and_a_closed_view_lets_go():
    game = sevens()
    first, second = show(game), show(game, "ru")
    first.table.click(0, 0)
    first.panel.cover_button.click()
    assert (
        tops(second)[0][0] == "К♦" and second.narration == "Марина накрывает 7♣ картой К♦ (A5)."
    )  # a Russian page writes the king К
    first.close()
    game.cover("Oleg", ("Oleg", 0))
    assert tops(second)[1][0] == "5♠" and first.failures == 0


def test_the_patience_table_follows_the_deal_moves_and_undo():
    patience = Patience.deal(seed=1)
    view = show(patience)
    assert isinstance(view, PatienceView) and view.game is patience
    step = patience.deal_one()
    assert view.narration == describe(step, "en") == "A♠ goes onto column 1 (I3)."
    assert [card["text"] for card in view.table.view["columns"][0]["cards"]] == ["Q♠", "A♠"]
    view.deal_button.click()
    assert patience.stock_size == 101 and view.narration == describe(patience.log[-1], "en")
    view.undo_button.click()
    assert patience.stock_size == 102 and view.narration.startswith("Taken back: ")
    patience.deal_all()
    assert view.deal_button.disabled and view.table.view["stock_label"] == "Every card is dealt"


def test_patience_clicks_move_cards_and_refusals_cite_their_rule():
    patience = Patience.from_position(columns=[["Q♠", "9♥", "5♣"], ["Q♦"]], foundations=[])
    view = show(patience)
    view.table.click("foundation", None)
    assert view.narration == "Click the top card of a column first, then where it goes."
    view.table.click("column", 0)
    assert view.narration.startswith("5♣ from column 1 is selected")
    view.table.click("foundation", None)
    assert patience.foundations == [[patience.foundations[0][0]]] and str(patience.foundations[0][0]) == "5♣"
    assert view.narration == "5♣ goes from column 1 and starts foundation 1 (I2)."
    view.table.click("column", 0)
    view.table.click("foundation", None)
    assert view.narration.startswith("Not allowed (I2)") and len(patience.columns[0]) == 2
    view.undo_button.click()
    assert patience.foundations == [] and view.failures == 0


def test_show_refuses_what_is_not_a_game():
    with pytest.raises(TypeError, match="show takes a Game or a Patience, not str"):
        show("7♣")


def test_the_progress_bar_is_the_callback_arena_calls():
    bar = progress_bar()
    bar(3, 20)
    assert (bar.value, bar.max) == (3, 20)


@pytest.mark.parametrize(
    "lang, counted, seconds, minutes",
    [
        ("en", "Games played: 1 of 2,000", "about 9 s left", "about 33 min left"),
        ("ru", "Сыграно партий: 1 из 2\u00a0000", "осталось около 9\u00a0с", "осталось около 33\u00a0мин"),
        ("fr", "Parties jouées\u00a0: 1 sur 2\u202f000", "encore 9\u00a0s environ", "encore 33\u00a0min environ"),
    ],
)
def test_the_progress_bar_counts_the_games_and_says_the_time_left_at_the_pace_so_far(lang, counted, seconds, minutes):
    ticks = iter([100.0, 101.0, 1890.0, 2000.0])
    bar = progress_bar(lang, clock=lambda: next(ticks))
    bar(1, 2000)
    assert bar.description == counted and bar.seconds_left is None
    bar(2, 2000)  # one game a second
    assert bar.description.endswith(minutes) and bar.seconds_left == 1998
    bar(1990, 2000)
    assert bar.description.endswith(seconds) and bar.value == 1990
    bar(1, 10)  # a new run: timed afresh
    assert bar.seconds_left is None and (bar.value, bar.max) == (1, 10)


@pytest.mark.parametrize(
    "build",
    [
        lambda: walkthrough("en"),
        lambda: play("en"),
        lambda: show(sevens()),
        lambda: show(Patience.deal(seed=1)),
        progress_bar,
        page_bar,
        lambda: replay_app(sevens()),
    ],
)
def test_a_displayed_widget_carries_words_for_a_stored_notebook_beside_its_live_view(build):
    bundle = build()._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert WIDGET_VIEW in bundle and "text/plain" in bundle
    assert bundle["text/html"].startswith('<p class="agg-run-to-show">▶ Run this cell')
    assert "Запустите эту ячейку" in bundle["text/html"]


@pytest.mark.parametrize(
    "build", [lambda: show(sevens()), lambda: show(Patience.deal(seed=1))], ids=["game", "patience"]
)
def test_every_synced_trait_of_a_live_table_survives_bad_values(build):
    from test_fuzz_widgets import BAD_VALUES, fuzz_every_trait, whole

    view = build()

    def intact(trait: str) -> None:
        assert whole(view.game), f"{trait} damaged the game"

    assert fuzz_every_trait(view, BAD_VALUES, intact) > 20
    if isinstance(view, GameView):
        view.game.cover("Marina", ("Marina", 0))
        assert view.game.length == 1 and view.narration == "Marina covers 7♣ with K♦ (A5)."
    else:
        view.deal_button.click()
        assert view.game.stock_size == 102
    assert view.failures == 0

"""A finished game's result stands (A11): Undo after the end is refused in words, in every mode and
in the A11 lesson, and the banner keeps the result (issue 24.5). Real-time play refuses every Undo
(tests/widgets/test_play_widgets.py)."""

from __future__ import annotations

import pytest
from own_loop import run_in_own_loop

from aggravation_nb import Game
from aggravation_nb.apps.lessons import RulesApp
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.i18n import text


def won(players: tuple[str, str]) -> Game:
    first, second = players
    game = Game.from_position(
        rows={first: ["Q♥", "5♣"], second: ["Q♠", "8♣"]}, stocks={first: [], second: ["2♦", "6♠"]}
    )
    game.call(first, (first, 0), (second, 0))
    return game


@pytest.mark.parametrize("players, mode", [(("You", "Computer"), "relaxed"), (("Marina", "Oleg"), "hotseat")])
def test_undo_after_the_end_keeps_the_result(players, mode):
    async def scenario():
        app = PlayApp("en", mode="relaxed")
        app.load(won(players).to_json())
        assert app.mode.value == mode
        outcome, log = app.game.outcome, list(app.game.log)
        app.panel.undo_button.click()
        view = app.table.view
        app.close()
        return app, outcome, log, view

    app, outcome, log, view = run_in_own_loop(scenario())
    assert outcome is not None and app.game.outcome == outcome and app.game.log == log
    assert view["kind"] == "refused" and "(A11)" in view["narration"]
    assert view["outcome_parts"], "the banner still shows the result"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_undo_after_winning_the_a11_lesson_keeps_the_result(lang):
    lesson = RulesApp(lang).lessons[[lesson.rule for lesson in LESSONS].index("A11")]
    lesson.panel.table.click(0, 1)
    lesson.panel.table.click(1, 1)
    lesson.panel.call_button.click()
    game = lesson.panel.game
    assert game.outcome is not None
    lesson.panel.undo_button.click()
    assert lesson.panel.game.outcome == game.outcome
    assert lesson.panel.table.view["narration"] == text("undo-finished", lang)

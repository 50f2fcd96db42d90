"""What the second class trial found in the play app (issue 24): each defect as a test that failed before.

New game is a fresh deal and "Same deal again" the explicit replay (1); a new deal, a mode or a
difficulty never starts the computer before the person moves (6); the keys help names only the keys
that work in this variant and mode (7); a first game is against a beginner (20)."""

from __future__ import annotations

import random

import pytest
from own_loop import run_in_own_loop

from aggravation_nb import Game
from aggravation_nb.apps.play import PlayApp, keys_help
from aggravation_nb.i18n import text


def test_new_game_deals_a_fresh_deal_and_shows_its_number():
    app = PlayApp("en", seed=3, mode="relaxed", deals=random.Random(7))
    first = app.game.to_json()
    app.new_button.click()
    second_seed, second = app.seed.value, app.game.to_json()
    app.new_button.click()
    assert second_seed != 3 and app.seed.value != second_seed, "every New game is another deal"
    assert second != first and app.game.to_json() != second
    assert app.game.seed == app.seed.value, "the number shown is the deal's, so it can be dealt again"


def test_same_deal_again_replays_the_number_shown():
    app = PlayApp("en", seed=3, mode="relaxed", deals=random.Random(7))
    app.new_button.click()
    dealt = app.game.to_json()
    app.panel.flip_button.click()
    assert app.game.log
    app.same_deal_button.click()
    assert app.game.to_json() == dealt and not app.game.log
    app.seed.value = 12
    app.same_deal_button.click()
    assert app.game.to_json() == Game.deal(seed=12, players=app.game.players).to_json()


def test_the_first_game_is_against_a_beginner():
    assert PlayApp("en").difficulty.value == "beginner"


@pytest.mark.parametrize("choose", ["difficulty", "mode", "new game", "same deal"])
def test_no_choice_starts_the_computer_before_the_person_moves(choose):
    async def scenario():
        app = PlayApp("en", seed=4, mode="realtime", difficulty="beginner", deals=random.Random(1))
        if choose == "difficulty":
            app.difficulty.value = "expert"
        elif choose == "mode":
            app.mode.value = "relaxed"
            app.mode.value = "realtime"
        elif choose == "new game":
            app.new_button.click()
        else:
            app.same_deal_button.click()
        waiting = app.task is None and not app.game.log
        app.table.press("space")
        started = app.task is not None
        app.close()
        return waiting, started

    waiting, started = run_in_own_loop(scenario())
    assert waiting, f"choosing a {choose} started the computer's clock"
    assert started, "the person's first move starts it"


def test_the_keys_help_names_only_keys_that_work_here():
    aggravation = Game.deal(seed=1, players=("You", "Computer"))
    frustration = Game.deal(seed=1, players=("You", "Computer"), variant="frustration")
    speed = Game.deal(seed=1, players=("Marina", "Oleg"), variant="california-speed")
    realtime = keys_help(aggravation, "realtime", "en")
    assert "S calls" in realtime and "P pauses" in realtime
    assert "P pauses" not in keys_help(aggravation, "relaxed", "en"), "relaxed play has no clock to pause"
    assert "S calls" not in keys_help(frustration, "realtime", "en"), "Frustration has no call (F3)"
    hotseat = keys_help(speed, "hotseat", "ru")
    assert "Марина" in hotseat and "Олег" in hotseat and "K объявляет" not in hotseat
    assert text("deal", "ru") in hotseat, "Space deals a row in California Speed (C2)"


def test_a_loaded_game_lists_the_keys_for_its_own_players():
    app = PlayApp("en", mode="relaxed")
    app.load(Game.deal(seed=2, players=("Marina", "Oleg")).to_json())
    assert "Marina — A covers" in app.keys_help.value and "Player 1" not in app.keys_help.value


@pytest.mark.parametrize("mode", ["relaxed", "hotseat"])
def test_a_click_selects_and_cover_acts_in_every_mode_as_in_the_worked_example(mode):
    """Issue 24.4: one interaction model everywhere, said once under the buttons."""
    app = PlayApp("en", seed=14, mode=mode)
    app.panel.flip_button.click()
    owed = app.game.to_cover
    assert owed, "this deal shows a match on the first flip"
    owner, column = owed[0]
    app.table.click(app.game.players.index(owner), column)
    assert len(app.game.log) == 1, "a click alone covers nothing"
    assert app.panel.selected == [owed[0]]
    app.panel.cover_button.click()
    assert len(app.game.log) == 2 and app.panel.selected == []
    assert "click a card to select it" in app.panel.how_to_play.value


def test_after_the_end_cover_says_the_game_is_over_not_select_a_card():
    app = PlayApp("en", mode="relaxed")
    game = Game.from_position(
        rows={"You": ["Q♥", "5♣"], "Computer": ["Q♠", "8♣"]}, stocks={"You": [], "Computer": ["2♦", "6♠"]}
    )
    game.call("You", ("You", 0), ("Computer", 0))
    app.load(game.to_json())
    app.panel.cover_button.click()
    assert app.table.view["narration"] == text("game-over", "en") and app.table.view["outcome_parts"]


def test_loading_during_a_real_time_game_pauses_and_a_bad_file_is_told_in_words_until_dismissed():
    """Issue 24.8: no programmer text, nothing played while a file is chosen, the message stays."""

    async def scenario():
        app = PlayApp("en", seed=4, mode="realtime", difficulty="expert")
        app.table.press("space")
        assert app.task is not None, "the clock runs"
        app.load_button.click()
        paused = app.task is None and app.load_upload.layout.display != "none"
        moves = len(app.game.log)
        app.load(b'{"format": "aggravation_nb/game", "version": 1, "seed": 1, "start": {}, "not": 2}')
        told = app.file_message.value
        app.table.press("space")  # the game stays paused: the person resumes it
        still = app.file_message.value
        app.dismiss_button.click()
        app.close()
        return app, paused, moves, told, still

    app, paused, moves, told, still = run_in_own_loop(scenario())
    assert paused, "choosing a file pauses the computer"
    assert len(app.game.log) == moves
    assert told == still and text("load-unreadable", "en") in told
    assert "should hold" not in told and "missing" not in told and "['" not in told
    assert app.file_message.value == "" and app.failures == 0


@pytest.mark.parametrize(
    "variant, key, rule",
    [
        ("aggravation", "a", "A2"),
        ("aggravation", "s", "A2"),
        ("frustration", "s", "F3"),
        ("california-speed", "s", "C5"),
        ("california-speed", "l", "A2"),
    ],
)
def test_a_key_on_a_table_with_too_few_cards_is_refused_naming_its_rule_and_changes_nothing(variant, key, rule):
    app = PlayApp("ru", seed=3, mode="hotseat", variant=variant)
    before = app.game.to_json()
    app.table.press(key)
    said = "".join(words for words, *_ in app.table.view["narration_parts"])
    assert f"({rule})" in said
    assert app.game.to_json() == before

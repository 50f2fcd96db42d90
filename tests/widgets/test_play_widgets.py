"""The play app from Python: relaxed games, two players, keys, save/load, replay, the clock."""

import asyncio
import json

import pytest
from own_loop import run_in_own_loop

from aggravation_nb import Game
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.i18n import text


def shown(app):
    return app.table.view["narration"]


def play_relaxed_to_the_end(app, limit=300):
    for _ in range(limit):
        if app.game.outcome is not None:
            return
        app.table.press("a")
        app.opponent_button.click()
    raise AssertionError("the game did not end")


def test_a_relaxed_game_plays_to_its_end_with_the_opponents_move_button():
    app = PlayApp("en", seed=5, mode="relaxed")
    assert shown(app) == text("started", "en", seed=5, flip="Flip")
    assert "Press “Flip” (or Space)" in shown(app)
    play_relaxed_to_the_end(app)
    assert app.table.view["kind"] == "outcome" and app.failures == 0
    assert app.game.outcome.rule in ("A8", "A10")


def test_the_computer_waits_in_relaxed_mode():
    app = PlayApp("en", seed=5, mode="relaxed")
    app.table.press("space")
    log = app.game.log
    app.table.press("a")
    assert app.game.log[: len(log)] == log


def test_two_players_each_have_their_keys():
    app = PlayApp("en", seed=2, mode="hotseat")
    assert app.game.players == ("Player 1", "Player 2")
    for _ in range(40):
        if app.game.to_cover:
            break
        app.table.press("space")
    owed = app.game.to_cover[0]
    app.table.press("l")
    assert app.game.log[-1].player == "Player 2" and app.game.covered_by(owed) == "Player 2"
    assert "Player 2 covers" in shown(app)


def test_keys_of_the_second_seat_do_nothing_against_the_computer():
    app = PlayApp("en", seed=2, mode="relaxed")
    app.table.press("space")
    before = app.game.to_json()
    app.table.press("l")
    assert app.game.to_json() == before


def test_a_call_key_without_a_pair_is_refused_by_rule():
    app = PlayApp("en", seed=2, mode="relaxed")
    app.table.press("space")
    app.table.press("s")
    assert shown(app).startswith("Not allowed (A9)")


def test_save_and_load_round_trip_and_a_bad_file_is_refused():
    app = PlayApp("en", seed=9, mode="relaxed")
    for _ in range(6):
        app.opponent_button.click()
    app.save_button.click()
    assert 'download="aggravation-seed-9.json"' in app.download.value
    saved = app.game.to_json()
    other = PlayApp("ru", seed=1, mode="relaxed")
    other.load(b"{not json")
    assert "Этот файл нельзя загрузить: " + text("load-unreadable", "ru") in other.file_message.value
    assert other.game == Game.deal(seed=1, players=("You", "Computer")), (
        "a Russian page shows no English parser message"
    )
    app.load(b"{not json")
    assert "This file cannot be loaded: " in app.file_message.value and "JSON" not in app.file_message.value
    other.load(saved.encode())
    assert other.game == Game.from_json(saved) and other.mode.value == "relaxed"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_tournament_save_is_refused_in_words_and_the_game_stays(players):
    tournament = Game.deal(seed=2, players=[f"P{n}" for n in range(1, players + 1)], variant="tournament")
    tournament.flip()
    app = PlayApp("en", seed=9, mode="relaxed")
    before = app.game.to_json()
    app.load(tournament.to_json())
    assert text("load-failed", "en", reason=text("load-tournament", "en", count=players)) in app.file_message.value
    assert app.game.to_json() == before and app.failures == 0
    app.opponent_button.click()
    assert app.failures == 0 and len(app.game.log) == 1


def test_loading_through_the_upload_widget():
    app = PlayApp("en", seed=9, mode="relaxed")
    app.opponent_button.click()
    saved = app.game.to_json()
    fresh = PlayApp("en", seed=3, mode="relaxed")
    fresh.saving.load_upload._received(None, {"kind": "file"}, [memoryview(saved.encode())])
    assert fresh.game == app.game


@pytest.mark.parametrize("lang, said", [("en", "it holds 13.0 MB"), ("ru", "в нём 13,0 МБ"), ("fr", "il fait 13,0 Mo")])
@pytest.mark.parametrize("sent", ["the file", "its size"])
def test_a_file_too_big_for_a_saved_game_is_refused_by_its_size(lang, said, sent):
    """Above MAX_FILE_BYTES, whether the page sent only the file's size (file_chooser.js does, for the server
    would cut the page's connection at a message that large) or a page skipped that check."""
    app = PlayApp(lang, seed=1, mode="relaxed")
    before = app.game.to_json()
    if sent == "the file":
        app.saving.load_upload._received(None, {"kind": "file"}, [memoryview(b" " * 13_000_000)])
    else:
        app.saving.load_upload._received(None, {"kind": "too-big", "size": 13_000_000}, [])
    assert app.game.to_json() == before and app.failures == 0
    assert said in app.file_message.value.replace("\u00a0", " ")
    assert text("load-failed", lang, reason="").strip() in app.file_message.value.replace("&#x27;", "'")


@pytest.mark.parametrize(
    "content, buffers",
    [
        ({"kind": "too-big", "size": 5}, []),
        ({"kind": "too-big", "size": True}, []),
        ({"kind": "too-big"}, []),
        ({"kind": "file"}, []),
        ({"kind": "file"}, [b"{}", b"{}"]),
        ({"kind": "other"}, [b"{}"]),
        ("file", []),
        (None, []),
    ],
)
def test_a_message_that_is_no_file_nor_a_size_over_the_limit_is_an_unreadable_file(content, buffers):
    app = PlayApp("en", seed=1, mode="relaxed")
    before = app.game.to_json()
    app.saving.start_loading()
    app.saving.load_upload._received(None, content, buffers)
    assert app.game.to_json() == before and app.failures == 0
    assert text("load-unreadable", "en") in app.file_message.value.replace("&#x27;", "'")
    assert app.saving.load_upload.layout.display == "none", "the chooser closes as after any file"


def test_a_finished_game_replays_in_the_stepper():
    app = PlayApp("en", seed=4, mode="relaxed")
    play_relaxed_to_the_end(app)
    app.replay_button.click()
    stepper = app.replay_area.children[0]
    assert stepper.story.last_step == len(app.game.log)
    stepper.last_button.click()
    assert stepper.story.game == app.game.replay()
    assert stepper.table.view["kind"] == "outcome"


def test_undo_works_in_relaxed_mode_and_is_explained_in_real_time():
    app = PlayApp("en", seed=4, mode="relaxed")
    app.table.press("space")
    app.panel.undo_button.click()
    assert app.game.log == []
    realtime = PlayApp("en", seed=4, mode="realtime")
    realtime.panel.undo_button.click()
    assert shown(realtime) == text("undo-realtime", "en")


def test_pause_stops_the_computer_at_once_and_resume_goes_on():
    async def until(condition, seconds=10.0):
        for _ in range(int(seconds / 0.05)):
            if condition():
                return True
            await asyncio.sleep(0.05)
        return False

    async def scenario():
        app = PlayApp("en", seed=4, mode="realtime", difficulty="expert")
        app.new_game()
        assert app.task is None, "a new game waits for the person's first move"
        app.table.press("space")
        assert app.task is not None
        assert await until(lambda: len(app.game.log) >= 1), "the computer never moved"
        clock = app.task
        app.pause()
        moves, planned = len(app.game.log), app.race.next_move()
        assert app.task is None and shown(app) == text("paused", "en")
        await asyncio.wait([clock], timeout=10)  # a cancelled task ends at its next step
        assert clock.cancelled() and asyncio.all_tasks() == {asyncio.current_task()}, "nothing is left to move the game"
        assert planned is not None, "the computer had a next move to make"
        await asyncio.sleep(planned.at - app.race.now)  # until that move was due, had play gone on
        assert len(app.game.log) == moves
        app.table.press("space")
        assert len(app.game.log) == moves and shown(app) == text("paused", "en")
        app.resume()
        assert await until(lambda: len(app.game.log) > moves), "play did not resume"
        app.pause()
        return app

    app = run_in_own_loop(scenario())
    assert app.failures == 0


def test_a_deal_number_typed_in_deals_that_game_in_every_mode():
    app = PlayApp("en", seed=1, mode="relaxed")
    app.seed.value = 77
    app.same_deal_button.click()
    assert app.game == Game.deal(seed=77, players=("You", "Computer"))
    app.mode.value = "hotseat"
    assert app.game == Game.deal(seed=77, players=("Player 1", "Player 2"))


@pytest.mark.parametrize("content", [{"key": "x"}, {"key": 5}, {"key": ["a"]}])
def test_unknown_keys_change_nothing(content):
    app = PlayApp("en", seed=1, mode="relaxed")
    app.table.set_state({"shortcut_keys": ["x"]})
    before = app.game.to_json()
    app.table._received(app.table, content, [])
    assert app.game.to_json() == before and app.failures == 0
    assert app.table.view["narration"] == text("bad-input", "en")


@pytest.mark.parametrize("data", [b"text", b"", "\u00e9".encode("latin-1"), b'{"rows": 5}', b"[]"])
def test_a_hostile_file_is_refused_in_words(data):
    app = PlayApp("en", seed=1, mode="relaxed")
    before = app.game.to_json()
    app.saving.load_upload._received(None, {"kind": "file"}, [memoryview(data)])
    assert app.game.to_json() == before and app.failures == 0
    assert "This file cannot be loaded" in app.file_message.value


def test_your_row_reads_naturally():
    app = PlayApp("en", seed=1, mode="relaxed")
    app.table.press("space")
    row = app.table.view["rows"][0]
    assert row["label"] == "your row" and row["stock_label"].startswith("Your stock")
    assert json.dumps(app.table.view)


CLOCK_WORDS = ("clock", "timer", "час", "время", "таймер", "chrono", "horloge", "minuteur")


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_a_game_against_the_computer_says_what_starts_it_and_names_no_clock_the_page_does_not_show(lang):
    """The page shows no clock: the start of a game against the computer says what is true, that the
    computer waits for the person's first move, in every language."""
    app = PlayApp(lang, seed=3, mode="realtime")
    said = shown(app).lower()
    assert not any(word in said for word in CLOCK_WORDS), said
    assert app.race is not None and app.task is None  # and indeed nothing runs before the first move


def test_the_single_key_shortcuts_can_be_turned_off_and_on_again():
    """WCAG 2.1.4: a person who speaks to the page, or whose hand slips, turns the letters and Space off."""
    app = PlayApp("fr", seed=3, mode="relaxed")
    assert app.shortcuts.description == text("shortcuts", "fr") and app.shortcuts.value
    assert set(app.table.shortcut_keys) == {"a", "s", "l", "k", "p", "space"}
    app.shortcuts.value = False
    assert app.table.shortcut_keys == [] and app.keys_help.value == ""
    app.table.press("space")
    assert app.game.log == []
    app.shortcuts.value = True
    app.table.press("space")
    assert len(app.game.log) == 1 and "Espace" in app.keys_help.value

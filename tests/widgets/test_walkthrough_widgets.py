"""Widget tests in the kernel: build the app, press its buttons from Python, read what it shows."""

import pytest

from aggravation_nb.apps.guard import guarded
from aggravation_nb.games.aggravation.teaching.scenarios import worked_text
from aggravation_nb.i18n import text
from aggravation_nb.views import CardTable, Walkthrough, page_language, table_view, walkthrough


def shown(app):
    return app.table.view["narration"]


def tops(app, owner):
    return [pile["text"] for pile in app.table.view["rows"][owner]["piles"]]


def test_the_table_shows_the_worked_example_with_accessible_names():
    app = walkthrough("en")
    row = app.table.view["rows"][0]
    assert [p["name"] for p in row["piles"]] == [
        "7♣, Marina's row, pile 1",
        "Q♥, queen of hearts, Marina's row, pile 2",
    ]
    assert [p["owed"] for p in row["piles"]] == [True, False]
    assert row["stock_label"] == "Marina's stock: 24 cards left"
    assert shown(app) == worked_text("main.look", "en")


def test_buttons_step_through_the_story():
    app = walkthrough("en")
    app.next_button.click()
    assert shown(app) == worked_text("main.cover-first", "en") and tops(app, 0) == ["K♦", "Q♥"]
    assert [p["changed"] for p in app.table.view["rows"][0]["piles"]] == [True, False]
    assert "new" in app.table.view["rows"][0]["piles"][0]["description"]
    assert app.step_slider.value == 2 and app.step_label.value == "<span>Step 2 of 4</span>"
    app.last_button.click()
    assert tops(app, 1) == ["2♣", "A♠", "5♠"]
    app.back_button.click()
    app.first_button.click()
    assert tops(app, 0) == ["7♣", "Q♥"]


def test_the_slider_and_chapter_choice_move_the_story():
    app = walkthrough("en")
    app.chapter_choice.value = 2
    assert shown(app) == worked_text("last.look", "en") and app.step_slider.max == 8
    app.step_slider.value = 8
    assert app.story.game.outcome.winner == "Marina"
    assert app.table.view["kind"] == "outcome"


def test_a_click_selects_and_cover_covers_for_whoever_acts():
    app = walkthrough("en")
    app.who_acts.value = "Oleg"
    app.table.click(0, 0)
    assert tops(app, 0) == ["7♣", "Q♥"] and not app.story.took_over
    assert shown(app) == text("selected", "en", card="7♣", player="Oleg")
    app.cover_button.click()
    assert tops(app, 0) == ["5♠", "Q♥"] and "Oleg covers 7♣ with 5♠ (A5)." in shown(app)
    assert app.story.took_over


def test_a_click_never_acts_for_whoever_the_story_left_acting():
    """Marina's last card, step 7: the story has Oleg acting; a teacher clicks Q♥ to show Marina's call."""
    app = walkthrough("en")
    app.chapter_choice.value = next(i for i, c in enumerate(app.story.chapters) if c.key == "last-card")
    for _ in range(6):
        app.next_button.click()
    assert app.who_acts.value == "Oleg" and "Q♠" in shown(app)
    before = app.story.game.to_json()
    queen = next(column for column, pile in enumerate(app.table.view["rows"][0]["piles"]) if pile["text"] == "Q♥")
    app.table.click(0, queen)
    assert app.story.game.to_json() == before and app.table.view["rows"][0]["piles"][queen]["selected"]


def test_a_refused_cover_is_narrated_with_the_rule_and_changes_nothing():
    app = walkthrough("en")
    app.table.click(0, 0)
    app.cover_button.click()
    app.who_acts.value = "Oleg"
    app.table.click(1, 0)
    app.cover_button.click()
    app.who_acts.value = "Marina"
    app.table.click(1, 0)
    assert app.table.view["rows"][1]["piles"][0]["selected"]
    before = app.story.game.to_json()
    app.cover_button.click()
    assert shown(app).startswith("Not allowed (A5): Oleg already covered this card")
    assert app.story.game.to_json() == before and app.failures == 0


def test_calling_needs_two_selected_cards_and_names_the_rule():
    app = walkthrough("ru")
    app.chapter_choice.value = 2
    app.next_button.click()
    app.call_button.click()
    assert shown(app) == text("select-two", "ru")
    app.table.click(0, 2)
    app.table.click(1, 3)
    app.call_button.click()
    assert shown(app).startswith("Нельзя (A8)")


def test_undo_and_return_to_the_story():
    app = walkthrough("en")
    app.table.click(0, 0)
    app.cover_button.click()
    app.undo_button.click()
    assert tops(app, 0) == ["7♣", "Q♥"] and shown(app).startswith("Taken back: Marina covers 7♣ with K♦ (A5).")
    app.return_button.click()
    assert shown(app) == worked_text("main.look", "en") and not app.story.took_over


def test_russian_everywhere():
    app = walkthrough("ru")
    assert app.next_button.description == "Далее"
    assert app.table.view["rows"][0]["piles"][0]["name"] == "7♣, ряд Марины, стопка 1"
    assert [label for label, _ in app.who_acts.options] == ["Марина", "Олег"]


def test_four_colour_deck_is_an_option_and_suits_always_show():
    app = walkthrough("en")
    app.four_colour.value = True
    assert app.table.view["four_colour"]
    assert all(p["text"][-1] in "♣♦♥♠" for row in app.table.view["rows"] for p in row["piles"])


@pytest.mark.parametrize(
    "message",
    [
        {},
        {"pile": "x"},
        {"pile": [0]},
        {"pile": [0, 99]},
        {"pile": [5, 0]},
        {"pile": [True, 0]},
        {"pile": [0, 0.5]},
        "junk",
        None,
    ],
)
def test_malformed_messages_from_the_browser_change_nothing(message):
    app = walkthrough("en")
    before = app.story.game.to_json()
    app.table._received(app.table, message, [])
    assert app.story.game.to_json() == before
    assert app.table.view["narration"] == text("bad-input", "en") and app.failures == 0


def test_an_unexpected_error_in_a_callback_is_reported_not_lost():
    reported = []

    @guarded(lambda: reported.append("told"))
    def broken():
        raise RuntimeError("boom")

    assert broken() is None and reported == ["told"]


def test_the_app_reports_internal_errors_in_words(monkeypatch):
    app = walkthrough("en")
    monkeypatch.setattr(app.story, "go_to", lambda step: 1 / 0)
    app.next_button.click()
    assert app.failures == 1 and shown(app) == text("internal-error", "en")


def test_the_page_language_comes_from_the_argument_or_the_voila_query(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=ru&x=1")
    assert page_language() == "ru" and page_language("en") == "en"
    monkeypatch.setenv("QUERY_STRING", "lang=xx")
    assert page_language() == "en"
    monkeypatch.delenv("QUERY_STRING")
    assert page_language() == "en"


def test_table_view_is_plain_data():
    from aggravation_nb.games.aggravation.teaching.scenarios import chapter

    view = table_view(chapter("main").game(), "en", selected=[("Oleg", 1)], acting="Oleg")
    assert view["rows"][1]["acting"] and view["rows"][1]["piles"][1]["selected"]
    assert isinstance(CardTable().view, dict)


def test_a_view_set_from_the_page_cannot_widen_what_a_click_may_name():
    app = walkthrough("en")
    app.table.set_state({"view": {"rows": [{"piles": [{}] * 50}] * 3}})
    before = app.story.game.to_json()
    app.table.click(2, 40)
    assert app.story.game.to_json() == before and app.failures == 0


def test_the_right_arrow_at_a_chapters_last_step_goes_on_to_the_next_chapter():
    """Issue 24.3: a presenter's clicker sends → and expects the story to go on."""
    app = Walkthrough("en")
    app.last_button.click()
    chapter = app.story.chapter_index
    app.table.press("arrowright")
    assert app.story.chapter_index == chapter + 1 and app.story.step == 0
    app.table.press("arrowleft")
    assert app.story.chapter_index == chapter + 1, "← steps back within the chapter, never across"


@pytest.mark.parametrize("variant", ["aggravation", "frustration"])
def test_an_arena_game_opens_in_the_replay_app_and_steps_to_the_game_played(variant):
    from aggravation_nb.arena import arena, cover_theirs_first
    from aggravation_nb.views import replay_app

    record = arena(cover_theirs_first, games=2, variant=variant, seed=5).records[1]
    for opened in (record, record.game()):
        replay = replay_app(opened)
        assert replay.story.last_step == len(record.actions)
        replay.stepper.last_button.click()
        assert replay.story.game == record.game() and replay.story.game.outcome is not None
        assert replay.table.view["kind"] == "outcome"


@pytest.mark.parametrize(("key", "arrow"), [("arrowright", "→"), ("arrowleft", "←")])
@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_an_arrow_key_keeps_your_own_line_says_so_and_leaves_it_only_when_pressed_again(key, arrow, lang):
    app = Walkthrough(lang)
    app.next_button.click()
    app.table.click(1, 0)
    app.cover_button.click()
    line = app.story.game.log
    assert app.story.took_over
    app.table.press(key)
    assert app.story.took_over and app.story.game.log == line
    assert shown(app) == text("leave-line", lang, arrow=arrow)
    app.table.click(1, 0)  # anything else done in between: the key asks again
    app.table.press(key)
    assert app.story.took_over and app.story.game.log == line
    app.table.press(key)
    assert not app.story.took_over


def test_back_to_the_story_hides_itself_and_gives_the_focus_to_next():
    app = Walkthrough("en")
    app.table.click(0, 0)
    app.cover_button.click()
    asked = []
    app.next_button.send = asked.append
    app.return_button.click()
    assert not app.story.took_over and asked == [{"do": "focus"}]


def test_the_step_slider_reads_the_step_shown_counting_from_one():
    """A screen reader reads the slider's value: "Step, slider, 2" where the page says "Step 2 of 4"."""
    app = Walkthrough("en")
    slider = app.step_slider
    for step in range(app.story.last_step + 1):
        assert (slider.min, slider.value, slider.max) == (1, step + 1, app.story.last_step + 1)
        assert app.step_label.value.startswith(f"<span>{text('step-of', 'en', step=step + 1, total=slider.max)}")
        app.next_button.click()
    slider.value = 2
    assert app.story.step == 1 and app.step_label.value == "<span>Step 2 of 4</span>"

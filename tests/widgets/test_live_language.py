"""One live language per page: switching says every word again, in place, and keeps everything else.

Each app is driven into a state worth keeping, switched to Russian and back, and compared with an app
built directly in that language and driven the same way: the same state, and the same words, every
one of them (`words_of` collects what a person can read or hear from a widget tree).
"""

from __future__ import annotations

import itertools
import json

import pytest
from statistics_run import statistics_app
from visible_words import words_of

from aggravation_nb import Game
from aggravation_nb.apps.drill import Drill
from aggravation_nb.apps.guard import log as guard_log
from aggravation_nb.apps.intrigue import IntrigueApp
from aggravation_nb.apps.lessons import RulesApp
from aggravation_nb.apps.live import GameView, PatienceView
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.apps.variants import VariantsApp
from aggravation_nb.apps.walkthrough import Walkthrough
from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.intrigue import Patience
from aggravation_nb.views import AppPage, intrigue, play, walkthrough
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.progress_bar import ProgressBar, progress_bar

OTHER = next(lang for lang in LANGUAGES if lang != "en")
"""The language switched to: Russian today, whichever comes after English in the package's list."""


def differences(shown: list[tuple[str, str]], expected: list[tuple[str, str]]) -> list[str]:
    """Where two lists of words part ways, as lines that say which widget and what it says."""
    lines = [
        f"{path}: {said!r} (expected {wanted!r})"
        for (path, said), (_, wanted) in zip(shown, expected, strict=False)
        if said != wanted
    ]
    lines += [f"{path}: {said!r} (nothing expected)" for path, said in shown[len(expected) :]]
    lines += [f"{path}: nothing (expected {wanted!r})" for path, wanted in expected[len(shown) :]]
    return lines


def assert_says(app, expected: list[tuple[str, str]]) -> None:
    wrong = differences(words_of(app), expected)
    assert not wrong, "words not said again in the page's language:\n" + "\n".join(wrong[:20])


def switch_and_compare(build, drive, state, fresh=None) -> None:
    """Build and drive an English app; switch it to the other language and compare it with one built in
    that language (by `fresh`, by default `build`) and driven the same; switch back and compare it with
    itself before the switch."""
    app = build("en")
    drive(app)
    before, english = state(app), words_of(app)
    assert any(said for _, said in english)
    app.lang = OTHER
    assert state(app) == before, "the switch changed more than the words"
    fresh = (fresh or build)(OTHER)
    drive(fresh)
    assert state(fresh) == before
    assert_says(app, words_of(fresh))
    assert words_of(app) != english
    app.lang = "en"
    assert state(app) == before
    assert_says(app, english)
    assert getattr(app, "failures", 0) == 0


def play_state(app: PlayApp) -> tuple:
    return (
        app.game.to_json(),
        app.mode.value,
        app.difficulty.value,
        app.seed.value,
        tuple(app.panel.selected),
        app.panel.acting,
    )


# ----- the helper sees what was not said again --------------------------------------------------


def test_the_helper_finds_a_label_left_in_english():
    app = Walkthrough(OTHER)
    expected = words_of(app)
    app.return_button.description = text("return", "en")
    wrong = differences(words_of(app), expected)
    assert len(wrong) == 1 and "Button.description" in wrong[0] and text("return", "en") in wrong[0]


def test_the_helper_finds_a_card_name_left_in_english():
    app = Walkthrough(OTHER)
    expected = words_of(app)
    view = json.loads(json.dumps(app.table.view))
    view["rows"][0]["piles"][0]["name"] = "7♣, Marina's row, pile 1"
    app.table.view = view
    wrong = differences(words_of(app), expected)
    assert len(wrong) == 1 and ".view.rows[0].piles[0].name" in wrong[0]


def test_the_helper_finds_a_widget_whose_relabel_forgets_a_label():
    class Forgetful(Walkthrough):
        def _relabel(self):
            super()._relabel()
            if self.lang != "en":
                self.ask_first.description = text("ask-first", "en")

    with pytest.raises(AssertionError, match="ToggleButton.description"):
        switch_and_compare(Forgetful, walk_and_take_over, lambda app: app.story.step, fresh=Walkthrough)
    switch_and_compare(Walkthrough, walk_and_take_over, lambda app: app.story.step)


# ----- every app keeps its state and says everything again ---------------------------------------


def walk_and_take_over(app: Walkthrough) -> None:
    app.next_button.click()  # step 2 of 4: Marina covered 7♣; 7♦ is still owed
    app.who_acts.value = "Oleg"
    app.table.click(1, 0)
    app.cover_button.click()  # Oleg takes over and covers 7♦
    app.table.click(0, 1)  # and Q♥ is selected


def test_the_worked_example_keeps_its_step_its_take_over_and_the_selection():
    switch_and_compare(
        Walkthrough,
        walk_and_take_over,
        lambda app: (
            app.story.chapter_index,
            app.story.step,
            app.story.took_over,
            app.story.game.to_json(),
            app.story.said.kind,
            tuple(app.selected),
            app.who_acts.value,
        ),
    )


def ask_and_answer_wrong(app: Walkthrough) -> None:
    app.ask_first.value = True
    app.next_button.click()
    app.next_button.click()  # "Ask the class first": the question before step 3
    app.question.children[1].children[1].click()  # a wrong answer, greyed out, with why


def test_the_worked_example_keeps_a_question_being_asked_and_its_wrong_answer():
    switch_and_compare(
        Walkthrough,
        ask_and_answer_wrong,
        lambda app: (
            app.story.step,
            app._asked,
            [b.disabled for b in app.question.children[1].children],
            bool(app.answer_feedback.value),
        ),
    )


def test_a_page_keeps_the_app_and_its_bar_speaks_too():
    def build(lang):
        return walkthrough(lang)

    switch_and_compare(build, walk_and_take_over, lambda page: (page.app.story.step, page.app.story.game.to_json()))


def learn(app: RulesApp) -> None:
    lesson = app.lessons[4]  # A5: cover a card
    lesson.panel.table.click(0, 0)
    lesson.panel.cover_button.click()
    lesson.answers.value = lesson.lesson.correct
    lesson.check_button.click()
    lesson.try_button.click()
    app.lessons[7].check_button.click()  # no answer chosen: asked to choose one
    app.drill.start_button.click()
    app.drill.no_pair_button.click()
    app.selected_index = 4


def test_the_rules_keep_each_lesson_its_answer_its_game_and_the_drill():
    switch_and_compare(
        RulesApp,
        learn,
        lambda app: (
            app.selected_index,
            app.progress.done,
            sorted(app.finished),
            [view.game.to_json() for view in app.lessons],
            [view.answers.value for view in app.lessons],
            app.lessons[4].try_area.children[1].game.to_json(),
            app.drill.results[0][0],
            app.drill.pair,
        ),
    )


def drill(rounds_answered: int):
    def build(lang):
        ticks = itertools.count()
        return Drill(lang, seed=3, rounds=3, clock=lambda: next(ticks) * 1.5)

    def drive(app: Drill) -> None:
        app.start_button.click()
        for _ in range(rounds_answered):
            app.no_pair_button.click()
        if app.game is not None:
            app.table.click(0, 0)  # one card of a pair chosen

    return build, drive


@pytest.mark.parametrize("rounds_answered", [1, 3])
def test_the_drill_keeps_its_table_and_its_score(rounds_answered):
    build, drive = drill(rounds_answered)
    switch_and_compare(build, drive, lambda app: (app.results, app.pair, app.selected, app.game and app.game.to_json()))


def relaxed_game(app: PlayApp) -> None:
    app.mode.value = "relaxed"
    app.opponent_button.click()  # the computer's first flip
    app.table.press("a")
    app.save_button.click()
    app.load(b"not a saved game")  # the refusal stays on screen until dismissed
    app.table.click(0, 0)


def test_a_relaxed_game_keeps_its_moves_its_saved_link_and_a_file_refused():
    switch_and_compare(
        lambda lang: PlayApp(lang, seed=5),
        relaxed_game,
        lambda app: (
            *play_state(app),
            app.download.value.split('href="')[1].split('"')[0],
            bool(app.file_message.value),
        ),
    )


def hot_seat(app: PlayApp) -> None:
    app.mode.value = "hotseat"
    app.panel.flip_button.click()
    app.panel.who_acts.value = "Player 2"
    app.replay_button.click()
    app.replay_area.children[0].next_button.click()


def test_a_hot_seat_game_keeps_its_action_its_acting_player_and_its_replay():
    switch_and_compare(
        lambda lang: PlayApp(lang, seed=2),
        hot_seat,
        lambda app: (*play_state(app), app.replay_area.children[0].story.step),
    )


def test_a_game_against_the_computer_keeps_its_level_and_its_clock():
    def drive(app: PlayApp) -> None:
        app.difficulty.value = "expert"
        app.panel.no_hints.value = True

    switch_and_compare(
        lambda lang: PlayApp(lang, seed=4),
        drive,
        lambda app: (*play_state(app), app.race is not None, app._paused_at, app.panel.no_hints.value),
    )


def compare_and_play(app: VariantsApp) -> None:
    app.compare.next_button.click()
    app.compare.difference_button.click()
    app.variant.value = "california-speed"
    app.play.panel.flip_button.click()
    app.tournament.count.value = 4
    app.tournament.computer_button.click()
    app.selected_index = 2


def test_the_variants_keep_the_step_compared_the_variant_chosen_and_every_game():
    switch_and_compare(
        lambda lang: VariantsApp(lang, seed=3),
        compare_and_play,
        lambda app: (
            app.selected_index,
            app.compare.step,
            app.variant.value,
            app.play.game.to_json(),
            app.tournament.game.to_json(),
            app.tournament.count.value,
        ),
    )


def deal_and_move(app: IntrigueApp) -> None:
    app.variant_choice.value = "laggard-lady"
    app.last_button.click()  # the whole deal
    app.hint_button.click()
    move = app.hint
    app.table.click("column", move.column)
    app.table.click(*move.to)
    app.back_button.click()
    app.next_button.click()
    app.table.click("column", next(index for index, column in enumerate(app.game.columns) if len(column) > 1))


def test_intrigue_keeps_the_deal_its_moves_the_step_and_the_selection():
    switch_and_compare(
        lambda lang: IntrigueApp(lang, seed=4),
        deal_and_move,
        lambda app: (app.variant, app.seed, app.step, app.script, app.game.to_json(), app.selected, app.hint),
    )


def test_intrigue_keeps_a_hint_and_a_refusal():
    def drive(app: IntrigueApp) -> None:
        app.last_button.click()
        app.hint_button.click()
        app.table.click("column", 0)  # the head never moves (I4): refused

    switch_and_compare(
        lambda lang: IntrigueApp(lang, seed=2),
        drive,
        lambda app: (app.step, app.hint, app.selected, app.table.view["kind"]),
    )


def test_a_live_table_keeps_the_game_a_notebook_holds():
    game = Game.deal(seed=7, players=("Marina", "Oleg"))
    game.flip()

    def build(lang):
        view = GameView(Game.from_json(game.to_json()), lang)
        view.game.flip()
        view.table.click(1, 0)
        return view

    switch_and_compare(build, lambda view: None, lambda view: (view.game.to_json(), tuple(view.panel.selected)))


def test_a_live_patience_keeps_its_deal_and_its_selection():
    def build(lang):
        patience = Patience.from_position(columns=[["Q♠", "9♥", "5♣"], ["Q♦", "6♥"]], foundations=[])
        view = PatienceView(patience, lang)
        patience.move(0, ("foundation", None))
        view.table.click("column", 1)
        return view

    switch_and_compare(build, lambda view: None, lambda view: (view.game.to_json(), view.selected))


def test_a_progress_bar_says_its_label_again():
    switch_and_compare(progress_bar, lambda bar: bar(3, 8), lambda bar: (bar.value, bar.max))
    assert isinstance(progress_bar(), ProgressBar)


def test_the_statistics_redraw_their_plots_in_the_new_language_without_simulating_again(monkeypatch):
    pytest.importorskip("numpy")
    from aggravation_nb.apps.statistics import StatisticsApp
    from aggravation_nb.games.aggravation.stats.runs import OPENING

    app = statistics_app("en")
    simulated = app.shown[0]
    monkeypatch.setattr(StatisticsApp, "_simulate", lambda *args: pytest.fail("simulated again"))
    english = words_of(app)
    app.lang = OTHER
    assert app.shown[0] is simulated and (app.games.value, app.seed.value) == OPENING[:2]
    assert_says(app, words_of(statistics_app(OTHER)))
    app.lang = "en"
    assert_says(app, english)


# ----- a relabel that fails -------------------------------------------------------------------


def fail_in(monkeypatch, widget_class, lang: str = OTHER) -> None:
    """Make `widget_class` fail to relabel into `lang`, halfway through its owner's relabel."""
    relabel = widget_class._relabel

    def failing(self):
        if self.lang == lang:
            raise RuntimeError("a relabel that fails")
        relabel(self)

    monkeypatch.setattr(widget_class, "_relabel", failing)
    monkeypatch.setattr(guard_log, "disabled", True)


def test_a_relabel_that_fails_leaves_the_page_in_its_language_and_working(monkeypatch):
    page = walkthrough("en")
    walk_and_take_over(page.app)
    english, game = words_of(page), page.app.story.game.to_json()
    fail_in(monkeypatch, PlayPanel)
    page.switch.lang = OTHER
    assert page.lang == page.app.lang == page.app.story.lang == page.switch.lang == "en"
    assert page.app.story.game.to_json() == game
    assert_says(page, english)
    page.app.undo_button.click()
    assert page.app.story.game.length == 1 and page.app.failures == 0
    assert page.app.table.view["narration"].startswith("Taken back: Oleg covers 7♦")


def test_a_page_whose_first_relabel_fails_still_shows_its_app_in_english(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    fail_in(monkeypatch, PlayPanel)
    page = play()
    page.switch.page_lang = OTHER  # what the page bar's script reports from ?lang=
    assert page.children == (page.switch, page.app) and page.lang == page.app.lang == "en"
    assert_says(page.app, words_of(PlayApp("en")))
    page.panel.flip_button.click()
    assert page.game.length == 1


def test_a_page_switched_by_its_bar_keeps_intrigue_and_page_attributes():
    page = intrigue("en", seed=4)
    page.next_button.click()
    page.lang = OTHER
    assert isinstance(page, AppPage) and page.step == 1 and page.next_button.description == text("next", OTHER)

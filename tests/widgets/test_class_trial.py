"""What a class trial found (issue 15): each defect, as a test that failed before its fix."""

from __future__ import annotations

import asyncio

from own_loop import run_in_own_loop

from aggravation_nb import Game
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.i18n import text
from aggravation_nb.views import PlayApp, RulesApp, VariantsApp, Walkthrough, table_view
from aggravation_nb.widgets.table import table_view as view_of

WON = {"rows": {"Marina": ["Q♥", "5♣"], "Oleg": ["Q♠", "8♣"]}, "stocks": {"Marina": [], "Oleg": ["2♦", "6♠"]}}


def won_game() -> Game:
    game = Game.from_position(**WON)
    game.call("Marina", ("Marina", 0), ("Oleg", 0))
    return game


def won_a11_lesson(lang: str):
    """The A11 lesson after Marina's winning call (her Q♥ and Oleg's Q♠)."""
    lesson = RulesApp(lang).lessons[[lesson.rule for lesson in LESSONS].index("A11")]
    lesson.panel.table.click(0, 1)
    lesson.panel.table.click(1, 1)
    lesson.panel.call_button.click()
    return lesson


def test_the_outcome_stays_on_the_table_after_a_refused_action():
    lesson = won_a11_lesson("en")
    panel = lesson.panel
    assert lesson.game.outcome is not None and lesson.game.outcome.winner == "Marina"
    banner = panel.table.view["outcome"]
    assert "Marina" in banner and "(A8)" in banner
    panel.flip_button.click()
    assert panel.table.view["narration"].startswith("Not allowed (A8): The game is over")
    assert panel.table.view["outcome"] == banner


def test_the_outcome_is_shown_once_by_the_banner_and_the_narration_line_tells_the_winning_move():
    """Issue 24.14 (it was said aloud once, but shown twice): the line no longer ends with the outcome."""
    panel = won_a11_lesson("ru").panel
    view = panel.table.view
    shown = "".join(words for words, _rule, _name in view["narration_parts"])
    assert view["outcome"] and view["narration"].endswith(view["outcome"])
    assert view["outcome"] not in shown and "echo" not in view
    assert shown == "Марина касается Д♥ и Д♠ и объявляет «Aggravation!».", shown
    panel.flip_button.click()
    refused = panel.table.view
    assert "".join(part[0] for part in refused["narration_parts"]) == refused["narration"]


def test_after_the_end_no_card_is_marked_to_cover():
    game = won_game()
    assert game.to_cover, "the queens were matched when Marina called"
    view = view_of(game, "en")
    assert not any(pile["owed"] for row in view["rows"] for pile in row["piles"])


def test_a_card_owed_alone_says_its_partner_was_covered():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]}
    )
    game.cover("Marina", ("Marina", 0))
    view = table_view(game, "ru")
    seven = view["rows"][1]["piles"][0]
    assert seven["owed"] and seven["owed_why"] == text("owed-alone-short", "ru")
    assert "A5" in seven["description"]
    assert view["rows"][0]["piles"][0]["owed_why"] == ""


def test_the_first_game_starts_with_flip_not_a_pause():
    async def first_flip():
        app = PlayApp("en", seed=3)
        app.panel.flip_button.click()
        await asyncio.sleep(0)
        flipped = app.game.length
        app.close()
        return flipped, app.panel.table.view["narration"]

    flipped, said = run_in_own_loop(first_flip())
    assert flipped >= 1 and said != text("paused", "en")


def test_choosing_a_difficulty_deals_a_game_at_that_level_and_says_so():
    async def choose():
        app = PlayApp("en", seed=3)
        app.difficulty.value = "expert"
        said = app.panel.table.view["narration"]
        app.close()
        return said, app.failures

    said, failures = run_in_own_loop(choose())
    assert text("level.expert", "en") in said and failures == 0


def test_new_game_announces_the_new_game_not_a_resumption():
    async def new_game():
        app = PlayApp("en", seed=3)
        app.new_button.click()
        said = app.panel.table.view["narration"]
        app.close()
        return said, app.seed.value

    said, seed = run_in_own_loop(new_game())
    box = text("seed", "en").lower()  # the message names the number as its box does: "deal number"
    assert said.startswith(f"A new game ({box} {seed})") and text("resumed", "en") not in said


def test_the_end_of_a_chapter_offers_the_next_chapter():
    app = Walkthrough("en")
    assert app.next_chapter_button.layout.display == "none"
    app.last_button.click()
    assert app.next_chapter_button.layout.display == ""
    assert text("chapter.branch", "en") in app.step_label.value
    app.next_chapter_button.click()
    assert app.story.chapter.key == "branch" and app.story.step == 0


def test_the_last_chapter_says_it_is_the_end():
    app = Walkthrough("en")
    app.chapter_choice.value = len(app.story.chapters) - 1
    app.last_button.click()
    assert app.next_chapter_button.layout.display == "none"
    assert text("story-end", "en") in app.step_label.value


def test_steps_count_from_one_in_every_stepper_and_next_is_not_highlighted_at_the_end():
    compare = VariantsApp("en").compare
    total = compare.compared.last_step + 1
    assert compare.step_label.value == f"<span>{text('step-of', 'en', step=1, total=total)}</span>"
    compare.last_button.click()
    assert compare.step_label.value == f"<span>{text('step-of', 'en', step=total, total=total)}</span>"
    assert compare.next_button.button_style == "" and compare.first_button.button_style == ""
    compare.back_button.click()
    assert compare.next_button.button_style == "primary"
    walkthrough = Walkthrough("en")
    assert "Step 1 of" in walkthrough.step_label.value and walkthrough.next_button.button_style == "primary"
    walkthrough.last_button.click()
    assert walkthrough.next_button.button_style == "" and walkthrough.next_chapter_button.button_style == "primary"


def test_taking_over_shows_an_off_the_script_banner_until_the_return():
    app = Walkthrough("ru")
    assert app.off_script.layout.display == "none"
    app.table.click(0, 0)
    app.cover_button.click()
    assert app.off_script.layout.display == "" and text("off-script", "ru") in app.off_script_words.value
    assert app.return_button in app.off_script.children, "one click from the banner back to the story"
    app.return_button.click()
    assert app.off_script.layout.display == "none"


def test_steps_the_source_does_not_have_are_labelled_as_the_projects_reading():
    from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE

    noted = {step.key: step.note for chapter in WORKED_EXAMPLE for step in chapter.steps if step.note}
    assert {
        "main.look",
        "main.cover-second",
        "main.flip",
        "branch.refused",
        "branch.flip",
        "last.oleg-flips",
        "last.oleg-flips-again",
        "last.pair-shows",
    } <= set(noted)
    for key, note in noted.items():
        if note != "note.race":
            assert "project" in text(note, "en") and "проект" in text(note, "ru"), key
    app = Walkthrough("ru")
    assert text("note.seating", "ru") in app.note.value
    app.next_button.click()
    assert app.note.value == ""


def test_the_race_at_the_end_is_shown():
    app = Walkthrough("en")
    app.chapter_choice.value = next(i for i, c in enumerate(app.story.chapters) if c.key == "last-card")
    app.step_slider.value = 7
    assert "race" in app.note.value and "Oleg still holds cards" in app.note.value


def test_asking_the_class_first_holds_the_step_until_an_answer_and_explains_that_answer():
    app = Walkthrough("en")
    app.next_button.click()
    assert app.story.step == 1 and app.question.children == ()
    app.ask_first.value = True
    app.next_button.click()
    assert app.story.step == 1, "the step waits for the class"
    assert app.table.view["narration"] == text("ask.whole", "en")
    options = app.question.children[1].children
    assert [b.description for b in options] == [text(f"ask.whole.a{n}", "en") for n in range(3)]
    options[1].click()
    assert app.story.step == 1, "a wrong answer keeps the question, so the class can try again"
    assert "Not quite." in app.answer_feedback.value and "nothing now" in app.answer_feedback.value
    assert options[1].disabled and not options[0].disabled
    options[0].click()
    assert app.story.step == 2 and app.table.view["narration"] == text("main.cover-second", "en")
    assert app.answer_feedback.value.count("Right") == 1 and "Right. A match" in app.answer_feedback.value
    app.next_button.click()
    assert app.answer_feedback.value == "" and app.story.step == 3


def test_no_answer_says_its_verdict_twice_in_either_language():
    for lang in ("en", "ru"):
        app = Walkthrough(lang)
        app.next_button.click()
        app.ask_first.value = True
        app.next_button.click()
        app.question.children[1].children[app._asked.correct].click()
        verdict = text("right", lang).rstrip(".")
        assert app.answer_feedback.value.count(verdict) == 1, app.answer_feedback.value


def test_next_again_shows_a_step_without_an_answer():
    app = Walkthrough("ru")
    app.ask_first.value = True
    app.next_button.click()
    app.next_button.click()
    assert app.question.children != ()
    app.next_button.click()
    assert app.story.step == 2 and app.question.children == ()


def test_each_step_can_be_seen_matches_numbered_named_cards_pointed_at_piles_opened():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥", ["2♦", "K♠"]], "Oleg": ["7♦", "Q♠"]},
        stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠", "3♥"]},
    )
    view = table_view(game, "en", narration="Marina spots 7♣.", open_piles=True)
    marina, oleg = view["rows"]
    assert [pile["match"] for pile in marina["piles"]] == [1, 2, 0] and [p["match"] for p in oleg["piles"]] == [1, 2]
    assert [pile["named"] for pile in marina["piles"]] == [True, False, False]
    assert marina["piles"][2]["beneath"] == "2♦" and "beneath it: 2♦" in marina["piles"][2]["description"]
    closed = table_view(game, "ru")["rows"][0]["piles"][2]
    assert closed["beneath"] == "" and "под ней: 2♦" in closed["description"]


def test_the_play_app_can_hide_every_hint_for_spotting_practice():
    app = PlayApp("en", seed=14)
    app.mode.value = "relaxed"
    app.panel.flip_button.click()
    assert any(pile["owed"] for row in app.table.view["rows"] for pile in row["piles"])
    assert app.panel.no_hints.layout.display == ""
    app.panel.no_hints.value = True
    assert not any(pile["owed"] for row in app.table.view["rows"] for pile in row["piles"])
    assert Walkthrough("en").panel.no_hints.layout.display == "none"


def test_for_an_empty_handed_player_the_owed_cards_are_a_pair_to_call():
    game = Game.from_position(
        rows={"Marina": ["Q♥", "5♣"], "Oleg": ["Q♠", "8♣"]}, stocks={"Marina": [], "Oleg": ["2♦", "6♠"]}
    )
    queens = table_view(game, "en", acting="Marina")["rows"][0]["piles"][0]
    assert queens["owed"] and queens["owed_why"] == "pair to call" and "(A8)" in queens["description"]
    assert table_view(game, "en", acting="Oleg")["rows"][0]["piles"][0]["owed_why"] == ""


def test_a_lesson_tells_its_task_once():
    lesson = RulesApp("en").lessons[4]
    task = text("lesson.A5.task", "en")
    assert task not in lesson.children[0].value and lesson.panel.table.view["narration"] == task


def test_a_question_hides_the_marks_that_would_answer_it_and_taking_over_ends_it():
    app = Walkthrough("en")
    app.next_button.click()
    app.ask_first.value = True
    app.next_button.click()
    assert not any(pile["owed"] for row in app.table.view["rows"] for pile in row["piles"])
    app.table.click(1, 0)
    app.cover_button.click()
    assert app.story.took_over and app.question.children == ()
    app.next_chapter_button.click()  # hidden, but a page may press it: nothing happens
    assert app.failures == 0


def test_the_last_chapters_hidden_next_chapter_does_nothing():
    app = Walkthrough("en")
    app.chapter_choice.value = len(app.story.chapters) - 1
    app.next_chapter_button.click()
    assert app.story.chapter_index == len(app.story.chapters) - 1 and app.failures == 0


def test_pause_after_the_end_changes_nothing():
    app = PlayApp("en", seed=5)
    app.game = won_game()
    said = app.panel.table.view["narration"]
    app.pause()
    assert app._held is False and app.panel.table.view["narration"] == said

"""The worked example's walkthrough in the kernel: the end of a chapter and of the story, taking over and the
return, the steps the sources do not have, and asking the class before a step is shown."""

from __future__ import annotations

from aggravation_nb.games.aggravation.teaching.scenarios import chapter as worked_chapter
from aggravation_nb.games.aggravation.teaching.scenarios import worked_text
from aggravation_nb.i18n import text
from aggravation_nb.views import Walkthrough

ASKED = worked_chapter("main").steps[2].question  # "Must the 7♦ still be covered?"


def test_the_end_of_a_chapter_offers_the_next_chapter():
    app = Walkthrough("en")
    assert app.next_chapter_button.layout.display == "none"
    app.last_button.click()
    assert app.next_chapter_button.layout.display == ""
    assert worked_text("chapter.branch", "en") in app.step_label.value
    app.next_chapter_button.click()
    assert app.story.chapter.key == "branch" and app.story.step == 0


def test_the_last_chapter_says_it_is_the_end():
    app = Walkthrough("en")
    app.chapter_choice.value = len(app.story.chapters) - 1
    app.last_button.click()
    assert app.next_chapter_button.layout.display == "none"
    assert text("story-end", "en") in app.step_label.value


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
        if key != "last.pair-shows":  # the race to call is the source's own (A9)
            assert "project" in note("en") and "проект" in note("ru"), key
    app = Walkthrough("ru")
    assert noted["main.look"]("ru") in app.note.value
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
    assert app.table.view["narration"] == ASKED.prompt("en")
    options = app.question.children[1].children
    assert [b.description for b in options] == [ASKED.choices[n]("en") for n in range(3)]
    options[1].click()
    assert app.story.step == 1, "a wrong answer keeps the question, so the class can try again"
    assert "Not quite." in app.answer_feedback.value and "nothing now" in app.answer_feedback.value
    assert options[1].disabled and not options[0].disabled
    options[0].click()
    assert app.story.step == 2 and app.table.view["narration"] == worked_text("main.cover-second", "en")
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

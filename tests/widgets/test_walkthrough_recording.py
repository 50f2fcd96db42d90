"""A teacher plays a line of their own in the walkthrough and types words for each move: saved, it is a
chapter of the study file that steps through the same positions and says the same words."""

from test_walkthrough_of_a_study import narration, saved_file

from aggravation_nb import read_study
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.views import walkthrough


def cover(page, player: str, row: int, column: int) -> None:
    page.app.who_acts.value = player
    page.app.table.click(row, column)
    page.app.cover_button.click()


def test_a_recorded_line_is_saved_with_its_words_in_each_language_and_steps_through_the_same():
    page = walkthrough("en")
    assert page.app.words_box.layout.display == "none"  # nothing is recorded before the teacher plays
    cover(page, "Marina", 0, 0)
    page.app.words_box.value = "Marina is quick."
    page.lang = "fr"
    assert page.app.words_box.value == "" and page.app.words_box.description.startswith("Vos mots")
    page.app.words_box.value = "Marina est rapide."
    first = page.app.story.game.position
    cover(page, "Oleg", 1, 0)
    page.app.words_box.value = "A move taken back."
    page.app.undo_button.click()
    assert page.app.words_box.value == "Marina est rapide."  # the words of the move still played
    page.lang = "en"
    assert page.app.words_box.value == "Marina is quick."
    cover(page, "Marina", 1, 0)
    page.app.words_box.value = "Marina covers Oleg's seven too."
    second = page.app.story.game.position

    study = read_study(saved_file(page.app))
    line = study.chapters[-1]
    assert line.branch == ("main", 0) and len(study.chapters) == len(page.app.story.chapters) + 1
    story = Story("fr", study.chapters)
    story.choose_chapter(len(study.chapters) - 1)
    story.next()
    assert story.game.position == first and story.said.words == "Marina est rapide."
    story.lang = "en"
    assert story.said.words == "Marina is quick."
    story.next()
    assert story.game.position == second and story.said.words == "Marina covers Oleg's seven too."
    assert "taken back" not in str(saved_file(page.app))
    story.lang = "ru"
    assert story.said.words.startswith("Марина")  # no Russian words typed: the engine narrates
    assert line.said_title("ru") == "Ваша линия 1"


def test_the_words_box_shows_only_while_the_teacher_plays_their_own_line():
    page = walkthrough("ru")
    cover(page, "Marina", 0, 0)
    assert page.app.words_box.layout.display != "none"
    page.app.return_button.click()
    assert page.app.words_box.layout.display == "none" and narration(page)
    page.app.words_box.value = "ignored"  # a box hidden: nothing recorded from it
    assert page.app.recorded[0].steps[0].words == {}

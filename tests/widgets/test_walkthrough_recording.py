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
    assert page.app.record_box.layout.display == "none"  # nothing is recorded before the teacher plays
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
    assert page.app.record_box.layout.display != "none"
    page.app.return_button.click()
    assert page.app.record_box.layout.display == "none" and narration(page)
    page.app.words_box.value = "ignored"  # a box hidden: nothing recorded from it
    assert page.app.recorded[0].steps[0].words == {}


def test_a_recorded_question_is_asked_of_the_class_with_its_right_answer_in_each_language():
    teacher = walkthrough("en")
    cover(teacher, "Marina", 0, 0)
    teacher.app.ask_box.value = "Who covers the seven first?"
    teacher.app.choices_box.value = "Oleg\n\nMarina\n"
    assert teacher.app.right_choice.options == (("Oleg", 0), ("Marina", 1))  # a blank line is no answer
    teacher.app.right_choice.value = 1
    teacher.lang = "ru"
    assert teacher.app.ask_box.value == "" and teacher.app.right_choice.options == ()
    teacher.app.ask_box.value = "Кто первым накроет семёрку?"
    teacher.app.choices_box.value = "Олег\nМарина"
    assert teacher.app.right_choice.value == 1  # one right answer, whatever the language
    teacher.lang = "en"
    assert teacher.app.choices_box.value == "Oleg\n\nMarina\n"  # as typed, nothing lost on a switch

    pupil = walkthrough("ru")
    assert pupil.app.saving.load(saved_file(teacher.app))
    pupil.app.chapter_choice.value = len(pupil.app.story.chapters) - 1
    pupil.app.ask_first.value = True
    pupil.next_button.click()
    heading, choices = pupil.app.question.children
    assert "Кто первым накроет семёрку?" in heading.value
    assert [button.description for button in choices.children] == ["Олег", "Марина"]
    choices.children[0].click()
    assert pupil.app.story.step == 0 and "Не этот" in pupil.app.answer_feedback.value
    pupil.lang = "fr"
    assert "Who covers the seven first?" in heading.value  # no French typed: the first language written
    choices.children[1].click()
    assert pupil.app.story.step == 1 and "C’est Marina." in pupil.app.answer_feedback.value


def test_a_line_begun_by_undoing_the_storys_move_is_not_recorded_so_a_saved_study_still_reads():
    page = walkthrough("en")
    page.app.next_button.click()
    page.app.undo_button.click()  # back before the step's move: a position no step of the story shows
    cover(page, "Oleg", 1, 0)
    assert page.app.record_box.layout.display == "none"
    assert read_study(saved_file(page.app)).chapters[-1].key == page.app.story.chapters[-1].key


def test_why_the_right_answer_is_right_is_typed_in_each_language_and_told_to_the_class():
    teacher = walkthrough("en")
    cover(teacher, "Marina", 0, 0)
    teacher.app.ask_box.value = "Who covers the seven first?"
    teacher.app.choices_box.value = "Oleg\nMarina"
    teacher.app.right_choice.value = 1
    teacher.app.why_box.value = "Marina saw the sevens first."
    teacher.lang = "ru"
    assert teacher.app.why_box.value == "" and teacher.app.why_box.description.startswith("Почему")
    teacher.app.why_box.value = "Марина первой увидела семёрки."
    teacher.lang = "en"
    assert teacher.app.why_box.value == "Marina saw the sevens first."  # nothing lost on a switch

    pupil = walkthrough("ru")
    assert pupil.app.saving.load(saved_file(teacher.app))
    pupil.app.chapter_choice.value = len(pupil.app.story.chapters) - 1
    pupil.app.ask_first.value = True
    pupil.next_button.click()
    pupil.app.question.children[1].children[0].click()
    assert "Не этот" in pupil.app.answer_feedback.value  # a wrong answer: try another
    pupil.app.question.children[1].children[1].click()
    assert "Марина первой увидела семёрки." in pupil.app.answer_feedback.value
    pupil.lang = "en"
    assert "Marina saw the sevens first." in pupil.app.answer_feedback.value
    pupil.lang = "fr"
    assert "Marina saw the sevens first." in pupil.app.answer_feedback.value  # none in French: the first written


def test_a_mistaken_undo_loses_nothing_the_same_move_again_brings_its_words_back():
    page = walkthrough("en")
    cover(page, "Marina", 0, 0)
    page.app.words_box.value = "Marina is quick."
    page.app.ask_box.value = "Who covers first?"
    page.app.undo_button.click()
    assert page.app.record_box.layout.display == "none"  # no move of the line left to say anything about
    cover(page, "Marina", 0, 0)
    assert page.app.words_box.value == "Marina is quick." and page.app.ask_box.value == "Who covers first?"
    page.app.undo_button.click()
    cover(page, "Oleg", 1, 0)  # another move in its place: a line of its own, with no words yet
    assert page.app.words_box.value == "" and page.app.ask_box.value == ""
    assert "Marina is quick." not in str(saved_file(page.app))


def test_preview_steps_through_the_lines_as_the_class_will_and_a_line_branches_from_one_of_them():
    page = walkthrough("en")
    assert page.app.preview_button.layout.display == "none"  # nothing recorded to preview
    cover(page, "Marina", 0, 0)
    page.app.words_box.value = "Marina is quick."
    cover(page, "Marina", 1, 0)
    page.app.words_box.value = "Both sevens are hers."
    assert page.app.preview_button.layout.display != "none"
    page.app.preview_button.click()
    chapters = page.app.story.chapters
    assert chapters[-1].key == "own-line-1" and page.app.story.chapter_index == len(chapters) - 1
    assert page.app.story.step == 0 and not page.app.story.took_over
    assert page.app.preview_button.layout.display == "none"  # the lines are the study's chapters now
    page.app.next_button.click()
    assert narration(page) == "Marina is quick."
    page.lang = "ru"
    assert page.app.chapter_choice.options[-1][0] == "Ваша линия 1"
    page.lang = "en"
    cover(page, "Oleg", 1, 0)  # from the line's first step, another line: a branch of the teacher's own line
    page.app.words_box.value = "Had Oleg been faster."

    study = read_study(saved_file(page.app))
    assert [chapter.key for chapter in study.chapters][-2:] == ["own-line-1", "own-line-2"]
    assert study.chapters[-1].branch == ("own-line-1", 1)
    assert study.chapters[-1].said_title("en") == "Your line 2"
    assert [step.words("en") for step in study.chapters[-2].steps[1:]] == ["Marina is quick.", "Both sevens are hers."]
    assert study.chapters[-1].steps[1].words("en") == "Had Oleg been faster."


def test_a_study_starts_from_a_deal_and_the_moves_played_on_it_are_saved_with_their_words():
    from aggravation_nb import Game

    page = walkthrough("fr")
    page.app.deal_box.value = 7
    page.app.from_deal_button.click()
    assert page.app.story.game.position == Game.deal(seed=7, players=("Marina", "Oleg")).position
    assert narration(page).startswith("La donne n°\u00a07 est sur la table")
    assert [label for label, _ in page.app.chapter_choice.options] == ["Donne n°\u00a07"]
    page.app.flip_button.click()
    page.app.words_box.value = "Chacun retourne une carte."

    study = read_study(saved_file(page.app))
    deal, line = study.chapters
    assert deal.position == {"seed": 7, "players": ["Marina", "Oleg"]} and line.branch == ("deal", 0)
    assert [str(step.action) for step in line.steps[1:]] == ["flip"]
    assert line.steps[1].words("fr") == "Chacun retourne une carte." and study.title("ru") == "Раздача №\u00a07"

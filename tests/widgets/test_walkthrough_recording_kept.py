"""What a teacher records is not lost by chance: another study asks first while lines are unsaved, a download link
never holds an older study than the one shown, and what is typed is saved under the language it was typed in."""

from __future__ import annotations

import yaml
from test_walkthrough_from_cards import typed
from test_walkthrough_of_a_study import STUDY, narration, saved_file
from test_walkthrough_recording import cover

from aggravation_nb import read_study
from aggravation_nb.views import walkthrough


def recorded_line(page, words: str = "Marina is quick.") -> None:
    cover(page, "Marina", 0, 0)
    page.app.words_box.value = words


def test_a_new_study_from_a_deal_first_says_unsaved_lines_would_be_lost_and_goes_on_when_pressed_again():
    page = walkthrough("en")
    recorded_line(page)
    chapters, game = page.app.story.chapters, page.app.story.game
    page.app.from_deal_button.click()
    assert page.app.story.chapters is chapters and page.app.story.game is game  # nothing dropped yet
    assert page.app.words_box.value == "Marina is quick." and page.app.story.took_over
    assert "not saved" in narration(page) and "“Start a study from this deal” again" in narration(page)
    page.lang = "fr"
    assert "pas enregistrés" in narration(page)
    page.lang = "en"
    page.app.from_deal_button.click()
    assert [label for label, _ in page.app.chapter_choice.options] == ["Deal 1"] and not page.app.recorded


def test_typed_cards_and_another_file_ask_first_too_and_a_saved_line_is_not_asked_about():
    page = walkthrough("ru")
    recorded_line(page, "Марина быстрее.")
    typed(page, ("7♣ Q♥", "7d"))
    assert page.app.story.chapters[0].key == "main" and "не сохранены" in narration(page)
    typed(page, ("7♣ Q♥", "7d"))
    assert page.app.story.chapters[0].key == "position"

    recorded_line(page, "Марина накрывает семёрку.")
    assert not page.app.saving.load(STUDY)
    assert page.app.story.chapters[0].key == "position" and "ещё раз" in page.app.saving.file_message.value
    assert page.app.saving.load(STUDY) and page.app.story.chapters[0].key == "main"

    recorded_line(page, "Марина первая.")
    saved_file(page.app)
    page.app.from_deal_button.click()  # saved: nothing would be lost
    assert page.app.story.chapters[0].key == "deal"


def test_the_download_link_goes_whenever_the_study_it_holds_is_no_longer_the_one_shown():
    page = walkthrough("en")
    recorded_line(page)
    for change in (
        lambda: cover(page, "Marina", 1, 0),  # another move recorded
        lambda: setattr(page.app.words_box, "value", "Both sevens are hers."),  # other words
        lambda: page.app.undo_button.click(),
        lambda: page.app.from_deal_button.click(),
        lambda: typed(page, ("7♣ Q♥", "7d")),
        lambda: page.app.saving.load(STUDY),
    ):
        saved_file(page.app)
        assert "download" in page.app.saving.download.value
        change()
        assert page.app.saving.download.value == ""
    saved_file(page.app)
    assert read_study(saved_file(page.app)).chapters[0].key == "main"  # the link holds the study shown


def test_everything_typed_on_a_french_page_is_saved_under_french_and_shown_as_french_elsewhere():
    teacher = walkthrough("fr")
    recorded_line(teacher, "Marina est rapide.")
    teacher.app.ask_box.value = "Qui couvre la sept en premier ?"
    teacher.app.choices_box.value = "Oleg\nMarina"
    teacher.app.right_choice.value = 1
    teacher.app.why_box.value = "Marina a vu les sept d’abord."
    saved = saved_file(teacher.app)
    step = yaml.safe_load(saved)["chapters"][-1]["steps"][-1]
    assert step["say"] == {"fr": "Marina est rapide."}
    assert step["question"]["ask"] == {"fr": "Qui couvre la sept en premier ?"}
    assert [choice["answer"] for choice in step["question"]["choices"]] == [{"fr": "Oleg"}, {"fr": "Marina"}]
    assert step["question"]["choices"][1]["why"] == {"fr": "Marina a vu les sept d’abord."}

    for lang, other in (("en", "not written in this language"), ("ru", "написан не по-русски"), ("fr", None)):
        pupil = walkthrough(lang)
        assert pupil.app.saving.load(saved)
        pupil.app.chapter_choice.value = len(pupil.app.story.chapters) - 1
        pupil.app.ask_first.value = True
        pupil.next_button.click()
        heading = pupil.app.question.children[0].value
        assert "Qui couvre la sept en premier ?" in heading
        if other:
            assert 'lang="fr"' in heading and other in heading and "Français" in heading
        else:
            assert "lang=" not in heading


def test_a_question_typed_in_two_languages_is_saved_under_each_as_typed():
    teacher = walkthrough("en")
    recorded_line(teacher)
    teacher.app.ask_box.value = "Who covers first?"
    teacher.lang = "fr"
    teacher.app.ask_box.value = "Qui couvre d’abord ?"
    teacher.app.choices_box.value = "Oleg\nMarina"
    step = yaml.safe_load(saved_file(teacher.app))["chapters"][-1]["steps"][-1]
    assert step["question"]["ask"] == {"en": "Who covers first?", "fr": "Qui couvre d’abord ?"}
    assert step["question"]["choices"][0]["answer"] == {"fr": "Oleg"}


def test_a_line_recorded_on_the_worked_example_goes_in_the_link_alone_from_its_position():
    teacher = walkthrough("en")
    teacher.app.link_button.click()
    assert "too big" in narration(teacher) or "link holds at most" in narration(teacher)  # nothing recorded yet
    assert not teacher.app.place.startswith("study=")
    teacher.app.next_button.click()  # a line from the story's step 1: the link starts it from that position
    start = teacher.app.story.game.position
    cover(teacher, "Marina", 1, 0)
    teacher.app.words_box.value = "Marina is quick."
    played = teacher.app.story.game.position
    teacher.app.link_button.click()
    assert teacher.app.place.startswith("study=") and "only your lines" in narration(teacher)

    pupil = walkthrough("fr")
    assert pupil.open_place(teacher.app.place)
    assert [label for label, _ in pupil.app.chapter_choice.options] == ["Votre ligne 1"]
    assert pupil.app.story.game.position == start
    pupil.app.next_button.click()
    assert pupil.app.story.game.position == played
    pupil.lang = "en"
    assert narration(pupil) == "Marina is quick."

"""A study of the patience opened as the step-through: the Intrigue table at each step with the teacher's
words, the question asked first, the chapters (the branch), a link to a step, in any language."""

from __future__ import annotations

import base64
import re

import pytest
from visible_words import words_of

from aggravation_nb.apps.patience_study import PatienceWalkthrough
from aggravation_nb.core.places import BadLink
from aggravation_nb.games.intrigue.teaching.study import EXAMPLE
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.intrigue import FIRST_DEAL, Patience, open_patience_study
from aggravation_nb.views import walkthrough

STUDY = open_patience_study(FIRST_DEAL)
SAID = {
    "en": "9♥, then 7♣, go onto column 1, the newest column (I3).",
    "ru": "9♥, затем 7♣ ложатся в столбец 1, самый новый (I3).",
    "fr": "Le 9♥, puis le 7♣ vont sur la colonne 1, la plus récente (I3).",
}


def narration(page) -> str:
    return page.app.table.view["narration"]


def cards_in_column_1(page) -> list[str]:
    return [card["text"] for card in page.app.table.view["columns"][0]["cards"]]


def test_walkthrough_opens_a_patience_study_on_the_patience_table_and_steps_through_it():
    page = walkthrough("en", study=FIRST_DEAL)
    assert isinstance(page.app, PatienceWalkthrough)
    assert narration(page).startswith("Deal 7. The first queen") and len(page.app.game.columns) == 1
    page.next_button.click()
    assert narration(page) == SAID["en"] and page.app.place == "chapter=main&step=1"
    assert page.app.game.columns == _dealt(2).columns
    assert "Step 2 of 8" in page.app.step_label.value
    page.back_button.click()
    assert page.app.step == 0 and page.app.game.log == []
    page.last_button.click()
    assert page.app.step == 7 and "10♦" in narration(page)  # no words of the teacher's: the engine narrates
    assert page.app.failures == 0


def test_walkthrough_opens_a_patience_study_from_its_path_its_text_or_itself():
    for study in (str(FIRST_DEAL), FIRST_DEAL.read_text(encoding="utf-8"), STUDY):
        assert isinstance(walkthrough("ru", study=study).app, PatienceWalkthrough)
    assert type(walkthrough("ru").app).__name__ == "Walkthrough"  # no study: the worked example


def _dealt(steps: int) -> Patience:
    game = Patience.deal(seed=7)
    for _ in range(steps):
        game.deal_one()
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_teachers_words_are_said_in_each_language_and_a_switch_keeps_the_step(lang):
    page = walkthrough(lang, study=FIRST_DEAL)
    page.next_button.click()
    assert narration(page) == SAID[lang]
    other = next(code for code in LANGUAGES if code != lang)
    page.lang = other
    assert narration(page) == SAID[other] and page.app.step == 1
    page.next_button.click()
    assert "agg-note" in page.app.note.value and page.app.note.value != ""  # the step's note, in its language


def test_a_question_is_asked_before_its_step_and_a_wrong_answer_stays_on_it():
    app = PatienceWalkthrough("en", STUDY)
    app.ask_first.value = True
    app.go_to(2)
    app.next_button.click()  # step 3 has a question: it is asked first, the table stays at step 2
    assert app.step == 2 and "What becomes of 7♣" in app.question.children[0].value
    answers = app.question.children[1].children
    assert [button.description for button in answers][0] == "It goes up onto foundation 1 at once"
    app.lang = "fr"
    assert "Que devient le 7♣" in app.question.children[0].value and answers[1].description.startswith("Il attend")
    answers[1].click()
    assert app.step == 2 and answers[1].disabled and 'data-rule="I3"' in app.answer_feedback.value
    answers[0].click()
    assert app.step == 3 and app.question.children == () and "7♣" in narration_of(app)
    assert "I3" in app.answer_feedback.value and app.failures == 0


def narration_of(app) -> str:
    return app.table.view["narration"]


def test_the_chapter_list_opens_the_branch_where_its_chapter_stood():
    app = PatienceWalkthrough("ru", STUDY)
    assert [label for label, _ in app.chapter_choice.options] == [c.said_title("ru") for c in STUDY.chapters]
    app.chapter_choice.value = 1
    assert app.place == "chapter=king-first&step=0" and not app.game.dealing
    assert app.game.columns == STUDY.chapters[0].played(5).columns
    app.next_button.click()
    assert narration_of(app).startswith("Другое начало")
    app.next_button.click()
    assert app.table.view["kind"] == "refused" and "(I3)" in narration_of(app)


def test_a_link_names_a_chapter_and_step_and_a_bad_one_changes_nothing():
    app = PatienceWalkthrough("en", STUDY)
    app.open_place("chapter=main&step=5")
    assert app.step == 5 and app.table.view["kind"] == "refused"
    with pytest.raises(BadLink):
        app.open_place("chapter=nowhere&step=1")
    assert app.place == "chapter=main&step=5"


def test_a_switch_says_every_word_again_as_an_app_built_in_that_language():
    app = PatienceWalkthrough("en", STUDY)
    app.go_to(3)
    english = words_of(app)
    app.lang = "ru"
    fresh = PatienceWalkthrough("ru", STUDY)
    fresh.go_to(3)
    assert words_of(app) == words_of(fresh) and words_of(app) != english
    app.lang = "en"
    assert words_of(app) == english and app.step == 3


def saved_file(app) -> bytes:
    """The file the download link holds after Save."""
    app.saving.save()
    return base64.b64decode(re.search(r"base64,([^\"]+)", app.saving.download.value)[1])


def test_a_patience_study_saved_and_opened_again_steps_through_the_same_positions_and_words(tmp_path):
    teacher = PatienceWalkthrough("en", STUDY, folder=tmp_path)
    pupil = PatienceWalkthrough("fr", open_patience_study(EXAMPLE), folder=None)
    assert [label for label, _ in pupil.chapter_choice.options] == ["main"]
    assert pupil.saving.load(saved_file(teacher))
    assert (tmp_path / "patience-study.yaml").is_file()  # beside the notebook too
    assert [label for label, _ in pupil.chapter_choice.options] == [c.said_title("fr") for c in STUDY.chapters]
    for step in range(len(STUDY.chapters[0].steps)):
        teacher.go_to(step)
        pupil.go_to(step)
        teacher.lang = "fr"
        assert teacher.table.view == pupil.table.view and teacher.game == pupil.game
    assert teacher.failures == pupil.failures == 0


def test_a_broken_or_hostile_study_file_is_refused_with_its_line_in_the_page_language_and_changes_nothing():
    app = PatienceWalkthrough("fr", STUDY, folder=None)
    app.go_to(2)
    broken = FIRST_DEAL.read_text(encoding="utf-8").replace("move: c7>c1", "move: c1>c2")
    assert not app.saving.load(broken.encode())
    assert "étape 7" in app.saving.file_message.value and "(I4)" in app.saving.file_message.value
    assert not app.saving.load(EXAMPLE.replace("game: intrigue\n", "").encode())  # a study of Aggravation's
    assert "Ligne" in app.saving.file_message.value
    assert app.step == 2 and app.study is STUDY
    app.lang = "ru"
    assert "Строка" in app.saving.file_message.value


def test_the_arrow_keys_step_and_go_on_to_the_next_chapter_at_a_chapters_end():
    app = PatienceWalkthrough("en", STUDY, folder=None)
    app.table.press("arrowright")
    assert app.step == 1
    app.table.press("arrowleft")
    assert app.step == 0
    app.go_to(app.last_step)
    assert app.next_chapter_button.layout.display != "none"
    app.table.press("arrowright")
    assert (app.chapter.key, app.step) == ("king-first", 0)

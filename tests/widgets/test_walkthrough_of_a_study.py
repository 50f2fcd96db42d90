"""A teacher's study opened as the step-through app: its words, questions and branch, in any language."""

import base64
import re

from aggravation_nb import Game, pile_name
from aggravation_nb.games.aggravation.teaching.scenarios import replay_chapter
from aggravation_nb.views import Walkthrough, walkthrough

STUDY = """\
study: 1
title: Two sevens
chapters:
  - id: main
    title: {en: The main line, ru: Основная линия, fr: La ligne principale}
    position:
      rows: {Marina: ["7♣", "Q♥"], Oleg: ["7♦", "A♠"]}
      stocks: {Marina: ["K♦", "2♣", "9♠"], Oleg: ["5♠", "3♥"]}
    steps:
      - say: {en: "Two sevens: <b>look</b>.", ru: "Две семёрки: <b>смотрите</b>."}
        note: "<script>alert(1)</script> Watch the sevens (A4)."
      - move: Marina covers Marina 1
      - move: Marina covers Oleg 1
        say: {en: Both sevens are covered., ru: Обе семёрки накрыты., fr: Les deux septs sont couverts.}
        question:
          ask: {en: "Who covers the second seven?", ru: "Кто накроет вторую семёрку?"}
          choices:
            - {answer: Marina, why: {en: She is quicker., ru: Она быстрее.}, right: true}
            - {answer: Oleg, why: {en: Not this time., ru: Не в этот раз.}}
  - id: faster
    title: {en: What if Oleg is faster, ru: А если Олег быстрее}
    from: main
    after: 1
    steps:
      - move: Oleg covers Oleg 1
      - move: Marina covers Oleg 1
        refused: A5
        say: {en: Too late for Marina.}
"""


def narration(page):
    return page.app.table.view["narration"]


def test_a_study_steps_with_its_own_words_and_the_engine_narrates_where_it_has_none():
    page = walkthrough("en", study=STUDY)
    assert narration(page) == "Two sevens: <b>look</b>."  # text: the table never reads it as markup
    assert "&lt;script&gt;" in page.app.note.value and "<script>" not in page.app.note.value
    assert 'data-rule="A4"' in page.app.note.value  # the rule id is still a link to the rule book
    page.next_button.click()
    assert narration(page) == "Marina covers 7♣ with K♦ (A5)."
    page.lang = "ru"
    assert narration(page).startswith("Марина") and "7♣" in narration(page)  # the engine, in Russian
    page.next_button.click()
    assert narration(page) == "Обе семёрки накрыты."
    page.lang = "fr"
    assert narration(page) == "Les deux septs sont couverts." and page.app.story.step == 2


def test_a_study_asks_its_question_first_in_the_language_of_the_page():
    page = walkthrough("ru", study=STUDY)
    page.app.ask_first.value = True
    page.next_button.click()
    page.next_button.click()
    heading, answers = page.app.question.children
    assert "Кто накроет вторую семёрку?" in heading.value and page.app.story.step == 1
    page.lang = "fr"  # a language the teacher did not write the question in: said in the first they did
    assert "Who covers the second seven?" in heading.value and [b.description for b in answers.children] == [
        "Marina",
        "Oleg",
    ]
    page.lang = "ru"
    answers.children[1].click()
    assert "Не в этот раз." in page.app.answer_feedback.value and page.app.story.step == 1
    answers.children[0].click()
    assert "Она быстрее." in page.app.answer_feedback.value and page.app.story.step == 2


def test_a_branch_chapter_shows_the_refused_move_with_its_rule_and_a_link_opens_it():
    page = walkthrough("en", study=STUDY)
    assert [label for label, _ in page.app.chapter_choice.options] == ["The main line", "What if Oleg is faster"]
    page.app.open_place("chapter=faster&step=2")
    assert page.app.story.said.kind == "refused" and page.app.story.said.rule == "A5"
    assert narration(page) == "Too late for Marina."
    assert page.app.place == "chapter=faster&step=2"
    page.app.first_button.click()
    assert [str(pile[-1]) for pile in page.app.story.game.rows["Marina"]] == ["K♦", "Q♥"]


def saved_file(app) -> bytes:
    """The file the download link holds after Save."""
    app.saving.save()
    link = app.saving.download.value
    return base64.b64decode(re.search(r"base64,([^\"]+)", link)[1])


def test_a_walkthrough_saved_and_opened_again_steps_through_the_same_positions_and_words():
    teacher = walkthrough("en", study=STUDY)
    pupil = walkthrough("ru")
    assert pupil.app.saving.load(saved_file(teacher))
    assert [label for label, _ in pupil.app.chapter_choice.options] == ["Основная линия", "А если Олег быстрее"]
    for page in (teacher, pupil):
        page.lang = "ru"
        page.app.open_place("chapter=main&step=2")
    assert narration(pupil) == narration(teacher) == "Обе семёрки накрыты."
    assert pupil.app.story.game.position == teacher.app.story.game.position
    pupil.app.open_place("chapter=faster&step=2")
    assert pupil.app.story.said.rule == "A5"


def test_a_finished_game_is_saved_as_a_walkthrough_a_class_can_step_through():
    game = Game.deal(seed=5, players=("Marina", "Oleg"))
    while len(game.log) < 6:
        game.apply("flip" if not game.matches else f"Marina covers {pile_name(game.matches[0][0])}")
    pupil = walkthrough("fr")
    assert pupil.app.saving.load(saved_file(Walkthrough("en", (replay_chapter(game),))))
    pupil.app.last_button.click()
    assert pupil.app.story.game.position == game.position and pupil.app.story.step == 6


def test_a_broken_study_file_is_refused_with_its_line_in_the_page_language_and_changes_nothing():
    page = walkthrough("fr", study=STUDY)
    page.next_button.click()
    assert not page.app.saving.load(STUDY.replace("        note:", "        nite:").encode())
    assert "Ligne 11" in page.app.saving.file_message.value and "nite" in page.app.saving.file_message.value
    assert page.app.story.step == 1 and page.app.story.chapters[0].steps[0].note is not None
    page.lang = "ru"
    assert "Строка 11" in page.app.saving.file_message.value

"""A teacher's study opened as the step-through app: its words, questions and branch, in any language."""

from aggravation_nb.views import walkthrough

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
    assert narration(page) == "Marina covers 7♣ with K♦."
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

"""The rules' self-checks teach: a learner's own order of answers, no task that tells its answer,
and for each wrong answer its own reason, with the rule it breaks."""

import re

import pytest

from aggravation_nb.core.rulebook import rule_id_pattern
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS, Lesson
from aggravation_nb.i18n import LANGUAGES, text

STOPWORDS = {
    "en": set(
        "the and are its she her they them their yes not for with but this that there here any may can "
        "was has have does did who what which how when until after card cards".split()
    ),
    "ru": set(
        "она они его её их что как это тот кто уже ещё или нет для при над под без пока "
        "карта карты карт карту картой".split()
    ),
    "fr": set(
        "les des une est sont elle ils elles pas que qui sur dans pour par aux ses son leur oui non "
        "peut plus jusqu carte cartes".split()
    ),
}
"""Words too common to tell an answer: pronouns, articles, yes and no, "card" (and every word under three letters)."""


BUTTON = re.compile(r"“[^”]*”|«[^»]*»")
"""A button's name in a task ("press “Cover”") tells the learner what to press, not an answer."""


def words(sentence: str, lang: str) -> list[str]:
    """The words of `sentence` that could tell an answer."""
    return [
        word
        for word in re.findall(r"\w+", sentence.lower())
        if word.isdigit() or (len(word) >= 3 and word not in STOPWORDS[lang])
    ]


def same(one: str, other: str) -> bool:
    """One word in two forms: equal numbers, or words alike in their first five letters (the
    shorter one's, if shorter): "card" and "cards", "cover" and "covered", "семёрки" and "семёрка"."""
    if one.isdigit() or other.isdigit():
        return one == other
    n = min(5, len(one), len(other))
    return one[:n] == other[:n]


def giveaways(lesson: Lesson, lang: str, task: str | None = None) -> set[str]:
    """The right answer's own words (alike to none in a wrong answer) that its task or question says."""
    answer = lambda i: words(text(lesson.key(f"a{i}"), lang), lang)  # noqa: E731
    wrong = [word for i in range(lesson.answers) if i != lesson.correct for word in answer(i)]
    own = [word for word in answer(lesson.correct) if not any(same(word, other) for other in wrong)]
    said = (text(lesson.key("task"), lang) if task is None else task) + " " + text(lesson.key("question"), lang)
    said = words(BUTTON.sub(" ", said), lang)
    return {word for word in own if any(same(word, other) for other in said)}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.rule)
def test_no_task_or_question_says_its_own_answer(lesson, lang):
    assert giveaways(lesson, lang) == set(), f"{lesson.rule} ({lang}) gives its answer away"


@pytest.mark.parametrize(
    "lang, task",
    [
        (
            "en",
            "The highlighted cards share a rank: 7♣ and 7♥ in Marina's row and 7♦ in Oleg's. A match may lie "
            "anywhere, even within one row. Cover them all: click a card, then press “Cover”.",
        ),
        (
            "ru",
            "Подсвеченные карты одного достоинства: 7♣ и 7♥ в ряду Марины и 7♦ в ряду Олега. Совпадение может "
            "быть где угодно, даже в одном ряду. Накройте их все: щёлкните карту и нажмите «Накрыть».",
        ),
    ],
)
def test_the_check_finds_the_a4_task_that_told_its_answer(lang, task):
    """The A4 task as it was (issue 26): it said "all" of the match was to be covered."""
    lesson = next(lesson for lesson in LESSONS if lesson.rule == "A4")
    assert giveaways(lesson, lang, task)


def test_the_check_finds_a_number_told_in_the_task():
    lesson = next(lesson for lesson in LESSONS if lesson.rule == "A1")
    assert giveaways(lesson, "en", "26 face-down cards to each player.") == {"26"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.rule)
def test_every_wrong_answer_says_why_it_is_wrong_with_a_rule(lesson, lang):
    rules = rule_id_pattern()
    reasons = set()
    for answer in range(lesson.answers):
        if answer == lesson.correct:
            continue
        reason = text(lesson.feedback_key(answer), lang)
        assert reason != lesson.feedback_key(answer) and rules.search(reason), (lesson.rule, answer, lang)
        assert lesson.rule in rules.findall(reason), (lesson.rule, answer, reason)
        reasons.add(reason)
    assert len(reasons) == lesson.answers - 1, "each wrong answer has a reason of its own"
    assert text(lesson.feedback_key(lesson.correct), lang) == text(lesson.key("why"), lang)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.rule)
def test_the_order_is_a_permutation_stable_for_one_learner_and_differs_between_learners(lesson):
    orders = {learner: lesson.order(learner) for learner in range(40)}
    assert all(sorted(order) == list(range(lesson.answers)) for order in orders.values())
    assert all(lesson.order(learner) == order for learner, order in orders.items())
    assert len({tuple(order) for order in orders.values()}) > 1
    assert {order.index(lesson.correct) for order in orders.values()} == set(range(lesson.answers))


def test_first_answer_always_is_not_a_winning_strategy():
    """Issue 26: "choosing the first option earns ✓ on 10 of 11 lessons"; for most learners it no longer does."""
    first_right = [sum(lesson.order(learner)[0] == lesson.correct for lesson in LESSONS) for learner in range(1, 201)]
    assert sum(first_right) / len(first_right) < 6 and max(first_right) < 11

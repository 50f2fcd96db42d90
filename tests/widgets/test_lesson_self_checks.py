"""The rules app's self-checks in a kernel: the learner's own order of answers, and each wrong
answer's own reason, linked to its rule, in every language."""

import html

import pytest
import traitlets

from aggravation_nb.apps.lessons import RulesApp
from aggravation_nb.core.rulebook import linked
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.i18n import LANGUAGES, text

pytestmark = pytest.mark.widgets


def shown(app: RulesApp) -> list[list[int]]:
    return [[value for _, value in view.answers.options] for view in app.lessons]


def test_a_learner_given_to_the_app_sees_their_own_order_under_every_language():
    app = RulesApp("en", learner=5)
    orders = [lesson.order(5) for lesson in LESSONS]
    assert shown(app) == orders and orders != [lesson.order(6) for lesson in LESSONS]
    for lang in ("ru", "fr", "en"):
        app.lang = lang
        assert shown(app) == orders
        for view in app.lessons:
            assert [label for label, _ in view.answers.options] == [
                text(view.lesson.key(f"a{i}"), lang) for i in view.lesson.order(5)
            ]


def test_the_number_the_browser_keeps_reorders_the_answers_and_keeps_the_one_chosen():
    app = RulesApp("fr")
    view = app.lessons[3]
    view.answers.value = view.lesson.correct
    app.progress.learner = 41  # what the page sends once it is drawn: the learner's own number
    assert shown(app) == [lesson.order(41) for lesson in LESSONS]
    assert view.answers.value == view.lesson.correct
    assert view.answers.label == text(view.lesson.key(f"a{view.lesson.correct}"), "fr")
    view.check_button.click()
    assert text("right", "fr") in view.feedback.value and app.failures == 0


def test_a_number_the_page_should_not_send_is_refused_and_the_order_stays():
    app = RulesApp("en", learner=3)
    for sent in (-1, 2**31, True, 0.5):
        with pytest.raises(traitlets.TraitError):
            app.progress.learner = sent
        assert app.progress.learner == 3 and shown(app) == [lesson.order(3) for lesson in LESSONS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_wrong_answer_says_its_own_reason_with_its_rule_linked(lang):
    app = RulesApp(lang, learner=9)
    for view in app.lessons:
        lesson, said = view.lesson, set()
        for position, (_, answer) in enumerate(view.answers.options):
            view.answers.index = position
            view.check_button.click()
            reason = linked(html.escape(text(lesson.feedback_key(answer), lang)), lang)
            verdict = text("right" if answer == lesson.correct else "wrong", lang)
            assert view.feedback.value == f'<p role="status">{verdict} {reason}</p>', (lesson.rule, answer)
            assert answer == lesson.correct or 'class="agg-rule-link"' in view.feedback.value
            said.add(view.feedback.value)
        assert len(said) == lesson.answers, f"{lesson.rule}: each answer says its own words"
    other = "en" if lang != "en" else "ru"  # each reason shown is said again in a new language
    app.lang = other
    for view in app.lessons:
        last, lesson = view.answers.value, view.lesson
        assert view.feedback.value == (
            f'<p role="status">{text("right" if last == lesson.correct else "wrong", other)} '
            f"{linked(html.escape(text(lesson.feedback_key(last), other)), other)}</p>"
        )
    assert app.failures == 0

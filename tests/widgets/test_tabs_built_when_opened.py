"""Tabs built when first opened (the rules app's lessons, the variants app's play app and tournament): a tab opened
after a language switch speaks the new language, a link opens it, and one that fails to build is reported while
the page and its address stay right."""

from __future__ import annotations

import pytest
from visible_words import words_of

from aggravation_nb.games.aggravation.teaching.lessons import LESSONS, Lesson
from aggravation_nb.views import RulesApp, VariantsApp


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_a_lesson_first_opened_after_a_language_switch_speaks_the_new_language(lang):
    app = RulesApp("en")
    app.lang = lang
    assert not app.lessons.is_built(4), "a tab never opened is not built"
    app.selected_index = 4
    assert app.lessons.is_built(4) and app.place == "lesson=A5"
    assert words_of(app.lessons[4]) == words_of(RulesApp(lang).lessons[4])
    assert app.lessons[4] in app.pages[4].children


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_the_variants_tabs_first_opened_after_a_language_switch_speak_the_new_language(lang):
    app = VariantsApp("en")
    app.lang = lang
    app.open_place("tab=play&variant=california-rutter")
    assert app.place == "tab=play&variant=california-rutter&deal=1"
    assert (app.play.game.variant, app.play.game.rutter) == ("california-speed", True)
    other = VariantsApp(lang)
    other.variant.value = "california-rutter"
    assert words_of(app.play) == words_of(other.play)
    app.selected_index = 2
    assert words_of(app.tournament) == words_of(other.tournament) and app.place == "tab=tournament"


class Unplayable(Lesson):
    """A lesson whose position cannot be set up (as a broken lesson in a new catalogue would fail)."""

    def game(self):
        raise RuntimeError("no such position")


def test_a_lesson_that_fails_to_build_is_reported_and_the_page_goes_on():
    broken = Unplayable(**{name: getattr(LESSONS[3], name) for name in LESSONS[3].__dataclass_fields__})
    app = RulesApp("en", lessons=(*LESSONS[:3], broken, *LESSONS[4:]))
    app.selected_index = 3
    assert app.failures == 1 and app.place == "lesson=A4", "counted, and the address names the tab shown"
    app.selected_index = 0
    app.lessons[0].check_button.click()
    assert app.failures == 1 and app.place == "lesson=A1" and "Choose" in app.lessons[0].feedback.value

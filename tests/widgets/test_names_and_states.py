"""Every slider, selection and input of every app has a visible label to be named by, in every language.
In the browser the page bar ties each label to its control (ipywidgets does not for a slider or a row of
toggle buttons) and says each toggle's state as aria-pressed; the browser tests' audit checks both."""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from statistics_run import statistics_app
from visible_words import children

from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.views import AppPage, intrigue, page_bar, play, rules, variants, walkthrough

APPS = {
    "index": page_bar,
    "walkthrough": walkthrough,
    "rules": rules,
    "play": play,
    "variants": variants,
    "statistics": lambda lang: AppPage(statistics_app, lang),
    "intrigue": intrigue,
}
"""Each app's page (the statistics on the run the page opens with, which ships with the package)."""
LABELLED = (
    widgets.widget_int._IntRange,
    widgets.widget_int._Int,
    widgets.widget_float._Float,
    widgets.widget_selection._Selection,
    widgets.widget_string._String,
)
"""Sliders, number boxes, selections and text boxes: each needs a description, the label it is named by
(a progress bar, a kind of `_Int`, too: a screen reader says what it measures)."""
UNLABELLED = (widgets.HTML, widgets.HTMLMath, widgets.Label, widgets.RadioButtons)
"""Text shown as it is, and the lessons' answers (each radio is named by its own words, under the question)."""


def tree(widget: widgets.Widget):
    yield widget
    for child in children(widget):
        yield from tree(child)


@pytest.mark.parametrize("app", list(APPS))
def test_every_slider_selection_and_input_has_a_label_in_every_language(app):
    page = APPS[app]("en")
    for lang in LANGUAGES:
        page.lang = lang  # switched live, as the page bar does
        nameless = [
            f"{type(w).__name__} {getattr(w, 'value', '')!r}"
            for w in tree(page)
            if isinstance(w, LABELLED) and not isinstance(w, UNLABELLED) and not w.description.strip()
        ]
        assert nameless == [], f"{lang}: controls without a label to be named by"

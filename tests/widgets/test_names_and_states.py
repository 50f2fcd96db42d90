"""Every slider, selection and input of every app has a visible label to be named by, in every language.
In the browser the page bar ties each label to its control (ipywidgets does not for a slider or a row of
toggle buttons) and says each toggle's state as aria-pressed; the browser tests' audit checks both."""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from statistics_run import statistics_app
from visible_words import children

from aggravation_nb import Game
from aggravation_nb.i18n import LANGUAGES, SUIT_NAMES, message, rank_letter
from aggravation_nb.intrigue import Patience
from aggravation_nb.views import (
    AppPage,
    intrigue,
    page_bar,
    patience_walkthrough,
    play,
    rules,
    table_view,
    variants,
    walkthrough,
)
from aggravation_nb.widgets.intrigue_table import intrigue_view

APPS = {
    "index": page_bar,
    "walkthrough": walkthrough,
    "rules": rules,
    "play": play,
    "variants": variants,
    "statistics": lambda lang: AppPage(statistics_app, lang),
    "intrigue": intrigue,
    "patience study": patience_walkthrough,
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lettered_card_is_named_by_its_face_and_in_words_on_both_tables(lang):
    """A screen reader reads "Q♥" as "Q, heart": every card marked by a letter (J, Q, K, A) is named by
    its face first (label in name) and then in the page's words ("queen of hearts", "дама червей")."""
    game = Game.from_position(
        rows={"Marina": ["J♣", "Q♥"], "Oleg": ["K♦", "A♠", "7♦"]}, stocks={"Marina": ["2♣"], "Oleg": ["5♠"]}
    )
    names = {pile["text"]: pile["name"] for row in table_view(game, lang)["rows"] for pile in row["piles"]}
    patience = intrigue_view(
        Patience.from_position(
            columns=[["Q♠", "9♥", "A♦"]], foundations=[["6♣", "7♣", "8♣", "9♣", "10♣", "J♣"]], stock=["2♠"]
        ),
        lang,
    )
    names |= {card["text"]: card["name"] for column in patience["columns"] for card in column["cards"]}
    names |= {card["text"]: card["name"] for card in patience["foundations"]}
    words = {rank: message(f"rank-name.{rank}", lang) for rank in ("J", "Q", "K", "A")}
    assert len(set(words.values())) == 4 and all(words.values())
    for face, named in names.items():
        rank = next((r for r in words if rank_letter(r, lang) == face[:-1]), None)
        assert named.startswith(face + ", "), named
        if rank is None:
            assert not any(word in named for word in words.values()), named
        else:
            suit = message(f"suit-of.{SUIT_NAMES[face[-1]]}", lang)
            assert f"{face}, {words[rank]} {suit}, " in named, named

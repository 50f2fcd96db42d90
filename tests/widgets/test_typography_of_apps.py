"""Every app, rendered in Russian and in French, follows the language's typography in every word it shows,
those the catalogue holds and those code puts together (lists, percentages, a seat's keys): no "55%" and
no "55 %" with a breaking space; in French a no-break space before ; : ! ? and inside « »."""

from __future__ import annotations

import re

import pytest
from statistics_run import statistics_app
from visible_words import visible_words

from aggravation_nb.views import intrigue, patience_walkthrough, play, rules, variants, walkthrough

NO_BREAK = "\u00a0\u202f"
BREAKING = " \t\n"
"""Spaces a line may break at (Python's \\s matches the no-break spaces too)."""

FAULTS = {
    "ru": {"a percent sign without a no-break space before it": r"\d%|\d %"},
    "fr": {
        "a percent sign without a no-break space before it": r"\d%|\d %",
        "; : ! or ? without a no-break space before it": rf"[^{BREAKING}{NO_BREAK}][;:!?](?=\s|$)|[{BREAKING}][;:!?]",
        "« » without a no-break space inside": rf"«(?![{NO_BREAK}])|(?<![{NO_BREAK}])»",
    },
}


def faults(words: list[str], lang: str) -> list[str]:
    return [
        f"{what}: …{said[max(0, found.start() - 30) : found.end() + 10]}…"
        for said in words
        for what, pattern in FAULTS[lang].items()
        for found in re.finditer(pattern, said)
    ]


def hot_seat(lang: str):
    page = play(lang)
    page.mode.value = "hotseat"
    return page


def patience_walked(lang: str):
    page = patience_walkthrough(lang)
    page.app.ask_first.value = True
    for _ in range(3):  # to the question before step 3, asked
        page.next_button.click()
    page.app.question.children[1].children[1].click()  # a wrong answer: its why
    return page


def walked(lang: str):
    page = walkthrough(lang)
    for _ in range(3):
        page.next_button.click()
    return page


APPS = {
    "walkthrough": walked,
    "rules": rules,
    "play": play,
    "hot seat": hot_seat,
    "variants": variants,
    "statistics": statistics_app,
    "intrigue": intrigue,
    "patience study": patience_walked,
}


@pytest.mark.parametrize("lang", FAULTS)
@pytest.mark.parametrize("app", APPS)
def test_every_word_an_app_shows_follows_the_languages_typography(app, lang):
    words = visible_words(APPS[app](lang))
    assert words
    assert faults(words, lang) == []


def test_the_check_finds_english_typography_in_french():
    assert [what.split(": …")[0] for what in faults(["Marina 55%; Oleg 40 %: « Flip»", "Cover: now"], "fr")] == [
        "a percent sign without a no-break space before it",
        "a percent sign without a no-break space before it",
        "; : ! or ? without a no-break space before it",
        "; : ! or ? without a no-break space before it",
        "« » without a no-break space inside",
        "« » without a no-break space inside",
        "; : ! or ? without a no-break space before it",
    ]
    assert faults(["Марина 55,0%", "Олег 40,0\u00a0%"], "ru") == [
        "a percent sign without a no-break space before it: …Марина 55,0%…"
    ]

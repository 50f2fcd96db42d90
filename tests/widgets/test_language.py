"""The page's language: told by the browser (or the notebook), switched on the page, never mixed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import traitlets

from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.views import AppPage, Walkthrough, page_bar, play, walkthrough

ROOT = Path(__file__).resolve().parents[2]
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture(autouse=True)
def no_voila_query(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)


def shown_app(page: AppPage):
    return [child for child in page.children if child is not page.switch]


def test_a_page_waits_for_the_browser_before_it_shows_any_language():
    page = walkthrough()
    assert shown_app(page) == []
    page.switch.page_lang = "ru"  # what the switch's script reports from ?lang=ru
    assert shown_app(page) == [page.app] and page.lang == "ru"
    assert page.next_button.description == text("next", "ru")


def test_an_english_page_keeps_the_app_it_built_while_waiting():
    page = walkthrough()
    waiting = page.app
    page.switch.page_lang = "en"
    assert page.app is waiting and shown_app(page) == [waiting]


def test_a_voila_kernel_told_the_language_shows_the_app_at_once(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=ru")
    page = walkthrough()
    assert shown_app(page) == [page.app] and page.lang == "ru"


def test_a_language_given_in_the_notebook_wins_over_the_address():
    page = walkthrough("ru")
    page.switch.page_lang = "en"  # JupyterLab's own address asks for nothing
    assert page.lang == "ru" and page.next_button.description == text("next", "ru")


def test_the_switch_relabels_the_app_it_has_in_place():
    page = walkthrough("en")
    app, next_button = page.app, page.next_button
    page.switch.lang = "ru"
    assert page.app is app and page.next_button is next_button and app.lang == "ru"
    assert next_button.description == text("next", "ru") and next_button.comm is not None
    assert shown_app(page) == [app]


def test_switching_a_play_app_keeps_its_computer_clock_running():
    page = play("en")
    cancelled = []
    task = page.app.task = type("Task", (), {"cancel": lambda self: cancelled.append(True)})()
    page.switch.lang = "ru"
    assert cancelled == [] and page.app.task is task and page.app.lang == "ru"


def test_a_page_may_send_no_language_we_do_not_have():
    page = walkthrough("en")
    with pytest.raises(traitlets.TraitError):
        page.switch.lang = "de"
    assert page.lang == "en"
    page.switch.page_lang = "<script>"
    assert page.switch.page_lang == "en"


def test_the_switch_alone_follows_the_page():
    switch = page_bar()
    switch.page_lang = "ru"
    assert switch.lang == "ru"
    fixed = page_bar("en")
    fixed.page_lang = "ru"
    assert fixed.lang == "en"


def markdown_cells():
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] == "markdown":
                yield path.name, cell["metadata"].get("tags", []), "".join(cell["source"])


PROSE_LANGUAGES = tuple(f"lang-{lang}" for lang in LANGUAGES)
FRENCH = re.compile(r"\b(le|la|les|des|une|est|et|sur|pour)\b", re.IGNORECASE)


def test_every_prose_cell_is_in_one_language_and_each_has_its_twins():
    counts: dict[tuple[str, str], int] = {}
    for notebook, tags, source in markdown_cells():
        languages = [tag for tag in tags if tag in PROSE_LANGUAGES]
        assert len(languages) == 1, (
            f"{notebook}: a prose cell must be tagged lang-en, lang-ru or lang-fr: {source[:60]!r}"
        )
        if languages == ["lang-ru"]:
            assert CYRILLIC.search(source), f"{notebook}: no Russian in a Russian cell: {source[:60]!r}"
        else:
            assert not CYRILLIC.search(source.replace("Русский", "")), (
                f"{notebook}: Russian in {languages[0]}: {source[:60]!r}"
            )
        if languages == ["lang-fr"]:
            assert len(set(map(str.lower, FRENCH.findall(source)))) >= 2, (
                f"{notebook}: no French in a French cell: {source[:60]!r}"
            )
        counts[notebook, languages[0]] = counts.get((notebook, languages[0]), 0) + 1
    for notebook in {notebook for notebook, _ in counts}:
        assert [counts.get((notebook, lang)) for lang in PROSE_LANGUAGES] == [counts[notebook, "lang-en"]] * len(
            PROSE_LANGUAGES
        ), notebook


def test_the_template_hides_prose_in_the_other_languages_without_a_list_of_them():
    """Which cells show is decided in the browser (the static site and the browser tests see it); the
    template only must not list the languages, so that a new catalogue needs no change to it."""
    template = (ROOT / "share/jupyter/voila/templates/aggravation/index.html.j2").read_text()
    assert "window.aggravationLanguage = (lang) =>" in template and "celltag_lang-${code}" in template
    assert not any(f'"{lang}"' in template or f"lang-{lang}" in template for lang in LANGUAGES if lang != "en")


def test_the_page_builds_its_app_once_and_the_page_language_is_the_apps():
    calls = []

    def build(lang):
        calls.append(lang)
        return Walkthrough(lang)

    page = AppPage(build, "en")
    page.lang = "ru"
    assert calls == ["en"] and page.switch.lang == page.app.lang == "ru"

"""The index tells a newcomer where to start, tells the worked example the same way in both languages,
and holds the whole rule book (issue 24.16)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from aggravation_nb.core.rulebook import whole_book
from aggravation_nb.games import rule_ids

INDEX = Path(__file__).resolve().parents[2] / "notebooks" / "index.ipynb"
CELLS = json.loads(INDEX.read_text(encoding="utf-8"))["cells"]


def cells(lang: str, kind: str) -> list[dict]:
    return [cell for cell in CELLS if cell["cell_type"] == kind and f"lang-{lang}" in cell["metadata"].get("tags", [])]


def printed(cell: dict) -> str:
    return "".join("".join(output.get("text", "")) for output in cell.get("outputs", []))


@pytest.mark.parametrize(
    "lang, start",
    [
        ("en", "Start with [the worked example](01-worked-example.ipynb)"),
        ("ru", "Начните с [разбора позиции](01-worked-example.ipynb?lang=ru)"),
        ("fr", "Commencez par [l’exemple commenté](01-worked-example.ipynb?lang=fr)"),
    ],
)
def test_the_index_says_where_to_start(lang, start):
    assert start in "".join(cells(lang, "markdown")[0]["source"])


def test_both_languages_tell_the_worked_example_as_numbered_narration_not_a_trace():
    english = [printed(cell) for cell in cells("en", "code") if printed(cell)]
    russian = [printed(cell) for cell in cells("ru", "code") if printed(cell)]
    assert english[0].startswith("1. ") and russian[0].startswith("1. ")
    assert "== chapter" not in english[0] and "to cover:" not in english[0]
    assert len(re.findall(r"^\d+\. ", english[0], re.M)) == len(re.findall(r"^\d+\. ", russian[0], re.M))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_whole_rule_book_holds_every_rule_and_the_index_shows_it(lang):
    book = whole_book(lang)
    assert book.startswith("<details") and all(f'id="rule-{lang}-{rule_id}"' in book for rule_id in rule_ids())
    assert any(f'whole_book("{lang}")' in "".join(cell["source"]) for cell in cells(lang, "code"))


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_every_link_to_an_app_keeps_the_language_of_its_cell(lang):
    """In Voilà the index's prose in a language links each app in that language (`?lang=`; English, the
    default, needs none), so a Russian reader's click opens a Russian app (issue 26.6)."""
    links = [
        link
        for cell in cells(lang, "markdown")
        for link in re.findall(r"\]\(([^)]*\.ipynb[^)]*)\)", "".join(cell["source"]))
    ]
    assert len({link.split("?")[0] for link in links}) == 6
    assert all(link.endswith(".ipynb" if lang == "en" else f".ipynb?lang={lang}") for link in links), links


def test_every_id_in_the_index_is_unique_and_each_section_is_named_by_a_heading_in_its_own_language():
    """The index holds the rule book in every language and shows one: a section named by `aria-labelledby`
    must find its heading in the same language, so no id may come twice on the page."""
    shown = "".join(
        "".join(output.get("data", {}).get("text/html", "")) for cell in CELLS for output in cell.get("outputs", [])
    )
    ids = re.findall(r'\bid="([^"]+)"', shown)
    assert ids and len(ids) == len(set(ids)), [i for i in set(ids) if ids.count(i) > 1][:5]
    for lang in ("en", "ru", "fr"):
        for cell in cells(lang, "code"):
            html = "".join("".join(output.get("data", {}).get("text/html", "")) for output in cell.get("outputs", []))
            for named, section in re.findall(r'<section aria-labelledby="([^"]+)">(.*?)</section>', html):
                assert f'<h3 id="{named}">' in section and named.startswith(f"rule-{lang}-")

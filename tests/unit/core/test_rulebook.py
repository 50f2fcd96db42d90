"""The rules ship with the package: every id the apps cite opens its text, in English and Russian."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import traitlets

from aggravation_nb import i18n
from aggravation_nb.core import rulebook
from aggravation_nb.core.rulebook import cited, link_name, linked, markdown_html, rule, rule_id_pattern, rules
from aggravation_nb.games import rule_ids
from aggravation_nb.views import page_bar, table_view, walkthrough

ROOT = Path(__file__).resolve().parents[3]
IDS = (
    [f"A{n}" for n in range(1, 12)]
    + [f"F{n}" for n in range(1, 4)]
    + [f"C{n}" for n in range(1, 8)]
    + [f"I{n}" for n in range(1, 10)]
)
"""the rule book's ids, written out here so that a game that stops declaring its ids fails a test."""


def test_the_games_declare_every_rule_id_of_the_rule_book_once_in_its_order():
    assert list(rule_ids()) == list(rulebook.rule_ids()) == IDS


@pytest.mark.parametrize("page", ["rules.md", "rules.ru.md"])
def test_every_rule_section_of_the_docs_is_a_rule_id_the_registry_declares_and_every_id_has_one(page):
    headings = re.findall(r"^### (\S+) ", (ROOT / "docs" / page).read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert headings == list(rule_ids())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_book_has_every_rule_in_order_with_a_title_and_text(lang):
    book = rules(lang)
    assert list(book) == IDS
    assert all(entry.title and len(entry.text) > 80 for entry in book.values())


def test_the_package_reads_the_repositorys_own_rule_files_and_the_wheel_carries_them():
    """A checkout reads the docs' pages (no copy, no symlink: one that Git for Windows checks out as a
    text file would be read as the book); pyproject.toml puts the same files into the wheel."""
    assert not (ROOT / "aggravation_nb" / "core" / "rules").exists()
    for lang, page in (("en", "rules.md"), ("ru", "rules.ru.md"), ("fr", "rules.fr.md")):
        assert rulebook.package_book(lang) == ROOT / "docs" / page
        assert rulebook.book_path(lang).read_text(encoding="utf-8") == (ROOT / "docs" / page).read_text(
            encoding="utf-8"
        )
        packed = f'"docs/{page}" = "aggravation_nb/core/rules/{page}"'
        assert packed in (ROOT / "pyproject.toml").read_text(encoding="utf-8"), packed


def test_every_rule_id_any_text_cites_is_in_the_book():
    cited_ids = {
        rule_id
        for lang in i18n.LANGUAGES
        for key in i18n.ENGLISH
        for amount in (1, 5)
        for rule_id in re.findall(r"\b[AFCI]\d+\b", i18n.message(key, lang, amount))
    }
    assert {"A4", "A8", "C2", "F2"} <= cited_ids and cited_ids <= set(IDS)
    assert cited("(A5) A12 F9") == ["A5"], "only ids of the book are cited"


def test_conventions_and_readings_are_labelled_in_both_languages():
    assert "**Project's reading:**" in rule("A5", "en").text and "**Прочтение проекта:**" in rule("A5", "ru").text
    assert "**Convention:**" in rule("A10", "en").text and "**Соглашение:**" in rule("A10", "ru").text


def test_the_text_is_escaped_and_its_little_markdown_rendered():
    assert (
        markdown_html("A **bold** <script>x</script> and *this*")
        == "<p>A <strong>bold</strong> &lt;script&gt;x&lt;/script&gt; and <em>this</em></p>"
    )
    assert markdown_html("- one\n  more\n- two") == "<ul><li>one more</li><li>two</li></ul>"


def test_a_rule_id_becomes_a_named_button_and_nothing_else_does():
    html = linked("Not allowed (A10): CA10 A12 B7", "ru")
    assert html.count('class="agg-rule-link"') == 1 and f'aria-label="{link_name("A10", "ru")}"' in html
    assert link_name("A7", "en") == "Rule A7: Low stock"
    assert rule_id_pattern().findall("A1 A11 A12 I10 C7") == ["A1", "A11", "C7"]


def test_the_table_names_every_rule_its_narration_cites():
    app = walkthrough("en")
    links = [part for part in app.table.view["narration_parts"] if part[1]]
    assert links == [("A4", "A4", link_name("A4", "en"))]
    view = table_view(app.story.game, "ru", narration="Нельзя (A5): …")
    assert view["narration_parts"] == [
        ("Нельзя (", None, None),
        ("A5", "A5", link_name("A5", "ru")),
        ("): …", None, None),
    ]


def test_the_page_bar_carries_the_book_in_its_language_and_a_page_cannot_rewrite_it():
    bar = page_bar("ru")
    assert set(bar.rules) == set(IDS) and bar.rules["A7"]["name"] == "Правило A7: Мало карт"
    with pytest.raises(traitlets.TraitError):
        bar.rules = {"A7": {"name": "x", "html": "<img src=x onerror=alert(1)>"}}
    bar.lang = "en"
    assert bar.rules["A7"]["name"] == "Rule A7: Low stock" and bar.words["close"] == "Close"


def test_arrow_keys_step_through_the_story():
    app = walkthrough("en")
    app.table.press("arrowright")
    assert app.story.step == 1
    app.table.press("arrowleft")
    assert app.story.step == 0


def test_every_rule_link_on_a_lesson_and_a_note_names_its_rule():
    from aggravation_nb.views import RulesApp

    lesson = RulesApp("en").lessons[6]
    header = lesson.children[0].value
    assert 'data-rule="A7"' in header and re.search(r">A7</button> · Low stock", header)


def test_a_table_in_the_rule_book_is_shown_as_a_table_not_as_markdown():
    assert markdown_html("| players | cards |\n| --- | --- |\n| 5 | **100** |") == (
        '<table><thead><tr><th scope="col">players</th><th scope="col">cards</th></tr></thead>'
        "<tbody><tr><td>5</td><td><strong>100</strong></td></tr></tbody></table>"
    )
    for lang in ("en", "ru"):
        assert "<table>" in rule("C7", lang).html
        assert not any("| ---" in each.html or "|---" in each.html for each in rules(lang).values())


@pytest.mark.parametrize("lang, start", [("en", "Not possible: "), ("ru", "Не получится. ")])
def test_a_refusal_that_no_rule_makes_names_no_rule_and_shows_no_placeholder(lang, start):
    from aggravation_nb.core.errors import refused
    from aggravation_nb.games.aggravation.narration import describe_refusal

    words = describe_refusal(refused("intrigue-same-column", None, column=2), lang)
    assert words.startswith(start) and "—" not in words and "(" not in words
    assert "(A4)" in describe_refusal(refused("cover-no-match", "A4", pile="x"), lang)

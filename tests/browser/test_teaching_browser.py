"""The rules at hand, presenter mode and the outcome banner, in a real browser, by role and accessible name.

The tests share each app's page (`app_pages`), switched to their language by the page's own switch:
a worked-example test begins at the story's first step (`from_the_start`) and turns off what it turned
on; a rules test opens its own lesson's tab."""

from __future__ import annotations

import re

import pytest
from accessibility import audit
from app_controls import REDRAWN, select_card, switch_language
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.core.rulebook import link_name, rule
from aggravation_nb.games.aggravation.teaching.scenarios import chapter as worked_chapter
from aggravation_nb.games.aggravation.teaching.scenarios import worked_text
from aggravation_nb.i18n import spoken_card, text
from aggravation_nb.server.published import rule_book_link

ASKED = worked_chapter("main").steps[2].question  # "Must the 7♦ still be covered?"


def open_app(app_pages, voila_url: str, notebook: str, ready: str, lang: str = "en") -> Page:
    """The app's page, loaded by the module's first test that asks for it, switched to `lang` by the
    page's own switch (which keeps the app's place); `ready` is the key of a button a fresh page shows."""
    page = app_pages.open(
        f"{voila_url}/voila/render/{notebook}",
        lambda page: page.get_by_role("button", name=text(ready, "en"), exact=True).first,
    )
    switch_language(page, lang)
    return page


def from_the_start(page: Page, lang: str) -> None:
    """The worked example at the story's first step, as a fresh page shows it."""
    chapter = page.get_by_label(text("chapter", lang))
    if chapter.input_value() == worked_text("chapter.main", lang):
        page.get_by_role("button", name=text("first", lang), exact=True).click()
    else:
        chapter.select_option(label=worked_text("chapter.main", lang))
    expect(page.get_by_role("status").first).to_have_text(worked_text("main.look", lang))


def first_sentence(rule_id: str, lang: str) -> str:
    return rule(rule_id, lang).text.split(". ")[0].replace("\n", " ")


def test_a_rule_id_in_the_narration_opens_the_rule(app_pages, voila_url):
    page = open_app(app_pages, voila_url, "01-worked-example.ipynb", "next")
    from_the_start(page, "en")
    page.get_by_role("button", name=link_name("A4", "en"), exact=True).first.click()
    dialog = page.get_by_role("dialog", name=link_name("A4", "en"))
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(first_sentence("A4", "en"))
    book = dialog.get_by_role("link", name=text("rule-book-link", "en"))
    expect(book).to_have_attribute("href", rule_book_link("en", "A4"))
    audit(page, "01-worked-example, en, light, the rule dialog open")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


def test_a_lessons_rule_opens_in_russian_and_escape_closes_it(app_pages, voila_url):
    page = open_app(app_pages, voila_url, "02-rules.ipynb", "check", "ru")
    page.get_by_role("tab", name=f"A9 {text('lesson.A9.title', 'ru')}").click()
    page.get_by_role("button", name=link_name("A9", "ru"), exact=True).click()
    dialog = page.get_by_role("dialog", name=link_name("A9", "ru"))
    expect(dialog).to_contain_text(first_sentence("A9", "ru"))
    expect(dialog).to_contain_text("Соглашение:")
    audit(page, "02-rules, ru, light, the rule dialog open")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize(
    "lang, heading, seven",
    [("en", "The worked example", "7♣, Marina's row, pile 1"), ("ru", "Разбор позиции", "7♣, ряд Марины, стопка 1")],
)
def test_presenter_mode_fills_the_screen_and_arrow_keys_step(app_pages, voila_url, lang, heading, seven):
    page = open_app(app_pages, voila_url, "01-worked-example.ipynb", "next", lang)
    page.set_viewport_size({"width": 1920, "height": 1080})
    from_the_start(page, lang)
    card = page.get_by_role("button", name=seven)
    before = card.bounding_box()["height"]
    presenter = page.get_by_role("button", name=text("presenter", lang))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("heading", name=heading)).to_be_hidden()
    assert card.bounding_box()["height"] > 1.3 * before
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("status").first).to_have_text(worked_text("main.cover-first", lang))
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_role("status").first).to_have_text(worked_text("main.look", lang))
    page.screenshot(path=str(ARTIFACTS / f"presenter-1920x1080-{lang}.png"))
    audit(page, f"01-worked-example, {lang}, light, presenter mode")
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()


CARDS = """() => [...document.querySelectorAll('.agg-card')].map(card => {
  const box = card.getBoundingClientRect();
  const fresh = card.querySelector('.agg-fresh');
  const mark = fresh && fresh.getBoundingClientRect();
  const edge = parseFloat(getComputedStyle(card).borderTopWidth);
  return {height: box.height, inside: !mark || (mark.top - box.top >= edge + 2 && box.right - mark.right >= edge + 2)};
})"""
"""Each card's height, and whether its "new" badge stands inside it, clear of its edge by 2px or more."""


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_presenter_mode_keeps_one_card_height_through_a_chapter_at_both_sizes(app_pages, voila_url, lang):
    """Every card of a chapter as tall as the others at every step (a Russian card owed a cover, whose marks
    wrap, included), each "new" badge inside its card; outside presenter mode, on a laptop, the steps above
    the fold. Screenshots of presenter mode at both sizes in test-artifacts/."""
    page = open_app(app_pages, voila_url, "01-worked-example.ipynb", "next", lang)
    page.set_viewport_size({"width": 1366, "height": 768})
    chapter = page.get_by_label(text("chapter", lang))
    for key in ("last-card", "main"):  # the last card's end: a banner, the race's note, the chapter's end
        chapter.select_option(label=worked_text(f"chapter.{key}", lang))
        page.get_by_role("button", name=text("last", lang), exact=True).click()
        expect(
            page.get_by_text(re.compile(text("step-of", lang, step=99, total=99).replace("99", r"\d+")))
        ).to_be_visible()
        page.evaluate("window.scrollTo(0, 0)")
        page.evaluate(REDRAWN)
        for step in ("first", "back", "next", "last"):
            box = page.get_by_role("button", name=text(step, lang), exact=True).bounding_box()
            assert box["y"] + box["height"] <= 768, f"{step} below the fold outside presenter mode ({key})"
    from_the_start(page, lang)
    presenter = page.get_by_role("button", name=text("presenter", lang))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "true")
    for width, height in ((1366, 768), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        from_the_start(page, lang)
        heights = []
        for step in range(1, 5):
            if step > 1:
                page.get_by_role("button", name=text("next", lang), exact=True).click()
            expect(page.get_by_text(text("step-of", lang, step=step, total=4), exact=False)).to_be_visible()
            page.evaluate(REDRAWN)
            page.evaluate(REDRAWN)  # the fit to the window, a frame after the redraw
            cards = page.evaluate(CARDS)
            assert all(card["inside"] for card in cards), f"a badge on the card's edge at step {step}"
            heights += [card["height"] for card in cards]
        assert max(heights) <= 1.06 * min(heights), f"card heights {min(heights)}–{max(heights)} at {width}×{height}"
        page.screenshot(path=str(ARTIFACTS / f"presenter-worked-example-{width}x{height}-{lang}.png"))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "false")


def test_a_lesson_with_no_piles_yet_shows_its_stock_counts_larger_than_the_empty_rows_words(app_pages, voila_url):
    """02-rules A1 in presenter mode: the stocks are what there is to see before the first flip."""
    page = open_app(app_pages, voila_url, "02-rules.ipynb", "check")
    page.get_by_role("tab", name=f"A1 {text('lesson.A1.title', 'en')}").click()
    presenter = page.get_by_role("button", name=text("presenter", "en"))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "true")
    for width, height in ((1366, 768), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(REDRAWN)
        row = page.get_by_role("group", name=text("row", "en", player="Marina"))
        stock = row.get_by_text(text("stock", "en", player="Marina", count=26))
        empty = row.get_by_text(text("empty-row", "en"))
        size = "e => parseFloat(getComputedStyle(e).fontSize)"
        assert stock.evaluate(size) > empty.evaluate(size), f"at {width}×{height}"
        assert stock.evaluate("e => getComputedStyle(e).fontWeight") in ("700", "bold")
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "false")


def test_the_outcome_stays_on_screen_after_a_late_click(app_pages, voila_url):
    page = open_app(app_pages, voila_url, "02-rules.ipynb", "check")
    page.get_by_role("tab", name=f"A11 {text('lesson.A11.title', 'en')}").click()
    select_card(page, "Q♥", "Marina", 2)
    select_card(page, "Q♠", "Oleg", 2)
    page.get_by_role("button", name="Aggravation!", exact=True).click()
    banner = page.get_by_role("alert").filter(has_text="Marina")
    said = "Marina called “Aggravation!” with an empty stock and wins."
    expect(banner).to_contain_text(said)
    status = page.get_by_role("status").first
    expect(status).to_have_text("Marina touches Q♥ and Q♠ and calls “Aggravation!” (A8).")  # the move; the banner alone
    assert said not in (status.text_content() or "") and said not in status.aria_snapshot()  # shows the outcome
    page.get_by_role("button", name="Flip", exact=True).click()
    expect(page.get_by_role("status").first).to_contain_text("The game is over")
    expect(banner).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_class_is_asked_first_and_each_answer_explained(app_pages, voila_url, lang):
    page = open_app(app_pages, voila_url, "01-worked-example.ipynb", "next", lang)
    from_the_start(page, lang)
    page.get_by_role("button", name=text("next", lang), exact=True).click()
    ask_first = page.get_by_role("button", name=text("ask-first", lang), exact=True)
    ask_first.click()
    page.get_by_role("button", name=text("next", lang), exact=True).click()
    expect(page.get_by_role("status").first).to_have_text(ASKED.prompt(lang))
    expect(ask_first).to_have_attribute("aria-pressed", "true")
    audit(page, f"01-worked-example, {lang}, light, the class asked first")
    page.get_by_role("button", name=ASKED.choices[1](lang), exact=True).click()
    expect(page.get_by_text(ASKED.why[1](lang))).to_be_visible()
    expect(page.get_by_role("status").first).to_have_text(ASKED.prompt(lang))  # a wrong answer: try again
    expect(page.get_by_role("button", name=ASKED.choices[1](lang), exact=True)).to_be_disabled()
    page.get_by_role("button", name=ASKED.choices[0](lang), exact=True).click()
    expect(page.get_by_text(ASKED.why[0](lang))).to_be_visible()
    expect(page.get_by_role("status").first).to_have_text(worked_text("main.cover-second", lang))
    ask_first.click()  # off again, for the next test on this page
    expect(ask_first).not_to_have_class(re.compile(r"\bmod-active\b"))  # ipywidgets' mark of a pressed toggle
    expect(ask_first).to_have_attribute("aria-pressed", "false")  # and the page bar's, for a screen reader


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_piles_open_the_chapter_goes_on_and_the_banner_brings_you_back(app_pages, voila_url, lang):
    from aggravation_nb.i18n import for_player

    page = open_app(app_pages, voila_url, "01-worked-example.ipynb", "next", lang)
    from_the_start(page, lang)
    open_piles = page.get_by_role("checkbox", name=text("open-piles", lang))
    open_piles.check()
    page.get_by_role("button", name=text("last", lang), exact=True).click()
    king = page.get_by_role(
        "button", name=text("card", lang, card=spoken_card("K♦", lang), row=for_player("row", "Marina", lang), column=1)
    )
    expect(king.locator(".agg-beneath")).to_have_attribute("data-mark", re.compile("7♣"))  # beneath, on the card
    page.get_by_role("button", name=text("next-chapter", lang), exact=True).click()
    expect(page.get_by_role("status").first).to_have_text(worked_text("branch.look", lang))
    select_card(page, "7♣", "Marina", 1, lang)
    page.get_by_role("button", name=text("cover", lang), exact=True).click()
    banner = page.get_by_text(text("off-script", lang))
    expect(banner).to_be_visible()
    page.get_by_role("button", name=text("return", lang), exact=True).click()
    expect(banner).to_be_hidden()
    expect(page.get_by_role("status").first).to_have_text(worked_text("branch.look", lang))
    open_piles.uncheck()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_lesson_done_gets_its_check_mark_and_the_drill_says_what_was_missed(app_pages, voila_url, lang):
    page = open_app(app_pages, voila_url, "02-rules.ipynb", "check", lang)
    tab = f"A7 {text('lesson.A7.title', lang)}"
    page.get_by_role("tab", name=tab).click()
    page.get_by_role("radio", name=text("lesson.A7.a0", lang), exact=True).check()
    page.get_by_role("button", name=text("check", lang), exact=True).click()
    expect(page.get_by_role("tab", name=f"✓ {tab}")).to_be_visible()
    page.get_by_role("button", name=text("try-in-game", lang), exact=True).click()
    expect(page.get_by_role("button", name=text("opponent", lang), exact=True)).to_be_visible()
    page.get_by_role("tab", name=text("drill.tab", lang)).click()
    page.get_by_role("button", name=text("drill.start", lang), exact=True).click()
    for _ in range(5):
        page.get_by_role("button", name=text("drill.no-pair", lang), exact=True).click()
    # the pattern runs in the browser, where \w matches Latin letters only
    report = re.compile(
        r"right answers? out of 5|None of 5 right" if lang == "en" else r"верн[а-яё]+ ответ[а-яё]* из 5"
    )
    expect(page.get_by_role("status").filter(has_text=report)).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / f"drill-done-{lang}.png"), full_page=True)

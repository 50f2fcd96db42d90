"""Click through the worked-example app as a person would, by role and accessible name.

The tests share the app's page (`app_pages`), switched to their language by the page's own switch: each
begins by choosing its chapter (or pressing First in the chapter shown), which puts the story back at
that chapter's first step."""

from __future__ import annotations

import re

import pytest
from accessibility import audit
from app_controls import switch_language
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.games.aggravation.teaching.study import read_study
from aggravation_nb.games.aggravation.teaching.study_link import study_link
from aggravation_nb.i18n import spoken_card, text

APP = "/voila/render/01-worked-example.ipynb"
MARINAS_LAST_CARD = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")


def open_app(app_pages, voila_url: str, lang: str = "en") -> Page:
    """The app's page, loaded by the module's first test that asks for it, in `lang` by the page's switch."""
    page = app_pages.open(f"{voila_url}{APP}", lambda page: page.get_by_role("button", name="Next", exact=True))
    switch_language(page, lang)
    expect(page.get_by_role("button", name=text("next", lang), exact=True)).to_be_visible()
    return page


def press(page: Page, key: str, lang: str = "en") -> None:
    page.get_by_role("button", name=text(key, lang), exact=True).click()


def card(page: Page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def narration(page: Page):
    return page.get_by_role("status")


def choose_chapter(page: Page, key: str, lang: str = "en") -> None:
    """The chapter's first step, as the story tells it: chosen from the list, or by First if it is shown."""
    chapter = page.get_by_label(text("chapter", lang))
    if chapter.input_value() == worked_text(f"chapter.{key}", lang):
        press(page, "first", lang)
    else:
        chapter.select_option(label=worked_text(f"chapter.{key}", lang))
    expect(narration(page)).to_have_text(
        worked_text(next(c for c in WORKED_EXAMPLE if c.key == key).steps[0].key, lang)
    )


def acting(page: Page, player: str, lang: str = "en") -> None:
    from aggravation_nb.i18n import name

    page.get_by_role("button", name=name(player, lang), exact=True).click()


def test_voila_draws_the_live_app_not_the_words_stored_for_jupyterlab(app_pages, voila_url):
    """The notebook's stored output asks JupyterLab's reader to run the cell (test_jupyterlab.py); Voilà runs it."""
    page = open_app(app_pages, voila_url)
    expect(page.get_by_text("Run this cell")).to_have_count(0)


def test_walk_the_whole_story(app_pages, voila_url):
    page = open_app(app_pages, voila_url)
    for chapter in WORKED_EXAMPLE:
        choose_chapter(page, chapter.key)
        for number, step in enumerate(chapter.steps):
            if number:
                press(page, "next")
            expect(narration(page)).to_have_text(worked_text(step.key, "en"))
            expect(page.get_by_text(text("step-of", "en", step=number + 1, total=len(chapter.steps)))).to_be_visible()
        press(page, "first")
        expect(narration(page)).to_have_text(worked_text(chapter.steps[0].key, "en"))
        press(page, "last")
        expect(narration(page)).to_have_text(worked_text(chapter.steps[-1].key, "en"))
        press(page, "back")
        expect(narration(page)).to_have_text(worked_text(chapter.steps[-2].key, "en"))


def test_play_the_branch_olegs_card_stays(app_pages, voila_url):
    page = open_app(app_pages, voila_url)
    choose_chapter(page, "main")
    acting(page, "Marina")
    card(page, "7♣, Marina's row, pile 1").click()
    expect(narration(page)).to_have_text(text("selected", "en", card="7♣", player="Marina"))
    press(page, "cover")
    expect(narration(page)).to_contain_text("Marina covers 7♣ with K♦ (A5).")
    acting(page, "Oleg")
    card(page, "7♦, Oleg's row, pile 1").click()
    press(page, "cover")
    expect(narration(page)).to_contain_text("Oleg covers 7♦ with 5♠ (A5).")
    acting(page, "Marina")
    card(page, "5♠, Oleg's row, pile 1").click()
    expect(card(page, "5♠, Oleg's row, pile 1")).to_have_attribute("aria-pressed", "true")
    press(page, "cover")
    expect(narration(page)).to_have_text(re.compile(r"^Not allowed \(A5\): Oleg already covered this card"))
    expect(card(page, "5♠, Oleg's row, pile 1")).to_be_visible()
    press(page, "return")
    expect(narration(page)).to_have_text(worked_text("main.look", "en"))


def test_a_premature_call_is_refused_with_its_rule_and_the_switch_keeps_the_step_and_selection(app_pages, voila_url):
    page = open_app(app_pages, voila_url)
    choose_chapter(page, "last-card")
    press(page, "next")
    card(page, "5♣, Marina's row, pile 3").click()
    steps = len(MARINAS_LAST_CARD.steps)
    switch_language(page, "ru")  # mid-story: step 2, a card selected
    selected = card(page, text("card", "ru", card="5♣", row=row("ru", "Marina"), column=3))
    expect(selected).to_have_attribute("aria-pressed", "true")
    expect(narration(page)).to_have_text(text("selected", "ru", card="5♣", player="Марина"))
    expect(page.get_by_text(text("step-of", "ru", step=2, total=steps))).to_be_visible()
    expect(page.get_by_role("button", name=text("next", "ru"), exact=True)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "ru")  # an app page follows its switch (26.6)
    expect(page).to_have_url(re.compile(r"[?&]lang=ru#chapter=last-card&step=1$"))  # and the place (27.4)
    switch_language(page, "en")
    expect(card(page, "5♣, Marina's row, pile 3")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text(text("step-of", "en", step=2, total=steps))).to_be_visible()
    card(page, "9♥, Oleg's row, pile 4").click()
    press(page, "call")
    expect(narration(page)).to_have_text("Not allowed (A8): " + text("call-no-pair", "en"))
    expect(card(page, "9♥, Oleg's row, pile 4")).to_be_visible()


def play_to_the_win(page: Page, lang: str) -> None:
    choose_chapter(page, "last-card", lang)
    press(page, "next", lang)
    acting(page, "Oleg", lang)
    card(page, text("card", lang, card="9♥", row=row(lang, "Oleg"), column=4)).click()
    press(page, "cover", lang)
    for _ in range(3):
        press(page, "flip", lang)
    expect(
        card(page, text("card", lang, card=spoken_card("Q♠", lang), row=row(lang, "Oleg"), column=9))
    ).to_be_visible()
    acting(page, "Marina", lang)
    card(page, text("card", lang, card=spoken_card("Q♥", lang), row=row(lang, "Marina"), column=2)).click()
    card(page, text("card", lang, card=spoken_card("Q♠", lang), row=row(lang, "Oleg"), column=9)).click()
    press(page, "call", lang)
    called = text("event.call", lang, player="Marina", first="Q♥", second="Q♠")
    expect(narration(page)).to_have_text(f"{called.removesuffix('.')} (A8).")  # the move and its rule
    expect(page.get_by_role("alert")).to_contain_text(text("win-call", lang, winner="Marina"))  # the outcome: once


def row(lang: str, player: str) -> str:
    from aggravation_nb.i18n import for_player

    return for_player("row", player, lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_reach_the_win(app_pages, voila_url, lang):
    page = open_app(app_pages, voila_url, lang)
    play_to_the_win(page, lang)
    ARTIFACTS.mkdir(exist_ok=True)
    audit(page, f"01-worked-example, {lang}, light, at Marina's win")
    page.screenshot(path=str(ARTIFACTS / f"walkthrough-win-{lang}.png"), full_page=True)


def tab_to(page: Page, name: str, limit: int = 120) -> None:
    """Press Tab until the focused element is called `name` (keyboard only, no clicks)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "(() => { const e = document.activeElement;"
            " return e ? (e.getAttribute('aria-label') || e.innerText || '').trim() : ''; })()"
        )
        if focused == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


def focus_marks(control) -> dict[str, str]:
    """How the focused `control` looks: its outline (the focus ring) and its box shadows (other marks)."""
    return control.evaluate(
        "(e) => { const s = getComputedStyle(e);"
        " return {ring: `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`,"
        " shadow: s.boxShadow}; }"
    )


def test_keyboard_only_to_the_win(app_pages, voila_url):
    page = open_app(app_pages, voila_url)
    choose_chapter(page, "main")  # where a fresh page starts; from here on, the keyboard alone
    seven = card(page, "7♣, Marina's row, pile 1")  # the narration names it: a ring inside it
    tab_to(page, "7♣, Marina's row, pile 1")
    named = focus_marks(seven)
    assert named["ring"].startswith("3px solid") and "inset" in named["shadow"], named  # both marks (issue 23.4)
    tab_to(page, text("next", "en"))
    assert focus_marks(page.get_by_role("button", name=text("next", "en"), exact=True))["ring"] == named[
        "ring"
    ].replace("3px", "2px", 1), "a widget button's ring: 2px, in the focus ring's colour"
    page.keyboard.press("Shift+Tab")
    chapter_select = page.get_by_label(text("chapter", "en"))
    chapter_select.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(narration(page)).to_have_text(worked_text("last.look", "en"))
    tab_to(page, text("next", "en"))
    page.keyboard.press("Enter")
    expect(narration(page)).to_have_text(worked_text("last.last-card", "en"))
    tab_to(page, "Oleg")
    page.keyboard.press("Space")
    tab_to(page, "9♥, Oleg's row, pile 4")
    page.keyboard.press("Enter")
    expect(card(page, "9♥, Oleg's row, pile 4")).to_have_attribute("aria-pressed", "true")
    expect(card(page, "9♥, Oleg's row, pile 4")).to_be_focused()  # the redrawn table keeps the focus
    tab_to(page, text("cover", "en"))
    page.keyboard.press("Enter")
    expect(narration(page)).to_contain_text("Oleg covers 9♥ with 8♣ (A5).")
    for turned in ("7♠", "9♦", "Q♠"):
        tab_to(page, text("flip", "en"))
        page.keyboard.press("Enter")
        expect(narration(page)).to_contain_text(f"Oleg turns {turned}")
    tab_to(page, "Marina")
    page.keyboard.press("Space")
    tab_to(page, "Q♥, queen of hearts, Marina's row, pile 2")
    page.keyboard.press("Enter")
    tab_to(page, "Q♠, queen of spades, Oleg's row, pile 9")
    page.keyboard.press("Space")
    tab_to(page, text("call", "en"))
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert")).to_contain_text(text("win-call", "en", winner="Marina"))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "walkthrough-keyboard-win.png"), full_page=True)


def test_links_open_a_step_and_a_position_and_a_broken_link_is_refused_in_words(page: Page, voila_url, console_errors):
    """Two page loads of their own, as a link opens a page: the worked example at a step (the address then
    follows the steps, and Copy link puts it on the clipboard), and the play app at a teacher's position;
    a link edited into something broken is refused in words on the page already open."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila_url)
    page.goto(f"{voila_url}{APP}#chapter=last-card&step=3")
    expect(narration(page)).to_have_text(worked_text(MARINAS_LAST_CARD.steps[3].key, "en"), timeout=60_000)
    press(page, "next")
    expect(page).to_have_url(re.compile(r"/01-worked-example\.ipynb#chapter=last-card&step=4$"))
    press(page, "copy-link")
    expect(page.get_by_text(text("link-copied", "en"))).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == page.url

    play_link = "players=Marina&players=Oleg&rows=7C.QH_7D.AS&stocks=KD2C_5S"
    page.goto(f"{voila_url}/voila/render/03-play.ipynb#{play_link}")
    expect(narration(page)).to_have_text(text("link.opened", "en"), timeout=60_000)
    expect(card(page, "7♦, Oleg's row, pile 1")).to_be_visible()
    page.evaluate("location.hash = 'players=Marina&players=Oleg&rows=7C_7C&stocks=_'")  # the seven of clubs twice
    refusal = text("link-refused", "en", reason=text("link.impossible", "en", ruled="A1"))
    expect(page.get_by_role("alert")).to_have_text(refusal)
    expect(card(page, "7♦, Oleg's row, pile 1")).to_be_visible()  # the game goes on as it was
    keys_act_only_off_the_controls_and_keep_the_focus_on_the_table(page)


def stock(page: Page, count: int):
    return page.get_by_text(text("stock", "en", player="Marina", count=count), exact=True)


def keys_act_only_off_the_controls_and_keep_the_focus_on_the_table(page: Page) -> None:
    """03-play on a teacher's position (two players on one screen): Space on a focused button presses that
    button and flips nothing, the letters and Space turn off, a flip takes the stocks out of the address,
    a card covered under the focus keeps it, the arrows go from card to card, and sharing the stocks is
    a button that says what it reveals (WCAG 2.1.4, 2.4.3)."""
    page.evaluate("location.hash = 'players=Marina&players=Oleg&rows=7C_8D&stocks=KD2C4H_KS9C5D'")
    expect(narration(page)).to_have_text(text("link.opened", "en"))
    expect(stock(page, 3)).to_be_visible()
    page.get_by_role("button", name=text("undo", "en"), exact=True).focus()
    page.keyboard.press("Space")
    expect(narration(page)).not_to_have_text(text("link.opened", "en"))  # Undo was pressed, and answered
    expect(stock(page, 3)).to_be_visible()
    shortcuts = page.get_by_role("checkbox", name=text("shortcuts", "en"))
    keys_help = page.get_by_text(text("keys", "en", keys="").split(":")[0])  # said again once the keys listen again
    shortcuts.uncheck()
    expect(keys_help).to_have_count(0)  # the kernel has answered: the table listens for no key
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Space")
    shortcuts.check()
    expect(keys_help).to_be_visible()
    expect(stock(page, 3)).to_be_visible()
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Space")
    expect(stock(page, 2)).to_be_visible()
    expect(page).not_to_have_url(re.compile("stocks="))
    card(page, "K♦, king of diamonds, Marina's row, pile 2").focus()
    page.keyboard.press("a")  # Marina covers the first card owed, this one
    expect(card(page, "2♣, Marina's row, pile 2")).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(card(page, "7♣, Marina's row, pile 1")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(card(page, "8♦, Oleg's row, pile 1")).to_be_focused()
    press(page, "share-position")
    expect(narration(page)).to_have_text(text("share-position.said", "en"))
    expect(page).to_have_url(re.compile("stocks="))


def test_arrow_keys_go_from_card_to_card_and_never_drop_your_own_line(app_pages, voila_url):
    page = open_app(app_pages, voila_url)
    choose_chapter(page, "main")
    card(page, "7♣, Marina's row, pile 1").focus()
    page.keyboard.press("ArrowRight")
    expect(card(page, "Q♥, queen of hearts, Marina's row, pile 2")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(card(page, "A♠, ace of spades, Oleg's row, pile 2")).to_be_focused()
    expect(page.get_by_text(text("step-of", "en", step=1, total=4))).to_be_visible()  # the story stayed
    card(page, "7♣, Marina's row, pile 1").click()
    press(page, "cover")
    expect(narration(page)).to_contain_text("Marina covers 7♣ with K♦ (A5).")
    back = page.get_by_role("button", name=text("return", "en"), exact=True)
    page.keyboard.press("ArrowRight")  # from the Cover button: the story's key, which asks first
    expect(narration(page)).to_have_text(text("leave-line", "en", arrow="→"))
    expect(back).to_be_visible()
    back.click()
    expect(back).to_be_hidden()
    expect(page.get_by_role("button", name=text("next", "en"), exact=True)).to_be_focused()


SEVENS = """\
study: 1
title: Two sevens
chapters:
  - id: sevens
    position: {rows: {Marina: ["7♣", "Q♥"], Oleg: ["7♦", "A♠"]}, stocks: {Marina: ["K♦", "2♣"], Oleg: ["5♠"]}}
    steps:
      - say: Two sevens.
"""
"""A study small enough for a link (the worked example, in three languages, is not: a file shares it)."""


def test_a_teacher_records_a_line_and_a_pupil_opens_it_from_the_link(page: Page, voila_url, console_errors):
    """Two page loads, the teacher's and the pupil's: the line played and its words travel in the address."""
    page.goto(f"{voila_url}{APP}#study={study_link(read_study(SEVENS))}")
    expect(narration(page)).to_have_text("Two sevens.", timeout=60_000)
    acting(page, "Marina")
    card(page, "7♣, Marina's row, pile 1").click()
    press(page, "cover")
    page.get_by_label(text("study.record-words", "en")).fill("Marina is the quicker.")
    press(page, "study.link")
    expect(narration(page)).to_have_text(text("study.link-ready", "en"))
    expect(page).to_have_url(re.compile(r"#study=[A-Za-z0-9_-]+&chapter=sevens&step=0$"))

    pupil = page.context.new_page()
    pupil.goto(page.url)
    expect(narration(pupil)).to_have_text("Two sevens.", timeout=60_000)
    pupil.get_by_label(text("chapter", "en")).select_option(label=text("study.own-line", "en", number=1))
    press(pupil, "next")
    expect(narration(pupil)).to_have_text("Marina is the quicker.")
    expect(card(pupil, "K♦, king of diamonds, Marina's row, pile 1")).to_be_visible()

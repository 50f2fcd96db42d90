"""The apps as a teacher shows them, in a real browser, by role and accessible name:
presenter mode fits the screen, the arrows step the story from the chapter list, opened piles
are legible, a lesson done survives a reload, leaving a page logs no error, a loss looks like one.
(A long Intrigue column is test_intrigue_browser.py's, on that module's page of the app.)

The presenter and arrows tests share the worked example's page (`app_pages`); each begins at the
story's first step and turns off what it turned on."""

from __future__ import annotations

import re

import pytest
from accessibility import CONTRAST
from app_controls import REDRAWN, button, ended_game, load_file, switch_language
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.apps.lessons import PROGRESS_KEY
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.i18n import for_player, number, text
from aggravation_nb.widgets.saving import MAX_FILE_BYTES

SIZES = [(1366, 768), (1920, 1080)]
LAST_CARD = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")

OUTSIDE = """() => [...document.querySelectorAll(
    'button, select, input, [role="slider"], [role="status"], [role="alert"], [role="group"]')]
  .filter((e) => e.getClientRects().length > 0)
  .filter((e) => { const r = e.getBoundingClientRect();
                   return r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5; })
  .map((e) => e.getAttribute('aria-label') || e.innerText.trim() || e.tagName)"""
"""Every control, the narration, the banner and every group (the rows among them) not wholly on screen."""

BENEATH = """() => [...document.querySelectorAll('.agg-beneath')].filter((e) => e.getClientRects().length)
  .map((e) => { const card = e.closest('button').getBoundingClientRect(), r = e.getBoundingClientRect();
                return { text: e.textContent, size: parseFloat(getComputedStyle(e).fontSize),
                         inside: r.left >= card.left - 0.5 && r.right <= card.right + 0.5
                                 && r.bottom <= card.bottom + 0.5 }; })"""
"""What the opened piles show beneath their top cards: its font size and whether it stays within its card."""


def all_on_screen(page: Page, what: str) -> None:
    """Wait until every control and both rows are on screen (presenter mode refits after each redraw)."""
    try:
        page.wait_for_function(f"() => ({OUTSIDE})().length === 0", timeout=15_000, polling=100)
    except Exception:
        raise AssertionError(f"{what}: not on screen: {page.evaluate(OUTSIDE)}") from None
    assert page.evaluate("() => document.getElementById('rendered_cells').scrollTop") == 0


def rows_on_screen(page: Page, lang: str, *players: str) -> None:
    for player in players:
        row = page.get_by_role("group", name=for_player("row", player, lang), exact=True)
        expect(row).to_be_in_viewport(ratio=1)


def legible_beneath(page: Page) -> None:
    shown = page.evaluate(BENEATH)
    assert shown, "the opened piles show what lies beneath"
    for item in shown:
        assert item["size"] >= 11 and item["inside"], item


def resize(page: Page, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.evaluate(REDRAWN)


def worked_example(app_pages, voila_url) -> Page:
    """The worked example's page for this module's tests, at the story's first step."""
    page = app_pages.open(
        f"{voila_url}/voila/render/01-worked-example.ipynb",
        lambda page: page.get_by_role("button", name="Next", exact=True),
    )
    chapter = page.get_by_label("Chapter")
    if chapter.input_value() == worked_text("chapter.main", "en"):
        page.get_by_role("button", name="First", exact=True).click()
    else:
        chapter.select_option(label=worked_text("chapter.main", "en"))
    expect(page.get_by_role("status")).to_have_text(worked_text("main.look", "en"))
    return page


def play_app(app_pages, voila_url) -> Page:
    """The play app's page for this module's tests, as the last left it."""
    return app_pages.open(
        f"{voila_url}/voila/render/03-play.ipynb", lambda page: page.get_by_role("button", name="New game", exact=True)
    )


def test_presenter_mode_fits_everything_on_the_screen(app_pages, voila_url):
    """At a laptop's size and a projector's, on the same pages: presenter mode refits when the window
    is resized, as when a laptop is plugged into a projector."""
    page = worked_example(app_pages, voila_url)
    resize(page, SIZES[0])
    open_piles = page.get_by_role("checkbox", name=text("open-piles", "en"))
    open_piles.check()
    page.get_by_role("button", name="Next", exact=True).click()
    expect(
        page.get_by_role("button", name=re.compile(r"^K♦, king of diamonds, Marina's row")).locator(".agg-beneath")
    ).to_have_attribute("data-mark", re.compile("7♣"))  # drawn on the card by CSS from data-mark
    for size in SIZES:
        resize(page, size)
        legible_beneath(page)  # 24.10, outside presenter mode
    page.get_by_role("button", name="First", exact=True).click()

    presenter = page.get_by_role("button", name="Presenter mode")
    presenter.click()
    for width, height in SIZES:
        resize(page, (width, height))
        all_on_screen(page, f"the worked example, step 1, at {width}×{height}")
        rows_on_screen(page, "en", "Marina", "Oleg")
        seven = page.get_by_role("button", name="7♣, Marina's row, pile 1", exact=True)
        if width >= 1920:
            assert seven.bounding_box()["height"] >= 250, "two rows of two cards should fill a projector's screen"
        page.screenshot(path=str(ARTIFACTS / f"presenter-{width}x{height}-worked-example-step-1.png"))

    page.get_by_label("Chapter").select_option(label=worked_text("chapter.last-card", "en"))
    page.get_by_role("button", name="Last", exact=True).click()
    expect(
        page.get_by_text(text("step-of", "en", step=len(LAST_CARD.steps), total=len(LAST_CARD.steps)))
    ).to_be_visible()
    for width, height in reversed(SIZES):
        resize(page, (width, height))
        all_on_screen(page, f"the worked example, the last step of chapter 3, at {width}×{height}")
        rows_on_screen(page, "en", "Marina", "Oleg")
        legible_beneath(page)  # 24.10, in presenter mode: the deep piles of chapter 3 stay within their cards
        page.screenshot(path=str(ARTIFACTS / f"presenter-{width}x{height}-worked-example-chapter-3-last.png"))
    presenter.click()  # the page as this module's other tests expect it
    open_piles.uncheck()

    page = play_app(app_pages, voila_url)
    resize(page, SIZES[0])
    page.get_by_role("button", name="Presenter mode").click()
    page.get_by_role("button", name="Flip", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("You turn")
    page.get_by_role("button", name="Pause", exact=True).click()  # the computer waits while the screen is checked
    expect(page.get_by_role("status")).to_have_text(text("paused", "en"))
    for width, height in SIZES:
        resize(page, (width, height))
        all_on_screen(page, f"the play app against the computer, at {width}×{height}")
        rows_on_screen(page, "en", "You", "Computer")
        page.screenshot(path=str(ARTIFACTS / f"presenter-{width}x{height}-play-computer.png"))

    page.get_by_role("button", name="Русский", exact=True).click()
    page.get_by_role("button", name=text("mode.hotseat", "ru"), exact=True).click()
    page.get_by_role("button", name=text("flip", "ru"), exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Игрок 2")
    for width, height in reversed(SIZES):
        resize(page, (width, height))
        all_on_screen(page, f"a two-player game in Russian, at {width}×{height}")
        rows_on_screen(page, "ru", "Player 1", "Player 2")
        page.screenshot(path=str(ARTIFACTS / f"presenter-{width}x{height}-two-players-ru.png"))


CARD_HEIGHTS = """() => [...document.querySelectorAll('.agg-card')].filter((card) => card.getClientRects().length)
  .map((card) => card.getBoundingClientRect().height)"""
"""The height of every card on the table."""

PROJECTOR_CARD = 250
"""px: the least card height at 1920×1080, where two rows of cards fill a projector's screen."""
LAPTOP_CARD = 150
"""px: the least at 1366×768, where two rows of cards, the words and every control share 768 px."""


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_presenter_mode_keeps_one_card_height_through_every_step_of_the_worked_example(app_pages, voila_url, lang):
    """A teacher steps through every chapter in presenter mode at a laptop's size and a projector's: the
    cards keep one height on every step (within 1 px), whether the narration takes one line or three
    and whether the banner that ends a game is there or not (issue 40.7)."""
    page = worked_example(app_pages, voila_url)
    switch_language(page, lang)
    presenter = page.get_by_role("button", name=text("presenter", lang))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "true")
    chapter_list = page.get_by_label(text("chapter", lang))
    for (width, height), least in zip(SIZES, (LAPTOP_CARD, PROJECTOR_CARD), strict=True):
        resize(page, (width, height))
        heights: dict[str, list[float]] = {}
        for chapter in WORKED_EXAMPLE:
            chapter_list.select_option(label=worked_text(f"chapter.{chapter.key}", lang))
            page.get_by_role("button", name=text("first", lang), exact=True).click()
            total = len(chapter.steps)
            for step in range(1, total + 1):
                if step > 1:
                    page.get_by_role("button", name=text("next", lang), exact=True).click()
                expect(page.get_by_text(text("step-of", lang, step=step, total=total))).to_be_visible()
                page.evaluate(REDRAWN)
                page.evaluate(REDRAWN)  # the fit to the window, a frame after the redraw
                heights[f"{chapter.key} {step}/{total}"] = page.evaluate(CARD_HEIGHTS)
        every = [card for cards in heights.values() for card in cards]
        steps = {step: (round(min(cards), 1), round(max(cards), 1)) for step, cards in heights.items()}
        assert max(every) - min(every) <= 1, f"card heights from step to step at {width}×{height}: {steps}"
        assert min(every) >= least, f"cards smaller than {least} px at {width}×{height}: {steps}"
    presenter.click()  # the page as this module's other tests expect it
    expect(presenter).to_have_attribute("aria-pressed", "false")
    switch_language(page, "en")


def test_the_arrows_step_the_story_from_the_chapter_list_and_up_and_down_still_choose(app_pages, voila_url):
    page = worked_example(app_pages, voila_url)
    chapter = page.get_by_label("Chapter")
    chapter.focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("status")).to_have_text(worked_text("main.cover-first", "en"))
    expect(chapter).to_have_value(worked_text("chapter.main", "en"))
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_role("status")).to_have_text(worked_text("main.look", "en"))
    page.keyboard.press("ArrowDown")
    expect(page.get_by_role("status")).to_have_text(worked_text("branch.look", "en"))
    expect(chapter).to_be_focused()

    legend = page.get_by_role("button", name=text("legend", "en"), exact=True)  # 24.17, one click away
    expect(legend).to_have_attribute("aria-expanded", "false")
    legend.click()
    expect(legend).to_have_attribute("aria-expanded", "true")
    marks = page.get_by_role("region", name=text("legend", "en"))
    for mark in (
        "×3",
        f"{text('owed', 'en')} · {text('match-number', 'en', number=2)}",
        text("owed-alone-short", "en"),
        text("changed", "en"),
    ):
        expect(marks).to_contain_text(mark)
    seven = page.get_by_role("button", name="7♣, Marina's row, pile 1", exact=True)
    expect(seven.locator(".agg-match")).to_have_attribute("data-mark", "match 1")  # drawn by CSS from data-mark
    legend.click()  # and one click closes it
    expect(legend).to_have_attribute("aria-expanded", "false")


FRESH_PROGRESS = f"""if (!sessionStorage.getItem("progress-cleared")) {{
  localStorage.removeItem("{PROGRESS_KEY}");
  sessionStorage.setItem("progress-cleared", "1");
}}"""
"""Before the tab's first page only (a reload keeps its sessionStorage): the lessons done are forgotten,
the learner's own number kept. The test workers' browser profiles live on from test to test."""


def test_a_lesson_done_keeps_its_check_mark_and_its_order_of_answers_after_a_reload_and_leaving_sends_no_request(
    page: Page, voila_url, console_errors
):
    """The reload leaves one page for another: the page left must not ask to shut its kernel down (a 403
    in the console of the page that follows). The new page takes seconds to draw its app, long after
    the page left has sent what it sends as it goes."""
    asked = []
    page.on("request", lambda request: "/api/shutdown/" in request.url and asked.append(request.url))
    page.add_init_script(FRESH_PROGRESS)  # a learner who has done no lesson yet, whatever this browser saw before
    page.goto(f"{voila_url}/voila/render/02-rules.ipynb")
    tab = f"A7 {text('lesson.A7.title', 'en')}"
    page.get_by_role("tab", name=tab).click(timeout=60_000)
    learner = page.evaluate(f"Number(localStorage.getItem('{PROGRESS_KEY}.learner'))")
    a7 = next(lesson for lesson in LESSONS if lesson.rule == "A7")
    order = [text(a7.key(f"a{answer}"), "en") for answer in a7.order(learner)]
    radios = page.get_by_role("radio").filter(visible=True)
    expect(radios.nth(0)).to_have_accessible_name(order[0])
    page.get_by_role("radio", name=text("lesson.A7.a0", "en"), exact=True).check()
    page.get_by_role("button", name="Check", exact=True).click()
    expect(page.get_by_role("tab", name=f"✓ {tab}")).to_be_visible()
    page.reload()
    expect(page.get_by_role("tab", name=f"✓ {tab}")).to_be_visible(timeout=60_000)
    expect(page.get_by_role("tab", name=f"A1 {text('lesson.A1.title', 'en')}", exact=True)).to_be_visible()
    page.get_by_role("tab", name=f"✓ {tab}").click()  # the same learner: the same order as before the reload
    for place, name in enumerate(order):
        expect(radios.nth(place)).to_have_accessible_name(name)
    assert asked == [] and not [error for error in console_errors if "403" in error or "shutdown" in error]


BANNER = (
    """(banner) => {"""
    + CONTRAST
    + """
  const style = getComputedStyle(banner);
  return { contrast: contrast(rgba(style.color), rgba(style.backgroundColor)), edge: style.borderLeftColor,
           width: parseFloat(style.borderLeftWidth) };
}"""
)


def test_a_loss_to_the_computer_has_a_banner_of_its_own_that_reads_well(app_pages, voila_url):
    """In the light theme; the layout module audits a loss in the dark one (test_layout.py, `play`). On the
    play app's page as the presenter test left it, or fresh: a game loaded is a game against the computer."""
    page = play_app(app_pages, voila_url)
    switch_language(page, "en")
    presenter = button(page, "Presenter mode")
    if presenter.get_attribute("aria-pressed") == "true":
        presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "false")
    banner = page.get_by_role("alert")
    looks = {}
    for winner in ("You", "Computer"):
        load_file(page, f"{winner}.json", ended_game(winner))
        words = text("win-call.you" if winner == "You" else "win-call", "en", winner=winner)
        expect(banner).to_have_text(f"{words} (A8)")  # the words are the outcome's, unchanged
        looks[winner] = banner.evaluate(BANNER)
    assert looks["You"]["edge"] != looks["Computer"]["edge"], looks
    assert looks["Computer"]["width"] > looks["You"]["width"], looks
    assert min(look["contrast"] for look in looks.values()) >= 4.5, looks
    page.screenshot(path=str(ARTIFACTS / "loss-banner-light.png"))
    a_file_too_big_is_refused_in_words(page)


def a_file_too_big_is_refused_in_words(page: Page) -> None:
    """A file larger than any saved game (a photo, say) is refused by its size, and the page keeps its
    connection: the file itself would have exceeded the server's limit on one message."""
    load_file(page, "photo.json", b" " * (MAX_FILE_BYTES * 12))
    refusal = page.get_by_role("alert").filter(has_text=text("load-failed", "en", reason="").strip())
    expect(refusal).to_contain_text(f"{number(MAX_FILE_BYTES * 12 / 1e6, 1)} MB")
    page.get_by_role("button", name=text("dismiss", "en"), exact=True).click()  # the kernel still answers
    expect(refusal).to_have_count(0)

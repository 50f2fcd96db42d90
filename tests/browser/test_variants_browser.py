"""The variants app in a real browser: side by side, a variant to its end, a tournament's turns, Russian.

The English tests share the app's page (`app_pages`): each opens its own tab, and the side-by-side
test begins at its first step."""

from __future__ import annotations

import re

from accessibility import audit
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from voila_server import ARTIFACTS

from aggravation_nb.i18n import text

WINS = re.compile(r"\bwins?\b")
STEP = re.compile(r"^Step (\d+) of (\d+)$")


def open_variants(page: Page, voila_url: str, query: str = "", ready: str = "Next difference") -> None:
    page.goto(f"{voila_url}/voila/render/04-variants.ipynb{query}")
    expect(page.get_by_role("button", name=ready, exact=True)).to_be_visible(timeout=60_000)


def variants(app_pages, voila_url: str) -> Page:
    """The app's English page for this module's tests, loaded by the first that asks for it."""
    return app_pages.open(
        f"{voila_url}/voila/render/04-variants.ipynb",
        lambda page: page.get_by_role("button", name="Next difference", exact=True),
    )


def test_step_to_where_the_rules_part_and_see_each_game_end(app_pages, voila_url):
    page = variants(app_pages, voila_url)
    page.get_by_role("tab", name="Side by side").click()
    page.get_by_role("button", name="First", exact=True).click()
    expect(page.get_by_text(STEP)).to_have_text(re.compile(r"^Step 1 of \d+$"))
    why = page.get_by_text(re.compile("^(Why they differ here|At this step)"))
    page.get_by_role("button", name="Next difference", exact=True).click()
    expect(why).to_contain_text("(C2)")
    fourth = page.get_by_role("button", name=re.compile(r"Marina's row, pile 4$"))
    expect(fourth).to_have_count(1)
    expect(fourth).to_have_attribute("aria-disabled", "true")
    step = page.get_by_text(STEP)
    seen = set()
    while seen != {"C4", "F2", "A8"}:
        shown = step.text_content()
        number, last = map(int, STEP.match(shown).groups())
        if number == last:
            break
        page.get_by_role("button", name="Next difference", exact=True).click()
        expect(step).not_to_have_text(shown)  # the step moved on, and with it the reason shown above it
        seen |= set(re.findall(r"\((C4|F2|A8)\)", why.text_content() or ""))
    assert seen == {"C4", "F2", "A8"}
    number, last = map(int, STEP.match(step.text_content()).groups())
    page.get_by_role("button", name=text("language-name", "ru"), exact=True).click()  # mid-comparison
    expect(page.get_by_text(text("step-of", "ru", step=number, total=last), exact=True)).to_be_visible()
    page.get_by_role("button", name=text("language-name", "en"), exact=True).click()
    expect(step).to_have_text(f"Step {number} of {last}")
    page.get_by_role("button", name="Last", exact=True).click()
    banners = page.get_by_role("alert")  # each table's outcome, shown once, in its banner
    for kind in ("Aggravation", "share", "last card in hand"):
        expect(banners.filter(has_text=kind).filter(has_text=WINS)).to_have_count(1)
    audit(page, "04-variants, en, light, each game at its end")
    page.screenshot(path=str(ARTIFACTS / "variants-side-by-side.png"), full_page=True)


def test_play_california_speed_to_its_end(app_pages, voila_url):
    page = variants(app_pages, voila_url)
    page.get_by_role("tab", name="Play a variant").click()
    page.get_by_role("button", name="California Speed", exact=True).click()
    status = page.get_by_role("status")
    expect(status).to_contain_text("26 cards")
    expect(page).to_have_url(re.compile(r"#tab=play&variant=california-speed&deal=\d+$"))  # what Copy link shares
    expect(page.get_by_role("button", name="Aggravation!", exact=True)).to_have_count(0)
    ended = page.get_by_role("alert").filter(has_text=WINS)  # the outcome stays there; the status line may move on
    for _ in range(400):
        if ended.count():
            break
        owed = page.get_by_title(re.compile("to cover"))
        said = status.text_content()
        if owed.count():
            try:
                if owed.first.get_attribute("aria-pressed", timeout=5_000) != "true":  # a click would deselect it
                    owed.first.click(timeout=5_000)
            except PlaywrightTimeout:  # the table was redrawn meanwhile (the last move's second message): look again
                continue
            page.get_by_role("button", name="Cover", exact=True).click()  # a click selects; Cover acts
        else:
            page.get_by_role("button", name="Opponent's move", exact=True).click()
        expect(status).not_to_have_text(said)  # the kernel has answered: every move is told anew
    expect(ended.first).to_contain_text("(C5)", timeout=10_000)
    audit(page, "04-variants, en, light, California Speed at its end")
    page.screenshot(path=str(ARTIFACTS / "variants-california-end.png"), full_page=True)


def test_a_tournament_of_three_answers_a_persons_covers_and_plays_the_computer_seats(app_pages, voila_url):
    """A few turns by clicks: each click reaches the kernel and the table is told anew. Playing a
    tournament to its winner is the widget layer's test (tests/widgets/test_variants_widgets.py)."""
    page = variants(app_pages, voila_url)
    page.get_by_role("tab", name="Tournament").click()
    expect(page.get_by_text("Round 1.")).to_be_visible()
    status = page.get_by_role("status")
    covered = played_on = 0
    while not (covered and played_on):
        owed = page.get_by_title(re.compile("to cover"))
        said = status.text_content()
        if owed.count() and page.get_by_text(re.compile("Player 1's hand: [1-9]")).count():
            try:
                owed.first.click(timeout=5_000)
                page.get_by_role("button", name="Cover", exact=True).click()  # a click selects; Cover acts
            except PlaywrightTimeout:  # the table was redrawn meanwhile (the last "Play on" still landing): look again
                continue
            covered += 1
        else:
            page.get_by_role("button", name="Play on to a person's turn", exact=True).click()
            played_on += 1
        expect(status).not_to_have_text(said)  # the kernel has answered: every move is told anew
        assert covered + played_on < 40, "no cover was owed to the person in forty turns"


def test_the_variants_app_in_russian(page: Page, voila_url, console_errors):
    open_variants(page, voila_url, "?lang=ru", ready="Следующее различие")
    page.get_by_role("button", name="Следующее различие", exact=True).click()
    expect(page.get_by_text(re.compile("^Почему здесь различие"))).to_contain_text("(C2)")
    expect(page.get_by_role("tab", name="Турнир")).to_be_visible()

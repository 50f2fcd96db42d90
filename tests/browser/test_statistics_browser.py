"""The statistics app in a real browser: Russian on load, English by the page's switch, then a control
changed, a run, and the plots redrawn (one page, so the 10,000 games the page opens with are simulated once)."""

from __future__ import annotations

from accessibility import audit
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS


def test_the_page_in_russian_then_english_and_a_new_number_of_games_redraws_the_plots(
    page: Page, voila_url, console_errors
):
    page.goto(f"{voila_url}/voila/render/05-statistics.ipynb?lang=ru")
    expect(page.get_by_role("img", name="Чем кончаются партии")).to_be_visible(timeout=90_000)
    expect(page.get_by_role("button", name="Запустить", exact=True)).to_be_visible()
    audit(page, "05-statistics, ru, light, on load")

    page.get_by_role("button", name="English", exact=True).click()
    outcomes = page.get_by_role("img", name="How games end")
    expect(outcomes).to_be_visible()
    expect(page.get_by_text("10,000 games simulated")).to_be_visible()
    before = outcomes.inner_html()
    caption = page.locator("figcaption").filter(has_text="widest row")
    expect(caption).to_contain_text("over 10,000 games")

    page.get_by_label("Games", exact=True).select_option(label="1,000")
    page.get_by_role("button", name="Run", exact=True).click()
    expect(caption).to_contain_text("over 1,000 games", timeout=30_000)
    expect(page.get_by_text("1,000 games simulated")).to_be_visible()
    assert outcomes.inner_html() != before
    for name in (
        "How the layout grows",
        "How long a game lasts",
        "What a quicker reaction is worth",
        "The three games compared",
    ):
        expect(page.get_by_role("img", name=name)).to_be_visible()
    audit(page, "05-statistics, en, light, after a run")
    page.screenshot(path=str(ARTIFACTS / "statistics.png"), full_page=True)

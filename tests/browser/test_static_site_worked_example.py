"""The static site's index and worked example, in Russian then English, all in the browser's own Python,
on a phone's screen."""

from __future__ import annotations

import re

from accessibility import audit
from playwright.sync_api import Page, expect
from static_site import expect_dark_theme, wait_until
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.i18n import text

MARINAS_WIN = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")
STORED_SNAPSHOT = """async () => {
  for (const name of await caches.keys()) {
    const stored = await (await caches.open(name)).match(new URL("/static/pyodide/kernel.snapshot.gz", location));
    if (stored && stored.ok) return true;
  }
  return false;
}"""
"""Whether the site's service worker holds the kernel's snapshot, from which the next visits start (27.1)."""


def walk_to_marinas_win(page: Page, lang: str) -> None:
    """Choose the chapter "Marina's last card" and press Next to its end, checking each step's words."""
    narration = page.get_by_role("status")
    page.get_by_label(text("chapter", lang)).select_option(label=worked_text("chapter.last-card", lang))
    for number, step in enumerate(MARINAS_WIN.steps):
        if number:
            page.get_by_role("button", name=text("next", lang), exact=True).click()
        expect(narration).to_have_text(worked_text(step.key, lang))
    expect(narration).to_contain_text("(A8)")


def test_from_the_russian_index_to_marinas_win_then_in_english_on_a_phone(
    page: Page, site_url, console_errors, same_origin_only
):
    """On a phone's screen, which the worked example fits; the index in the dark theme (its links open the
    apps in the light one)."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}/?lang=ru&theme=dark")
    expect(page.get_by_role("heading", name="Aggravation: учимся, играя")).to_be_visible(timeout=120_000)
    expect_dark_theme(page)
    expect(page.get_by_role("heading", name="Aggravation: learn the game by playing it")).to_be_hidden()
    expect(page.get_by_role("button", name="Русский", exact=True)).to_have_attribute(
        "aria-pressed", "true", timeout=120_000
    )
    audit(page, "index (static site), ru, light, on load")

    page.get_by_role("link", name="Разбор позиции, шаг за шагом").click()
    expect(page).to_have_url(re.compile(r"/voici/render/01-worked-example\.html\?lang=ru$"))
    expect(page.get_by_role("button", name=text("next", "ru"), exact=True)).to_be_visible(timeout=120_000)
    expect(page.get_by_role("heading", name="The worked example")).to_be_hidden()
    walk_to_marinas_win(page, "ru")
    wait_until(page, STORED_SNAPSHOT)  # stored once the app has answered
    audit(page, "01-worked-example (static site), ru, light, at Marina's win")
    page.screenshot(path=str(ARTIFACTS / "static-worked-example-ru.png"), full_page=True)

    page.get_by_role("button", name="English", exact=True).click()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="The worked example")).to_be_visible()
    expect(page.get_by_role("heading", name="Разбор позиции")).to_be_hidden()
    last = len(MARINAS_WIN.steps) - 1  # the step is kept, and the address names it
    expect(page).to_have_url(re.compile(rf"\?lang=en#chapter=last-card&step={last}$"))
    expect(page.get_by_role("status")).to_have_text(worked_text(MARINAS_WIN.steps[-1].key, "en"))
    page.get_by_label(text("chapter", "en")).select_option(label=worked_text("chapter.main", "en"))
    walk_to_marinas_win(page, "en")

    page.get_by_label(text("chapter", "en")).select_option(label=worked_text("chapter.main", "en"))
    page.get_by_role("button", name="Next", exact=True).click()
    expect(page.get_by_role("status")).to_have_text(worked_text("main.cover-first", "en"))
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    audit(page, "01-worked-example (static site), en, light, on a phone after the switch")
    page.screenshot(path=str(ARTIFACTS / "static-worked-example-phone.png"), full_page=True)
    assert overflow <= 0, f"the page is {overflow}px wider than a phone's screen"
    expect(page).to_have_url(re.compile(r"\?lang=en#chapter=main&step=1$"))

    page.evaluate("location.hash = 'chapter=main&step=40'")  # a link edited by hand: refused in words
    expect(page.get_by_role("alert")).to_have_text(
        text(
            "link-refused",
            "en",
            reason=text("link.number", "en", field="step", low=0, high=len(WORKED_EXAMPLE[0].steps) - 1),
        )
    )
    expect(page.get_by_role("status")).to_have_text(worked_text("main.cover-first", "en"))
    page.evaluate("history.replaceState(null, '', '#chapter=last-card&step=2')")
    page.reload()  # the one page load links add here: the page opens where its address says
    expect(page.get_by_role("status")).to_have_text(worked_text(MARINAS_WIN.steps[2].key, "en"), timeout=120_000)

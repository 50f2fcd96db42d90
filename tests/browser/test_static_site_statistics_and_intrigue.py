"""The static site's statistics page and the Intrigue app: the plots drawn when the site was built,
and a patience dealt and solved in the browser's own Python, both in the dark theme (a file of its own, so
the two test workers share the static site's pages)."""

from __future__ import annotations

from accessibility import audit
from playwright.sync_api import Page, expect
from static_site import open_page
from voila_server import ARTIFACTS

from aggravation_nb.i18n import text
from aggravation_nb.server.published import binder_link


def prebuilt_statistics_shown(page: Page, lang: str) -> None:
    first_words = text("stats.prebuilt", lang, games=0, seed=0).split(":")[0]
    expect(page.get_by_text(first_words)).to_be_visible()
    expect(page.get_by_role("link", name=text("stats.live", lang))).to_have_attribute(
        "href", binder_link("05-statistics", lang)
    )
    expect(page.get_by_role("img", name=text("stats.widest.title", lang))).to_be_visible()
    expect(page.locator("figure:visible")).to_have_count(5)
    page.screenshot(path=str(ARTIFACTS / f"static-statistics-{lang}.png"), full_page=True)


def test_statistics_show_the_plots_drawn_at_build_time_in_each_language(
    page: Page, site_url, console_errors, same_origin_only
):
    """Russian on load, then English by the page's switch: each language's five plots, and only those."""
    open_page(page, site_url, "05-statistics", "English", "ru", theme="dark")
    prebuilt_statistics_shown(page, "ru")
    page.get_by_role("button", name="English", exact=True).click()
    expect(page.get_by_role("button", name="English", exact=True)).to_have_attribute("aria-pressed", "true")
    prebuilt_statistics_shown(page, "en")
    audit(page, "05-statistics (static site), en, light, switched from Russian")


def test_intrigue_deals_steps_and_hints_in_the_browsers_own_python(
    page: Page, site_url, console_errors, same_origin_only
):
    """I3's deal stepped, the deal finished and a hint from the solver, all in Pyodide, in Russian."""
    open_page(page, site_url, "06-intrigue", text("next", "ru"), "ru", theme="dark")
    narration = page.get_by_role("status")
    page.get_by_role("button", name=text("next", "ru"), exact=True).click()
    expect(narration).to_have_text("Т♠ ложится на столбец 1 (I3).")
    page.get_by_role("button", name=text("last", "ru"), exact=True).click()
    expect(narration).to_contain_text("Раздача окончена")
    page.get_by_role("button", name=text("intrigue-app.hint", "ru"), exact=True).click()
    expect(narration).to_contain_text("пасьянс ещё может сойтись")
    audit(page, "06-intrigue (static site), ru, light, a hint")

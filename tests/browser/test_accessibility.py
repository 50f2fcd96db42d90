"""The accessibility audit (tests/browser/accessibility.py) on every Voilà app, where no other browser test
has the app on screen: in English on load and after a few actions, then switched live to Russian and to
French by the page bar (no reload). One page load per app; the index and the statistics load in the dark
theme (the other apps are audited dark by test_layout.py, and the index and statistics light by the static
site's and the statistics' tests)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from accessibility import audit
from playwright.sync_api import Page, expect

from aggravation_nb.i18n import text


def button(page: Page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def index(page: Page) -> None:
    presenter = button(page, text("presenter", "en"))
    presenter.click()
    expect(presenter).to_have_attribute("aria-pressed", "true")


def worked_example(page: Page) -> None:
    for _ in range(3):
        button(page, text("next", "en")).click()
    expect(page.get_by_text(text("step-of", "en", step=4, total=4))).to_be_visible()
    who = page.get_by_role("group", name=text("who-acts", "en"))
    expect(who.get_by_role("button", name="Marina", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("slider", name=text("step", "en"))).to_have_attribute("aria-valuenow", "3.0")


def rules(page: Page) -> None:
    page.get_by_role("radio").first.check()
    button(page, text("check", "en")).click()
    expect(page.get_by_role("status").first).not_to_be_empty()


def play(page: Page) -> None:
    relaxed = button(page, text("mode.relaxed", "en"))
    relaxed.click()
    expect(relaxed).to_have_attribute("aria-pressed", "true")
    button(page, text("opponent", "en")).click()
    expect(page.get_by_role("status")).to_contain_text("Computer")


def variants(page: Page) -> None:
    for _ in range(2):
        button(page, text("next-difference", "en")).click()
    expect(page.get_by_role("status").first).not_to_be_empty()


def statistics(page: Page) -> None:
    page.get_by_label(text("stats.games", "en"), exact=True).select_option(label="1 000")
    button(page, text("stats.run", "en")).click()
    expect(page.get_by_text("1,000 games simulated")).to_be_visible(timeout=60_000)
    for slider in page.get_by_role("slider").all():
        expect(slider).to_have_accessible_name(re.compile(r"\w"))  # the reaction times, by their labels


def intrigue(page: Page) -> None:
    button(page, text("next", "en")).click()
    button(page, text("intrigue-app.hint", "en")).click()
    expect(page.get_by_role("status")).not_to_be_empty()


APPS: dict[str, tuple[str, str, Callable[[Page], None]]] = {
    "index": ("?theme=dark", "presenter", index),
    "01-worked-example": ("", "next", worked_example),
    "02-rules": ("", "check", rules),
    "03-play": ("", "new-game", play),
    "04-variants": ("", "next-difference", variants),
    "05-statistics": ("?theme=dark", "stats.run", statistics),
    "06-intrigue": ("", "next", intrigue),
}
"""App → (the address's query, the key of a button that shows in each language once the app is drawn,
a few actions in English)."""


@pytest.mark.parametrize("app", list(APPS))
def test_every_app_passes_the_audit_in_each_language_before_and_after_a_few_actions(app_pages, voila_url, app):
    query, ready, act = APPS[app]
    theme = "dark" if "dark" in query else "light"
    page = app_pages.open(f"{voila_url}/voila/render/{app}.ipynb{query}",
                          lambda page: button(page, text(ready, "en")).first)
    audit(page, f"{app}, en, {theme}, on load")
    act(page)
    audit(page, f"{app}, en, {theme}, after a few actions")
    for lang in ("ru", "fr"):
        switch = button(page, text("language-name", lang))
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "true")
        expect(button(page, text(ready, lang)).first).to_be_visible()
        audit(page, f"{app}, {lang}, {theme}, switched live after the actions")

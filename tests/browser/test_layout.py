"""Every app at a projector's and a laptop's size, light and dark, in Russian (the longer words):
no label is cut off, and a screenshot of each is kept in test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.i18n import text

APPS = {"01-worked-example": "next", "02-rules": "check", "03-play": "new-game", "04-variants": "next-difference",
        "06-intrigue": "next"}
CLIPPED = """() => [...document.querySelectorAll(
    'button, .lm-TabBar-tab-label, .widget-label, .widget-toggle-button, .widget-html-content span')]
  .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
  .map(e => e.innerText.trim()).filter(Boolean)"""


SIZES = ((1024, 768), (1920, 1080))  # a laptop or an old projector; a projector
CASES = [("01-worked-example", size, theme) for size in SIZES for theme in ("light", "dark")] + [
    (app, size, theme) for app in list(APPS)[1:] for size, theme in (((1024, 768), "light"), ((1920, 1080), "dark"))]
"""Every size and theme for the worked example (a teacher's main screen), both sizes and both themes for the rest."""


@pytest.mark.parametrize("app, size, theme", CASES)
def test_no_label_is_cut_off(page: Page, voila_url, console_errors, app, size, theme):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{voila_url}/voila/render/{app}.ipynb?lang=ru&theme={theme}")
    expect(page.get_by_role("button", name=text(APPS[app], "ru"), exact=True).first).to_be_visible(timeout=60_000)
    page.screenshot(path=str(ARTIFACTS / f"layout-{app}-{size[0]}x{size[1]}-{theme}-ru.png"), full_page=True)
    assert page.evaluate(CLIPPED) == []

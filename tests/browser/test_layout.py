"""Every app at a projector's and a laptop's size, light and dark, in Russian (the longer words):
no label is cut off, and a screenshot of each is kept in test-artifacts/."""

from __future__ import annotations

import pytest
from accessibility import audit
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
CASES = [("01-worked-example", theme, SIZES) for theme in ("light", "dark")] + [
    (app, theme, (size,)) for app in list(APPS)[1:] for size, theme in ((SIZES[0], "light"), (SIZES[1], "dark"))]
"""Both sizes in both themes for the worked example (a teacher's main screen; one page per theme, resized),
both sizes and both themes for the rest."""
REDRAWN = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the page has drawn two frames: what a resize sets off has been laid out."""


@pytest.mark.parametrize("app, theme, sizes", [
    pytest.param(*case, id="-".join([case[0], case[1], *(f"{w}x{h}" for w, h in case[2])])) for case in CASES])
def test_no_label_is_cut_off(page: Page, voila_url, console_errors, app, theme, sizes):
    page.set_viewport_size({"width": sizes[0][0], "height": sizes[0][1]})
    page.goto(f"{voila_url}/voila/render/{app}.ipynb?lang=ru&theme={theme}")
    expect(page.get_by_role("button", name=text(APPS[app], "ru"), exact=True).first).to_be_visible(timeout=60_000)
    audit(page, f"{app}, ru, {theme}, on load")
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(REDRAWN)
        page.screenshot(path=str(ARTIFACTS / f"layout-{app}-{width}x{height}-{theme}-ru.png"), full_page=True)
        assert page.evaluate(CLIPPED) == [], f"at {width}×{height}"

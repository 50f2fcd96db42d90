"""Every app at a laptop's and a projector's size in the pseudo-locale (every word accented and a third
longer), then at the laptop's (the narrower) in Russian and French by the page's own switch: no label is
cut off, and a screenshot of each is kept in test-artifacts/. The apps take turns at the light and the
dark theme.

The pseudo-locale is a catalogue folder of its own (tests/pseudo_locale.py) that this module's Voilà
server finds through AGGRAVATION_NB_LOCALES, as a fourth language would be found."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from pseudo_locale import CODE, pseudo, write_pseudo_locale
from voila_server import ARTIFACTS, running_voila

from aggravation_nb.i18n import text

APPS = {"index": None, "01-worked-example": "next", "02-rules": "check", "03-play": "new-game",
        "04-variants": "next-difference", "05-statistics": "stats.run", "06-intrigue": "next"}
"""Each app and the key of a button it shows once its kernel has drawn it (the index: its switch's English)."""
THEMES = ("light", "dark")
SIZES = ((1024, 768), (1920, 1080))  # a laptop or an old projector; a projector
SWITCHED = ("ru", "fr")
"""The languages the page's switch turns to after the pseudo-locale."""
CLIPPED = """() => [...document.querySelectorAll(
    'button, .lm-TabBar-tab-label, .widget-label, .widget-toggle-button, .widget-html-content span')]
  .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
  .map(e => e.innerText.trim()).filter(Boolean)"""
REDRAWN = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the page has drawn two frames: what a resize or a switch sets off has been laid out."""


@pytest.fixture(scope="module")
def pseudo_voila(tmp_path_factory):
    """A Voilà server whose kernels also speak the pseudo-locale."""
    folder = write_pseudo_locale(tmp_path_factory.mktemp("locales"))
    with running_voila("voila-layout.log", env={"AGGRAVATION_NB_LOCALES": str(folder)}) as (_, base, _log):
        yield base


def ready_button(page: Page, app: str, lang: str):
    """The button that shows once the app is drawn in `lang`."""
    key = APPS[app]
    words = (text("language-name", "en") if key is None else
             pseudo(text(key, "en")) if lang == CODE else text(key, lang))
    return page.get_by_role("button", name=words, exact=True).first


def unclipped(page: Page, app: str, lang: str, theme: str, sizes=SIZES) -> None:
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(REDRAWN)
        page.screenshot(path=str(ARTIFACTS / f"layout-{app}-{width}x{height}-{theme}-{lang}.png"), full_page=True)
        assert page.evaluate(CLIPPED) == [], f"{app} in {lang} ({theme}) at {width}×{height}"


@pytest.mark.parametrize("app", list(APPS))
def test_no_label_is_cut_off(page: Page, pseudo_voila, console_errors, app):
    theme = THEMES[list(APPS).index(app) % 2]
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(f"{pseudo_voila}/voila/render/{app}.ipynb?lang={CODE}&theme={theme}")
    expect(ready_button(page, app, CODE)).to_be_visible(timeout=60_000)
    unclipped(page, app, CODE, theme)
    for lang in SWITCHED:
        page.get_by_role("button", name=text("language-name", lang), exact=True).click()
        expect(ready_button(page, app, lang)).to_be_visible()
        unclipped(page, app, lang, theme, SIZES[:1])

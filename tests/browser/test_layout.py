"""Every app at a laptop's and a projector's size in the pseudo-locale (every word accented and a third
longer than its English, so longer than the Russian and French of nearly every label): no label is cut off,
and a screenshot of each is kept in test-artifacts/. Then the accessibility audit
(tests/browser/accessibility.py) on the same pages: switched live to English, after a few actions, then
to French, where the labels are checked again at the laptop's size (French's are the longest of the three
languages). One page load per app, in the dark theme (the index in the light
one): the other browser tests audit the apps light, and the static site's the index dark.

The pseudo-locale is a catalogue folder of its own (tests/pseudo_locale.py) that this module's Voilà
server finds through AGGRAVATION_NB_LOCALES, as a fourth language would be found."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from accessibility import audit
from app_controls import REDRAWN, button, ended_game, load_file
from playwright.sync_api import Page, expect
from pseudo_locale import CODE, NAME, pseudo, write_pseudo_locale
from voila_server import ARTIFACTS, running_voila

from aggravation_nb.i18n import text

APPS = {
    "index": None,
    "01-worked-example": "next",
    "02-rules": "check",
    "03-play": "new-game",
    "04-variants": "next-difference",
    "05-statistics": "stats.run",
    "06-intrigue": "next",
}
"""Each app and the key of a button it shows once its kernel has drawn it (the index: its switch's English)."""
SIZES = ((1024, 768), (1920, 1080))  # a laptop or an old projector; a projector
CLIPPED = """() => [...document.querySelectorAll(
    'button, .lm-TabBar-tab-label, .widget-label, .widget-label-basic, .widget-toggle-button, '
    + '.widget-html-content span')]
  .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
  .map(e => e.innerText.trim()).filter(Boolean)"""


RINGS = """() => [...document.querySelectorAll('.agg-bar button, .jupyter-widgets select, .jupyter-widgets input')]
  .filter(e => e.offsetParent !== null && !e.disabled && e.type !== 'file')
  .map(e => {
    e.focus();
    const s = getComputedStyle(e);
    const ring = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
    const r = e.getBoundingClientRect();
    const cut = [];
    for (let a = e.parentElement; a; a = a.parentElement) {
      const o = getComputedStyle(a);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const q = a.getBoundingClientRect();
      if (r.left - ring < q.left - 0.5 || r.top - ring < q.top - 0.5 || r.right + ring > q.right + 0.5
          || r.bottom + ring > q.bottom + 0.5) cut.push(a.className);
    }
    const seen = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && e.matches(':focus-visible');
    return seen && !cut.length ? '' : `${e.tagName} ${e.innerText || e.getAttribute('aria-label') || e.type}: `
      + `${s.outlineStyle} ${s.outlineWidth}, cut by ${cut.join(' | ')}`;
  }).filter(Boolean)"""
"""Every page bar button, list and field, focused from the keyboard: a ring of 2px or more that no box around
it cuts off (WCAG 2.4.7: the page bar's was cut by the widget around it, the lists showed a 1px border)."""


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
    expect(page.get_by_role("slider", name=text("step", "en"))).to_have_attribute("aria-valuenow", "4.0")


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
    load_file(page, "lost.json", ended_game("Computer"))  # the loss banner, audited in the dark theme
    expect(page.get_by_role("alert")).to_have_text(f"{text('win-call', 'en', winner='Computer')} (A8)")


def variants(page: Page) -> None:
    for _ in range(2):
        button(page, text("next-difference", "en")).click()
    expect(page.get_by_role("status").first).not_to_be_empty()


def statistics(page: Page) -> None:
    """A reaction time moved by its keys (test_statistics_browser.py runs new settings and audits the plots
    redrawn)."""
    page.get_by_label(text("stats.games", "en"), exact=True).select_option(label="1,000")
    sliders = page.get_by_role("slider").all()
    for slider in sliders:
        expect(slider).to_have_accessible_name(re.compile(r"\w"))  # the reaction times, by their labels
    sliders[0].focus()
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_text(text("stats.seconds", "en", value="0.95"), exact=True)).to_be_visible()


def intrigue(page: Page) -> None:
    button(page, text("next", "en")).click()
    button(page, text("intrigue-app.hint", "en")).click()
    expect(page.get_by_role("status")).not_to_be_empty()


ACTIONS: dict[str, Callable[[Page], None]] = {
    "index": index,
    "01-worked-example": worked_example,
    "02-rules": rules,
    "03-play": play,
    "04-variants": variants,
    "05-statistics": statistics,
    "06-intrigue": intrigue,
}
"""A few actions in English in each app, before it is audited again."""


@pytest.fixture(scope="module")
def pseudo_voila(tmp_path_factory):
    """A Voilà server whose kernels also speak the pseudo-locale."""
    folder = write_pseudo_locale(tmp_path_factory.mktemp("locales"))
    with running_voila("voila-layout.log", env={"AGGRAVATION_NB_LOCALES": str(folder)}) as (_, base, _log):
        yield base


def ready_button(page: Page, app: str, lang: str):
    """The button that shows once the app is drawn in `lang`."""
    key = APPS[app]
    words = text("language-name", "en") if key is None else pseudo(text(key, "en")) if lang == CODE else text(key, lang)
    return page.get_by_role("button", name=words, exact=True).first


def unclipped(page: Page, app: str, lang: str, theme: str, sizes=SIZES) -> None:
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(REDRAWN)
        page.screenshot(path=str(ARTIFACTS / f"layout-{app}-{width}x{height}-{theme}-{lang}.png"), full_page=True)
        assert page.evaluate(CLIPPED) == [], f"{app} in {lang} ({theme}) at {width}×{height}"
        page.keyboard.press("Shift")  # from the keyboard, as a ring is drawn for (:focus-visible)
        assert page.evaluate(RINGS) == [], f"focus rings in {app} ({lang}, {theme}) at {width}×{height}"
        page.evaluate("document.activeElement && document.activeElement.blur()")


def app_page(app_pages, pseudo_voila: str, app: str) -> Page:
    """The app's page in the pseudo-locale, shared by this module's two tests (`app_pages`)."""
    theme = "light" if app == "index" else "dark"
    return app_pages.open(
        f"{pseudo_voila}/voila/render/{app}.ipynb?lang={CODE}&theme={theme}", lambda page: ready_button(page, app, CODE)
    )


@pytest.mark.parametrize("app", list(APPS))
def test_no_label_is_cut_off(app_pages, pseudo_voila, app):
    theme = "light" if app == "index" else "dark"
    page = app_page(app_pages, pseudo_voila, app)
    page.get_by_role("button", name=NAME, exact=True).click()
    expect(ready_button(page, app, CODE)).to_be_visible()
    unclipped(page, app, CODE, theme)


@pytest.mark.parametrize("app", list(APPS))
def test_every_app_passes_the_audit_after_a_few_actions_and_a_switch(app_pages, pseudo_voila, app):
    """In English after a few actions, then switched live to French, whose labels must fit the laptop's
    size too (the other tests audit the apps as drawn, and in Russian, in the light theme)."""
    theme = "light" if app == "index" else "dark"
    page = app_page(app_pages, pseudo_voila, app)
    for lang in ("en", "fr"):
        switch = button(page, text("language-name", lang))
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "true")
        expect(ready_button(page, app, lang)).to_be_visible()
        if lang == "en":
            ACTIONS[app](page)
        else:
            unclipped(page, app, lang, theme, SIZES[:1])
        audit(page, f"{app}, {lang}, {theme}, after a few actions")

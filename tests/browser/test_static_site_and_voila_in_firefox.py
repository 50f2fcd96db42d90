"""The apps in a second browser engine: Debian's Firefox ESR (puppeteer-core over WebDriver BiDi,
tests/browser/firefox_driver.py), one Firefox for the module, by role and accessible name as the Chromium
tests do. The static site's worked example, in the dark theme, is walked to Marina's win in the browser's
own Python (Pyodide's WebAssembly in Firefox's engine), every request on the site's own origin; then, on
Voilà, a deal of Intrigue is stepped, finished, a king moved by two clicks and auto-finished (the widget
front ends talking to a live kernel).

The Chromium tests walk the same chapter on Voilà and on the static site, and play the other apps."""

from __future__ import annotations

from static_site import DARK_THEME
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE
from aggravation_nb.i18n import text

MARINAS_WIN = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")


def button(label: str) -> list:
    return ["click", "button", label]


def test_the_static_worked_example_to_marinas_win_in_the_dark_theme(firefox, site_url):
    """As the Chromium walk (test_static_site_worked_example.py): the chapter chosen, Next to its end."""
    steps = [["select", text("chapter", "en"), text("chapter.last-card", "en")], ["dark", DARK_THEME], ["noDialog"]]
    for number, step in enumerate(MARINAS_WIN.steps):
        steps += [button(text("next", "en"))] if number else []
        steps += [["text", "status", text(step.key, "en")]]
    steps += [["contains", "status", "(A8)"], ["noDialog"]]
    firefox.run(f"{site_url}/voici/render/01-worked-example.html?theme=dark", steps,
                ARTIFACTS / "firefox-static-worked-example-dark.png", origin=site_url)


def test_a_deal_of_intrigue_on_voila_played_to_the_win(firefox, voila_url):
    """As test_intrigue_browser.py's deal by mouse: stepped, finished, a king moved, then auto-finished."""
    firefox.run(f"{voila_url}/voila/render/06-intrigue.ipynb", [
        button("Next"),
        ["text", "status", "A♠ goes onto column 1 (I3)."],
        button("Last"),
        ["contains", "status", "The deal is over"],
        button("K♥, column 1, top"),
        ["pressed", "button", "K♥, column 1, top"],
        button("Q♦, column 2, top"),
        ["text", "status", "K♥ moves from column 1 onto column 2, which held only its queen (I4)."],
        ["visible", "button", "K♥, column 2, top"],
        button("Auto-finish"),
        ["text", "alert", "Every card is on the foundations: the patience is won (I5)."],
    ], ARTIFACTS / "firefox-intrigue-won.png")

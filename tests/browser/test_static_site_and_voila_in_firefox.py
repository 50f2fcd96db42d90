"""The apps in a second browser engine: Debian's Firefox ESR (puppeteer-core over WebDriver BiDi,
tests/browser/firefox_driver.py), one Firefox for the module, by role and accessible name as the Chromium
tests do. The static site's worked example, in the dark theme, is walked to Marina's win in the browser's
own Python (Pyodide's WebAssembly in Firefox's engine), served over plain HTTP as on a school's network,
every request on the site's own origin; then, on
Voilà, a deal of Intrigue is stepped, finished, a king moved by two clicks and auto-finished (the widget
front ends talking to a live kernel).

The Chromium tests walk the same chapter on Voilà and on the static site, and play the other apps."""

from __future__ import annotations

from firefox_driver import SCHOOL_HOST
from static_site import DARK_THEME
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.i18n import text

MARINAS_WIN = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")


def button(label: str) -> list:
    return ["click", "button", label]


def test_the_static_worked_example_over_plain_http_to_marinas_win_in_the_dark_theme(firefox, site_url):
    """As the Chromium walk (test_static_site_worked_example.py): the chapter chosen, Next to its end. The site
    is served as a school's server on its network would serve it, over plain HTTP under a name that is not
    loopback's: no secure context, so no service worker, and the kernel starts from the snapshot, fetched like
    any file (the Chromium tests visit the site on 127.0.0.1, with its service worker)."""
    school = site_url.replace("127.0.0.1", SCHOOL_HOST)
    steps = [
        ["plainHttp"],
        ["select", text("chapter", "en"), worked_text("chapter.last-card", "en")],
        ["dark", DARK_THEME],
        ["noDialog"],
    ]
    for number, step in enumerate(MARINAS_WIN.steps):
        steps += [button(text("next", "en"))] if number else []
        steps += [["text", "status", worked_text(step.key, "en")]]
    steps += [["contains", "status", "(A8)"], ["noDialog"]]
    firefox.run(
        f"{school}/voici/render/01-worked-example.html?theme=dark",
        steps,
        ARTIFACTS / "firefox-static-worked-example-dark.png",
        origin=school,
    )


def test_a_deal_of_intrigue_on_voila_played_to_the_win(firefox, voila_url):
    """As test_intrigue_browser.py's deal by mouse: stepped, finished, a king moved, then auto-finished."""
    firefox.run(
        f"{voila_url}/voila/render/06-intrigue.ipynb",
        [
            button("Next"),
            ["text", "status", "A♠ goes onto column 1 (I3)."],
            button("Last"),
            ["contains", "status", "The deal is over"],
            button("K♥, king of hearts, column 1, top"),
            ["pressed", "button", "K♥, king of hearts, column 1, top"],
            button("Q♦, queen of diamonds, column 2, top"),
            ["text", "status", "K♥ moves from column 1 onto column 2, which held only its queen (I4)."],
            ["visible", "button", "K♥, king of hearts, column 2, top"],
            button("Auto-finish"),
            ["text", "alert", "Every card is on the foundations: the patience is won (I5)."],
        ],
        ARTIFACTS / "firefox-intrigue-won.png",
    )

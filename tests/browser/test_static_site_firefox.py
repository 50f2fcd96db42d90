"""The static site's worked example in Firefox ESR (tests/browser/firefox_driver.py), in the dark theme:
walked to Marina's win in the browser's own Python, every request on the site's own origin."""

from __future__ import annotations

from static_site import DARK_THEME
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE
from aggravation_nb.i18n import text

MARINAS_WIN = next(chapter for chapter in WORKED_EXAMPLE if chapter.key == "last-card")


def test_the_worked_example_to_marinas_win_in_the_dark_theme(firefox, site_url):
    """As the Chromium walk (test_static_site_worked_example.py): the chapter chosen, Next to its end."""
    steps = [["select", text("chapter", "en"), text("chapter.last-card", "en")], ["dark", DARK_THEME], ["noDialog"]]
    for number, step in enumerate(MARINAS_WIN.steps):
        steps += [["click", "button", text("next", "en")]] if number else []
        steps += [["text", "status", text(step.key, "en")]]
    steps += [["contains", "status", "(A8)"], ["noDialog"]]
    firefox.run(f"{site_url}/voici/render/01-worked-example.html?theme=dark", steps,
                ARTIFACTS / "firefox-static-worked-example-dark.png", origin=site_url)

"""The controls of an app on its page, read from the accessibility tree, for tests that visit each one."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from aggravation_nb import Game
from aggravation_nb.i18n import for_player, spoken_card, text

REDRAWN = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
"""Resolves once the page has drawn two frames: what a resize or a language switch set off has been laid out."""

CONTROL = re.compile(r"""^\s*- '?(button|checkbox|slider|combobox)(?: "(.+?)")?(?: \[|'|:|$)""", re.MULTILINE)


def button(page: Page | Locator, name: str) -> Locator:
    """The button whose accessible name is exactly `name`."""
    return page.get_by_role("button", name=name, exact=True)


def select_card(page: Page, card: str, owner: str, column: int, lang: str = "en") -> None:
    """Click `owner`'s card `card` in pile `column` and wait until the kernel has taken it (the card is drawn
    pressed). The next press waits for this: a press on a table still being redrawn was lost once under a
    fresh run's load."""
    named = button(
        page, text("card", lang, card=spoken_card(card, lang), row=for_player("row", owner, lang), column=column)
    )
    named.click()
    expect(named).to_have_attribute("aria-pressed", "true")  # the kernel's redraw marks it selected


def app_area(page: Page, inside: Locator) -> Locator:
    """The output area that holds the app `inside` belongs to: the app, its page bar and its controls."""
    return page.locator(".jp-OutputArea").filter(has=inside)


def controls(area: Locator) -> list[tuple[str, str]]:
    """(role, accessible name) of every button, checkbox, slider and list shown in `area`, in page order
    (the name "" where it has none)."""
    return CONTROL.findall(area.aria_snapshot())


def control(area: Locator, role: str, name: str) -> Locator:
    """The control `controls` listed: by its role and name, or by its role alone where it has no name."""
    return area.get_by_role(role, name=name, exact=True) if name else area.get_by_role(role)


def switch_language(page: Page, lang: str) -> None:
    """Press the page bar's button for `lang` unless it is the page's language already."""
    switch = page.get_by_role("button", name=text("language-name", lang), exact=True)
    if switch.get_attribute("aria-pressed") != "true":
        switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")


def ended_game(winner: str) -> bytes:
    """A saved play-app game that `winner` ("You" or "Computer") has just won by a call (A8)."""
    loser = "Computer" if winner == "You" else "You"
    game = Game.from_position(
        rows={"You": ["Q♥", "5♣"], "Computer": ["Q♠", "8♣"]}, stocks={winner: [], loser: ["2♦", "6♠"]}
    )
    game.call(winner, ("You", 0), ("Computer", 0))
    return game.to_json().encode("utf-8")


def load_file(page: Page, name: str, contents: bytes) -> None:
    """Load a file into the play app by its Load game button and the file chooser (in English)."""
    button(page, text("load", "en")).click(timeout=60_000)  # pauses a game against the clock, then offers the file
    with page.expect_file_chooser() as chooser:
        button(page, text("choose-file", "en")).click()
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": contents})

"""The apps in a second browser engine: Debian's Firefox ESR (puppeteer-core over WebDriver BiDi,
tests/browser/firefox_driver.py) walks the worked example to Marina's win and plays a few moves in the
play and Intrigue apps on Voilà, by role and accessible name, as the Chromium tests do."""

from __future__ import annotations

from voila_server import ARTIFACTS

from aggravation_nb import Game
from aggravation_nb.apps.play import COMPUTER, YOU
from aggravation_nb.games.aggravation.narration import describe_event
from aggravation_nb.games.aggravation.play.bots import computer_step
from aggravation_nb.i18n import for_player, name, text


def button(label: str) -> list:
    return ["click", "button", label]


def card(lang: str, face: str, player: str, column: int) -> str:
    return text("card", lang, card=face, row=for_player("row", player, lang), column=column)


def marinas_win(lang: str) -> list:
    """The chapter "Marina's last card" played by clicks to Marina's call and win (test_walkthrough_browser.py)."""
    return [
        ["select", text("chapter", lang), text("chapter.last-card", lang)],
        ["text", "status", text("last.look", lang)],
        button(text("next", lang)),
        ["text", "status", text("last.last-card", lang)],
        button(name("Oleg", lang)),
        button(card(lang, "9♥", "Oleg", 4)),
        ["pressed", "button", card(lang, "9♥", "Oleg", 4)],
        button(text("cover", lang)),
        *[button(text("flip", lang))] * 3,
        ["visible", "button", card(lang, "Q♠", "Oleg", 9)],
        button(name("Marina", lang)),
        button(card(lang, "Q♥", "Marina", 2)),
        button(card(lang, "Q♠", "Oleg", 9)),
        button(text("call", lang)),
        ["text", "status", text("event.call", lang, player=name("Marina", lang), first="Q♥", second="Q♠")],
        ["contains", "alert", text("win-call", lang, winner=name("Marina", lang))],
    ]


def test_the_worked_example_to_marinas_win(firefox, voila_url):
    firefox.run(f"{voila_url}/voila/render/01-worked-example.ipynb?lang=ru", marinas_win("ru"),
                ARTIFACTS / "firefox-walkthrough-win-ru.png")


def test_a_few_relaxed_moves_in_the_play_app(firefox, voila_url):
    """Three of the computer's moves, each told as the engine tells the same moves of the page's deal."""
    game = Game.deal(seed=1, players=(YOU, COMPUTER))  # the page's first deal
    steps = [button("Relaxed (no clock)"), ["contains", "status", "each player holds 26 cards"]]
    for _ in range(3):
        game.apply(computer_step(game, [COMPUTER]))
        steps += [button("Opponent's move"), ["text", "status", describe_event(game, game.events[-1], "en")]]
    firefox.run(f"{voila_url}/voila/render/03-play.ipynb", steps, ARTIFACTS / "firefox-play-relaxed.png")


def test_a_deal_of_intrigue_played_to_the_win(firefox, voila_url):
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

"""Selecting cards on the play panel, in every game: what a click selects and what the line then says.

Where the game has no call (Frustration F1, California Speed C5) Cover needs one card, so a second click
moves the selection; where it has one, two cards may be selected, and the line says what each button
does with them. No sentence offers “Aggravation!” where there is none, nor asks to select a card that is.
A button pressed again right after a move (a double click) adds what it needs to the move's narration.
"""

import pytest

from aggravation_nb.apps.play import PlayApp
from aggravation_nb.apps.walkthrough import Walkthrough
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import describe_event
from aggravation_nb.i18n import LANGUAGES, cards_in, for_player, text
from aggravation_nb.views import variants
from aggravation_nb.widgets.panel import PlayPanel

VARIANTS = ["aggravation", "frustration", "california-speed"]


def dealt(variant: str, lang: str = "en") -> PlayApp:
    """A relaxed game of `variant` with cards on the table (flipped, or dealt in California Speed)."""
    app = PlayApp(lang, seed=4, mode="relaxed", variant=variant)
    app.panel.flip_button.click()
    return app


def tops(app: PlayApp, count: int) -> list[tuple[int, int, str]]:
    """(seat, column, card) of the first `count` piles on the table."""
    piles = [(seat, column) for seat, name in enumerate(app.game.players) for column in range(len(app.game.rows[name]))]
    return [(seat, column, str(app.game.top((app.game.players[seat], column)))) for seat, column in piles[:count]]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", ["frustration", "california-speed"])
def test_without_a_call_a_second_click_moves_the_selection_and_no_call_is_offered(variant, lang):
    app = dealt(variant, lang)
    assert not app.game.has_call
    (s1, c1, first), (s2, c2, second) = tops(app, 2)
    app.table.click(s1, c1)
    said = app.table.view["narration"]
    assert said == for_player("selected.no-call", "You", lang, card=cards_in(first, lang))
    assert text("call", lang) not in said
    app.table.click(s2, c2)
    assert app.panel.selected == [(app.game.players[s2], c2)]
    assert app.table.view["narration"] == for_player("selected.no-call", "You", lang, card=cards_in(second, lang))
    legend = " ".join(part[0] for mark in app.table.view["legend"] for part in mark["meaning_parts"])
    assert text("call", lang) not in legend


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_a_call_two_selected_cards_are_told_as_two_and_cover_says_why_it_waits(lang):
    app = dealt("aggravation", lang)
    (s1, c1, first), (s2, c2, second) = tops(app, 2)
    app.table.click(s1, c1)
    app.table.click(s2, c2)
    assert len(app.panel.selected) == 2
    said = app.table.view["narration"]
    assert said == for_player("selected.two", "You", lang, first=cards_in(first, lang), second=cards_in(second, lang))
    assert said != for_player("selected", "You", lang, card=cards_in(second, lang))
    before = app.game.log
    app.panel.cover_button.click()
    assert app.game.log == before
    assert app.table.view["narration"] == text("select-one.two", lang)
    assert app.table.view["narration"] != text("select-one", lang)


def test_the_same_holds_in_the_variants_apps_play_tab():
    page = variants("en")
    page.app.selected_index = 1
    page.app.variant.value = "california-speed"
    play = page.app.play
    play.panel.flip_button.click()
    (s1, c1, _), (s2, c2, second) = tops(play, 2)
    play.table.click(s1, c1)
    play.table.click(s2, c2)
    assert len(play.panel.selected) == 1
    assert "Aggravation" not in play.table.view["narration"] and second in play.table.view["narration"]


def test_in_the_worked_example_two_cards_for_another_player_say_who_acts():
    app = Walkthrough("en")
    app.table.click(0, 0)
    app.table.click(1, 0)
    assert app.table.view["narration"] == text("selected.two", "en", player="Marina", first="7♣", second="7♦")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_second_press_of_cover_keeps_the_covers_narration_and_adds_what_cover_needs(lang):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    panel = PlayPanel(lang, game, act=lambda action: panel.play_on(game, action), undo=None, report=lambda f: f)
    panel.show(game, "")
    panel.table.click(0, 0)
    panel.cover_button.click()
    told = describe_event(game, game.events[-1], lang)
    assert panel.table.view["narration"] == told
    played = list(game.log)
    for _ in range(2):
        panel.cover_button.click()
        assert list(game.log) == played
        assert panel.table.view["narration"] == f"{told} {text('select-one', lang)}"
    panel.table.click(1, 0)
    assert panel.table.view["narration"] == for_player("selected", "Marina", lang, card=cards_in("7♦", lang))

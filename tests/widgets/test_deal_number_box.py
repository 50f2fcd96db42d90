"""The deal-number box in every app that has one: a number the page types outside the range is refused in
words beside the box, in the page's language, saying the range and the number the box keeps, and nothing
else changes (the box used to clamp it silently to another number); New game and each app's Deal button
deal the number typed (the play app's New game dealt a random one)."""

from __future__ import annotations

import random
import re

import ipywidgets as widgets
import pytest
import traitlets
from statistics_run import statistics_app

from aggravation_nb import Game
from aggravation_nb.apps.intrigue import IntrigueApp
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.apps.variants import VariantsApp
from aggravation_nb.i18n import text, whole
from aggravation_nb.intrigue import Patience
from aggravation_nb.server import messages
from aggravation_nb.widgets.controls import DealNumber


@pytest.fixture(autouse=True)
def guarded_page():
    """A kernel guarded as every app page makes it (`guard_page`): its guard once dropped the refused number
    before the box could say why, so the tests send the page's messages through it."""
    messages.guard_page()


def page_sends(box: DealNumber, value) -> None:
    """What ipywidgets receives when the page's box is left with `value` typed."""
    box._handle_msg(
        {"content": {"data": {"method": "update", "state": {"value": value}, "buffer_paths": []}}, "buffers": []}
    )


TYPED = (-5, 1e23, 2**64, 10**23, "-5", "1e5", "1.5", "4_2", "")
"""What a page can send: a negative number, 10²³ as the browser's JSON writes it, one past the box's top; and
text as the box sends it, of which only digits are a number (the number box read 1e5 and 1.5 as 15)."""


def play():
    app = PlayApp("en", seed=3, mode="relaxed", deals=random.Random(7))
    return app, app.seed, lambda: (app.game.to_json(), app.place)


def compared():
    app = VariantsApp("en", seed=3)
    return app, app.compare.seed, lambda: (app.compare.dealt, app.compare.step, app.place)


def tournament():
    app = VariantsApp("en", seed=3)
    return app, app.tournament.seed, lambda: app.tournament.game.to_json()


def intrigue():
    app = IntrigueApp("en", seed=3)
    return app, app.seed_box, lambda: (app.game.to_json(), app.place)


def statistics():
    app = statistics_app("en")
    return app, app.seed, lambda: (app.shown[1], app.status.value)


APPS = {"play": play, "variants": compared, "tournament": tournament, "intrigue": intrigue, "statistics": statistics}


def shows(root: widgets.Widget, widget: widgets.Widget) -> bool:
    """Whether `widget` is in `root`'s tree and nothing on the way hides it."""
    if root is widget:
        return root.layout.display != "none"
    return root.layout.display != "none" and any(shows(child, widget) for child in getattr(root, "children", ()))


def note(box: DealNumber) -> str:
    return re.sub(r"<[^>]+>", "", box.note.value)


@pytest.mark.parametrize("typed", TYPED)
@pytest.mark.parametrize("app", APPS)
def test_a_number_out_of_range_is_refused_in_words_and_changes_nothing(app, typed):
    """The range is what the engines deal (`Game.deal`, `Patience.deal`: below 2⁶⁴), the simulator's
    below 2⁶³."""
    most = 2**63 - 1 if app == "statistics" else 2**64 - 1
    app, box, state = APPS[app]()
    before, kept, sent = state(), box.value, []
    box.send_state = lambda key=None: sent.append(key)
    assert not shows(app, box.note), "no note before anything is refused"
    page_sends(box, typed)  # what ipywidgets does with the page's update
    assert box.value == kept and state() == before
    assert "value" in sent or ["value"] in sent, "the page is sent back the number the box keeps"
    assert shows(app, box.note)
    assert note(box) == text("deal-number-refused", "en", low=0, high=whole(most), kept=kept)
    assert "0" in note(box) and f"{most:,}" in note(box) and note(box).endswith(f"keeps {kept}.")


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_the_refusal_is_said_in_the_page_language_and_again_after_a_switch(lang):
    app = PlayApp(lang, seed=3, mode="relaxed")
    page_sends(app.seed, -5)
    assert note(app.seed) == text("deal-number-refused", lang, low=0, high=whole(2**64 - 1, lang), kept=3)
    other = "fr" if lang == "ru" else "ru"
    app.lang = other
    assert note(app.seed) == text("deal-number-refused", other, low=0, high=whole(2**64 - 1, other), kept=3)


def test_a_number_in_range_is_taken_and_the_note_goes():
    app, box, _ = play()
    page_sends(box, -5)
    page_sends(box, str(2**64 - 1))
    assert box.value == 2**64 - 1 and not shows(app, box.note)


def test_digits_typed_are_taken_as_the_number_they_write():
    app, box, _ = play()
    page_sends(box, " 42 ")
    assert box.value == 42 and not shows(app, box.note)
    assert box.get_state()["_view_name"] == "TextView", "a number box would drop the e of 1e5 as it is typed"


def test_every_number_the_engine_deals_is_taken_and_dealt():
    """4294967296 (2³²) and the engine's largest deal, 2⁶⁴ − 1, were refused by the box (it stopped at 2³¹ − 1),
    and are sent back to the page as text, which a JavaScript number would round."""
    app, box, _ = play()
    for typed in (str(2**32), str(2**64 - 1)):
        page_sends(box, typed)
        app.new_button.click()
        assert app.game.seed == box.value == int(typed) and not shows(app, box.note)
        assert box.get_state()["value"] == typed


def test_python_setting_a_number_out_of_range_is_a_programming_error():
    box = DealNumber(4)
    with pytest.raises(traitlets.TraitError):
        box.value = -1
    assert box.value == 4 and not note(box)
    with pytest.raises(ValueError):
        DealNumber(-1)


def test_new_game_deals_the_number_typed_since_the_last_deal_and_otherwise_a_fresh_one():
    """The class all typing one number and pressing New game get the same deal; pressed again, or with
    nothing typed, New game is a fresh random deal."""
    app = PlayApp("en", seed=3, mode="relaxed", deals=random.Random(7))
    page_sends(app.seed, 42)
    app.new_button.click()
    assert app.game.seed == app.seed.value == 42
    assert app.game.to_json() == Game.deal(seed=42, players=app.game.players).to_json()
    app.new_button.click()
    assert app.game.seed == app.seed.value != 42
    fresh = app.seed.value
    app.new_button.click()
    assert app.game.seed == app.seed.value not in (42, fresh)


def test_every_other_deal_button_deals_the_number_typed():
    app = VariantsApp("en", seed=3)
    page_sends(app.compare.seed, 11)
    app.compare.deal_button.click()
    assert app.compare.dealt == 11
    page_sends(app.tournament.seed, 12)
    app.tournament.new_button.click()
    assert app.tournament.game.seed == 12
    patience = IntrigueApp("en", seed=3)
    page_sends(patience.seed_box, 13)  # the patience deals the number as soon as it is typed
    assert patience.game.to_json() == Patience.deal(13, patience.variant).to_json()


def walkthrough():
    from aggravation_nb.apps.walkthrough import Walkthrough

    app = Walkthrough("en")
    page_sends(app.deal_box, 3)
    return app, app.deal_box, lambda: (app.story.game.to_json(), app.place, app.story.said_in("en"))


DEAL_BUTTONS = {
    "play new game": (play, lambda app: app.new_button),
    "play same deal": (play, lambda app: app.same_deal_button),
    "variants": (compared, lambda app: app.compare.deal_button),
    "tournament": (tournament, lambda app: app.tournament.new_button),
    "intrigue": (intrigue, lambda app: app.new_deal_button),
    "statistics": (statistics, lambda app: app.run_button),
    "walkthrough": (walkthrough, lambda app: app.from_deal_button),
}


@pytest.mark.parametrize("typed", [-3, 2**64])
@pytest.mark.parametrize("button", DEAL_BUTTONS)
def test_a_deal_pressed_just_after_a_refused_number_is_refused_too_and_the_note_stays(button, typed):
    """A page sends the number typed as the box loses focus, just before the click on the button: the
    class's "type -3, press New game" must not deal another number and take the refusal away."""
    build, pressed = DEAL_BUTTONS[button]
    app, box, state = build()
    before, kept = state(), box.value
    page_sends(box, typed)
    pressed(app).click()
    assert state() == before and box.value == kept
    assert shows(app, box.note) and note(box).endswith(f"keeps {kept}.")


def test_new_game_pressed_again_after_a_refusal_deals_a_fresh_number():
    app, box, _ = play()
    page_sends(box, -3)
    app.new_button.click()
    assert app.game.seed == 3
    app.new_button.click()
    assert app.game.seed == box.value != 3 and not shows(app, box.note)

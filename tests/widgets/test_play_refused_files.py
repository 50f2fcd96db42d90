"""A file the play app refuses after Save game: the narration no longer says the game is saved, and a file
changed by hand says, after the plain sentence, what the engine's rules refuse in it, with the rule's id, in
the page's language (the page used to say only "This file cannot be loaded…" under the buttons while the
narration still said "Your game is saved")."""

from __future__ import annotations

import html
import json

import pytest

from aggravation_nb.apps.play import PlayApp
from aggravation_nb.i18n import text


def saved_then_loaded(lang: str, data: bytes | str) -> PlayApp:
    app = PlayApp(lang, seed=3, mode="relaxed")
    app.opponent_button.click()
    app.save_button.click()
    before = app.game.to_json()
    app.load(data)
    assert app.game.to_json() == before, "a refused file changes nothing"
    return app


def narration(app: PlayApp) -> str:
    return app.table.view["narration"]


def under_the_buttons(app: PlayApp) -> str:
    return html.unescape(app.file_message.value)


def tampered(change) -> str:
    saved = json.loads(PlayApp("en", seed=3, mode="relaxed").game.to_json())
    change(saved)
    return json.dumps(saved)


def card_twice(saved):
    saved["seed"] = None
    stock = saved["start"]["stocks"]["You"]
    stock[1] = stock[0]


def not_a_card(saved):
    saved["seed"] = None
    saved["start"]["stocks"]["You"][1] = "Z9"


def unknown_player(saved):
    saved["seed"] = None
    saved["start"]["players"][1] = "Bob"


def illegal_move(saved):
    saved["log"] = [{"action": "cover", "player": "You", "pile": ["Computer", 0]}]


TAMPERED = {
    "card twice": (card_twice, "load-why-start", "(A1)"),
    "not a card": (not_a_card, "load-why-start", "(A1)"),
    "unknown player": (unknown_player, "load-why-start", "(A1)"),
    "illegal move": (illegal_move, "load-why-move", "(A2)"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
@pytest.mark.parametrize("data", [b"{not json", b"\xff\xfe", "[]"])
def test_a_refused_file_takes_the_saved_message_away(lang, data):
    app = saved_then_loaded(lang, data)
    assert narration(app) != text("saved", lang)
    assert text("load-refused-story", lang) in narration(app)
    assert under_the_buttons(app).startswith('<p role="alert">')


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
@pytest.mark.parametrize("how", TAMPERED)
def test_a_tampered_file_says_what_the_rules_refuse_in_it_with_the_rule(how, lang):
    change, key, rule = TAMPERED[how]
    app = saved_then_loaded(lang, tampered(change))
    said = under_the_buttons(app)
    plain = text("load-failed", lang, reason=text("load-unreadable", lang))
    why = text(key, lang, number=1, reason="").split("{")[0].split(" .")[0].rstrip(". ")
    assert plain in said and said.index(plain) < said.index(why[:20]), "the reason comes after the plain sentence"
    assert rule in said
    assert text("load-refused-story", lang) in narration(app)

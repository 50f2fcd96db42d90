"""The Intrigue app saves and loads as the play app does, through the one Save/Load row (SaveLoad):
a saved deal comes back with its variant, step and moves; a bad file is refused in words and
changes nothing; in JupyterLab a save also lands beside the notebook."""

import base64
import json
import re

import pytest

from aggravation_nb.apps.intrigue import IntrigueApp
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.intrigue import Patience
from aggravation_nb.widgets.saving import notebook_folder

pytestmark = pytest.mark.widgets


def played(lang: str, moves: int = 2) -> IntrigueApp:
    """Glencoe deal 5 dealt out, then `moves` useful moves played."""
    app = IntrigueApp(lang, seed=5, variant="glencoe", folder=None)
    app.last_button.click()
    for _ in range(moves):
        app._play(app.game.useful_moves()[0])
    return app


def downloaded(app) -> str:
    """The saved file behind the app's download link."""
    return base64.b64decode(re.search(r'base64,([^"]+)"', app.saving.download.value).group(1)).decode("utf-8")


def state(app: IntrigueApp) -> tuple:
    return app.variant, app.seed, app.step, list(app.script), app.game.to_json()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_save_then_load_restores_the_deal_the_variant_the_step_and_the_moves(lang):
    app = played(lang)
    assert app.step == app.deal_length + 2
    app.saving.save_button.click()
    assert app.table.view["narration"] == text("saved", lang)
    assert 'download="glencoe-seed-5.json"' in app.saving.download.value
    other = IntrigueApp(lang, seed=9, variant="salic-law", folder=None)
    other.saving.load_upload._received(None, {"kind": "file"}, [memoryview(downloaded(app).encode())])
    assert state(other) == state(app) and other.saving.file_message.value == ""
    assert other.table.view["narration"] == text(
        "intrigue-app.loaded",
        lang,
        seed=5,
        variant=text("intrigue.variant.glencoe", lang),
        step=app.step + 1,
        steps=app.step + 1,
    )
    assert text("step-of", lang, step=app.step + 1, total=app.step + 1) in other.step_label.value  # as the label counts
    other.back_button.click()  # the moves are there to step back through, and forward again
    other.next_button.click()
    assert state(other) == state(app) and other.failures == 0


def test_a_game_saved_during_the_deal_loads_at_that_step_with_the_whole_deal_ahead():
    app = IntrigueApp("en", seed=3, folder=None)
    app.go_to(10)
    other = IntrigueApp("en", seed=4, variant="laggard-lady", folder=None)
    other.load(app.game.to_json())
    assert (other.variant, other.seed, other.step, len(other.script)) == ("intrigue", 3, 10, app.deal_length)
    other.last_button.click()
    assert other.step == app.deal_length


def tampered(app: IntrigueApp) -> list[bytes]:
    saved = json.loads(app.game.to_json())
    illegal = json.loads(app.game.to_json())
    illegal["log"][-1] = {"action": "move", "column": 0, "to": ["column", 0]}
    other_seed = dict(saved, seed=6)
    huge = dict(saved, seed=2**40)
    by_hand = Patience.from_position(columns=[["Q♠", "9♥"], ["Q♦"]], stock=["7♣", "J♠"]).to_json()
    return [
        b"{not json",
        downloaded_bytes(illegal),
        downloaded_bytes(other_seed),
        downloaded_bytes(huge),
        by_hand.encode(),
        b"\xff\xfe",
        json.dumps({"format": "aggravation_nb/game"}).encode(),
    ]


def downloaded_bytes(document: dict) -> bytes:
    return json.dumps(document).encode()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_corrupted_or_hostile_file_is_refused_in_words_and_changes_nothing(lang):
    app = played(lang, moves=1)
    before = state(app)
    for data in tampered(app):
        app.load(data)
        said = app.saving.file_message.value
        assert said.startswith('<p role="alert">') and text("load-failed", lang, reason="").strip() in said, data
        assert state(app) == before and app.failures == 0
        app.saving.dismiss_button.click()
        assert app.saving.file_message.value == ""
    for content, buffers in (({"kind": "file"}, [b"text"]), ({}, []), ("junk", []), (5, [b"{}"])):
        app.saving.load_upload._received(None, content, buffers)
        assert text("load-unreadable", lang) in app.saving.file_message.value.replace("&#x27;", "'")
        assert state(app) == before


def test_the_refusal_and_the_link_are_said_again_in_a_new_language():
    app = played("en", moves=1)
    app.saving.save_button.click()
    app.load(b"{not json")
    app.lang = "ru"
    assert "Этот файл нельзя загрузить" in app.saving.file_message.value
    assert text("download", "ru") in app.saving.download.value
    assert app.saving.load_button.description == text("load", "ru")


@pytest.mark.parametrize(
    "make",
    [
        lambda folder: IntrigueApp("fr", seed=5, folder=folder),
        lambda folder: PlayApp("fr", seed=7, mode="relaxed", folder=folder),
    ],
)
def test_in_jupyterlab_a_save_also_lands_beside_the_notebook(tmp_path, make):
    app = make(tmp_path)
    app.saving.save_button.click()
    (saved,) = tmp_path.iterdir()
    assert saved.read_text(encoding="utf-8") == app.game.to_json() == downloaded(app)
    assert app.table.view["narration"] == text("saved-beside", "fr", file=saved.name)


def test_the_notebook_folder_is_known_in_jupyterlab_and_on_a_pupils_own_hub_server_only(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    for name in ("JPY_SESSION_NAME", "JUPYTERHUB_USER", "JUPYTERHUB_SERVICE_NAME"):
        monkeypatch.delenv(name, raising=False)
    assert notebook_folder() is None  # Voilà, a script, the static site: no file is written
    monkeypatch.setenv("JUPYTERHUB_USER", "anna")  # Voilà on anna's own server: her home, the notebook's folder
    assert notebook_folder() == tmp_path
    monkeypatch.setenv("JUPYTERHUB_SERVICE_NAME", "aggravation-7a")  # a class's shared Voilà: nobody's home
    assert notebook_folder() is None
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "learn" / "01-position.ipynb"))  # as jupyter_server names it
    assert notebook_folder() == tmp_path / "learn"
    monkeypatch.setenv("JPY_SESSION_NAME", "03-play.ipynb")  # a server that names it by its address only
    assert notebook_folder() == tmp_path  # where the kernel was started: the notebook's folder

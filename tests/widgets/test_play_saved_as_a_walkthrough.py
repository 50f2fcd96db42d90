"""A game played in the play app, kept as a walkthrough: its study file and its link open the walkthrough on
the same positions, and the play app's own address still shows no card of a stock (A1)."""

from __future__ import annotations

import base64
import re
from urllib.parse import unquote

import pytest
from own_loop import run_in_own_loop

from aggravation_nb import read_study
from aggravation_nb.apps.play import PLACE_KEYS, PlayApp
from aggravation_nb.core.places import read_place
from aggravation_nb.games.aggravation.link import CODE
from aggravation_nb.games.aggravation.teaching import study_link
from aggravation_nb.i18n import text
from aggravation_nb.views import play, walkthrough


@pytest.fixture(autouse=True)
def no_voila_query(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)


def played(page, moves: int = 6) -> None:
    page.mode.value = "relaxed"
    for _ in range(moves):
        page.opponent_button.click()


def downloaded(app: PlayApp) -> str:
    """The study file the offer's download link holds."""
    data = re.search(r'href="data:application/yaml;base64,([^"]+)"', app.study_offer.links.value)
    assert data, app.study_offer.links.value
    return base64.b64decode(data[1]).decode("utf-8")


def opening_link(app: PlayApp) -> str | None:
    """The fragment of the offer's link to the walkthrough, if it offers one."""
    found = re.search(r'href="[^"]*01-worked-example[^"]*#([^"]+)"', app.study_offer.links.value)
    return unquote(found[1]) if found else None


def test_a_game_saved_as_a_walkthrough_opens_there_on_the_same_positions_by_its_file_and_its_link():
    page = play("en")
    played(page)
    address = page.switch.place
    assert page.study_button.description == "Save as a walkthrough"
    page.study_button.click()
    assert page.switch.place == address  # the study holds the stocks: it never goes in the play app's address
    said = page.study_offer.message.value
    assert "6 moves" in said and "(A1)" in said and "stocks" in said

    by_file = walkthrough("ru", study=downloaded(page.app))
    pupil = walkthrough("fr")
    assert pupil.open_place(opening_link(page.app))
    for shown in (by_file, pupil):
        assert shown.app.story.game.position == page.game.start
        shown.app.last_button.click()
        assert shown.app.story.game.position == page.game.position and shown.app.story.step == 6
    assert pupil.app.chapter_choice.options[0][0] == "Donne n°\u00a01"

    page.lang = "fr"
    assert page.study_button.description == text("study.from-game", "fr")
    assert "6 coups" in page.study_offer.message.value and "(A1)" in page.study_offer.message.value
    assert "?lang=fr#study=" in page.study_offer.links.value


def test_the_address_of_a_game_saved_as_a_walkthrough_still_holds_no_card_of_a_stock():
    page = play("en")
    played(page, 4)
    page.study_button.click()
    played(page, 3)
    place = read_place(page.switch.place, PLACE_KEYS, repeated={"players"})
    assert set(place) <= {"deal", "players", "variant", "mode", "moves"}, page.switch.place
    hidden = {CODE[str(card)] for stock in page.game.position["stocks"].values() for card in stock}
    assert not any(code in page.switch.place for code in hidden)


def test_a_finished_game_saved_as_a_walkthrough_says_nothing_of_stocks_still_hidden():
    page = play("en")
    page.mode.value = "relaxed"
    while page.game.outcome is None:
        page.opponent_button.click()
    page.study_button.click()
    assert "(A1)" not in page.study_offer.message.value
    study = read_study(downloaded(page.app))
    assert len(study.chapters[0].steps) == len(page.game.log) + 1


def test_a_walkthrough_too_long_for_a_link_is_offered_as_a_file_and_says_why(monkeypatch):
    monkeypatch.setattr(study_link, "MAX_LINK", 60)
    page = play("ru")
    played(page, 2)
    page.study_button.click()
    assert opening_link(page.app) is None
    assert "слишком длинный" in page.study_offer.message.value and "60" in page.study_offer.message.value
    page.lang = "en"
    assert "too long for a link" in page.study_offer.message.value
    assert read_study(downloaded(page.app)).chapters[0].position["seed"] == 1


def test_in_jupyterlab_the_walkthrough_is_written_beside_the_notebook_and_a_new_game_forgets_it(tmp_path):
    app = PlayApp("en", seed=5, mode="relaxed", folder=tmp_path)
    app.opponent_button.click()
    app.study_button.click()
    saved = tmp_path / "deal-5-walkthrough.yaml"
    assert saved.is_file() and "deal-5-walkthrough.yaml" in app.study_offer.message.value
    opened = walkthrough("en", study=saved)
    opened.app.last_button.click()
    assert opened.app.story.game.position == app.game.position
    app.new_button.click()
    assert app.study_offer.message.value == "" and app.study_offer.layout.display == "none"


def test_saving_a_game_against_the_clock_as_a_walkthrough_pauses_it_first():
    async def scenario():
        app = PlayApp("en", seed=2, mode="realtime", folder=None)
        app.table.press("space")
        assert app.task is not None, "the person's first move starts the computer's clock"
        app.study_button.click()
        assert app.task is None and app.study_offer.study is not None
        assert len(app.study_offer.study.chapters[0].steps) == len(app.game.log) + 1
        return app

    app = run_in_own_loop(scenario())
    assert app.failures == 0

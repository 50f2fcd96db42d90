"""Links to a place: each app keeps the bar's fragment equal to what it shows, opens the place a link
names (as the page bar reports it from the address), and refuses a broken or hostile link in words."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aggravation_nb import Game
from aggravation_nb.apps.play import PLACE_KEYS
from aggravation_nb.apps.variants import PLAYABLE
from aggravation_nb.core.places import read_place
from aggravation_nb.games.aggravation.actions import Cover
from aggravation_nb.games.aggravation.link import CODE, DEAL_KEYS, KEYS
from aggravation_nb.games.aggravation.play.bots import computer_step
from aggravation_nb.i18n import LANGUAGES, YOU, text
from aggravation_nb.server.published import rule_book_link, site_link
from aggravation_nb.views import intrigue, play, position_link, rules, variants, walkthrough


@pytest.fixture(autouse=True)
def no_voila_query(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)


def opened(page, fragment: str):
    """What the page bar does with the address's fragment on opening, or when a person edits it."""
    page.switch.page_place = fragment
    assert page.switch.page_place == ""  # taken, so the same link can be followed again
    return page


def test_the_worked_example_keeps_its_place_in_the_fragment_and_opens_a_link_to_a_step():
    page = walkthrough("en")
    assert page.switch.linkable and page.switch.place == "chapter=main&step=0"
    page.next_button.click()
    assert page.switch.place == "chapter=main&step=1"
    opened(page, "chapter=last-card&step=7")
    assert (page.story.chapter.key, page.story.step, page.switch.link_message) == ("last-card", 7, "")
    assert page.switch.place == "chapter=last-card&step=7" and page.chapter_choice.value == 2
    opened(page, "#chapter=branch")
    assert (page.story.chapter.key, page.story.step) == ("branch", 0)


@pytest.mark.parametrize("build", [walkthrough, rules, play])
def test_a_rule_dialog_links_to_the_rule_book_on_the_documentation_site_in_the_page_language(build):
    page = build("ru")
    assert page.switch.rule_book == rule_book_link("ru") and page.switch.rule_book.endswith("/rules.ru.html")
    assert page.switch.words["rule-book-link"] == text("rule-book-link", "ru")
    page.switch.lang = "fr"
    assert page.switch.rule_book.endswith("/rules.fr.html") and page.switch.words["rule-book-link"] != text(
        "rule-book-link", "ru"
    )


def test_in_jupyterlab_the_link_leads_to_the_published_app_in_the_page_language():
    page = walkthrough("en")
    page.next_button.click()
    assert page.link == site_link("01-worked-example") + "#chapter=main&step=1"
    page.lang = "fr"
    assert page.link == site_link("01-worked-example", "fr") + "#chapter=main&step=1"
    assert page.switch.words["copy-link"] == text("copy-link", "fr")


@pytest.mark.parametrize(
    "fragment, reason",
    [
        (
            "chapter=nowhere",
            (
                "link.choice",
                {"field": "chapter", "choices": "main, branch, last-card, draw-empty, draw-dead, draw-together"},
            ),
        ),
        ("chapter=main&step=99", ("link.number", {"field": "step", "low": 0, "high": 3})),
        ("<script>alert(1)</script>=1", ("link.unknown-key", {"field": "<script>alert(1)</script…"})),
        ("step=%C0", ("link.unreadable", {})),
    ],
)
def test_a_broken_or_hostile_link_is_refused_in_words_and_changes_nothing(fragment, reason):
    page = walkthrough("en")
    page.next_button.click()
    opened(page, fragment)
    assert (page.story.chapter.key, page.story.step, page.switch.place) == ("main", 1, "chapter=main&step=1")
    key, details = reason
    for lang in LANGUAGES:
        page.lang = lang
        assert page.switch.link_message == text("link-refused", lang, reason=text(key, lang, **details))
    page.next_button.click()
    assert page.switch.link_message == ""  # stepping on: the old refusal goes


def test_the_rules_app_links_to_a_lesson():
    page = rules("en")
    assert page.switch.place == "lesson=A1"
    opened(page, "lesson=A7")
    assert page.app.selected_index == 6
    page.app.selected_index = 11
    assert page.switch.place == "lesson=drill"
    opened(page, "lesson=A12")
    assert page.app.selected_index == 11 and "A11, drill" in page.switch.link_message


def test_the_variants_app_links_to_a_step_compared_and_to_a_variant_played():
    page = variants("en")
    compare = page.app.compare
    compare.next_button.click()
    assert page.switch.place == "deal=1&step=1"
    opened(page, "deal=12&step=7")
    assert (compare.dealt, compare.step, compare.seed.value) == (12, 7, 12)
    opened(page, "tab=play&variant=california-speed")
    assert page.app.selected_index == 1 and page.app.play.game.variant == "california-speed"
    assert page.switch.place == "tab=play&variant=california-speed&deal=1"
    opened(page, "deal=12&step=100000")
    assert compare.step == 7 and "“step”" in page.switch.link_message


def test_the_intrigue_app_links_to_a_deal_a_variant_a_step_and_the_moves_after_the_deal():
    page = intrigue("en")
    opened(page, "deal=12&variant=glencoe&step=40")
    app = page.app
    assert (app.seed, app.variant, app.step) == (12, "glencoe", 40)
    assert page.switch.place == "deal=12&variant=glencoe&step=40"
    app.last_button.click()
    move = app.game.moves()[0]
    app._play(move)
    place = page.switch.place
    assert "moves=" in place and f"step={app.step}" in place
    other = opened(intrigue("ru"), place)
    assert other.app.game.log == app.game.log and other.app.step == app.step
    opened(other, place.replace("moves=", "moves=0c0."))
    assert other.app.game.log == app.game.log and "1" in other.switch.link_message


def test_a_position_a_teacher_builds_opens_in_the_play_app():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]}
    )
    link = position_link(game)
    assert link.startswith(site_link("03-play") + "#players=Marina&players=Oleg&rows=7C.QH_7D.AS")
    page = opened(play("en"), link.split("#", 1)[1])
    assert page.game == game and page.mode.value == "hotseat" and page.switch.link_message == ""
    assert text("link.opened", "en") in page.panel.table.view["narration"]
    page.panel.play_on(page.game, page.game.legal_actions("Marina")[0])
    assert page.switch.place == ""  # played on: the stocks' order leaves the address (A1)


def test_the_play_apps_place_is_its_deal_and_the_moves_played_on_it():
    page = play("en")
    assert page.switch.place == "deal=1"
    page.mode.value = "relaxed"
    page.opponent_button.click()
    assert page.switch.place == "deal=1&mode=relaxed&moves=f"
    page.opponent_button.click()
    page.opponent_button.click()
    assert (
        page.switch.place == "deal=1&mode=relaxed&moves=f.f.c2-2-1"
    )  # the computer covers its own pile 1: counted from 1
    again = opened(play("en"), page.switch.place)
    assert again.game.log == page.game.log and again.game.rows == page.game.rows and again.mode.value == "relaxed"
    opened(again, "deal=7")
    assert again.game.seed == 7 and again.switch.place == "deal=7&mode=relaxed" and again.mode.value == "relaxed"


@pytest.mark.parametrize("variant", ["aggravation", "frustration", "california-speed"])
@pytest.mark.parametrize("mode", ["realtime", "relaxed", "hotseat"])
def test_a_live_games_address_never_holds_a_card_still_in_a_stock(variant, mode):
    """A1: nobody may read a stock's order. Whatever is played, in any mode and variant, the address names
    the deal and the moves, never a card, and opens the same game again."""
    page = play("en")
    app = page.app
    app.variant = (variant, False)
    app.mode.value = mode
    app.same_deal()
    for _ in range(12):
        action = computer_step(app.game, list(app.game.players))
        if action is None:
            break
        app.panel.play_on(app.game, action)
        place = read_place(page.switch.place, PLACE_KEYS, repeated={"players"})
        assert set(place) <= {"deal", "players", "variant", "mode", "moves"}, page.switch.place
        hidden = {CODE[str(card)] for stock in app.game.position["stocks"].values() for card in stock}
        assert not any(code in page.switch.place for code in hidden)
    again = opened(play("ru"), page.switch.place)
    assert again.game.log == app.game.log and again.game.variant == variant and again.mode.value == mode


def test_sharing_a_position_with_its_stocks_is_a_button_that_says_what_it_reveals():
    page = play("fr")
    page.mode.value = "relaxed"
    page.opponent_button.click()
    page.share_button.click()
    assert page.share_button.description == text("share-position", "fr")
    assert page.switch.place.startswith("players=You&players=Computer&rows=") and "&stocks=" in page.switch.place
    assert page.panel.table.view["narration"] == text("share-position.said", "fr")
    shared = opened(play("en"), page.switch.place)
    assert shared.game.position == page.game.position
    page.opponent_button.click()
    assert "stocks=" not in page.switch.place and page.switch.place.startswith("deal=1&mode=relaxed&moves=")


@pytest.mark.parametrize("variant", ["aggravation", "california-speed", "california-rutter"])
def test_the_variants_apps_link_shares_the_variant_and_the_deal_being_played(variant):
    page = variants("en")
    page.app.selected_index = 1
    page.app.variant.value = variant
    page.app.play.seed.value = 42
    page.app.play.new_button.click()
    assert page.switch.place == f"tab=play&variant={variant}&deal=42"
    other = opened(variants("ru"), page.switch.place)
    game, shared = page.app.play.game, other.app.play.game
    assert (shared.variant, shared.rutter, shared.seed) == (game.variant, game.rutter, 42)
    assert shared.position == game.position


@pytest.mark.parametrize("variant", list(PLAYABLE))
def test_the_variants_apps_address_keeps_the_moves_played_and_never_a_card_still_in_a_stock(variant):
    """As in the play app (A1): the address of the play tab names the variant, the deal and the moves, never
    a card, and a reload (or Copy link) opens the same game, Rutter's re-cover (C3) included."""
    page = variants("en")
    app = page.app
    app.selected_index = 1
    app.variant.value = variant
    play = app.play
    recovered = False
    for _ in range(40):
        game = play.game
        action = computer_step(game, list(game.players))
        if action is None:
            break
        if isinstance(action, Cover):
            pile = game.rows[action.pile[0]][action.pile[1]]
            recovered = recovered or (len(pile) > 1 and pile[-1].rank == pile[-2].rank)
        play.panel.play_on(game, action)
        place = read_place(page.switch.place, {"tab", *KEYS, *DEAL_KEYS}, repeated={"players"})
        assert set(place) <= {"tab", "variant", "deal", "moves"}, page.switch.place
        assert (place["tab"], place["variant"]) == ("play", variant)
        hidden = {CODE[str(card)] for stock in play.game.position["stocks"].values() for card in stock}
        assert not any(code in page.switch.place for code in hidden)
    assert recovered or variant != "california-rutter"
    assert page.switch.place.startswith(f"tab=play&variant={variant}&deal=1&moves=")
    again = opened(variants("ru"), page.switch.place)
    game, shared = play.game, again.app.play.game
    assert again.app.selected_index == 1 and again.app.variant.value == variant and again.switch.link_message == ""
    assert (shared.log, shared.variant, shared.rutter, shared.position) == (
        game.log,
        game.variant,
        game.rutter,
        game.position,
    )
    assert again.switch.place == page.switch.place


def test_a_variants_link_with_a_move_the_rules_refuse_changes_nothing():
    page = variants("en")
    page.app.selected_index = 1
    game = page.app.play.game
    opened(page, "tab=play&variant=aggravation&deal=3&moves=f.c9-9-9")
    assert page.app.play.game is game and page.app.variant.value == "frustration"
    assert page.switch.link_message and page.switch.place == "tab=play&variant=frustration&deal=1"
    opened(page, "deal=3&moves=f")
    assert page.app.selected_index == 1 and "moves" in page.switch.link_message


@pytest.mark.parametrize(
    "fragment, key",
    [
        ("players=Marina&players=Oleg&rows=7C_7C&stocks=_", "link.impossible"),
        ("players=a&players=b&players=c&rows=__&stocks=__&variant=tournament", "link.impossible"),
        ("players=You&rows=&stocks=", "link.impossible"),
        ("deal=-3", "link.number"),
    ],
)
def test_a_hostile_position_is_refused_in_words_and_the_game_goes_on(fragment, key):
    page = play("en")
    before = page.game
    opened(page, fragment)
    assert page.game is before
    assert page.switch.link_message.startswith(text("link-refused", "en", reason="").strip())


def test_a_tournament_position_is_refused_by_the_play_app_which_seats_two():
    game = Game.deal(seed=2, players=("A", "B", "C"), variant="tournament")
    page = opened(play("en"), position_link(game).split("#", 1)[1])
    assert page.switch.link_message == text("link-refused", "en", reason=text("link.players", "en", count=3))


PIECES = [
    "chapter=last-card",
    "chapter=",
    "step=3",
    "step=99999999999999999999999",
    "lesson=A5",
    "tab=play",
    "tab=tournament",
    "deal=12",
    "deal=-1",
    "variant=glencoe",
    "variant=frustration",
    "moves=0f0",
    "moves=1c",
    "players=Marina",
    "players=Oleg",
    "rows=7C.QH_7D",
    "stocks=KD_",
    "cover=1-1",
    "owed=0-0",
    "rutter=1",
    "%ZZ",
    "=",
    "&",
]


@pytest.fixture(scope="module")
def pages():
    return [walkthrough("en"), rules("en"), variants("en"), intrigue("en"), play("en")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fragment=st.one_of(st.text(max_size=60), st.lists(st.sampled_from(PIECES), max_size=6).map("&".join)))
def test_whatever_an_address_holds_every_app_opens_it_or_says_why_and_never_fails(pages, fragment):
    for page in pages:
        opened = page.open_place(fragment)
        assert opened == (page.switch.link_message == "")
        assert page.app.failures == 0


@pytest.mark.parametrize("mode", ["realtime", "relaxed"])
def test_a_reload_mid_game_against_the_computer_goes_on_in_the_same_mode(mode):
    """The page opened again at its own address (a reload) used to switch a game against the clock to
    relaxed, its Pause button gone; the address names the mode (never a card, A1)."""
    page = play("en")
    page.mode.value = mode
    page.panel.play_on(page.game, computer_step(page.game, [YOU]))
    assert page.game.log
    again = opened(play("en"), page.switch.place)
    assert again.game.log == page.game.log and again.mode.value == mode
    assert again.pause_button.layout.display == page.pause_button.layout.display
    assert (again.pause_button.layout.display != "none") == (mode == "realtime")


def test_a_link_naming_another_mode_is_refused_in_words():
    page = opened(play("en"), "deal=3&mode=fast")
    assert page.game.seed == 1 and page.switch.link_message

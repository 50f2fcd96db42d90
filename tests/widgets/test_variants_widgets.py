"""The variants app from Python: side by side, each variant played to its end, the tournament."""

import re

import pytest

from aggravation_nb import Game
from aggravation_nb.apps.variants import PLAYABLE, VariantsApp
from aggravation_nb.games.aggravation.stats.comparison import COMPARED, compare
from aggravation_nb.i18n import text


@pytest.fixture
def app():
    """A fresh app for each test: the tests deal, step and switch variants, and must not see each other's."""
    return VariantsApp("en", seed=1)


def narration(table):
    return table.view["narration"]


def test_the_three_games_start_from_the_same_deal():
    compared = compare(7)
    starts = [compared.games[v].start["stocks"] for v in COMPARED]
    assert starts[0] == starts[1] == starts[2]


def test_next_difference_walks_through_the_places_they_part_with_the_rule_that_did_it(app):
    compare_view = app.compare
    compare_view.first_button.click()
    seen = []
    while compare_view.step < compare_view.compared.last_step:
        compare_view.difference_button.click()
        seen.append(re.sub("<[^>]+>", "", compare_view.why.value))
    words = " ".join(seen)
    assert "(C2)" in seen[0] and "(A3)" in seen[0]
    for rule in ("(C4)", "(F2)", "(A8)"):
        assert rule in words
    assert app.failures == 0


def test_at_the_last_step_each_table_says_how_its_game_ended(app):
    app.compare.last_button.click()
    for variant, rule in zip(COMPARED, ("A", "F3", "C5"), strict=False):
        table = app.compare.tables[variant]
        assert table.view["kind"] == "outcome", narration(table)
        assert rule in app.compare.compared.games[variant].outcome.rule
    app.compare.back_button.click()
    assert app.compare.step == app.compare.compared.last_step - 1


def test_the_tables_show_the_same_cards_until_the_rules_part(app):
    app.compare.first_button.click()
    app.compare.next_button.click()
    rows = {v: app.compare.tables[v].view["rows"] for v in COMPARED}
    assert all(app.compare.tables[v].view["readonly"] for v in COMPARED)
    assert not app.play.table.view["readonly"]
    assert [len(r["piles"]) for r in rows["aggravation"]] == [1, 1]
    assert [r["piles"] for r in rows["aggravation"]] == [r["piles"] for r in rows["frustration"]]
    assert [len(r["piles"]) for r in rows["california-speed"]] == [4, 4]
    first_cards = [rows["aggravation"][i]["piles"][0]["text"] for i in (0, 1)]
    assert [rows["california-speed"][i]["piles"][0]["text"] for i in (0, 1)] == first_cards


def test_a_new_deal_number_deals_another_game(app):
    before = app.compare.compared.games["aggravation"].start
    app.compare.seed.value = 2
    app.compare.deal_button.click()
    assert app.compare.step == 0 and app.compare.compared.games["aggravation"].start != before
    assert app.compare.compared.games["aggravation"].start == Game.deal(seed=2, players=("Marina", "Oleg")).start


@pytest.mark.parametrize("key", list(PLAYABLE))
def test_each_variant_is_played_to_its_end_with_the_play_controls(key):
    app = VariantsApp("en", seed=4)
    app.variant.value = key
    play = app.play
    variant, rutter = PLAYABLE[key]
    assert (play.game.variant, play.game.rutter) == (variant, rutter)
    for _ in range(3000):
        if play.game.outcome is not None:
            break
        owed = [pile for pile in play.game.to_cover if pile[0] != "You"] or play.game.to_cover
        if owed and play.game.stock_size("You"):
            play.table.click(play.game.players.index(owed[0][0]), owed[0][1])
            play.panel.cover_button.click()
        else:
            play.opponent_button.click()
    outcome = play.game.outcome
    assert outcome is not None and app.failures == 0
    assert outcome.rule in {"aggravation": ("A8", "A10"), "frustration": ("F3",), "california-speed": ("C5",)}[variant]
    assert play.table.view["kind"] == "outcome"


def test_california_speed_deals_rows_and_hides_the_call(app):
    app.variant.value = "california-speed"
    panel = app.play.panel
    assert panel.flip_button.description == "Deal a row" and panel.call_button.layout.display == "none"
    panel.flip_button.click()
    assert [len(row) for row in app.play.game.rows.values()] == [4, 4]
    if app.play.game.to_cover:
        panel.flip_button.click()
        assert "(C4)" in narration(app.play.table)
    app.variant.value = "aggravation"
    assert panel.flip_button.description == "Flip" and panel.call_button.layout.display == ""


def test_frustration_shows_each_share_beside_the_stock(app):
    app.variant.value = "frustration"
    labels = [row["stock_label"] for row in app.play.table.view["rows"]]
    assert all("share 26 (F3)" in label for label in labels)


@pytest.mark.parametrize("count, people", [(3, 1), (4, 2)])
def test_a_tournament_is_played_to_its_winner_with_computer_seats(count, people):
    app = VariantsApp("en", seed=0)
    tournament = app.tournament
    tournament.count.value = count
    tournament.people.value = people
    game = tournament.game
    assert len(game.players) == count and game.players[:people] == tuple(f"Player {k}" for k in range(1, people + 1))
    for _ in range(20000):
        game = tournament.game
        if game.outcome is not None:
            break
        acting = [p for p in game.players[:people] if p in game.in_round and game.stock_size(p)]
        owed = [pile for pile in game.to_cover if acting and pile[0] != acting[0]] or game.to_cover
        if acting and owed:
            tournament.panel.who_acts.value = acting[0]
            tournament.panel.table.click(game.players.index(owed[0][0]), owed[0][1])
            tournament.panel.cover_button.click()  # a click selects; Cover acts
        else:
            tournament.play_on_button.click()
    assert game.outcome is not None and game.outcome.rule == "C7", tournament.status.value
    assert len(game.eliminated) == count - 2 and app.failures == 0
    assert "C7" in narration(tournament.panel.table)


def test_in_a_tournament_who_acts_is_never_an_eliminated_player_and_each_elimination_is_told():
    """5 players, 1 person who only deals, the computer seats played with the tournament's buttons: the
    narration says who is eliminated (C7) when it happens, and "Who acts" moves to a player still in."""
    app = VariantsApp("en", seed=2)
    tournament = app.tournament
    tournament.count.value = 5
    panel = tournament.panel
    buttons = (tournament.play_on_button, tournament.computer_button, panel.flip_button)
    told = []
    for _ in range(500):
        game = tournament.game
        if len(game.eliminated) == 2 or game.outcome is not None:
            break
        length = game.length
        for button in buttons:
            button.click()
            if game.length > length:
                break
        assert game.length > length, narration(panel.table)
        eliminated = [who for event in game.events[length:] for kind, who in event.happened if kind == "eliminated"]
        told += [text("event.eliminated", "en", player=who) in narration(panel.table) for who in eliminated]
        assert panel.acting not in game.eliminated and set(panel.people).isdisjoint(game.eliminated)
        rows = panel.table.view["rows"]
        assert [row["acting"] for row in rows] == [player == panel.acting for player in game.players]
    assert game.eliminated[0] == "Player 1" and told == [True, True] and app.failures == 0
    assert panel.acting in game.in_round


def test_the_tournament_status_names_the_round_and_who_waits():
    app = VariantsApp("en", seed=0)
    tournament = app.tournament
    assert "Round 1" in tournament.status.value
    tournament.computer_button.click()
    assert len(tournament.game.log) == 1
    tournament.panel.undo_button.click()
    assert tournament.game.log == []


def test_the_tournament_people_choice_follows_the_number_of_players():
    app = VariantsApp("en", seed=0)
    tournament = app.tournament
    tournament.count.value = 5
    tournament.people.value = 5
    tournament.count.value = 3
    assert list(tournament.people.options) == [1, 2, 3] and tournament.people.value == 1
    assert len(tournament.game.players) == 3


def test_the_app_speaks_russian():
    app = VariantsApp("ru", seed=1)
    assert app.get_title(0) == text("tab.compare", "ru")
    app.compare.difference_button.click()
    why = re.sub("<[^>]+>", "", app.compare.why.value)
    assert "(C2)" in why and "Калифорний" in why and 'data-rule="C2"' in app.compare.why.value
    rows = app.tournament.panel.table.view["rows"]
    assert rows[0]["stock_label"].startswith("Игрок 1")


def test_the_handout_cites_the_steps_the_stepper_shows(app):
    """Issue 24.13: the printed handout and the screen number the steps the same way."""
    view = app.compare
    lines = view.compared.summary("en")
    notable = view.compared.notable_steps()
    for step, line in zip(notable, lines, strict=False):
        view.go_to(step)
        shown = re.search(r"Step (\d+) of \d+", view.step_label.value)[1]
        assert line.startswith(f"Step {shown}: "), (line, view.step_label.value)
    for variant, line in zip(view.compared.games, lines[len(notable) :], strict=False):
        view.go_to(view.compared.games[variant].length)
        shown = re.search(r"Step (\d+) of \d+", view.step_label.value)[1]
        assert line.startswith(f"{text('variant.' + variant, 'en')}, last step {shown}: "), line


def test_california_speed_calls_a_players_cards_a_hand_as_its_rules_do(app):
    """Issue 24.15: C1 deals each player a hand, not a stock."""
    app.variant.value = "california-speed"
    labels = [row["stock_label"] for row in app.play.table.view["rows"]]
    assert labels and all("hand" in label and "stock" not in label for label in labels)
    russian = VariantsApp("ru", seed=1)
    russian.variant.value = "california-speed"
    assert all("в руке" in row["stock_label"] for row in russian.play.table.view["rows"])

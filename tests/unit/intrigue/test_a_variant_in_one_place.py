"""A new variant is one class and one entry in its game's list: a toy one, defined here only, is dealt,
played, solved, saved and told.

The toy is plain Intrigue whose tableau, once the deal is over, builds down
by suit (9♥ onto 10♥, not onto 10♠) under a rule of its own, X1. Everything
it needs is in its class and in the words this test lends the catalogue;
the engine, the solver, the narration, the saved format and the app learn
of it only by asking the class. It is listed while a test runs (monkeypatch
puts its entry in `about.VARIANTS` and takes it out again), so no other test
sees it.
"""

import json
import random

import pytest
from intrigue_helpers import cards, exhaustive, refused_unchanged, total_cards

from aggravation_nb import i18n
from aggravation_nb.games import rule_ids
from aggravation_nb.games.intrigue.about import INTRIGUE, VARIANTS
from aggravation_nb.games.intrigue.stats.statistics import play_greedy
from aggravation_nb.intrigue import Intrigue, Move, Patience, describe, solve, story, winning_line

TOY = "toy-down-in-suit"
WORDS = {
    "intrigue.variant.toy-down-in-suit": "Down in suit",
    "toy-column-taken": "{card} cannot go onto column {column}, whose top card is {top}: a card goes only onto "
    "the next higher card of its own suit, or onto a queen with nothing on it.",
    "toy.step.tableau-build": "{card} moves from column {column} onto column {target}, onto the next higher card "
    "of its own suit ({rule}).",
}


@pytest.fixture
def toy(monkeypatch):
    """The toy variant, its entry in the list of variants, and its words lent to the catalogue."""
    for key, english in WORDS.items():
        monkeypatch.setitem(i18n.ENGLISH, key, english)

    class DownInSuit(Intrigue):
        """Intrigue, but after the deal a card may go onto the next higher card of its own suit (X1)."""

        name = TOY
        rule_ids = ("X1",)
        governs = ("build",)
        own_words = {
            "intrigue-column-taken": "toy-column-taken",
            "intrigue.step.tableau-build": "toy.step.tableau-build",
        }
        readings = ("deal", "lost")

        @classmethod
        def build_rank(cls, top):
            return top.rank - 1

        @classmethod
        def builds_on(cls, card, top):
            return super().builds_on(card, top) and card.suit == top.suit

        @classmethod
        def token(cls, card):
            return card.rank, card.suit

        settled_token = token

    monkeypatch.setitem(VARIANTS, TOY, DownInSuit)
    return DownInSuit


def T(**position):
    return Patience.from_position(**position, variant=TOY)


def test_the_toy_is_a_variant_while_its_test_runs_only(toy):
    assert INTRIGUE.find_variant(TOY) is toy and Patience.deal(seed=1, variant=TOY).rules is toy
    assert INTRIGUE.rule_ids[-2:] == ("I9", "X1") and "X1" in rule_ids()
    assert "X1" not in {step.rule for step in Patience.deal(seed=1, variant="intrigue").deal_all()}


def test_after_its_test_the_toy_is_gone():
    assert TOY not in INTRIGUE.variants and "X1" not in rule_ids()


def test_the_toy_deals_step_by_step_by_intrigues_rules_and_each_step_is_told(toy):
    for seed in range(5):
        game = Patience.deal(seed=seed, variant=TOY)
        while game.dealing:
            step = game.deal_one()
            assert total_cards(game) == 104 and (game.moves() == [] or not game.dealing)
            assert step.rule in {"I2", "I3"} and describe(step, "en").endswith(f"({step.rule}).")
            assert describe(step, "ru") and describe(step, "fr")
        assert Patience.from_json(game.to_json()) == game
        assert [s.card for s in game.log] == [s.card for s in Patience.deal(seed=seed).deal_all()]


def test_the_toy_builds_down_by_suit_and_a_refusal_names_its_rule_and_changes_nothing(toy):
    game = T(columns=[["Q♠", "10♥"], ["Q♦", "7♣", "9♥"], ["Q♣", "9♠"], ["Q♥"]])
    assert Move(1, ("column", 0)) in game.moves() and Move(2, ("column", 0)) not in game.moves()
    refusal = refused_unchanged(game, "X1", game.move, 2, ("column", 0))
    assert refusal.key == "toy-column-taken" and "its own suit" in str(refusal) and str(refusal).endswith("(X1)")
    step = game.move(1, ("column", 0))
    assert (step.rule, step.reason) == ("X1", "tableau-build") and game.columns[0] == cards("Q♠", "10♥", "9♥")
    assert describe(step) == "9♥ moves from column 2 onto column 1, onto the next higher card of its own suit (X1)."
    assert describe(game.move(2, ("column", 3))) == (
        "9♠ moves from column 3 onto column 4, which held only its queen (I4)."
    )  # the shared words, where the toy has none
    assert refused_unchanged(game, "I4", game.move, 2, ("column", 3)).key == "intrigue-only-head"  # Intrigue's words
    game.undo()
    game.undo()
    assert game == T(columns=[["Q♠", "10♥"], ["Q♦", "7♣", "9♥"], ["Q♣", "9♠"], ["Q♥"]])


def small_position(rng):
    """A foundation on 5♥ wanting 4, 3, 2 and one on 6♦ wanting 7, 8, 9, their cards in two suits under
    two or three queens, so that which card goes onto which often decides the game."""
    loose = [f"{rank}{rng.choice('♣♠')}" for rank in (4, 3, 2, 7, 8, 9)[: rng.randint(3, 6)]]
    loose += [f"{rank}{rng.choice('♣♠')}" for rank in rng.sample(("10", "J", "K"), rng.randint(0, 2))]
    rng.shuffle(loose)
    laid = [[head] for head in ("Q♠", "Q♦", "Q♣")[: rng.randint(2, 3)]]
    for card in loose:
        laid[rng.randrange(len(laid))].append(card)
    return T(columns=laid, foundations=[["5♥"], ["6♦"]])


def test_the_solver_agrees_with_exhaustive_search_on_the_toys_small_positions(toy):
    rng, verdicts = random.Random(28), []
    for _ in range(150):
        game = small_position(rng)
        verdict = solve(game)
        assert verdict is exhaustive(game), game.position()
        line, found = winning_line(game)
        assert found is verdict
        for move in line:
            game.move(*move)
        assert game.won is verdict
        verdicts.append(verdict)
    assert 20 < verdicts.count(True) < 130  # the positions are neither all won nor all lost


def test_a_played_toy_game_saves_loads_and_replays_as_it_was(toy):
    game = Patience.deal(seed=3, variant=TOY)
    play_greedy(game)
    saved = game.to_json()
    assert json.loads(saved)["start"]["variant"] == TOY
    assert Patience.from_json(saved) == game == game.replay()
    assert len(story(game, "ru")) == len(story(game)) == len(game.log) + (game.won or game.lost)
    assert "Down in suit" in game._repr_html_() and "Down in suit" in Patience.deal(seed=3, variant=TOY)._repr_html_()


def test_the_app_offers_the_toy_and_plays_it_to_its_end(toy):
    from aggravation_nb.views import IntrigueApp

    app = IntrigueApp("en", seed=3, variant=TOY)
    assert app.variant_choice.value == TOY and "Down in suit" in app.variant_choice._options_labels
    assert app.readings.value.count("<li>") == 2
    app.last_button.click()
    app.auto_button.click()
    assert app.game.won is (solve(Patience.deal(seed=3, variant=TOY)) is True)
    app.lang = "ru"
    assert app.variant == TOY and app.table.view["narration"]


def test_the_solver_tells_apart_what_the_toys_rules_tell_apart(toy):
    """Its key keeps the suits the toy builds by (`settled_token`), and drops them where a variant ignores them."""
    from aggravation_nb.games.intrigue.solver import _Search

    one = [["Q♠", "10♥", "9♣"], ["Q♦", "9♥"]]
    two = [["Q♠", "10♥", "9♥"], ["Q♦", "9♣"]]
    assert _Search(T(columns=one), 10, 10).key() != _Search(T(columns=two), 10, 10).key()
    assert _Search(Patience.from_position(one), 10, 10).key() == _Search(Patience.from_position(two), 10, 10).key()

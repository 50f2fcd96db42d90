"""The games' lists of variants: every game and variant once, found by name, each variant its own class,
and a new variant is one class and one entry in its game's list."""

import pytest

from aggravation_nb import Game, IllegalAction
from aggravation_nb.core.registry import Family, by_name, families
from aggravation_nb.games import FAMILIES, rule_ids
from aggravation_nb.games.aggravation import about
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.aggravation.variants.california_speed import CaliforniaSpeed, Tournament
from aggravation_nb.games.aggravation.variants.frustration import Frustration
from aggravation_nb.games.intrigue.about import INTRIGUE
from aggravation_nb.intrigue import Glencoe, Intrigue, LaggardLady, Move, Patience, QueenOfTheFairies, SalicLaw


def test_the_lists_hold_every_game_and_variant_once_in_the_order_the_apps_show_them():
    assert {name: list(family.variants) for name, family in FAMILIES.items()} == {
        "aggravation": ["aggravation", "frustration", "california-speed", "tournament"],
        "intrigue": ["intrigue", "laggard-lady", "glencoe", "salic-law", "queen-of-the-fairies"],
    }
    assert list(AGGRAVATION.variants.values()) == [Game, Frustration, CaliforniaSpeed, Tournament]
    assert list(FAMILIES["intrigue"].variants.values()) == [Intrigue, LaggardLady, Glencoe, SalicLaw, QueenOfTheFairies]
    for family in FAMILIES.values():
        assert all(variant.name == name for name, variant in family.variants.items())


def test_each_variant_holds_the_ids_of_its_own_rules_and_its_game_collects_them_in_order():
    assert Game.own_rule_ids()[-1] == "A11" and Frustration.own_rule_ids() == ("F1", "F2", "F3")
    assert Tournament.own_rule_ids() == ("C7",) and CaliforniaSpeed.own_rule_ids()[-1] == "C6"
    assert INTRIGUE.rule_ids[-4:] == ("I6", "I7", "I8", "I9") and QueenOfTheFairies.own_rule_ids() == ("I9",)
    assert rule_ids() == AGGRAVATION.rule_ids + INTRIGUE.rule_ids


def test_a_variant_is_found_by_the_name_it_writes_once():
    assert AGGRAVATION.find_variant("tournament") is Tournament
    assert type(Game.deal(seed=1, variant="frustration")) is Frustration
    assert Patience.deal(1, variant="salic-law").rules is SalicLaw


@pytest.mark.parametrize("name", ["speed", "", None, 5, ["aggravation"]])
def test_an_unknown_variant_is_refused_with_every_name_there_is(name):
    """Both engines refuse it alike: an IllegalAction (so still a ValueError, for callers that catch
    that) under one key, naming every variant of the family. (`Game.deal` takes no name, or an empty
    one, as its own variant's.)"""
    names = {
        "aggravation": "aggravation, frustration, california-speed, tournament",
        "intrigue": "intrigue, laggard-lady, glencoe, salic-law, queen-of-the-fairies",
    }
    deals = [
        ("intrigue", lambda: Patience.deal(1, variant=name)),
        ("aggravation", lambda: AGGRAVATION.find_variant(name)),
    ]
    if name:
        deals.append(("aggravation", lambda: Game.deal(seed=1, variant=name)))
    for family, deal in deals:
        with pytest.raises(IllegalAction) as refusal:
            deal()
        assert isinstance(refusal.value, ValueError)
        assert refusal.value.key == "no-such-variant" and refusal.value.rule is None
        assert names[family] in str(refusal.value) and repr(name) in str(refusal.value)
        assert refusal.value.details["names"] == names[family]


def test_a_game_a_variant_name_and_a_rule_id_can_each_be_listed_only_once():
    with pytest.raises(ValueError, match="share a name"):
        families(AGGRAVATION, Family("aggravation", {}))
    with pytest.raises(ValueError, match="share a name"):
        by_name(Frustration, type("Again", (Game,), {"name": "frustration"}))
    with pytest.raises(ValueError, match="rule id twice: F2"):
        Family("again", by_name(Frustration, type("Again", (Game,), {"name": "again", "rule_ids": ("F2",)})))
    with pytest.raises(ValueError, match="rule id twice: I6"):
        families(INTRIGUE, Family("again", by_name(type("Again", (Intrigue,), {"name": "again", "rule_ids": ("I6",)}))))


class Hurried(Game):
    """A toy relative, defined by this test only: a player stops flipping with two cards left, not one (X1)."""

    name = "hurried"
    rule_ids = ("X1",)

    def _flipping(self) -> list[int]:
        return [i for i, stock in enumerate(self._stocks) if len(stock) >= 3]


def test_defining_a_variant_class_lists_it_nowhere():
    assert Hurried not in AGGRAVATION.variants.values() and "X1" not in rule_ids()
    with pytest.raises(IllegalAction, match="hurried"):
        Game.deal(seed=1, variant="hurried")


def test_a_new_variant_is_one_class_and_one_entry_in_its_games_list(monkeypatch):
    monkeypatch.setitem(about.VARIANTS, Hurried.name, Hurried)
    game = Game.deal(seed=1, variant="hurried")
    assert type(game) is Hurried and game.variant == "hurried"
    assert AGGRAVATION.find_variant("hurried") is Hurried and AGGRAVATION.rule_ids[-1] == "X1" and "X1" in rule_ids()
    assert Game.from_json(game.to_json()) == game


class TwoFoundations(Intrigue):
    """A toy relative of Intrigue, defined by this test only: two foundations at most, in all (X1)."""

    name = "two-foundations"
    rule_ids = ("X1",)
    governs = ("start",)

    @classmethod
    def may_start(cls, card, heads, starts):
        return len(starts) < 2


def test_a_new_intrigue_variant_changing_one_behaviour_is_one_hook_and_one_entry(monkeypatch):
    """It overrides the one hook it changes (`may_start`) and names its rule; the engine's moves, its deal,
    its refusals and the solver then follow it, citing its rule, with the words every variant shares."""
    from aggravation_nb.games.intrigue import about as intrigue_about

    monkeypatch.setitem(intrigue_about.VARIANTS, TwoFoundations.name, TwoFoundations)
    assert INTRIGUE.find_variant("two-foundations") is TwoFoundations and INTRIGUE.rule_ids[-1] == "X1"
    game = Patience.from_position([["Q♠", "9♥", "6♣"], ["Q♦"]], [["5♣"], ["6♦"]], variant="two-foundations")
    assert Move(0, ("foundation", None)) not in game.moves() and game.solve() is False
    before = game.copy()
    with pytest.raises(IllegalAction) as refusal:
        game.move(0, ("foundation", None))
    assert (refusal.value.key, refusal.value.rule) == ("intrigue-no-room", "X1") and game == before
    assert Patience.from_position([["Q♠", "6♣"]], [["5♣"], ["6♦"]]).move(0, ("foundation", None)).rule == "I2"
    for seed in range(3):
        dealt = Patience.deal(seed=seed, variant="two-foundations")
        steps = dealt.deal_all()
        assert len(dealt.foundations) <= 2 and Patience.from_json(dealt.to_json()) == dealt
        assert {step.rule for step in steps if step.reason in ("waits", "new-foundation")} == {"X1"}

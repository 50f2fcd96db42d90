"""The one registry: every game and variant once, found by name, each variant its own class."""

import pytest

from aggravation_nb import Game, IllegalAction
from aggravation_nb.core.registry import FAMILIES, Family
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.aggravation.variants.california_speed import CaliforniaSpeed, Tournament
from aggravation_nb.games.aggravation.variants.frustration import Frustration
from aggravation_nb.intrigue import Glencoe, Intrigue, LaggardLady, Patience, QueenOfTheFairies, SalicLaw


def test_the_registry_lists_every_game_and_variant_once_in_the_order_the_apps_show_them():
    assert {name: list(family.variants) for name, family in FAMILIES.items()} == {
        "aggravation": ["aggravation", "frustration", "california-speed", "tournament"],
        "intrigue": ["intrigue", "laggard-lady", "glencoe", "salic-law", "queen-of-the-fairies"],
    }
    assert list(AGGRAVATION.variants.values()) == [Game, Frustration, CaliforniaSpeed, Tournament]
    assert list(FAMILIES["intrigue"].variants.values()) == [Intrigue, LaggardLady, Glencoe, SalicLaw, QueenOfTheFairies]
    for family in FAMILIES.values():
        assert all(variant.name == name and variant.family is family for name, variant in family.variants.items())


def test_a_variant_is_found_by_the_name_it_writes_once():
    assert AGGRAVATION.variant("tournament") is Tournament
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
    deals = [("intrigue", lambda: Patience.deal(1, variant=name)), ("aggravation", lambda: AGGRAVATION.variant(name))]
    if name:
        deals.append(("aggravation", lambda: Game.deal(seed=1, variant=name)))
    for family, deal in deals:
        with pytest.raises(IllegalAction) as refusal:
            deal()
        assert isinstance(refusal.value, ValueError)
        assert refusal.value.key == "no-such-variant" and refusal.value.rule is None
        assert names[family] in str(refusal.value) and repr(name) in str(refusal.value)
        assert refusal.value.details["names"] == names[family]


def test_a_game_and_a_variant_name_can_be_registered_only_once():
    with pytest.raises(ValueError, match="declared twice"):
        Family("aggravation", ())
    with pytest.raises(ValueError, match="already"):
        type("Again", (Game,), {"name": "frustration"})
    assert AGGRAVATION.variant("frustration") is Frustration
    with pytest.raises(TypeError):
        AGGRAVATION.variants["poker"] = Game  # the registry is read-only from outside


def test_a_subclass_without_a_name_of_its_own_is_not_a_variant():
    unnamed = type("Teaching", (Frustration,), {})
    assert unnamed not in AGGRAVATION.variants.values() and len(AGGRAVATION.variants) == 4

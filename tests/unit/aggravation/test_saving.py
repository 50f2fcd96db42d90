"""Versioned JSON save/load, and refusing malformed or hostile files."""

import json
import random
import re

import pytest
from rule_helpers import randomly_played

from aggravation_nb import Game
from aggravation_nb.core.saved import MAX_CHARS
from aggravation_nb.games.aggravation import game as game_module


def test_a_saved_game_round_trips_exactly():
    game = randomly_played(5, 30)
    loaded = Game.from_json(game.to_json())
    assert loaded == game and loaded.to_json() == game.to_json() and loaded.seed == 5


def test_a_finished_game_round_trips_with_its_outcome():
    game = randomly_played(6, 500)
    assert Game.from_json(game.to_json()).outcome == game.outcome is not None


def test_the_file_is_versioned_and_readable():
    document = json.loads(randomly_played(5, 3).to_json())
    assert document["format"] == "aggravation_nb/game" and document["version"] == 2
    assert document["log"][0] == "flip"


def edit(change):
    document = json.loads(randomly_played(5, 12).to_json())
    change(document)
    return json.dumps(document)


HOSTILE = {
    "not json": "{nope",
    "empty": "",
    "a list": "[]",
    "a number": "7",
    "wrong type": 7,
    "bytes not utf-8": b"\xff\xfe",
    "nan": '{"version": NaN}',
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "huge": " " * (MAX_CHARS + 1),
    "unknown version": edit(lambda d: d.update(version=3)),
    "version as true": edit(lambda d: d.update(version=True)),
    "wrong format": edit(lambda d: d.update(format="chess")),
    "missing log": edit(lambda d: d.pop("log")),
    "extra key": edit(lambda d: d.update(extra=1)),
    "seed as text": edit(lambda d: d.update(seed="5")),
    "log not a list": edit(lambda d: d.update(log={})),
    "log too long": edit(lambda d: d.update(log=[{"action": "flip"}] * 1000)),
    "card twice": edit(lambda d: d["start"]["stocks"]["Oleg"].append(d["start"]["stocks"]["Marina"][0])),
    "bad card": edit(lambda d: d["start"]["stocks"]["Oleg"].__setitem__(0, "ZZ")),
    "three players": edit(lambda d: d["start"].update(players=["A", "B", "C"])),
    "start not an object": edit(lambda d: d.update(start=[])),
    "illegal action": edit(
        lambda d: d["log"].append({"action": "call", "player": "Marina", "piles": [["Marina", 0], ["Oleg", 0]]})
    ),
    "unknown action": edit(lambda d: d["log"].append({"action": "shuffle"})),
    "action not an object": edit(lambda d: d["log"].append("flip")),
    "cover without pile": edit(lambda d: d["log"].append({"action": "cover", "player": "Marina"})),
    "pile as text": edit(lambda d: d["log"].append({"action": "cover", "player": "Marina", "pile": "M0"})),
    "player as list": edit(lambda d: d["log"].append({"action": "cover", "player": [], "pile": ["Marina", 0]})),
    "column huge": edit(
        lambda d: d["log"].append({"action": "cover", "player": "Marina", "pile": ["Marina", 10**100]})
    ),
    "call one pile": edit(lambda d: d["log"].append({"action": "call", "player": "Marina", "piles": [["Marina", 0]]})),
    "together wrong": edit(lambda d: d["log"].append({"action": "call-together", "calls": [1, 2]})),
    "version twice": edit(lambda d: None).replace('"version": 2', '"version": 2, "version": 1'),
    "version as 1.0": edit(lambda d: None).replace('"version": 2', '"version": 1.0'),
    "version as 1e0": edit(lambda d: None).replace('"version": 2', '"version": 1e0'),
    "seed of 5000 digits": edit(lambda d: None).replace('"seed": 5', '"seed": ' + "9" * 5000),
    "name with a lone surrogate": edit(lambda d: None).replace('"Marina"', '"P\\ud800"'),
    "together players as lists": edit(
        lambda d: d["log"].append(
            {
                "action": "call-together",
                "calls": [
                    {"action": "call", "player": [], "piles": [["Marina", 0], ["Oleg", 0]]},
                    {"action": "call", "player": {}, "piles": [["Marina", 0], ["Oleg", 0]]},
                ],
            }
        )
    ),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_malformed_or_hostile_files_are_refused_with_a_value_error(name):
    with pytest.raises(ValueError) as caught:
        Game.from_json(HOSTILE[name])
    assert str(caught.value)


@pytest.mark.parametrize(
    "name, words",
    [
        ("version twice", "'version' appear more than once"),
        ("version as 1.0", "whole number"),
        ("version as 1e0", "whole number"),
        ("seed of 5000 digits", "5,000 digits"),
        ("name with a lone surrogate", "printable text"),
    ],
)
def test_loose_json_is_refused_in_the_packages_own_words(name, words):
    assert HOSTILE[name] != edit(lambda d: None), "the edit must change the file"
    with pytest.raises(ValueError, match=re.escape(words)):
        Game.from_json(HOSTILE[name])


def test_a_name_that_cannot_be_saved_is_refused_when_the_game_is_dealt():
    with pytest.raises(ValueError, match="printable text"):
        Game.deal(seed=1, players=("P\ud800", "Oleg"))
    with pytest.raises(ValueError, match="printable text"):
        Game.from_position(rows={"Marina\n": ["7♣"], "Oleg": ["7♦"]})


def test_a_game_at_the_action_limit_is_a_draw_and_still_saves(monkeypatch):
    """The limit is a backstop (every rule set's games end by their rules); here it is lowered."""
    monkeypatch.setattr(game_module, "MAX_ACTIONS", 300)
    game = Game.deal(seed=4, players=("A", "B", "C", "D", "E"), variant="tournament")
    rng = random.Random(4)
    while game.outcome is None:
        game.apply(rng.choice(game.legal_actions()))
    assert game.length == 300 and game.outcome.key == "draw-too-long" and game.outcome.winner is None
    loaded = Game.from_json(game.to_json())
    assert loaded == game and loaded.outcome == game.outcome


def test_a_refused_file_names_the_action_that_cannot_be_played():
    with pytest.raises(ValueError, match=r"saved action 13 cannot be played.*\(A9\)"):
        Game.from_json(HOSTILE["illegal action"])


def test_a_file_whose_seed_was_changed_is_refused():
    saved = json.loads(Game.deal(seed=5).to_json())
    saved["seed"] = 6
    with pytest.raises(ValueError, match="does not deal"):
        Game.from_json(json.dumps(saved))


@pytest.mark.parametrize("seed", [-3, 2**64, 10**45])
def test_a_deal_number_that_could_not_be_saved_or_would_deal_as_another_is_refused(seed):
    with pytest.raises(ValueError, match="from 0 to 18,446,744,073,709,551,615"):
        Game.deal(seed=seed)


def test_the_largest_deal_number_saves_and_loads():
    game = Game.deal(seed=2**64 - 1)
    assert Game.from_json(game.to_json()) == game

"""The narration of every move names the rule it played, as the worked example's lines do, and that id opens
the rule's text (it is in the rule book of the page's language)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb import Game
from aggravation_nb.core.rulebook import split_cited
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.narration import describe_event, event_rule
from aggravation_nb.i18n import LANGUAGES

MOVE_RULES = {Cover: "A5", Call: "A8", CallTogether: "A10"}


def cited_links(words: str, lang: str) -> list[str]:
    return [rule for _words, rule, _name in split_cited(words, lang) if rule]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(["aggravation", "frustration", "california-speed"]),
    choices=st.randoms(use_true_random=False),
)
def test_every_move_of_a_game_is_told_with_the_rule_it_played_as_a_link(seed, variant, choices: random.Random):
    game = Game.deal(seed, variant=variant)
    for _ in range(40):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(choices.choice(legal))
        event = game.events[-1]
        rule = event_rule(game, event)
        if isinstance(event.action, Flip):
            expected = "C2" if game.gathers else ("A3" if len(event.placed) == len(game.players) else "A7")
        else:
            expected = MOVE_RULES[type(event.action)]
        assert rule == expected
        for lang in LANGUAGES:
            told = describe_event(game, event, lang)
            assert f"({rule})" in told and rule in cited_links(told, lang), told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_player_flipping_alone_is_told_under_a7(lang):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["8♦"]}, stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]})
    game.flip()
    told = describe_event(game, game.events[-1], lang)
    assert told.endswith("(A7).") and "A3" not in told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_call_at_the_same_instant_is_told_under_a10(lang):
    game = Game.from_position(rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": [], "Oleg": []})
    game.call_together({"Marina": (("Marina", 0), ("Oleg", 0)), "Oleg": (("Oleg", 0), ("Marina", 0))})
    assert cited_links(describe_event(game, game.events[-1], lang), lang) == ["A10"]

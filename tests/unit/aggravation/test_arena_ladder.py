"""The ladder: the arena plays each of the computer's levels as the play app offers them (its reaction times);
speed sets most rungs, and at Frustration a bot's choice of row wins a rung that a random bot, as quick, loses."""

from __future__ import annotations

import pytest

from aggravation_nb.arena import ArenaResult, Ladder, arena, cover_theirs_first, ladder, random_bot
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES


def first_legal(view):
    return view.legal[0] if view.legal else None


@pytest.mark.parametrize("level", list(DIFFICULTIES))
def test_a_level_is_the_computer_at_that_levels_reaction_time(level):
    against_level = arena(first_legal, against=level, games=4, seed=2, reactions=0.9)
    timed = arena(first_legal, games=4, seed=2, reactions=(0.9, DIFFICULTIES[level]))
    assert against_level.results == timed.results and against_level.opponent == f"computer ({level})"
    assert [record.actions for record in against_level.records] != []


def test_against_a_level_reactions_are_the_bots_alone():
    with pytest.raises(ValueError, match="your bot's alone"):
        arena(first_legal, against="expert", games=2, reactions=(1.0, 1.0))
    with pytest.raises(TypeError, match="a level"):
        arena(first_legal, against="grandmaster", games=2)


def test_the_ladder_plays_every_level_slowest_first_and_says_which_it_beats():
    calls = []
    climbed = ladder(first_legal, games=4, seed=3, progress=lambda done, total: calls.append((done, total)))
    assert [level for level, _result in climbed.rungs] == list(DIFFICULTIES)
    assert calls[-1] == (16, 16) and len(calls) == 16
    assert climbed.beaten == ("beginner", "intermediate")  # 1 s against 2 s and 1.2 s: a race is won by speed
    assert [climbed.verdict(level) for level in ("advanced", "expert")] == ["loses to", "loses to"]
    text, page = str(climbed), climbed._repr_html_()
    assert text.splitlines()[0] == "Ladder: first_legal at Aggravation, reacting in 1 s, 4 games against each level"
    assert "beats Intermediate (1.2 s): win rate 100.0%" in text
    assert '<th scope="row">Expert</th><td>0.35 s</td>' in page and "<caption>Ladder: first_legal" in page
    russian, french = climbed.said("ru"), climbed.html("fr")
    assert "побеждает: Любитель (1,2\u00a0с), доля побед 100,0\u00a0%" in russian.splitlines()[2]
    assert "<td>0,35\u00a0s</td>" in french and "<td>perd contre</td>" in french
    even = ArenaResult("me", "computer (beginner)", "aggravation", ("win", "loss") * 5)
    assert Ladder((("beginner", even),), 1.0).verdict("beginner") == "cannot tell"


def test_at_frustration_giving_cards_away_beats_a_slower_level_that_a_random_bot_as_quick_loses_to():
    careful = arena(cover_theirs_first, against="intermediate", games=16, variant="frustration", seed=4)
    careless = arena(random_bot(1), against="intermediate", games=16, variant="frustration", seed=4)
    assert careful.interval[0] > 0.5 > careless.interval[1]

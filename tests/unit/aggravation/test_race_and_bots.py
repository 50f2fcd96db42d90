"""The race model (who gets there first, on a simulated clock) and the computer player."""

import math

import pytest
from rule_helpers import position

from aggravation_nb import Call, CallTogether, Cover, Flip, Game, IllegalAction
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES, bot_action
from aggravation_nb.games.aggravation.play.race import Race


def test_the_bot_covers_the_first_owed_pile_and_calls_once_empty():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], [])
    assert bot_action(game, "Marina") == Cover("Marina", ("Marina", 0))
    assert bot_action(game, "Oleg") == Call("Oleg", (("Marina", 0), ("Oleg", 0)))
    assert bot_action(position(["7♣"], ["8♦"], ["K♦", "2♣"], ["3♣", "4♣"]), "Marina") is None


def test_the_faster_player_covers_first():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "9♥", "4♥"])
    race = Race(game, {"Marina": 0.5, "Oleg": 0.9}, seed=1, jitter=0)
    first = race.next_move()
    assert (first.at, first.by, first.action) == (0.5, "Marina", Cover("Marina", ("Marina", 0)))


def test_a_slower_player_still_wins_the_second_card_if_quicker_than_two_moves():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "9♥", "4♥"])
    race = Race(game, {"Marina": 0.5, "Oleg": 0.9}, seed=1, jitter=0)
    race.advance(until=1.0)
    assert [(m.by, m.at) for m in race.history] == [("Marina", 0.5), ("Oleg", 0.9)]
    assert game.covered_by(("Oleg", 0)) == "Oleg"


def test_a_persons_action_comes_after_every_computer_move_planned_before_it():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "9♥", "4♥"])
    race = Race(game, {"Oleg": 0.35}, seed=1, jitter=0)
    with pytest.raises(IllegalAction) as late:
        race.play("Marina", Cover("Marina", ("Marina", 0)), at=0.8)
    assert late.value.rule == "A5"
    assert [m.by for m in race.history] == ["Oleg", "Oleg"]


def test_a_person_quicker_than_the_computer_gets_there_first():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "9♥", "4♥"])
    race = Race(game, {"Oleg": 0.35}, seed=1, jitter=0)
    moves = race.play("Marina", Cover("Marina", ("Marina", 0)), at=0.2)
    assert [m.by for m in moves] == ["Marina"] and game.covered_by(("Marina", 0)) == "Marina"


def test_both_flip_together_after_the_pause_when_nothing_is_to_do():
    game = position(["7♣"], ["8♦"], ["K♦", "2♣"], ["3♣", "4♣"])
    race = Race(game, {"Oleg": 0.5}, seed=1, flip_pause=1.0)
    move = race.next_move()
    assert (move.at, move.action, move.by) == (1.0, Flip(), None)


def test_calls_at_the_same_instant_are_a_draw():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"])
    race = Race(game, {"Oleg": 0.5}, seed=1, jitter=0)
    race.play("Marina", Call("Marina", (("Marina", 0), ("Oleg", 0))), at=0.5)
    assert isinstance(game.log[-1], CallTogether) and game.outcome.key == "draw-together"


def test_two_computers_calling_at_once_draw_too():
    game = position(["7♣", "Q♥"], ["7♦", "A♠"])
    race = Race(game, {"Marina": 0.5, "Oleg": 0.5}, seed=1, jitter=0)
    race.advance()
    assert game.outcome.key == "draw-together"


@pytest.mark.parametrize("difficulty", list(DIFFICULTIES))
def test_a_whole_game_against_each_difficulty_is_reproducible(difficulty):
    def play():
        game = Game.deal(seed=42, players=("You", "Computer"))
        race = Race(game, {"Computer": DIFFICULTIES[difficulty], "You": 0.7}, seed=42)
        race.advance()
        return game, [(round(m.at, 9), m.action) for m in race.history]

    (game, history), (again, history_again) = play(), play()
    assert game.outcome is not None and game == again and history == history_again
    assert all(a[0] <= b[0] for a, b in zip(history, history[1:], strict=False))


def test_difficulty_matters_a_beginner_loses_to_a_quick_person_an_expert_beats_a_slow_one():
    def winner(computer, person, seed):
        game = Game.deal(seed=seed, players=("You", "Computer"))
        Race(game, {"Computer": computer, "You": person}, seed=seed).advance()
        return game.outcome.winner

    assert [winner(DIFFICULTIES["beginner"], 0.5, s) for s in range(10)].count("You") >= 8
    assert [winner(DIFFICULTIES["expert"], 1.0, s) for s in range(10)].count("Computer") >= 8


@pytest.mark.parametrize("reactions", [{"Nobody": 1.0}, {"Oleg": 0}, {"Oleg": -1}, {"Oleg": math.nan}, {"Oleg": "1"}])
def test_bad_reaction_times_are_refused(reactions):
    with pytest.raises(ValueError):
        Race(position(["7♣"], ["7♦"], ["K♦"], ["5♠"]), reactions, seed=1)


def test_computer_seats_take_turns_in_relaxed_play_so_no_seat_is_favoured():
    from aggravation_nb.games.aggravation.play.bots import computer_step

    game = Game.from_position(
        rows={"Marina": ["7♣", "7♦"], "Oleg": ["9♣", "9♦"]},
        stocks={"Marina": ["2♣", "3♣", "4♣"], "Oleg": ["2♦", "3♦", "4♦"]},
    )
    actors = []
    for _ in range(4):
        action = computer_step(game, ["Marina", "Oleg"])
        actors.append(action.player)
        game.apply(action)
    assert actors == ["Marina", "Oleg", "Marina", "Oleg"]

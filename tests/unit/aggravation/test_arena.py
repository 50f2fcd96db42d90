"""The bot arena: seeded games through the engine and its race, counted with a Wilson interval; a bot that
fails loses its game with a clear reason and never stops the arena; the Frustration lesson (F3)."""

from __future__ import annotations

import math

import pytest

from aggravation_nb import Call, Cover, Flip, Game
from aggravation_nb.arena import (
    ArenaResult,
    PlayerView,
    arena,
    cover_own_first,
    cover_theirs_first,
    leaderboard,
    random_bot,
    wilson,
)


def first_legal(view):
    return view.legal[0] if view.legal else None


def test_wilson_matches_the_textbook_and_stays_within_0_and_1():
    low, high = wilson(50, 100)
    assert math.isclose(low, 0.4038, abs_tol=1e-4) and math.isclose(high, 0.5962, abs_tol=1e-4)
    assert wilson(0, 10)[0] == 0.0 and 0.25 < wilson(0, 10)[1] < 0.35
    assert math.isclose(wilson(10, 10)[1], 1.0) and wilson(0, 0) == (0.0, 1.0)
    assert wilson(30, 100)[1] - wilson(30, 100)[0] > wilson(300, 1000)[1] - wilson(300, 1000)[0]


def test_the_same_seed_plays_the_same_games_and_another_seed_others():
    one, again = arena(first_legal, games=30, seed=4), arena(first_legal, games=30, seed=4)
    assert one == again and one.games == 30 and one.wins + one.losses + one.draws == 30
    assert arena(first_legal, games=30, seed=5).results != one.results
    assert one.bot == "first_legal" and one.opponent == "computer" and not one.faults


def test_each_deal_is_played_twice_with_the_seats_swapped():
    seen: list[tuple[tuple[str, ...], str]] = []

    def watching(view):
        game = view._game
        if game.length == 0:
            seen.append((game.players, game.to_json()))
        return first_legal(view)

    arena(watching, games=4, seed=1)
    by_game = list(dict.fromkeys(seen))
    assert [players for players, _ in by_game] == [("watching", "computer"), ("computer", "watching")] * 2
    first, second = (Game.from_json(text) for _, text in by_game[:2])
    assert first.seed == second.seed and by_game[2][1] != by_game[0][1]


def test_the_view_shows_what_a_player_sees_and_cannot_be_changed():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": [], "Oleg": ["5♠", "9♥"]}
    )
    view = PlayerView(game, "Marina")
    assert (view.me, view.opponent, view.my_stock, view.their_stock) == ("Marina", "Oleg", 0, 2)
    assert view.owed == (("Marina", 0), ("Oleg", 0)) and view.pairs == ((("Marina", 0), ("Oleg", 0)),)
    assert view.legal == (Call("Marina", (("Marina", 0), ("Oleg", 0))),)
    assert view.has_call and view.variant == "aggravation" and view.my_share == 2
    with pytest.raises(AttributeError, match="read-only"):
        view.me = "Oleg"
    assert Flip() not in PlayerView(Game.deal(seed=1, players=("A", "B")), "A").legal


def bad_bot(answer):
    def bot(view):
        return answer(view)

    return bot


@pytest.mark.parametrize(
    "answer, words, rule",
    [
        (lambda view: 1 / 0, "raised ZeroDivisionError: division by zero", None),
        (lambda view: Flip(), "flipping is not a bot's to choose", "A3"),
        (lambda view: "cover!", "“cover!” is not a move of this game", None),
        (lambda view: "Zed covers Oleg 1", "There is no player Zed here", "A1"),
        (lambda view: 7, "that is not an action", None),
        (lambda view: Cover(view.opponent, view.owed[0]) if view.owed else None, "acts only for its own player", None),
        (
            lambda view: Cover(view.me, (view.me, 0)) if view.rows[view.me] and not view.owed else None,
            "not allowed: Nothing to cover",
            "A4",
        ),
    ],
    ids=["raises", "flips", "unreadable-text", "stranger-in-text", "not-an-action", "for-the-other", "refused"],
)
def test_a_bot_that_fails_loses_that_game_says_why_and_the_arena_goes_on(answer, words, rule):
    result = arena(bad_bot(answer), games=6, seed=2)
    assert result.games == 6 and result.faults
    assert len(result.faults) == result.losses and result.wins == result.draws == 0
    fault = result.faults[0]
    assert fault.bot == "bot" and words in fault.reason and fault.rule == rule
    assert str(fault).startswith(f"game {fault.game} (deal {fault.deal}): bot")
    assert Game.deal(seed=fault.deal).seed == fault.deal
    assert words in str(result)


def test_a_bot_may_answer_in_the_move_notation_and_plays_the_same_games():
    def first(view):
        return view.legal[0] if view.legal else None

    def first_written(view):
        return str(view.legal[0]) if view.legal else None

    first_written.__name__ = "first"  # the same seat name, so the same games
    by_action, by_text = arena(first, games=8, seed=3), arena(first_written, games=8, seed=3)
    assert not by_text.faults
    assert [record.actions for record in by_text.records] == [record.actions for record in by_action.records]


def test_bots_that_wait_while_they_have_something_to_do_are_told_so():
    def idle(view):
        return None

    result = arena(idle, against=idle, games=4, seed=3)
    assert result.draws == 4 and len(result.faults) == 4
    assert all(fault.bot == "idle 1 and idle 2" and "waited (returned None)" in fault.reason for fault in result.faults)
    assert arena(idle, games=2, seed=3).losses == 2  # the computer covers and calls meanwhile


def test_the_opponents_fault_is_the_bots_win():
    result = arena(first_legal, against=bad_bot(lambda view: 1 / 0), games=4, seed=3)
    assert result.wins == 4 and {fault.bot for fault in result.faults} == {"bot"}


def test_progress_is_told_after_every_game():
    calls = []
    arena(first_legal, games=5, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(n, 5) for n in range(1, 6)]


@pytest.mark.parametrize(
    "wrong, message",
    [
        ({"games": 0}, "games is a whole number"),
        ({"games": 2.5}, "games is a whole number"),
        ({"variant": "tournament"}, "an arena plays"),
        ({"reactions": 0}, "reactions is a time"),
        ({"reactions": (1.0, 90.0)}, "reactions is a time"),
        ({"against": "oleg"}, "against is"),
    ],
)
def test_wrong_settings_are_refused_in_words(wrong, message):
    with pytest.raises((ValueError, TypeError), match=message):
        arena(first_legal, **{"games": 2, **wrong})


def test_the_frustration_lesson_covering_your_own_row_first_is_even_at_aggravation_and_hopeless_at_frustration():
    even = arena(cover_own_first, games=200, variant="aggravation", seed=0)
    low, high = even.interval
    assert low < 0.5 < high + even.draws / even.games
    lost = arena(cover_own_first, games=40, variant="frustration", seed=0)
    assert lost.wins == 0 and lost.losses == 40 and lost.interval[1] < 0.1
    given = arena(cover_theirs_first, games=10, variant="frustration", seed=0)
    assert given.wins >= 2


def test_a_quicker_bot_wins_most_games():
    quicker = arena(first_legal, games=100, reactions=(0.9, 1.0), seed=1)
    assert quicker.interval[0] > 0.8


def test_a_leaderboard_plays_every_bot_on_the_same_games_and_ranks_them():
    calls = []
    board = leaderboard(
        {"Ann": first_legal, "Ben": first_legal, "Cat": bad_bot(lambda view: 1 / 0)},
        games=6,
        seed=1,
        progress=lambda done, total: calls.append((done, total)),
    )
    (first, a), (second, b), (last, c) = board.rows
    assert (first, second, last) == ("Ann", "Ben", "Cat")
    assert a.results == b.results and c.wins == 0 and len(c.faults) == 6
    assert calls[-1] == (18, 18) and len(calls) == 18
    assert str(board).splitlines()[1].startswith("1. Ann: ") and '<th scope="row">Cat</th>' in board._repr_html_()
    with pytest.raises(ValueError, match="at least one bot"):
        leaderboard({})


@pytest.mark.parametrize(
    "variant, lang, heading",
    [
        ("aggravation", "en", "Leaderboard at Aggravation against computer (beginner), 2 games each"),
        ("frustration", "ru", "Турнирная таблица: Фрустрация, соперник computer (beginner), по 2 партии у каждого"),
        ("california-speed", "fr", "Classement à California Speed contre computer (beginner), 2 parties chacun"),
    ],
)
def test_two_leaderboards_in_one_cell_say_which_variant_each_is(variant, lang, heading):
    board = leaderboard({"Ann": first_legal}, games=2, variant=variant, against="beginner")
    assert board.said(lang).splitlines()[0] == heading and board.variant == variant
    assert f"<caption>{heading}</caption>" in board.html(lang)
    assert str(board) == board.said("en") and board._repr_html_() == board.html("en")


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "me v computer at Frustration: 1 win, 2 losses, 1 draw in 4 games; win rate 25.0%"),
        ("ru", "Фрустрация: me против computer, 1 победа, 2 поражения, 1 ничья из 4 партий; доля побед 25,0\u00a0%"),
        ("fr", "me contre computer à Frustration\u00a0: 1 victoire, 2 défaites, 1 partie nulle sur 4 parties"),
    ],
)
def test_a_result_says_its_counts_in_the_language_asked_with_each_plural(lang, words):
    result = ArenaResult("me", "computer", "frustration", ("win", "loss", "loss", "draw"))
    assert result.said(lang).startswith(words)


def test_a_random_bot_is_seeded_and_plays_by_the_rules():
    assert arena(random_bot(3), games=10).results == arena(random_bot(3), games=10).results
    assert not arena(random_bot(3), games=10, variant="california-speed").faults


def test_the_plot_draws_the_win_rate_with_its_interval():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    result = ArenaResult("me", "computer", "aggravation", ("win", "loss") * 10)
    ax = result.plot()
    assert ax.get_ylim() == (0.0, 1.0) and ax.get_title() == "me v computer (Aggravation)"
    assert "win rate of me at Aggravation" in ax.get_legend_handles_labels()[1]
    assert result.plot(lang="fr").get_title() == "me contre computer (Aggravation)"
    assert list(ax.lines[0].get_ydata())[-1] == 0.5
    matplotlib.pyplot.close("all")


def test_the_arena_reads_no_clock(monkeypatch):
    import time

    def no_clock():
        raise AssertionError("the arena read a clock")

    for name in ("time", "monotonic", "perf_counter", "time_ns", "monotonic_ns"):
        monkeypatch.setattr(time, name, no_clock)
    assert arena(first_legal, games=4, seed=1, progress=lambda done, total: None).games == 4


def test_a_result_a_board_and_a_ladder_speak_the_notebooks_language():
    from aggravation_nb.arena import ladder
    from aggravation_nb.i18n import set_language

    result = arena(first_legal, games=2, seed=1, variant="frustration")
    board, climbed = leaderboard({"Ann": first_legal}, games=2), ladder(first_legal, games=2)
    set_language("ru")
    try:
        assert str(result) == result.said("ru") and "Фрустрация" in str(result)
        assert board._repr_html_() == board.html("ru") and "Турнирная таблица" in str(board)
        assert str(climbed).startswith("Лестница: Aggravation, бот first_legal") and "уровень" in climbed._repr_html_()
    finally:
        set_language("en")
    assert str(result) == result.said("en") and "Frustration" in str(result)

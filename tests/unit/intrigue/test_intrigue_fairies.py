"""I9: Queen of the Fairies as PySolFC reads it, its building down after the deal, and the solver on it."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from intrigue_helpers import cards, exhaustive, refused_unchanged, total_cards

from aggravation_nb import IllegalAction
from aggravation_nb.games.intrigue.patience import MAX_ACTIONS
from aggravation_nb.i18n import text
from aggravation_nb.intrigue import Move, Patience, describe, outcome, solve, winning_line

FAIRIES = "queen-of-the-fairies"
UP_TO_JACK = ["A♣", "2♦", "3♠", "4♥", "5♣", "6♦", "7♠", "8♥", "9♣", "10♦", "J♠"]


def F(**position):
    return Patience.from_position(**position, variant=FAIRIES)


def test_i9_kings_head_the_columns_and_the_queens_are_dealt_like_any_card():
    game = Patience.deal(seed=5, variant=FAIRIES)
    assert game.columns[0][0].rank == 13 and game.stock_size == 103
    game.deal_all()
    assert len(game.columns) == 8 and game.set_aside == [] and total_cards(game) == 104
    assert all(column[0].rank == 13 and all(card.rank != 13 for card in column[1:]) for column in game.columns)
    queens = [card for column in game.columns for card in column if card.rank == 12]
    queens += [card for foundation in game.foundations for card in foundation if card.rank == 12]
    assert len(queens) == 8
    assert all([card.rank for card in f] == list(range(1, len(f) + 1)) for f in game.foundations)


def test_i9_aces_start_foundations_which_build_up_to_the_queen_and_the_deal_cites_its_rules():
    game = F(columns=[["K♠"]], foundations=[UP_TO_JACK], stock=["Q♥", "A♦", "K♥", "3♣"])
    steps = game.deal_all()
    assert [(s.reason, s.rule) for s in steps] == [
        ("build", "I3"),
        ("new-foundation", "I9"),
        ("new-column", "I9"),
        ("column", "I3"),
    ]
    assert game.foundations[0][-1] == cards("Q♥")[0] and game.columns[1] == cards("K♥", "3♣")
    error = refused_unchanged(game, "I9", game.move, 1, ("foundation", 0))
    assert error.key == "intrigue-foundation-complete"
    refused_unchanged(game, "I9", game.move, 1, ("foundation", None))


def test_i9_as_many_aces_start_foundations_as_turn_up_with_one_king_out():
    game = F(columns=[["K♠"]], stock=["A♦", "A♣", "A♦", "A♠", "A♥"])
    game.deal_all()
    assert len(game.foundations) == 5 and len(game.columns) == 1


def test_i9_no_building_in_the_tableau_during_the_deal():
    game = F(columns=[["K♠", "8♣"], ["K♥", "7♦"]], stock=["9♠", "10♣"])
    game.deal_one()
    assert game.moves() == []
    refused_unchanged(game, "I4", game.move, 0, ("column", 1))


def test_i9_after_the_deal_the_tableau_builds_down_whatever_the_suits():
    game = F(columns=[["K♠", "9♥", "8♣"], ["K♥", "4♦", "7♦"], ["K♣", "3♠", "9♠"]], foundations=[["A♥"]])
    assert Move(1, ("column", 0)) in game.moves() and Move(0, ("column", 2)) in game.moves()
    step = game.move(1, ("column", 0))
    assert (step.rule, step.reason) == ("I9", "tableau-build") and game.columns[0] == cards("K♠", "9♥", "8♣", "7♦")
    assert describe(step) == (
        "7♦ moves from column 2 onto column 1, onto a card one rank higher: after the deal "
        "the tableau builds down, whatever the suits (I9)."
    )
    assert describe(step, "ru").startswith("7♦ переходит со столбца 2 на столбец 1") and "(I9)." in describe(step, "ru")
    game.undo()
    assert game.columns[1] == cards("K♥", "4♦", "7♦")


@pytest.mark.parametrize("column, target", [(0, 1), (1, 2), (2, 1)])
def test_i9_a_card_goes_only_onto_a_card_one_rank_higher(column, target):
    game = F(columns=[["K♠", "9♥", "8♣"], ["K♥", "4♦", "7♦"], ["K♣", "3♠", "9♠"]], foundations=[["A♥"]])
    error = refused_unchanged(game, "I9", game.move, column, ("column", target))
    assert error.key == "fairies-column-taken" and error.details["top"] == str(game.columns[target][-1])


def test_i9_nothing_goes_onto_an_ace_in_the_tableau():
    game = F(columns=[["K♠", "9♥", "A♣"], ["K♥", "4♦", "2♦"]], foundations=[["A♥", "2♥"]])
    refused_unchanged(game, "I9", game.move, 1, ("column", 0))


def test_i9_a_bare_king_takes_any_one_card_a_queen_too_and_never_moves():
    game = F(columns=[["K♠", "9♥", "Q♣"], ["K♦"]], foundations=[["A♥"]])
    step = game.move(0, ("column", 1))
    assert (step.rule, step.reason) == ("I9", "move") and game.columns[1] == cards("K♦", "Q♣")
    assert "onto the bare king of column 2" in describe(step)
    refused_unchanged(game, "I9", F(columns=[["K♠"], ["K♦", "5♣"]]).move, 0, ("column", 1))


def test_i9_won_when_every_foundation_runs_from_ace_to_queen():
    game = F(columns=[["K♠", "Q♦"], ["K♥"]], foundations=[UP_TO_JACK])
    assert not game.won and game.useful_moves() == [Move(0, ("foundation", 0))]
    game.move(0, ("foundation", 0))
    assert game.won and outcome(game) == text("intrigue.won", "en", rule="I9")


def test_i9_lost_when_no_move_changes_anything():
    game = F(columns=[["K♠", "5♥"], ["K♦", "7♣"]], foundations=[["A♥", "2♥", "3♥"]])
    assert game.lost and not game.won and game.moves() == []


@pytest.mark.parametrize(
    "position",
    [
        dict(columns=[["Q♠"]]),
        dict(columns=[["K♠", "K♥"]]),
        dict(columns=[["K♠"]], foundations=[["5♣"]]),
        dict(columns=[["K♠"]], foundations=[["A♣", "3♦"]]),
        dict(columns=[]),
    ],
)
def test_i9_impossible_positions_cite_i9(position):
    with pytest.raises(IllegalAction) as caught:
        F(**position)
    assert caught.value.rule == "I9"


def test_i9_queens_lie_in_the_columns_and_none_is_set_aside():
    assert F(columns=[["K♠", "Q♥", "J♣"]]).columns[0][1].rank == 12
    with pytest.raises(IllegalAction) as caught:
        F(columns=[["K♠"]], set_aside=["Q♥"])
    assert caught.value.rule == "I8"


def test_the_solver_builds_down_when_nothing_else_wins():
    """No bare king and no card that goes up: only 3♣ onto 4♠ frees the 2 that is wanted."""
    game = F(columns=[["K♠", "2♦", "3♣"], ["K♥", "4♠"]], foundations=[["A♣"]])
    assert (
        Patience.from_position(
            columns=[["K♠", "2♦", "3♣"], ["K♥", "4♠"]], foundations=[["A♣"]], variant="salic-law"
        ).solve()
        is False
    )
    line, verdict = winning_line(game)
    assert verdict is True and line[0] == Move(0, ("column", 1)) and game.solve() is True
    for move in line:
        game.move(*move)
    assert game.won


def test_the_solver_never_offers_a_line_the_action_limit_would_stop():
    """I4's convention: a game takes at most MAX_ACTIONS actions, so a win needs its moves within them."""
    game = F(columns=[["K♠", "2♦", "3♣"], ["K♥", "4♠"], ["K♦", "5♥"], ["K♣"]], foundations=[["A♣"]])

    def five():
        return next(move for move in game.moves() if game.columns[move.column][-1].rank == 5 and move.to[0] == "column")

    while len(game.log) < MAX_ACTIONS - 5:  # 5♥ between two bare kings: allowed, and changes nothing
        game.move(*five())
    assert solve(game) is True and len(winning_line(game)[0]) == 5  # 3♣ onto 4♠, then four cards up
    game.move(*five())
    line, verdict = winning_line(game)
    assert line == [] and verdict is not True and solve(game) is not True


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(2, 6), min_size=1, max_size=2), st.integers(2, 4), st.booleans(), st.randoms())
def test_the_solver_agrees_with_exhaustive_search_on_small_positions(tops, count, spoiler, rng):
    """Each foundation holds an ace and the tableau its cards up to `tops` (plus, maybe, one that
    no foundation wants), shuffled into `count` columns: positions often won, often only by building."""
    aces, suits = ["A♥", "A♦"], ["♣", "♠"]
    loose = [f"{rank}{suits[n]}" for n, top in enumerate(tops) for rank in range(2, top + 1)]
    loose += ["9♥"] if spoiler else []
    rng.shuffle(loose)
    laid = [[head] for head in ["K♠", "K♦", "K♥", "K♣"][:count]]
    for card in loose:
        laid[rng.randrange(count)].append(card)
    foundations = [[ace] for ace in aces[: len(tops)]]
    game = F(columns=laid, foundations=foundations)
    assert game.solve() is exhaustive(game)
    line, verdict = winning_line(game)
    assert verdict is game.solve()
    for move in line:
        game.move(*move)
    assert game.won is bool(verdict)


def played(seed, moves=25):
    """A deal of the variant dealt out, then random legal moves (builds and bare kings included)."""
    game = Patience.deal(seed=seed, variant=FAIRIES)
    rng = random.Random(seed)
    yield game
    while game.dealing:
        game.deal_one()
        yield game
    for _ in range(moves):
        if not game.moves():
            break
        game.move(*rng.choice(game.moves()))
        yield game


seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=25, deadline=None)
@given(seeds)
def test_104_cards_at_every_step_and_the_deal_always_finishes(seed):
    for steps, game in enumerate(played(seed)):
        assert total_cards(game) == 104
        assert all(column[0].rank == 13 for column in game.columns)
        assert steps < 300
    assert not game.dealing and game.stock_size == 0


@settings(max_examples=20, deadline=None)
@given(seeds)
def test_undo_json_and_replay_round_trip(seed):
    history = [game.copy() for game in played(seed)]
    game = history[-1]
    assert Patience.from_json(game.to_json()) == game
    assert game.replay() == game
    for earlier in reversed(history[:-1]):
        game.undo()
        assert game == earlier


@settings(max_examples=20, deadline=None)
@given(seeds, st.integers(-1, 9), st.sampled_from(["foundation", "column"]), st.one_of(st.none(), st.integers(-1, 9)))
def test_refusals_change_nothing(seed, column, kind, where):
    *_, game = played(seed, moves=5)
    before = game.copy()
    try:
        game.move(column, (kind, where))
    except IllegalAction as refusal:
        assert refusal.rule in (None, "I4", "I9")
        assert game == before


def test_a_saved_game_with_builds_loads_and_plays_on():
    *_, game = played(11, moves=40)
    assert any(step.reason == "tableau-build" for step in game.log)
    loaded = Patience.from_json(game.to_json())
    assert loaded == game and loaded.variant == FAIRIES and loaded.moves() == game.moves()

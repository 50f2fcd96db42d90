"""The solver: memoised search, hints, and agreement with plain exhaustive search."""

from hypothesis import given, settings
from hypothesis import strategies as st
from intrigue_helpers import P

from aggravation_nb.games.intrigue.stats.statistics import play_greedy, win_rates
from aggravation_nb.intrigue import VARIANTS, Move, Patience, move_verdicts, solve, winning_line, winning_move

# F waits for a 9, G for a 7; putting 9♥ up first leaves 9♠ with nowhere to go.
TRAP = dict(columns=[["Q♠", "8♥", "9♥"], ["Q♦", "7♥", "9♠"]], foundations=[["6♣", "7♣", "8♣"], ["6♦"]])


def brute_force(game):
    """Try every move that changes something, with no memory and no shortcut."""
    if game.won:
        return True
    for move in game.moves():
        if move.to[0] == "foundation" or len(game.columns[move.column]) > 2:
            after = game.copy()
            after.move(*move)
            if brute_force(after):
                return True
    return False


def test_a_build_can_lose_the_game_and_the_hint_says_which():
    game = P(**TRAP)
    assert game.solve() is True
    verdicts = dict(move_verdicts(game))
    assert verdicts == {Move(0, ("foundation", 0)): False, Move(1, ("foundation", 0)): True}


def test_the_solver_gives_up_after_its_limit():
    game = Patience.deal(seed=3, variant="glencoe")
    assert game.solve(limit=1) is None
    assert game.solve() in (True, False)


def test_solve_leaves_the_game_as_it_was():
    game = Patience.deal(seed=2)
    before = game.copy()
    game.solve()
    assert game == before


ranks = st.sampled_from(["7", "8", "9", "10", "J", "4", "3", "2"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(ranks, max_size=4), min_size=2, max_size=3), st.integers(0, 2), st.integers(0, 2))
def test_the_solver_agrees_with_exhaustive_search_on_small_positions(columns, sixes, fives):
    suits = iter("♣♦♥♠" * 40)
    used = {}
    laid = []
    for head, column in zip(["Q♠", "Q♦", "Q♥"], columns, strict=False):
        laid.append([head])
        for rank in column:
            card = f"{rank}{next(suits)}"
            if used.get(card, 0) < 2:
                used[card] = used.get(card, 0) + 1
                laid[-1].append(card)
    foundations = [["6♣"]] * sixes + [["5♣"]] * fives
    game = P(columns=laid, foundations=foundations)
    assert game.solve() is brute_force(game)
    line, verdict = winning_line(game)
    assert verdict is game.solve()
    for move in line:
        game.move(*move)
    assert game.won is bool(verdict)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(sorted(VARIANTS)), st.integers(0, 40))
def test_a_winning_line_replays_to_a_win_exactly_when_solve_says_the_deal_is_won(seed, variant, dealt):
    game = Patience.deal(seed=seed, variant=variant)
    for _ in range(dealt):
        if game.dealing:
            game.deal_one()
    line, verdict = winning_line(game, 5_000)  # 5,000 positions settle all but about 2 in 100 such deals
    assert verdict is solve(game, 5_000)
    game.deal_all()
    assert all(isinstance(move, Move) for move in line) and (line == [] or verdict is True)
    for move in line:
        game.move(*move)
    assert game.won is (verdict is True)


def test_best_play_wins_more_often_than_greedy_play():
    rates = win_rates(deals=12, variants=("intrigue", "salic-law"))
    for rate in rates.values():
        assert rate.greedy <= rate.solved and rate.unknown == 0
    assert play_greedy(P(columns=[["Q♠", "7♥", "8♥"]], foundations=[["6♣"]])) is False


def test_a_hint_never_offers_a_move_that_changes_nothing_and_finds_the_winning_one():
    """I4: a bare queen takes any card, but moving a column's only card onto another bare queen
    changes nothing; the hint offers the foundation move that wins."""
    game = Patience.from_position(
        columns=[["Q♠", "J♥"], ["Q♦"]], foundations=[["6♣", "7♦", "8♣", "9♠", "10♥"]], variant="intrigue"
    )
    assert Move(0, ("column", 1)) in game.moves() and game.useful_moves() == [Move(0, ("foundation", 0))]
    move, verdict = winning_move(game)
    assert verdict is True and move.to[0] == "foundation" and game.columns[move.column][-1].rank == 11

"""Property tests over seeded random games: conservation, termination, undo, JSON, replay."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb import Call, CallTogether, Game, IllegalAction

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def cards_everywhere(game):
    on_table = [card for row in game.rows.values() for pile in row for card in pile]
    return len(on_table) + sum(game.stock_size(p) for p in game.players), len(set(on_table))


def random_game(seed):
    """Yield the game after each random legal action until it ends."""
    game = Game.deal(seed=seed, players=("Marina", "Oleg"))
    rng = random.Random(seed)
    yield game
    while game.outcome is None:
        game.apply(rng.choice(game.legal_actions()))
        yield game


@settings(max_examples=60, deadline=None)
@given(seeds)
def test_52_cards_at_every_step_and_every_game_ends_with_a_win_or_draw(seed):
    steps = 0
    for game in random_game(seed):
        total, distinct_on_table = cards_everywhere(game)
        assert total == 52
        assert distinct_on_table == total - sum(game.stock_size(p) for p in game.players)
        assert (game.outcome is None) == bool(game.legal_actions())
        steps += 1
        assert steps <= 60
    assert game.outcome is not None
    assert game.outcome.winner in (None, "Marina", "Oleg")
    assert game.outcome.rule in ("A8", "A10")


@settings(max_examples=40, deadline=None)
@given(seeds)
def test_undo_restores_exactly_and_replay_and_json_equal_live_play(seed):
    before = None
    for game in random_game(seed):
        if before is not None:
            undone = game.replay()
            undone.undo()
            assert undone == before and undone.to_json() == before.to_json()
        assert game.replay() == game
        assert Game.from_json(game.to_json()) == game
        before = game.replay()


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=60))
def test_undo_all_the_way_back_reaches_the_deal(seed, moves):
    game = Game.deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    while game.log:
        game.undo()
    assert game == Game.deal(seed=seed)


@settings(max_examples=40, deadline=None)
@given(seeds, st.data())
def test_an_action_not_listed_as_legal_is_refused_and_changes_nothing(seed, data):
    game = Game.deal(seed=seed, players=("Marina", "Oleg"))
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 40))):
        if game.outcome is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    piles = [(owner, column) for owner, row in game.rows.items() for column in range(len(row))]
    player = data.draw(st.sampled_from(["Marina", "Oleg"]))
    if piles:
        pile = data.draw(st.sampled_from(piles))
        other = data.draw(st.sampled_from(piles))
        candidates = [("cover", player, pile), ("call", player, pile, other)]
    else:
        candidates = []
    candidates.append(("flip",))
    legal = game.legal_actions()
    for candidate in candidates:
        snapshot = game.to_json()
        action = {
            "flip": lambda: game.flip(),
            "cover": lambda candidate=candidate: game.cover(player, candidate[2]),
            "call": lambda candidate=candidate: game.call(player, candidate[2], candidate[-1]),
        }[candidate[0]]
        listed = _listed(candidate, legal)
        try:
            action()
        except IllegalAction as refusal:
            assert not listed and refusal.rule
            assert game.to_json() == snapshot
            continue
        assert listed
        game.undo()
        assert game.to_json() == snapshot


def _listed(candidate, legal):
    from aggravation_nb import Cover, Flip

    if candidate[0] == "flip":
        return Flip() in legal
    if candidate[0] == "cover":
        return Cover(candidate[1], candidate[2]) in legal
    return any(
        isinstance(a, Call) and a.player == candidate[1] and set(a.piles) == {candidate[2], candidate[3]}
        for a in legal
        if not isinstance(a, CallTogether)
    )

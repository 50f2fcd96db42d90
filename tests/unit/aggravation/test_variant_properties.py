"""Property tests for every variant over seeded random games: cards, ends, undo, JSON, replay."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb import Game, IllegalAction
from aggravation_nb.games.aggravation.game import MAX_ACTIONS
from aggravation_nb.games.aggravation.play.race import Race
from aggravation_nb.games.aggravation.variants.california_speed import TOURNAMENT_SETUP

seeds = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS = [  # (variant, players, rutter, actions within which random play must end)
    ("frustration", 2, False, 6000),
    ("california-speed", 2, False, 3000),
    ("california-speed", 2, True, 3000),
    ("tournament", 2, False, 3000),
    ("tournament", 3, False, 30000),
]


def deal(variant, players, rutter, seed):
    return Game.deal(seed=seed, players=[f"P{i}" for i in range(1, players + 1)], variant=variant, rutter=rutter)


def expected_cards(game):
    if game.variant != "tournament":
        return 52
    return 104 - TOURNAMENT_SETUP[len(game.players) - len(game.eliminated)][0]


def cards_counted_by_hand(game):
    on_table = sum(len(pile) for row in game.rows.values() for pile in row)
    return on_table + sum(game.stock_size(p) + game.waiting(p) for p in game.players)


ENDING_RULES = {"frustration": {"F3", "F2"}, "california-speed": {"C5", "C4"}, "tournament": {"C7", "C4"}}
"""Each variant's own win, or (F2/C4, this project's convention) a table that came back: a draw."""


@pytest.mark.parametrize("variant, players, rutter, limit", SETTINGS)
@settings(max_examples=12, deadline=None)
@given(seed=seeds)
def test_the_right_number_of_cards_at_every_step_and_every_game_ends(variant, players, rutter, limit, seed):
    game = deal(variant, players, rutter, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        assert cards_counted_by_hand(game) == expected_cards(game) == game.cards_in_play()
        legal = game.legal_actions()
        assert (game.outcome is None) == bool(legal)
        if game.outcome is not None:
            break
        game.apply(rng.choice(legal))
    assert game.outcome is not None and game.outcome.rule in ENDING_RULES[variant]
    assert (game.outcome.winner in game.players) == (game.outcome.key not in ("draw-repeat", "draw-stalemate"))


def keep_your_cards(game, rng):
    """The player most likely to go round for ever: covers their own piles first, so no card
    changes hands, else takes the first thing listed."""
    legal = game.legal_actions()
    own = [a for a in legal if getattr(a, "pile", (None,))[0] == getattr(a, "player", "")]
    return own[0] if own else legal[0]


POLICIES = {
    "random": lambda game, rng: rng.choice(game.legal_actions()),
    "first listed": lambda game, rng: game.legal_actions()[0],
    "last listed": lambda game, rng: game.legal_actions()[-1],
    "keep your cards": keep_your_cards,
}


@pytest.mark.parametrize(
    "variant, players",
    [
        ("frustration", 2),
        ("california-speed", 2),
        ("tournament", 2),
        ("tournament", 3),
        ("tournament", 4),
        ("tournament", 5),
    ],
)
@settings(max_examples=10, deadline=None)
@given(seed=seeds, policy=st.sampled_from(sorted(POLICIES)), rutter=st.booleans())
def test_every_game_of_every_variant_ends_by_its_rules_however_it_is_played(variant, players, seed, policy, rutter):
    """F2/C4 (convention): a flip bringing back an earlier table is a draw, and tables are finite,
    so no game can go on for ever; none needs the action limit (a backstop for saving)."""
    if variant != "california-speed":
        rutter = False
    if players > 2 and policy in ("random", "keep your cards"):
        policy = "first listed"  # these end too, but may take some 20,000 actions: see the test below
    game = deal(variant, players, rutter, seed)
    rng = random.Random(seed)
    while game.outcome is None:
        game.apply(POLICIES[policy](game, rng))
    assert game.outcome.rule in ENDING_RULES[variant] and game.outcome.key != "draw-too-long"
    assert game.length < MAX_ACTIONS


@pytest.mark.parametrize("players", [3, 4, 5])
def test_tournaments_of_players_who_keep_their_cards_end_too(players):
    """Covering only your own piles moves no card between hands; the tables come round (C4)."""
    for seed in range(3):
        game = deal("tournament", players, False, seed)
        while game.outcome is None:
            game.apply(keep_your_cards(game, None))
        assert game.outcome.key in ("draw-repeat", "win-tournament") and game.length < MAX_ACTIONS


def test_the_games_the_issue_found_endless_now_end():
    """Random play of a four-player tournament, deal 33, went round for ever (C4's rows only turn)."""
    game = deal("tournament", 4, False, 33)
    rng = random.Random(33)
    while game.outcome is None:
        game.apply(rng.choice(game.legal_actions()))
    assert game.outcome.key == "draw-repeat" and game.outcome.rule == "C4" and game.length < 5000


@pytest.mark.parametrize("players", [4, 5])
@settings(max_examples=8, deadline=None)
@given(seed=seeds)
def test_a_big_tournament_keeps_its_cards_at_every_step(players, seed):
    game = deal("tournament", players, False, seed)
    race = Race(game, {p: 0.4 + 0.3 * i for i, p in enumerate(game.players)}, seed)
    while game.outcome is None and len(game.events) < 2000:
        race.advance(race.next_move().at)
        assert cards_counted_by_hand(game) == expected_cards(game) == game.cards_in_play()
    assert game.outcome is None or game.outcome.rule in ENDING_RULES["tournament"]


def test_a_five_player_tournament_with_computer_seats_reaches_its_winner():
    """C7 round by round: 100 cards for five, 104 for four, 96 for three, 104 for the final."""
    game = deal("tournament", 5, False, 0)
    race = Race(game, {p: 0.4 + 0.3 * i for i, p in enumerate(game.players)}, 0)
    dealt = {}
    while game.outcome is None and len(game.events) < 50000:
        race.advance(race.next_move().at)
        assert cards_counted_by_hand(game) == expected_cards(game)
        left = [p for p in game.players if p not in game.eliminated]
        dealt.setdefault(len(left), [game.stock_size(p) for p in left])
    assert game.outcome is not None and game.outcome.rule == "C7" and len(game.eliminated) == 3
    assert dealt[4] == [26] * 4 and dealt[3] == [32] * 3 and dealt[2] == [52] * 2


@pytest.mark.parametrize("variant, players, rutter, limit", SETTINGS[:4])
@settings(max_examples=6, deadline=None)
@given(seed=seeds, stop=st.integers(0, 120))
def test_undo_json_and_replay_round_trip(variant, players, rutter, limit, seed, stop):
    game = deal(variant, players, rutter, seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.outcome is not None:
            break
        before = game.to_json()
        game.apply(rng.choice(game.legal_actions()))
        undone = game.replay()
        undone.undo()
        assert undone.to_json() == before
    assert game.replay() == game
    assert Game.from_json(game.to_json()) == game
    while game.log:
        game.undo()
    assert game == deal(variant, players, rutter, seed)


@pytest.mark.parametrize("variant, players, rutter, limit", SETTINGS)
@settings(max_examples=6, deadline=None)
@given(seed=seeds, data=st.data())
def test_an_action_not_listed_is_refused_with_a_rule_and_changes_nothing(variant, players, rutter, limit, seed, data):
    game = deal(variant, players, rutter, seed)
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 80))):
        if game.outcome is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    legal = game.legal_actions()
    piles = [(owner, column) for owner, row in game.rows.items() for column in range(len(row))]
    player = data.draw(st.sampled_from(game.players))
    tries = [lambda: game.flip()]
    if piles:
        pile, other = data.draw(st.sampled_from(piles)), data.draw(st.sampled_from(piles))
        tries += [lambda: game.cover(player, pile), lambda: game.call(player, pile, other)]
    for attempt in tries:
        snapshot = game.to_json()
        count = len(game.log)
        try:
            attempt()
        except IllegalAction as refusal:
            assert refusal.rule and game.to_json() == snapshot
            continue
        assert game.log[count] in legal
        game.undo()
        assert game.to_json() == snapshot


def test_F2_convention_players_who_only_cover_their_own_piles_reach_a_stalemate_draw():
    """No card ever changes hands, so no share can fall to ten (F3): a draw after 100 such flips."""
    game = deal("frustration", 2, False, 0)
    while game.outcome is None:
        game.apply(keep_your_cards(game, None))
    assert game.outcome.key == "draw-stalemate" and game.outcome.rule == "F2" and game.outcome.winner is None
    assert [game.share(p) for p in game.players] == [26, 26]

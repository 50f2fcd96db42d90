"""Many computer-played games at once, for statistics.

Aggravation is simulated with numpy across whole batches of games, every
game a step at a time in lockstep; Frustration and California Speed are
played through the engine itself. Either way each game is two computer
players on the race clock of `aggravation_nb.race`, and the results agree
with the engine exactly, because the randomness is counter-based: the deal
and the k-th reaction time of game g under a seed are a pure function of
(seed, g, k) (splitmix64), computed the same way in numpy and in Python.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .cards import FULL_DECK
from .game import Game
from .race import FLIP_PAUSE, Race

PLAYERS = ("Marina", "Oleg")
OUTCOMES = ("win-call", "win-share", "win-last-card", "draw-together", "draw-empty", "draw-dead", "unfinished")
VARIANTS = ("aggravation", "frustration", "california-speed")
JITTER = 0.25
ENGINE_LIMIT = 5000
"""Actions at most per game played through the engine; a longer game counts as unfinished."""
CHUNK = 25_000
"""Games per numpy batch: large enough to keep numpy busy, small enough for a progress bar."""

_GOLDEN, _M1, _M2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_MASK = 2**64 - 1
_DEAL, _REACTION = 1, 2
_WIDTH = 26  # the most piles one row of Aggravation can hold: every card of a stock


# ----- counter-based random numbers ------------------------------------------------


def _mix(z: int) -> int:
    z = (z + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * _M1) & _MASK
    z = ((z ^ (z >> 27)) * _M2) & _MASK
    return z ^ (z >> 31)


def _key(seed: int, game: int, stream: int, k: int) -> int:
    return _mix(_mix(_mix(seed) ^ game) ^ ((stream << 32) | k))


def _mix_array(z: np.ndarray) -> np.ndarray:
    z = z + np.uint64(_GOLDEN)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(_M1)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(_M2)
    return z ^ (z >> np.uint64(31))


def _key_array(seed: int, games: np.ndarray, stream: int, k: np.ndarray) -> np.ndarray:
    start = _mix_array(np.array([_mix(seed)], dtype=np.uint64) ^ games.astype(np.uint64))
    return _mix_array(start ^ (np.uint64(stream << 32) | k.astype(np.uint64)))


def _uniform_array(keys: np.ndarray) -> np.ndarray:
    return (keys >> np.uint64(11)).astype(np.float64) * 2.0**-53


class CounterRandom:
    """The reaction-time draws of one game, as `Race` asks for them (`uniform(a, b)`)."""

    def __init__(self, seed: int, game: int) -> None:
        self.seed, self.game, self.drawn = _check_seed(seed), game, 0

    def random(self) -> float:
        value = (_key(self.seed, self.game, _REACTION, self.drawn) >> 11) * 2.0**-53
        self.drawn += 1
        return value

    def uniform(self, a: float, b: float) -> float:
        return a + (b - a) * self.random()


def deal_order(seed: int, game: int) -> list[int]:
    """Game `game`'s shuffled deck, as indices into `FULL_DECK`; cards alternate between the players."""
    seed = _check_seed(seed)
    return sorted(range(52), key=lambda i: _key(seed, game, _DEAL, i))


# ----- results ------------------------------------------------------------------------


@dataclass(frozen=True)
class Results:
    """One row per game: who won (0, 1 or -1), how (`OUTCOMES`), actions, seconds, widest row."""

    variant: str
    reactions: tuple[float, float]
    winner: np.ndarray
    outcome: np.ndarray
    actions: np.ndarray
    seconds: np.ndarray
    widest: np.ndarray

    @property
    def games(self) -> int:
        return len(self.winner)

    @classmethod
    def joined(cls, parts: list[Results]) -> Results:
        first = parts[0]
        return cls(first.variant, first.reactions,
                   *(np.concatenate([getattr(p, f) for p in parts]) for f in ("winner", "outcome", "actions",
                                                                               "seconds", "widest")))


def simulate(variant: str, games: int, seed: int, reactions=(1.0, 1.0), progress=None,
             flip_pause: float = FLIP_PAUSE) -> Results:
    """Play `games` games of `variant` between two computer players; `progress(done)` after each batch."""
    if variant not in VARIANTS:
        raise ValueError(f"the simulator plays {', '.join(VARIANTS)}, not {variant!r}")
    _check_reactions(reactions)
    seed = _check_seed(seed)
    chunk = CHUNK if variant == "aggravation" else 50
    parts = []
    for first in range(0, games, chunk):
        count = min(chunk, games - first)
        if variant == "aggravation":
            parts.append(_aggravation(seed, first, count, tuple(reactions), flip_pause))
        else:
            parts.append(_through_engine(variant, seed, first, count, tuple(reactions), flip_pause))
        if progress is not None:
            progress(first + count)
    return Results.joined(parts) if parts else _through_engine(variant, seed, 0, 0, tuple(reactions), flip_pause)


# ----- the engine's way -----------------------------------------------------------------


def engine_game(seed: int, game: int, variant: str = "aggravation") -> Game:
    """Game `game` of a simulation, dealt as the simulator deals it."""
    deck = [str(FULL_DECK[i]) for i in deal_order(seed, game)]
    return Game.from_position(rows={}, stocks={PLAYERS[0]: deck[0::2], PLAYERS[1]: deck[1::2]},
                              players=PLAYERS, variant=variant)


def play_through_engine(seed: int, game: int, variant: str = "aggravation", reactions=(1.0, 1.0),
                        flip_pause: float = FLIP_PAUSE) -> tuple[Game, float, int]:
    """Play one simulated game with the engine and the race: (game, seconds, widest row)."""
    played = engine_game(seed, game, variant)
    race = Race(played, dict(zip(PLAYERS, reactions)), seed=0, flip_pause=flip_pause, jitter=JITTER,
                rng=CounterRandom(seed, game))
    widest = 0
    while played.outcome is None and played.length < ENGINE_LIMIT and (move := race.next_move()) is not None:
        race.advance(until=move.at)
        widest = max(widest, *played.row_widths())
    return played, race.now, widest


def _through_engine(variant, seed, first, count, reactions, flip_pause) -> Results:
    rows = []
    for game in range(first, first + count):
        played, seconds, widest = play_through_engine(seed, game, variant, reactions, flip_pause)
        outcome = played.outcome
        winner = -1 if outcome is None or outcome.winner is None else PLAYERS.index(outcome.winner)
        rows.append((winner, OUTCOMES.index(outcome.key if outcome else "unfinished"), len(played.log),
                     seconds, widest))
    columns = list(zip(*rows)) if rows else [()] * 5
    return Results(variant, reactions, np.array(columns[0], np.int8), np.array(columns[1], np.int8),
                   np.array(columns[2], np.int32), np.array(columns[3], np.float64), np.array(columns[4], np.int16))


# ----- the numpy way (Aggravation) ---------------------------------------------------


def _aggravation(seed, first, count, reactions, flip_pause) -> Results:
    """Aggravation (A3-A10) with the race of `aggravation_nb.race`, for `count` games at once.

    Piles are addressed as player * 26 + column, so the lowest owed address is
    the bot's "first pile still owed a cover". Plan kinds: 0 none, 1 cover,
    2 call, 3 a call both players make at the same instant.
    """
    ids = np.arange(first, first + count, dtype=np.uint64)
    keys = _key_array(seed, ids[:, None], _DEAL, np.arange(52, dtype=np.uint64)[None, :])
    order = np.argsort(keys, axis=1, kind="stable")
    ranks = (order % 13 + 1).astype(np.int8)
    stock = np.stack([ranks[:, 0::2], ranks[:, 1::2]], axis=1)
    low, span = 1 - JITTER, (1 + JITTER) - (1 - JITTER)

    drawn = np.zeros((count, 2), np.int16)
    top = np.zeros((count, 2 * _WIDTH), np.int8)
    piles = np.zeros((count, 2), np.int16)
    owed = np.zeros((count, 2 * _WIDTH), bool)
    shown = np.zeros((count, 14), np.int16)
    plan_at = np.full((count, 3), math.inf)
    plan_kind = np.zeros((count, 2), np.int8)
    draws = np.zeros(count, np.uint64)
    now = np.zeros(count)
    outcome = np.full(count, -1, np.int8)
    winner = np.full(count, -1, np.int8)
    actions = np.zeros(count, np.int32)
    plan_at[:, 2] = flip_pause
    active = np.arange(count)

    def show(games, rank):
        """A4/A6: a rank shown twice or more makes every pile of it owed."""
        hit = shown[games, rank] >= 2
        games, rank = games[hit], rank[hit]
        owed[games] |= top[games] == rank[:, None]

    while active.size:
        which = np.argmin(plan_at[active], axis=1)
        at = plan_at[active, which]
        stuck = np.isinf(at)
        outcome[active[stuck]] = OUTCOMES.index("unfinished")
        active, which, at = active[~stuck], which[~stuck], at[~stuck]
        now[active] = at
        actions[active] += 1

        flips = active[which == 2]
        plan_at[flips, 2] = math.inf
        turned = []
        for player in (0, 1):
            games = flips[drawn[flips, player] <= 24]
            rank = stock[games, player, drawn[games, player]]
            top[games, player * _WIDTH + piles[games, player]] = rank
            piles[games, player] += 1
            drawn[games, player] += 1
            shown[games, rank] += 1
            turned.append((games, rank))
        for games, rank in turned:
            show(games, rank)

        for player in (0, 1):
            movers = active[which == player]
            kind = plan_kind[movers, player]
            covers = movers[kind == 1]
            pile = np.argmax(owed[covers], axis=1)
            rank = stock[covers, player, drawn[covers, player]]
            drawn[covers, player] += 1
            shown[covers, top[covers, pile]] -= 1
            top[covers, pile] = rank
            owed[covers, pile] = False
            shown[covers, rank] += 1
            show(covers, rank)
            calls = movers[kind == 2]
            outcome[calls], winner[calls] = OUTCOMES.index("win-call"), player
            outcome[movers[kind == 3]] = OUTCOMES.index("draw-together")
            plan_kind[movers, player] = 0
            plan_at[movers, player] = math.inf

        going = active[outcome[active] < 0]
        held = 26 - drawn[going]
        any_owed = owed[going].any(axis=1)
        pair = (shown[going, 1:] >= 2).any(axis=1)
        alive = np.where(any_owed, (held > 0).any(axis=1), (held >= 2).any(axis=1))
        alive |= (held == 0).any(axis=1) & pair
        empty = (held == 0).all(axis=1)
        outcome[going[~alive & empty]] = OUTCOMES.index("draw-empty")
        outcome[going[~alive & ~empty]] = OUTCOMES.index("draw-dead")
        active, held, any_owed, pair = going[alive], held[alive], any_owed[alive], pair[alive]

        for player in (0, 1):
            wanted = np.where(held[:, player] > 0, np.where(any_owed, 1, 0), np.where(pair, 2, 0)).astype(np.int8)
            fresh = (wanted != 0) & (plan_kind[active, player] != wanted)
            games = active[fresh]
            u = _uniform_array(_key_array(seed, ids[games], _REACTION, draws[games]))
            draws[games] += np.uint64(1)
            plan_at[games, player] = now[games] + reactions[player] * (low + span * u)
            plan_at[active[wanted == 0], player] = math.inf
            plan_kind[active, player] = wanted
        may_flip = ~any_owed & (held >= 2).any(axis=1)
        plan_at[active[~may_flip], 2] = math.inf
        due = active[may_flip & np.isinf(plan_at[active, 2])]
        plan_at[due, 2] = now[due] + flip_pause
        together = active[(plan_kind[active, 0] == 2) & (plan_kind[active, 1] == 2)
                          & (plan_at[active, 0] == plan_at[active, 1])]
        plan_kind[together, 0] = 3
        plan_at[together, 1:] = math.inf

    return Results("aggravation", reactions, winner, outcome, actions, now, piles.max(axis=1))


def _check_seed(seed) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise ValueError(f"a simulation seed is a whole number from 0 to 2**63 - 1, not {seed!r}")
    return seed


def _check_reactions(reactions) -> None:
    if len(reactions) != 2 or not all(isinstance(r, (int, float)) and 0 < r < 60 and not math.isnan(r)
                                      for r in reactions):
        raise ValueError(f"two reaction times between 0 and 60 seconds, not {reactions!r}")

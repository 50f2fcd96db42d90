"""Many computer-played games at once, for statistics.

Each game is two computer players on the race clock of `aggravation_nb.games.aggravation.play.race`.
numpy plays a whole batch of games a step at a time, in lockstep, for
every two-player variant of the registry (Aggravation, Frustration and
California Speed), reading how each plays from its class: whether it calls
(A8), picks up its rows (F2) and wins by share (F3), or deals and gathers
rows of a fixed size (C2, C4). The results agree with the
engine exactly (`play_through_engine` plays the same game with `Game` and
`Race`), because the randomness is counter-based: the deal and the k-th
reaction time of game g under a seed are a pure function of (seed, g, k)
(splitmix64), computed the same way in numpy and in Python.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from aggravation_nb.core.cards import FULL_DECK
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.race import FLIP_PAUSE, Race

PLAYERS = ("Marina", "Oleg")
OUTCOMES = (
    "win-call",
    "win-share",
    "win-last-card",
    "draw-together",
    "draw-empty",
    "draw-dead",
    "draw-repeat",
    "draw-stalemate",
    "unfinished",
)
VARIANTS = tuple(name for name, variant in AGGRAVATION.variants.items() if variant.player_counts == (2,))
"""The variants two people play head to head, in the registry's order."""
JITTER = 0.25
ENGINE_LIMIT = 5000
"""Actions at most per simulated game; a longer one counts as unfinished (both ways alike)."""
CHUNK = 25_000
"""Games per numpy batch: large enough to keep numpy busy, small enough for a progress bar."""

_GOLDEN, _M1, _M2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_MASK = 2**64 - 1
_DEAL, _REACTION = 1, 2
HISTORY = 64
"""Tables a game keeps in numpy for `_Batch.end_repeats`; the few longer games keep a set."""
_MAX_PILES = 16
"""Piles one growing row can reach: a flip needs all visible top cards to differ, so at most
13 piles show before it and 15 after."""


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


_PILE_WEIGHTS = _mix_array(np.arange(2 * _MAX_PILES * 52, dtype=np.uint64)).reshape(2 * _MAX_PILES, 52)
_STOCK_WEIGHTS = _mix_array(np.arange(2 * 52, dtype=np.uint64) + np.uint64(2 * _MAX_PILES * 52)).reshape(2, 52)


def _flat(array: np.ndarray, games: np.ndarray, column: np.ndarray | int) -> np.ndarray:
    """Where `array[games, column]` is in `array.reshape(-1)`."""
    return games * array.shape[1] + column


def _first_soonest(plans: np.ndarray) -> np.ndarray:
    """`np.argmin(plans, axis=1)` for three columns (the first of equal times), a tenth of its time."""
    first, second, third = plans[:, 0], plans[:, 1], plans[:, 2]
    return np.where((first <= second) & (first <= third), 0, np.where(second <= third, 1, 2))


# ----- results ------------------------------------------------------------------------


@dataclass(frozen=True)
class Results:
    """One row per game: who won (0, 1 or -1), how (`OUTCOMES`), actions, seconds, widest row.

    `growth` has one row per action number k: how many games took a k-th
    action, and the piles and cards on their tables just after it, summed.
    """

    variant: str
    reactions: tuple[float, float]
    winner: np.ndarray
    outcome: np.ndarray
    actions: np.ndarray
    seconds: np.ndarray
    widest: np.ndarray
    growth: np.ndarray = field(default_factory=lambda: np.zeros((0, 3), np.int64))

    @property
    def games(self) -> int:
        return len(self.winner)

    @classmethod
    def joined(cls, parts: list[Results]) -> Results:
        first = parts[0]
        growth = np.zeros((max(len(p.growth) for p in parts), 3), np.int64)
        for part in parts:
            growth[: len(part.growth)] += part.growth
        columns = {
            f: np.concatenate([getattr(p, f) for p in parts])
            for f in ("winner", "outcome", "actions", "seconds", "widest")
        }
        return cls(first.variant, first.reactions, **columns, growth=growth)


def simulate(
    variant: str, games: int, seed: int, reactions=(1.0, 1.0), progress=None, flip_pause: float = FLIP_PAUSE
) -> Results:
    """Play `games` games of `variant` between two computer players; `progress(done)` after each batch."""
    if variant not in VARIANTS:
        raise ValueError(f"the simulator plays {', '.join(VARIANTS)}, not {variant!r}")
    _check_reactions(reactions)
    seed = _check_seed(seed)
    parts = []
    for first in range(0, games, CHUNK):
        count = min(CHUNK, games - first)
        parts.append(_Batch(variant, seed, first, count, tuple(reactions), flip_pause).run())
        if progress is not None:
            progress(first + count)
    return Results.joined(parts) if parts else _Batch(variant, seed, 0, 0, tuple(reactions), flip_pause).run()


# ----- the engine's way -----------------------------------------------------------------


def engine_game(seed: int, game: int, variant: str = "aggravation") -> Game:
    """Game `game` of a simulation, dealt as the simulator deals it."""
    deck = [str(FULL_DECK[i]) for i in deal_order(seed, game)]
    return Game.from_position(
        rows={}, stocks={PLAYERS[0]: deck[0::2], PLAYERS[1]: deck[1::2]}, players=PLAYERS, variant=variant
    )


def play_through_engine(
    seed: int, game: int, variant: str = "aggravation", reactions=(1.0, 1.0), flip_pause: float = FLIP_PAUSE
) -> tuple[Game, float, int]:
    """Play one simulated game with the engine and the race: (game, seconds, widest row)."""
    played = engine_game(seed, game, variant)
    race = Race(
        played,
        dict(zip(PLAYERS, reactions, strict=False)),
        seed=0,
        flip_pause=flip_pause,
        jitter=JITTER,
        rng=CounterRandom(seed, game),
    )
    widest = 0
    while played.outcome is None and played.length < ENGINE_LIMIT and (move := race.next_move()) is not None:
        race.advance(until=move.at)
        widest = max(widest, *played.row_widths())
    return played, race.now, widest


# ----- the numpy way ------------------------------------------------------------------


class _Batch:
    """`count` two-player games of one variant, stepped together with numpy.

    Stocks are queues (top at `head`; F2 and C4 add cards underneath). A pile
    is addressed as player * width + column, so the lowest owed address is a
    bot's "first pile still owed a cover". Plan kinds: 0 none, 1 cover,
    2 call, 3 a call both players make at the same instant.
    """

    def __init__(self, variant, seed, first, count, reactions, flip_pause) -> None:
        self.variant, self.seed, self.reactions, self.flip_pause = variant, seed, reactions, flip_pause
        rules = AGGRAVATION.find_variant(variant)
        self.gathers, self.picks_up, self.calls = rules.gathers, rules.picks_up, rules.has_call
        if self.picks_up:  # F2 and F3 come together: a pick-up keeps the game going until a share wins
            self.share_to_win, self.stalemate_flips = rules.share_to_win, rules.stalemate_flips
        self.width = rules.row_size(2) or _MAX_PILES
        self.ids = np.arange(first, first + count, dtype=np.uint64)
        keys = _key_array(seed, self.ids[:, None], _DEAL, np.arange(52, dtype=np.uint64)[None, :])
        ranks = (np.argsort(keys, axis=1, kind="stable") % 13 + 1).astype(np.int8)
        self.queue = np.zeros((count, 2, 52), np.int8)
        self.queue[:, 0, :26], self.queue[:, 1, :26] = ranks[:, 0::2], ranks[:, 1::2]
        self.head = np.zeros((count, 2), np.int16)
        self.size = np.full((count, 2), 26, np.int16)
        piles = 2 * self.width
        self.top = np.zeros((count, piles), np.int8)
        self.piles = np.zeros((count, 2), np.int16)
        self.owed = np.zeros((count, piles), bool)
        self.owing = np.zeros(count, np.int16)
        """How many piles each game owes a cover (`owed` summed, kept as cards move: summing it each step cost most)."""
        self.shown = np.zeros((count, 14), np.int16)
        self.pairs = np.zeros(count, np.int16)
        """How many ranks each game shows twice or more (A8's pairs), kept as cards move."""
        self.keeps_piles = self.gathers or self.picks_up
        """Cards return to the hands (C4, F2): the simulator keeps every pile's cards, and tables repeat."""
        self.depth = np.zeros((count, piles), np.int16)
        self.cards = np.zeros((count, piles, 52) if self.keeps_piles else (0, piles, 52), np.int8)
        self.plan_at = np.full((count, 3), math.inf)
        self.plan_at[:, 2] = flip_pause
        self.plan_kind = np.zeros((count, 2), np.int8)
        self.draws = np.zeros(count, np.uint64)
        self.now = np.zeros(count)
        self.outcome = np.full(count, -1, np.int8)
        self.winner = np.full(count, -1, np.int8)
        self.actions = np.zeros(count, np.int32)
        self.widest = np.zeros(count, np.int16)
        self.history = np.zeros((count if self.keeps_piles else 0, HISTORY), np.uint64)
        self.recorded = np.zeros(count, np.int64)
        self.later: dict[int, set[int]] = {}
        self.last_shares = np.full((count, 2), -1, np.int64)
        self.unchanged = np.zeros(count, np.int64)

    # ----- cards -----

    def pop(self, games, player):
        head = self.head[games, player]
        rank = self.queue.reshape(-1).take((games * 2 + player) * 52 + head)  # flat: a third of the time of [g, p, h]
        self.head[games, player] = (head + 1) % 52
        self.size[games, player] -= 1
        return rank

    def put(self, games, address, rank):
        """A card onto a pile (a new one, or on top): counts, depths and the old top leave.

        Piles and ranks are reached by flat index (`_flat`): numpy takes one index array far faster than two."""
        top, owed, shown = (array.reshape(-1) for array in (self.top, self.owed, self.shown))
        pile = _flat(self.top, games, address)
        old = top.take(pile)
        showing = old > 0
        left = _flat(self.shown, games[showing], old[showing])
        self.pairs[games[showing]] -= shown.take(left) == 2
        shown[left] -= 1
        top[pile] = rank
        joined = _flat(self.shown, games, rank)
        self.pairs[games] += shown.take(joined) == 1
        shown[joined] += 1
        self.owing[games] -= owed.take(pile)
        owed[pile] = False
        if self.keeps_piles:
            self.cards[games, address, self.depth[games, address]] = rank
            self.depth[games, address] += 1

    def show(self, games, rank, address=None):
        """A4/A6: a rank shown twice or more makes every pile of it owed.

        After a cover (one card put, at `address`), a rank now shown three times or more was shown twice
        before, so its other piles are owed already: only the new one becomes owed."""
        count = self.shown.reshape(-1).take(_flat(self.shown, games, rank))
        hit = count >= 2
        if address is not None:
            more = count >= 3
            self.owed.reshape(-1)[_flat(self.owed, games[more], address[more])] = True
            self.owing[games[more]] += 1
            hit = count == 2
        games, rank = games[hit], rank[hit]
        owed = self.owed.take(games, axis=0) | (self.top.take(games, axis=0) == rank[:, None])
        self.owed[games] = owed
        self.owing[games] = owed.sum(axis=1, dtype=np.int16)

    def put_rows_under(self, games):
        """C4/F2: each row, column by column and bottom to top, goes under its owner's stock; the table clears."""
        width = self.width
        if not len(games):
            return
        for player in (0, 1):
            row = slice(player * width, (player + 1) * width)
            cards = self.cards[games, row, :].reshape(len(games), width * 52)
            held = (np.arange(52)[None, None, :] < self.depth[games, row][:, :, None]).reshape(len(games), width * 52)
            order = np.argsort(~held, axis=1, kind="stable")
            cards = np.take_along_axis(cards, order, axis=1)
            count = held.sum(axis=1)
            slot = np.arange(cards.shape[1])[None, :]
            moving = slot < count[:, None]
            where = (self.head[games, player][:, None] + self.size[games, player][:, None] + slot) % 52
            rows, columns = np.nonzero(moving)
            self.queue[games[rows], player, where[rows, columns]] = cards[rows, columns]
            self.size[games, player] += count.astype(np.int16)
        for array in (self.top, self.owed, self.owing, self.shown, self.pairs, self.depth, self.piles):
            array[games] = 0

    # ----- actions -----

    def flip(self, games) -> None:
        if not len(games):  # most steps flip in no game, or cover in none: each empty call costs a dozen numpy calls
            return
        placed = []
        if self.gathers:
            dealing = [games[(self.size[games, p] > 0) | (self.piles[games, p] > 0)] for p in (0, 1)]
            self.put_rows_under(games[self.piles.take(games, axis=0).sum(axis=1) > 0])
            for player in (0, 1):
                for column in range(self.width):
                    now = dealing[player][self.size[dealing[player], player] > 0]
                    rank = self.pop(now, player)
                    self.put(now, np.full(len(now), player * self.width + column), rank)
                    self.piles[now, player] = column + 1
                    placed.append((now, rank))
        else:
            for player in (0, 1):
                now = games[self.size[games, player] >= 2]
                rank = self.pop(now, player)
                self.put(now, player * self.width + self.piles[now, player], rank)
                self.piles[now, player] += 1
                placed.append((now, rank))
        for now, rank in placed:
            self.show(now, rank)
        if self.keeps_piles:
            self.end_repeats(games)

    def end_repeats(self, games) -> None:
        """F2/C4 (convention; `Game._end_if_repeating`): a flip that brings back the ranks of every
        hand and pile as they were after an earlier flip is a draw, and in Frustration so are
        `stalemate_flips` flips in a row after which no share has changed. Each table is hashed (a sum of
        ranks times fixed random 64-bit weights, one per place); a game keeps its first
        `HISTORY` hashes here and any later ones in a set of its own."""
        if not len(games):
            return
        deepest = int(self.depth.take(games, axis=0).max())
        held = np.arange(deepest)[None, None, :] < self.depth.take(games, axis=0)[:, :, None]
        piles = self.cards[games, :, :deepest].astype(np.uint64) * held
        key = (piles * _PILE_WEIGHTS[: piles.shape[1], :deepest]).sum(axis=(1, 2), dtype=np.uint64)
        place = np.arange(52)[None, None, :]
        order = (self.head.take(games, axis=0)[:, :, None] + place) % 52
        ranks = np.take_along_axis(self.queue.take(games, axis=0), order, axis=2).astype(np.uint64)
        ranks *= place < self.size.take(games, axis=0)[:, :, None]
        key += (ranks * _STOCK_WEIGHTS).sum(axis=(1, 2), dtype=np.uint64)
        count = self.recorded[games]
        seen = (
            (self.history.take(games, axis=0) == key[:, None]) & (np.arange(HISTORY)[None, :] < count[:, None])
        ).any(axis=1)
        for i in np.nonzero(count >= HISTORY)[0]:
            game = int(games[i])
            hashes = self.later.setdefault(game, set(self.history[game].tolist()))
            seen[i] = int(key[i]) in hashes
            hashes.add(int(key[i]))
        short = count < HISTORY
        self.history[games[short], count[short]] = key[short]
        self.recorded[games] += 1
        self.outcome[games[seen]] = OUTCOMES.index("draw-repeat")
        if not self.picks_up:
            return
        shares = self.size.take(games, axis=0) + self.depth.take(games, axis=0).reshape(len(games), 2, self.width).sum(
            axis=2
        )
        same = (shares == self.last_shares.take(games, axis=0)).all(axis=1)
        self.unchanged[games] = np.where(same, self.unchanged[games] + 1, 0)
        self.last_shares[games] = shares
        stalemate = games[~seen & (self.unchanged[games] >= self.stalemate_flips)]
        self.outcome[stalemate] = OUTCOMES.index("draw-stalemate")

    def cover(self, games, player) -> None:
        if not len(games):
            return
        owed = self.owed.take(games, axis=0)
        if self.calls:
            pile = np.argmax(owed, axis=1)
        else:
            others = owed.copy()
            others[:, player * self.width : (player + 1) * self.width] = False
            pile = np.where(others.any(axis=1), np.argmax(others, axis=1), np.argmax(owed, axis=1))
        rank = self.pop(games, player)
        self.put(games, pile, rank)
        self.show(games, rank, pile)

    def settle(self, games, movers_by_player) -> np.ndarray:
        """What follows an action: F3 and F2, C5, or A10's dead positions. Returns which games owe a cover."""
        any_owed = self.owing[games] > 0
        if self.gathers:
            for player, covered in movers_by_player:
                won = covered[self.size[covered, player] == 0]
                self.outcome[won], self.winner[won] = OUTCOMES.index("win-last-card"), player
            return any_owed
        held = self.size.take(games, axis=0)
        if self.picks_up:
            shares = held + self.depth.take(games, axis=0).reshape(len(games), 2, self.width).sum(axis=2)
            won = (shares <= self.share_to_win).any(axis=1)
            self.outcome[games[won]] = OUTCOMES.index("win-share")
            self.winner[games[won]] = np.argmax(shares[won] <= self.share_to_win, axis=1)
            pick_up = ~won & ((held == 0).any(axis=1) | (~any_owed & (held < 2).all(axis=1)))
            self.put_rows_under(games[pick_up])
            return any_owed & ~pick_up
        first, second = held[:, 0], held[:, 1]
        pair = self.pairs[games] > 0
        alive = np.where(any_owed, (first > 0) | (second > 0), (first >= 2) | (second >= 2))
        alive |= ((first == 0) | (second == 0)) & pair
        empty = (first == 0) & (second == 0)
        self.outcome[games[~alive & empty]] = OUTCOMES.index("draw-empty")
        self.outcome[games[~alive & ~empty]] = OUTCOMES.index("draw-dead")
        return any_owed

    def replan(self, games, any_owed) -> None:
        """Race._replan: keep a plan of the same kind, else draw a new reaction time."""
        held = self.size.take(games, axis=0)
        low, span = 1 - JITTER, (1 + JITTER) - (1 - JITTER)
        if self.calls:
            pair = self.pairs[games] > 0
        for player in (0, 1):
            holds = held[:, player] > 0
            wanted = (holds & any_owed).view(np.int8)  # 1: cover
            if self.calls:
                wanted = wanted | ((~holds & pair).view(np.int8) << 1)  # 2: call
            fresh = games[(wanted != 0) & (self.plan_kind[games, player] != wanted)]
            u = _uniform_array(_key_array(self.seed, self.ids[fresh], _REACTION, self.draws[fresh]))
            self.draws[fresh] += np.uint64(1)
            self.plan_at[fresh, player] = self.now[fresh] + self.reactions[player] * (low + span * u)
            self.plan_at[games[wanted == 0], player] = math.inf
            self.plan_kind[games, player] = wanted
        if self.gathers:
            may_flip = ~(any_owed & (held > 0).any(axis=1)) & ((held > 0) | (self.piles.take(games, axis=0) > 0)).any(
                axis=1
            )
        else:
            may_flip = ~any_owed & ((held[:, 0] >= 2) | (held[:, 1] >= 2))
        self.plan_at[games[~may_flip], 2] = math.inf
        due = games[may_flip & np.isinf(self.plan_at[games, 2])]
        self.plan_at[due, 2] = self.now[due] + self.flip_pause
        if self.calls:
            together = games[
                (self.plan_kind[games, 0] == 2)
                & (self.plan_kind[games, 1] == 2)
                & (self.plan_at[games, 0] == self.plan_at[games, 1])
            ]
            self.plan_kind[together, 0] = 3
            self.plan_at[together, 1:] = math.inf

    def run(self) -> Results:
        active = np.arange(len(self.ids))
        growth = []
        while active.size:
            plans = self.plan_at.take(active, axis=0)
            which = _first_soonest(plans)
            at = plans[np.arange(len(active)), which]
            stuck = np.isinf(at) | (self.actions[active] >= ENGINE_LIMIT)
            self.outcome[active[stuck]] = OUTCOMES.index("unfinished")
            active, which, at = active[~stuck], which[~stuck], at[~stuck]
            self.now[active] = at
            self.actions[active] += 1
            flips = active[which == 2]
            self.plan_at[flips, 2] = math.inf
            self.flip(flips)
            covered = []
            for player in (0, 1):
                movers = active[which == player]
                kind = self.plan_kind[movers, player]
                covers = movers[kind == 1]
                self.cover(covers, player)
                covered.append((player, covers))
                calls = movers[kind == 2]
                self.outcome[calls], self.winner[calls] = OUTCOMES.index("win-call"), player
                self.outcome[movers[kind == 3]] = OUTCOMES.index("draw-together")
                self.plan_kind[movers, player] = 0
                self.plan_at[movers, player] = math.inf
            going = active[self.outcome[active] < 0]
            piles = self.piles.take(going, axis=0)
            self.widest[going] = np.maximum(self.widest[going], np.maximum(piles[:, 0], piles[:, 1]))
            growth.append((len(going), int(piles.sum()), 52 * len(going) - int(self.size.take(going, axis=0).sum())))
            any_owed = self.settle(going, covered)
            still = self.outcome[going] < 0
            active = going[still]
            self.replan(active, any_owed[still])
        return Results(
            self.variant,
            self.reactions,
            self.winner,
            self.outcome,
            self.actions,
            self.now,
            self.widest,
            np.array(growth, np.int64).reshape(-1, 3),
        )


MAX_SIMULATION_SEED = 2**63 - 1
"""The largest run seed: the simulator's counters are numpy's 64-bit signed whole numbers."""


def _check_seed(seed) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SIMULATION_SEED:
        raise ValueError(f"a simulation seed is a whole number from 0 to 2**63 - 1, not {seed!r}")
    return seed


def _check_reactions(reactions) -> None:
    if len(reactions) != 2 or not all(
        isinstance(r, (int, float)) and 0 < r < 60 and not math.isnan(r) for r in reactions
    ):
        raise ValueError(f"two reaction times between 0 and 60 seconds, not {reactions!r}")

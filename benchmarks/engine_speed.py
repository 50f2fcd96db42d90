"""The engine's speed against a bare loop: random Aggravation, actions per second, as a ratio.

Run: .venv/bin/python benchmarks/engine_speed.py [games]
Both play the same seeded games with the same policy (a random choice
among the legal actions, listed in the same order): the engine through
`legal_actions()` + `apply()`, the bare loop on plain lists of lists with
no checks, no log and no objects. Each game's length and result must
agree, or the script stops. Goal (issue 13): the engine at least half
the bare loop's actions per second.

It also times Undo at the end of a long five-player tournament: undo
restores the latest checkpoint and replays at most `CHECKPOINT_EVERY`
actions, where rebuilding the game from its start replays them all.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from itertools import combinations

from aggravation_nb import Game
from aggravation_nb.core.cards import FULL_DECK
from aggravation_nb.games.aggravation.game import CHECKPOINT_EVERY


def bare_game(seed: int) -> tuple[int, str]:
    """One random game of Aggravation on lists: (actions, how it ended)."""
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    stocks = [[card.rank for card in reversed(deck[i::2])] for i in range(2)]
    rows: list[list[int]] = [[], []]
    rank_piles: dict[int, set] = {}
    owed: set = set()
    rng = random.Random(seed)
    actions = 0

    def show(rank, address, old):
        if old is not None:
            rank_piles[old].discard(address)
        piles = rank_piles.setdefault(rank, set())
        piles.add(address)
        if len(piles) > 1:
            owed.update(piles)

    while True:
        legal = []
        if not owed and any(len(s) >= 2 for s in stocks):
            legal.append(("flip",))
        pairs = None
        for i in (0, 1):
            if stocks[i]:
                legal.extend(("cover", i, a) for a in sorted(owed))
            else:
                if pairs is None:
                    pairs = sorted(
                        p for piles in rank_piles.values() if len(piles) > 1 for p in combinations(sorted(piles), 2)
                    )
                legal.extend(("call", i, pair) for pair in pairs)
        if not legal:
            return actions, "dead"
        action = rng.choice(legal)
        actions += 1
        if action[0] == "call":
            return actions, "call"
        if action[0] == "flip":
            for i in (0, 1):
                if len(stocks[i]) >= 2:
                    rank = stocks[i].pop()
                    rows[i].append(rank)
                    show(rank, (i, len(rows[i]) - 1), None)
        else:
            _, i, (owner, column) = action
            rank = stocks[i].pop()
            old, rows[owner][column] = rows[owner][column], rank
            owed.discard((owner, column))
            show(rank, (owner, column), old)


def engine_game(seed: int) -> tuple[int, str]:
    game = Game.deal(seed=seed, players=("Marina", "Oleg"))
    rng = random.Random(seed)
    while game.outcome is None:
        game.apply(rng.choice(game.legal_actions()))
    return game.length, "call" if game.outcome.key == "win-call" else "dead"


def rate(play, seeds) -> tuple[float, list]:
    start = time.perf_counter()
    results = [play(seed) for seed in seeds]
    return sum(n for n, _ in results) / (time.perf_counter() - start), results


def main(games: int = 2000, repeats: int = 5) -> None:
    ratios = []
    for repeat in range(repeats):
        seeds = range(repeat * games, (repeat + 1) * games)
        bare, bare_results = rate(bare_game, seeds)
        engine, engine_results = rate(engine_game, seeds)
        if bare_results != engine_results:
            raise SystemExit("the bare loop and the engine played different games")
        ratios.append(engine / bare)
        print(
            f"run {repeat + 1}: engine {engine:,.0f} actions/s, bare loop {bare:,.0f} actions/s, "
            f"ratio {engine / bare:.2f}"
        )
    print(f"engine ÷ bare loop: median {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f})")


def undo_in_a_long_tournament(presses: int = 20) -> None:
    game = Game.deal(seed=4, players=("A", "B", "C", "D", "E"), variant="tournament")
    rng = random.Random(4)
    while game.outcome is None and game.length < 10_000:
        game.apply(rng.choice(game.legal_actions()))
    start = time.perf_counter()
    rebuilt = Game.from_position(**game.start)
    for action in game.log:
        rebuilt.apply(action)
    whole = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(presses):
        game.undo()
    each = (time.perf_counter() - start) / presses
    print(
        f"undo after {game.length + presses:,} tournament actions: {each * 1000:.1f} ms a press "
        f"(checkpoint every {CHECKPOINT_EVERY}); replaying the whole log takes {whole * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
    undo_in_a_long_tournament()

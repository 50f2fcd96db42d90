"""Random complete games per second through the public API, on one core.

Run: .venv/bin/python benchmarks/engine_games.py [games]
Each game: Game.deal, then a seeded random choice among legal_actions()
applied with Game.apply until the game ends (a win or a draw).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from aggravation_nb import Game


def play_games(count: int, first_seed: int = 0) -> int:
    """Play `count` seeded random games to their end; return how many actions were taken."""
    actions = 0
    for seed in range(first_seed, first_seed + count):
        game = Game.deal(seed=seed, players=("Marina", "Oleg"))
        rng = random.Random(seed)
        while game.outcome is None:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    return actions


def main(count: int = 5000, repeats: int = 5) -> None:
    rates = []
    actions = 0
    for repeat in range(repeats):
        start = time.perf_counter()
        actions = play_games(count, first_seed=repeat * count)
        rates.append(count / (time.perf_counter() - start))
    print(
        f"{count} random games x {repeats} runs, {actions / count:.1f} actions a game: "
        f"median {statistics.median(rates):,.0f} games/s (min {min(rates):,.0f}, max {max(rates):,.0f})"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)

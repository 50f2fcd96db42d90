"""What the move notation costs: the same random games played by value and by text, as a CPU-time ratio.

Run: .venv/bin/python benchmarks/notation_speed.py [games]
Each round plays `games` seeded random games of Aggravation twice, in turn:
once with `game.apply(action)`, once with `game.apply(str(action))`, which
writes each action in the notation and parses it back (what loading a saved
game does). The engine's own speed by value, against the main branch, is
`benchmarks/engine_games.py` run in turn with `farm-bench --vs`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from aggravation_nb import Game


def play(count: int, by_text: bool) -> float:
    """CPU seconds to play `count` seeded random games to their end, by value or by text."""
    start = time.process_time()
    for seed in range(count):
        game = Game.deal(seed=seed, players=("Marina", "Oleg"))
        rng = random.Random(seed)
        while game.outcome is None:
            action = rng.choice(game.legal_actions())
            game.apply(str(action) if by_text else action)
    return time.process_time() - start


def main(count: int = 400, rounds: int = 7) -> None:
    ratios = [play(count, by_text=True) / play(count, by_text=False) for _ in range(rounds)]
    print(
        f"{count} random games x {rounds} rounds: by text / by value, CPU time: median {statistics.median(ratios):.2f}"
        f" (min {min(ratios):.2f}, max {max(ratios):.2f})"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)

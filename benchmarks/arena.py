"""Arena games per second, on one core: bots through the engine and its race, as `arena` plays them.

Run: .venv/bin/python benchmarks/arena.py [games]
For each variant, a bot that covers its own row first (and one that covers the
opponent's first) plays the computer at equal reactions; the same seeds every
run. Frustration's games are long when both players give cards away (the
shares then move slowly), so it plays a tenth as many.
"""

from __future__ import annotations

import statistics
import sys
import time

from aggravation_nb.arena import arena, cover_own_first, cover_theirs_first

CASES = (
    ("aggravation", cover_own_first, 1),
    ("frustration", cover_own_first, 1),
    ("frustration", cover_theirs_first, 10),
    ("california-speed", cover_own_first, 1),
)
"""(variant, bot, divisor of the number of games)."""


def main(count: int = 1000, repeats: int = 3) -> None:
    for variant, bot, divisor in CASES:
        games = max(1, count // divisor)
        rates = []
        for repeat in range(repeats):
            start = time.perf_counter()
            result = arena(bot, games=games, variant=variant, seed=repeat)
            rates.append(games / (time.perf_counter() - start))
        print(
            f"{variant:16} {bot.__name__:18} {games:5} games x {repeats}: median {statistics.median(rates):,.0f} "
            f"games/s (min {min(rates):,.0f}, max {max(rates):,.0f}); last run {result.win_rate:.1%} won"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)

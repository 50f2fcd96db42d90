"""The statistics simulator against the engine, on one core.

Run: .venv/bin/python benchmarks/simulator.py [games]
Times 100,000 (or `games`) computer-played Aggravation games with the numpy
simulator, 2,000 games of each variant, then the same kind of games through
the engine and its race (`simulate.play_through_engine`), and prints games per second.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from aggravation_nb.games.aggravation.stats.simulate import VARIANTS, play_through_engine, simulate

REACTIONS = (1.0, 1.0)


def timed(run) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main(games: int = 100_000, repeats: int = 3) -> None:
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    seconds = [timed(lambda seed=seed: simulate("aggravation", games, seed, REACTIONS)) for seed in range(repeats)]
    print(
        f"numpy simulator: {games:,} Aggravation games, median {statistics.median(seconds):.2f} s "
        f"(min {min(seconds):.2f}, max {max(seconds):.2f}) = {games / statistics.median(seconds):,.0f} games/s"
    )
    for variant in VARIANTS[1:]:
        spent = timed(lambda v=variant: simulate(v, 2000, 1, REACTIONS))
        print(f"numpy simulator: {variant}, 2,000 games in {spent:.2f} s = {2000 / spent:,.0f} games/s")
    for variant in VARIANTS:
        count = 2000 if variant == "aggravation" else 300
        spent = timed(lambda v=variant, n=count: [play_through_engine(1, g, v, REACTIONS) for g in range(n)])
        print(f"engine and race: {variant}, {count} games in {spent:.2f} s = {count / spent:,.0f} games/s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)

"""Intrigue: win rates per variant (best play and greedy), deals per second, solver speed.

    .venv/bin/python benchmarks/intrigue.py [deals per variant] [solver limit] [processes] [variant ...]

Prints a table, for every variant or only those named. Deals are seeds 0 .. N-1; the
same seeds give the same figures, however many processes share the work (blocks of 500
seeds, summed).
"""

from __future__ import annotations

import os
import sys
import time
from multiprocessing import Pool

from aggravation_nb.games.intrigue.solver import positions_searched
from aggravation_nb.games.intrigue.stats.statistics import WinRates, win_rates
from aggravation_nb.intrigue import VARIANTS, Patience

BLOCK = 500


def _block(job: tuple[str, int, int, int]) -> WinRates:
    variant, first, count, limit = job
    return win_rates(count, (variant,), first_seed=first, limit=limit)[variant]


def main(
    deals: int = 10_000,
    limit: int = 20_000,
    processes: int = os.cpu_count() or 1,
    variants: tuple[str, ...] = tuple(VARIANTS),
) -> None:
    width = max(map(len, variants)) + 2
    print(f"{'variant':<{width}}{'deals':>7}{'best play':>11}{'gave up':>9}{'greedy':>9}{'seconds':>9}")
    with Pool(processes) as pool:
        for variant in variants:
            started = time.perf_counter()
            jobs = [(variant, first, min(BLOCK, deals - first), limit) for first in range(0, deals, BLOCK)]
            parts = pool.map(_block, jobs)
            rates = WinRates(
                variant, deals, *(sum(getattr(p, f) for p in parts) for f in ("solved", "unknown", "greedy"))
            )
            took = time.perf_counter() - started
            print(
                f"{variant:<{width}}{deals:>7}{rates.best_rate:>10.1%}{rates.unknown:>9}{rates.greedy_rate:>8.1%}"
                f"{took:>9.1f}",
                flush=True,
            )
    started, count = time.perf_counter(), 0
    while time.perf_counter() - started < 3:
        Patience.deal(seed=count, variant="intrigue").deal_all()
        count += 1
    print(f"deals dealt out through the public API: {count / (time.perf_counter() - started):,.0f} per second")
    for variant in variants:
        started, positions = time.perf_counter(), 0
        for seed in range(200):
            positions += positions_searched(Patience.deal(seed=seed, variant=variant), limit)
        took = time.perf_counter() - started
        print(
            f"solver, {variant}: {positions / took:,.0f} positions per second "
            f"({took / 200 * 1000:.1f} ms per deal, deal included)"
        )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:4]), variants=tuple(sys.argv[4:]) or tuple(VARIANTS))

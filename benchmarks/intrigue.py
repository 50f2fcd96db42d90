"""Intrigue: win rates per variant (best play and greedy), deals per second, solver speed.

    .venv/bin/python benchmarks/intrigue.py [deals per variant] [solver limit]

Prints a table. Deals are seeds 0 .. N-1; the same seeds give the same figures.
"""

from __future__ import annotations

import sys
import time

from aggravation_nb.intrigue import VARIANTS, Patience
from aggravation_nb.intrigue.solver import positions_searched
from aggravation_nb.intrigue.statistics import win_rates


def main(deals: int = 10_000, limit: int = 20_000) -> None:
    print(f"{'variant':<14}{'deals':>7}{'best play':>11}{'gave up':>9}{'greedy':>9}{'seconds':>9}")
    for variant in VARIANTS:
        started = time.perf_counter()
        rates = win_rates(deals, (variant,), limit=limit)[variant]
        took = time.perf_counter() - started
        print(f"{variant:<14}{deals:>7}{rates.best_rate:>10.1%}{rates.unknown:>9}{rates.greedy_rate:>8.1%}{took:>9.1f}")
    started, count = time.perf_counter(), 0
    while time.perf_counter() - started < 3:
        Patience.deal(seed=count, variant="intrigue").deal_all()
        count += 1
    print(f"deals dealt out through the public API: {count / (time.perf_counter() - started):,.0f} per second")
    for variant in VARIANTS:
        started, positions = time.perf_counter(), 0
        for seed in range(200):
            positions += positions_searched(Patience.deal(seed=seed, variant=variant), limit)
        took = time.perf_counter() - started
        print(f"solver, {variant}: {positions / took:,.0f} positions per second "
              f"({took / 200 * 1000:.1f} ms per deal, deal included)")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))

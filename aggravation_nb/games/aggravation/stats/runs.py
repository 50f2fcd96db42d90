"""One statistics run: the numbers behind every plot of the statistics page, in no language.

The page opens with the same settings every time, and simulating them takes several seconds of a
kernel's time: a projector waits for it, and a class of thirty on one server pays it thirty times. So the
package ships that run's numbers (`opening_run.npz`, written by `ship_opening_run`); a test simulates
them afresh and compares, so they cannot go stale.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from aggravation_nb.games.aggravation.stats.simulate import VARIANTS, Results, simulate
from aggravation_nb.games.aggravation.stats.statistics import speed_sweep

SWEEP_GAMES = 5_000
"""Games per point of the speed curve (at most)."""
VARIANT_GAMES = 500
"""Games per variant in the comparison (Frustration games are long: hundreds of actions)."""

RunKey = tuple[int, int, tuple[float, float]]
"""A run's settings: games, deal number, the two reaction times."""

OPENING: RunKey = (10_000, 1, (1.0, 1.1))
"""The settings the statistics page opens with."""
OPENING_FILE = Path(__file__).with_name("opening_run.npz")

_COLUMNS = ("winner", "outcome", "actions", "seconds", "widest", "growth")


class Simulated(NamedTuple):
    """What one run computes: the numbers behind every plot, in no language."""

    results: Results
    speed: list[tuple[float, float]]
    compared: dict[str, Results]


Stage = Callable[[int, int, int], Callable[[int], None]]
"""`stage(start, end, total)`: a progress report for one part of a run, from `start` to `end` per cent."""


def _no_progress(start: int, end: int, total: int) -> Callable[[int], None]:
    return lambda done: None


def simulate_run(key: RunKey, stage: Stage = _no_progress) -> Simulated:
    """Simulate a run: Aggravation's games, the speed curve and each two-player variant."""
    games, seed, reactions = key
    results = simulate("aggravation", games, seed, reactions, progress=stage(0, 40, games))
    speed = speed_sweep(min(games, SWEEP_GAMES), seed, reactions[1], progress=stage(40, 80, 9))
    compared = {}
    for index, variant in enumerate(VARIANTS):
        compared[variant] = simulate(
            variant, VARIANT_GAMES, seed, reactions, progress=stage(80 + 7 * index, 87 + 7 * index, VARIANT_GAMES)
        )
    return Simulated(results, speed, compared)


def _arrays(run: Simulated) -> dict[str, np.ndarray]:
    parts = {"": run.results, **{f"{variant}.": results for variant, results in run.compared.items()}}
    arrays = {f"{prefix}{column}": getattr(results, column) for prefix, results in parts.items() for column in _COLUMNS}
    arrays["speed"] = np.array(run.speed, dtype=np.float64)
    return arrays


def ship_opening_run() -> Path:
    """Simulate the opening run and write it into the package (after a change to the simulator)."""
    arrays: dict[str, Any] = _arrays(simulate_run(OPENING))  # numpy's stub would take a column for allow_pickle
    np.savez_compressed(OPENING_FILE, **arrays)
    return OPENING_FILE


def same_numbers(one: Simulated, other: Simulated) -> bool:
    """Whether two runs hold exactly the same numbers."""
    mine, theirs = _arrays(one), _arrays(other)
    return mine.keys() == theirs.keys() and all(np.array_equal(mine[name], theirs[name]) for name in mine)


def opening_run() -> Simulated | None:
    """The opening run as shipped, or None if the package has no copy (then the page simulates it)."""
    if not OPENING_FILE.exists():
        return None
    with np.load(OPENING_FILE, allow_pickle=False) as shipped:

        def results(variant: str, prefix: str) -> Results:
            return Results(variant, OPENING[2], *(shipped[f"{prefix}{column}"] for column in _COLUMNS))

        return Simulated(
            results("aggravation", ""),
            [tuple(point) for point in shipped["speed"].tolist()],
            {variant: results(variant, f"{variant}.") for variant in VARIANTS},
        )

"""Issue 43's four figures in one run, each against its goal, speeds as ratios taken in turn with their reference.

Run: .venv/bin/python benchmarks/goals.py [rounds] [built site]

1. the engine ÷ a bare list-of-lists loop playing the same random Aggravation games (`engine_speed.py`),
   actions per second: goal ≥ 0.5;
2. the numpy simulator ÷ that bare loop, Aggravation games per second: goal ≥ 10;
3. the bytes a first visit to the static site's worked example receives before its Next button is usable
   (`static_site.py`, gzip as a compressing host sends it, the kernel snapshot counted if it comes before):
   goal ≤ 12 MB;
4. a warm visit to it ÷ the same app in Voilà, time to interactive: goal ≤ 1.0.

Each speed is the median of `rounds` pairs (default 7 for 1 and 2, 5 for 3 and 4), the two of a pair run one
right after the other, so that a machine shared with other work slows both alike. Times are the process's
CPU time for 1 and 2 (one process, one core) and wall time in the browser for 4.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import engine_speed
import static_site

from aggravation_nb.games.aggravation.stats.simulate import simulate

GOAL_ENGINE, GOAL_SIMULATOR = 0.5, 10


def rate(play, seeds) -> tuple[float, float]:
    """(games per second, actions per second) playing `play` on `seeds`, by the process's CPU time."""
    start = time.process_time()
    actions = sum(play(seed)[0] for seed in seeds)
    seconds = time.process_time() - start
    return len(seeds) / seconds, actions / seconds


def engine_ratios(rounds: int, games: int = 1000) -> list[float]:
    ratios = []
    for round_ in range(rounds):
        seeds = range(round_ * games, (round_ + 1) * games)
        bare = rate(engine_speed.bare_game, seeds)[1]
        engine = rate(engine_speed.engine_game, seeds)[1]
        ratios.append(engine / bare)
    return ratios


def simulator_ratios(rounds: int, games: int = 50_000, bare_games: int = 2000) -> list[float]:
    simulate("aggravation", 1000, 0)  # numpy's first calls
    ratios = []
    for round_ in range(rounds):
        bare = rate(engine_speed.bare_game, range(round_ * bare_games, (round_ + 1) * bare_games))[0]
        start = time.process_time()
        simulate("aggravation", games, round_)
        ratios.append(games / (time.process_time() - start) / bare)
    return ratios


def line(label: str, ratios: list[float], goal: str) -> str:
    return (
        f"{label}: median {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f}, "
        f"{len(ratios)} pairs; goal {goal})"
    )


def main(rounds: int = 0, built: str = "") -> None:
    engine = engine_ratios(rounds or 7)
    simulator = simulator_ratios(rounds or 7)
    with tempfile.TemporaryDirectory() as scratch:
        site, _ = static_site.built_site(built, scratch)
        measured, base = static_site.measure(site, rounds or 5)
    static_site.report_bytes(sorted(measured, key=lambda r: r.first_visit)[len(measured) // 2], base)
    first_visits = [r.first_visit / 1e6 for r in measured]
    print(time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()))
    print(line("1. engine ÷ bare loop, actions per second", engine, f"≥ {GOAL_ENGINE}"))
    print(line("2. numpy simulator ÷ bare loop, games per second", simulator, f"≥ {GOAL_SIMULATOR}"))
    print(
        f"3. first visit, MB received before the Next button is usable: median {statistics.median(first_visits):.2f} "
        f"(min {min(first_visits):.2f}, max {max(first_visits):.2f}; goal ≤ {static_site.GOAL_FIRST_VISIT_MB})"
    )
    print(line("4. warm static visit ÷ Voilà, time to interactive", [r.warm / r.voila for r in measured], "≤ 1.0"))
    print(
        "   medians: warm {:.2f} s, Voilà {:.2f} s, first visit {:.2f} s".format(
            *(statistics.median(getattr(r, name) for r in measured) for name in ("warm", "voila", "cold"))
        )
    )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:2]), *sys.argv[2:3])

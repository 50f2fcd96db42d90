"""Following the hints: of the winnable deals, how many a player wins by playing the hint, move after move.

    .venv/bin/python benchmarks/following_hints.py [deals per variant] [solver limit] [processes] [variant ...]

Deals are seeds 0 .. N-1, each dealt out and followed with the app's two hints: the whole game's
(the first move of `winning_line`) and `winning_move`'s. A deal the solver cannot settle within the
limit is counted apart; a hint that goes back to a position already played, none at all, or the
game's action limit, is a deal the hints did not win. Prints, per variant and hint, the deals won
of the winnable ones, the hints played (median and most) and the seconds taken.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from multiprocessing import Pool

from aggravation_nb.intrigue import VARIANTS, Patience, solve, winning_line, winning_move


def _first_of_line(game: Patience, limit: int):
    line, _ = winning_line(game, limit)
    return line[0] if line else None


HINTS = {"whole game": _first_of_line, "winning_move": lambda game, limit: winning_move(game, limit=limit)[0]}


def _follow(job: tuple[str, int, str, int]) -> tuple[bool | None, int]:
    """(won, hints played), or (None, 0) for a deal that is not known to be winnable."""
    variant, seed, hint, limit = job
    game = Patience.deal(seed, variant)
    game.deal_all()
    if solve(game, limit) is not True:
        return None, 0
    seen, played = {repr(game.position())}, 0
    while not game.won and not game.stopped:
        move = HINTS[hint](game, limit)
        if move is None:
            return False, played
        game.move(*move)
        played += 1
        if repr(game.position()) in seen:
            return False, played
        seen.add(repr(game.position()))
    return game.won, played


def main(deals: int = 100, limit: int = 20_000, processes: int = os.cpu_count() or 1, variants=tuple(VARIANTS)):
    width = max(map(len, variants)) + 2
    print(f"{'variant':<{width}}{'hint':<14}{'won':>5}{'winnable':>10}{'median':>8}{'most':>6}{'seconds':>9}")
    with Pool(processes) as pool:
        for variant in variants:
            for hint in HINTS:
                started = time.perf_counter()
                results = pool.map(_follow, [(variant, seed, hint, limit) for seed in range(deals)])
                winnable = [(won, played) for won, played in results if won is not None]
                lengths = [played for _, played in winnable] or [0]
                print(
                    f"{variant:<{width}}{hint:<14}{sum(won for won, _ in winnable):>5}{len(winnable):>10}"
                    f"{statistics.median(lengths):>8.0f}{max(lengths):>6}{time.perf_counter() - started:>9.1f}",
                    flush=True,
                )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:4]), variants=tuple(sys.argv[4:]) or tuple(VARIANTS))

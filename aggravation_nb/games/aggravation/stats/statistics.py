"""What many simulated games say: outcome shares, lengths, row widths, and what speed is worth.

Plain functions of `simulate.Results`, so each can be checked on a handful
of hand-made games; the statistics app only draws what these return.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from aggravation_nb.games.aggravation.stats.simulate import OUTCOMES, Results, simulate
from aggravation_nb.i18n import language, number, percent, text, whole

DIFFERENCES = (-0.3, -0.2, -0.1, -0.05, 0.0, 0.05, 0.1, 0.2, 0.3)
"""Seconds by which Oleg is slower than Marina, for the speed sweep (negative: Marina is slower)."""


@dataclass(frozen=True)
class Summary:
    """The numbers a caption quotes."""

    games: int
    marina_wins: float
    oleg_wins: float
    draws: float
    mean_actions: float
    median_actions: float
    mean_seconds: float
    mean_widest: float
    most_widest: int


def outcome_shares(results: Results) -> dict[str, float]:
    """The share of games ending each way (every key of `OUTCOMES`, summing to 1 when there are games)."""
    counts = np.bincount(results.outcome.astype(np.int64), minlength=len(OUTCOMES))
    total = max(results.games, 1)
    return {key: float(counts[i] / total) for i, key in enumerate(OUTCOMES)}


def win_share(results: Results, player: int) -> float:
    """The share of all games (draws included) that `player` (0 Marina, 1 Oleg) won."""
    return float(np.mean(results.winner == player)) if results.games else 0.0


def counts_by_value(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(value, how many games) for every whole value from the smallest to the largest seen."""
    if not len(values):
        return np.array([], np.int64), np.array([], np.int64)
    low = int(values.min())
    counts = np.bincount(values.astype(np.int64) - low)
    return np.arange(low, low + len(counts)), counts


def growth(results: Results, least: float = 0.01) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(action number, mean piles, mean cards on the table) while at least `least` of the games go on."""
    going = results.growth[:, 0]
    kept = going >= max(1.0, least * results.games)
    steps = np.flatnonzero(kept)
    return steps + 1, results.growth[kept, 1] / going[kept], results.growth[kept, 2] / going[kept]


def summarize(results: Results) -> Summary:
    if not results.games:
        return Summary(0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0)
    return Summary(
        results.games,
        win_share(results, 0),
        win_share(results, 1),
        float(np.mean(results.winner < 0)),
        float(results.actions.mean()),
        float(np.median(results.actions)),
        float(results.seconds.mean()),
        float(results.widest.mean()),
        int(results.widest.max()),
    )


def worksheet(results: Results, lang: str = "en") -> list[str]:
    """The main numbers of a batch of games as sentences, for a printed worksheet."""
    summary, lang = summarize(results), language(lang)
    share = lambda part: percent(100 * part, lang)  # noqa: E731
    return [
        text(
            "sheet.wins",
            lang,
            games=whole(summary.games, lang),
            marina=share(summary.marina_wins),
            oleg=share(summary.oleg_wins),
            draws=share(summary.draws),
        ),
        text(
            "sheet.length",
            lang,
            mean=number(summary.mean_actions, 1, lang),
            median=number(summary.median_actions, 0, lang),
            seconds=number(summary.mean_seconds, 0, lang),
        ),
        text("sheet.widest", lang, mean=number(summary.mean_widest, 1, lang), most=summary.most_widest),
    ]


def speed_sweep(
    games: int, seed: int, oleg: float, differences=DIFFERENCES, progress=None
) -> list[tuple[float, float]]:
    """Marina's share of wins as Oleg is slower than her by each difference (Oleg's reaction fixed).

    Every point plays the same deals (the same seed), so the curve shows the
    effect of speed alone.
    """
    points = []
    for done, difference in enumerate(differences, start=1):
        marina = max(oleg - difference, 0.05)
        results = simulate("aggravation", games, seed, (marina, oleg))
        points.append((difference, win_share(results, 0)))
        if progress is not None:
            progress(done)
    return points

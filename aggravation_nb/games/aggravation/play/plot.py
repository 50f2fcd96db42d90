"""The win rate as an arena's games add up, with its 95% interval narrowing around it (matplotlib)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from aggravation_nb.games.aggravation.play.interval import wilson


def win_rate_plot(results: Sequence[str], label: str, title: str, ax: Any = None) -> Any:
    """Draw the running win rate of `results` ("win", "loss", "draw") on `ax` (new axes by default);
    matplotlib, the `stats` extra, is imported only here. Returns the axes."""
    import matplotlib.pyplot as plt

    if ax is None:
        _figure, ax = plt.subplots(figsize=(6, 3.2))
    counts = range(1, len(results) + 1)
    wins, rates, lows, highs = 0, [], [], []
    for count, result in zip(counts, results, strict=True):
        wins += result == "win"
        low, high = wilson(wins, count)
        rates.append(wins / count)
        lows.append(low)
        highs.append(high)
    ax.fill_between(counts, lows, highs, alpha=0.25, label="95% interval")
    ax.plot(counts, rates, label=label)
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    ax.set_ylim(0, 1)
    ax.set_xlabel("games played")
    ax.set_ylabel("win rate")
    ax.set_title(title)
    ax.legend(loc="upper right")
    return ax

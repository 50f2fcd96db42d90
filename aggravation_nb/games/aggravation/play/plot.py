"""The win rate as an arena's games add up, with its 95% interval narrowing around it (matplotlib)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aggravation_nb.games.aggravation.play.interval import wilson
from aggravation_nb.games.aggravation.play.words import variant_name
from aggravation_nb.i18n import text

if TYPE_CHECKING:
    from aggravation_nb.games.aggravation.play.result import ArenaResult


def win_rate_plot(result: ArenaResult, lang: str = "en", ax: Any = None) -> Any:
    """Draw the running win rate of `result` on `ax` (new axes by default), its words in `lang`, its
    title naming the variant; matplotlib, the `stats` extra, is imported only here. Returns the axes."""
    import matplotlib.pyplot as plt

    if ax is None:
        _figure, ax = plt.subplots(figsize=(6, 3.2))
    counts = range(1, result.games + 1)
    wins, rates, lows, highs = 0, [], [], []
    for count, outcome in zip(counts, result.results, strict=True):
        wins += outcome == "win"
        low, high = wilson(wins, count)
        rates.append(wins / count)
        lows.append(low)
        highs.append(high)
    variant = variant_name(result.variant, lang)
    ax.fill_between(counts, lows, highs, alpha=0.25, label=text("arena.plot.interval", lang))
    ax.plot(counts, rates, label=text("arena.plot.rate", lang, bot=result.bot, variant=variant))
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    ax.set_ylim(0, 1)
    ax.set_xlabel(text("arena.plot.games", lang))
    ax.set_ylabel(text("arena.head.rate", lang))
    ax.set_title(text("arena.plot.title", lang, bot=result.bot, opponent=result.opponent, variant=variant))
    ax.legend(loc="upper right")
    return ax

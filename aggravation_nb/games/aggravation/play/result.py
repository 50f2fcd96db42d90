"""How a bot fared over an arena's games: `ArenaResult`, its counts, interval, faults and records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from aggravation_nb.games.aggravation.play.faults import Fault
from aggravation_nb.games.aggravation.play.interval import wilson
from aggravation_nb.games.aggravation.play.plot import win_rate_plot
from aggravation_nb.games.aggravation.play.record import GameRecord
from aggravation_nb.games.aggravation.play.words import bounds, rate, variant_name
from aggravation_nb.i18n import chosen_language, listing, text


@dataclass(frozen=True)
class ArenaResult:
    """How `bot` fared against `opponent`: one of "win", "loss", "draw" per game, from the bot's side,
    and every game kept whole in `records` (to replay: `replay_app(result.records[0].game())`).

    >>> result = ArenaResult("me", "computer", "aggravation", ("win", "loss", "win", "draw"))
    >>> result.wins, result.losses, result.draws, result.win_rate
    (2, 1, 1, 0.5)
    >>> [round(bound, 3) for bound in result.interval]
    [0.15, 0.85]
    """

    bot: str
    opponent: str
    variant: str
    results: tuple[str, ...]
    faults: tuple[Fault, ...] = ()
    records: tuple[GameRecord, ...] = ()

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return self.results.count("win")

    @property
    def losses(self) -> int:
        return self.results.count("loss")

    @property
    def draws(self) -> int:
        return self.results.count("draw")

    @property
    def win_rate(self) -> float:
        """Wins over all games played (a draw is not a win)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate: where the true rate lies, 19 times in 20."""
        return wilson(self.wins, self.games)

    def said(self, lang: str | None = None) -> str:
        """How the bot fared, in `lang` (by default the notebook's, `set_language`), with its first three faults."""
        lang = lang or chosen_language()
        counts = [text(key, lang, count=count) for key, count in self._counts()]
        lines = [
            text(
                "arena.result",
                lang,
                bot=self.bot,
                opponent=self.opponent,
                variant=variant_name(self.variant, lang),
                counts=listing(counts, lang),
                games=text("arena.games", lang, count=self.games),
                rate=rate(self.win_rate, lang),
                **bounds(self.interval, lang),
            )
        ]
        lines += [f"  {fault}" for fault in self.faults[:3]]
        if len(self.faults) > 3:
            lines.append("  " + text("arena.more-faults", lang, count=len(self.faults) - 3))
        return "\n".join(lines)

    def _counts(self) -> tuple[tuple[str, int], ...]:
        """Each count with the key that says it."""
        return (("arena.wins", self.wins), ("arena.losses", self.losses), ("arena.draws", self.draws))

    def __str__(self) -> str:
        return self.said()

    __repr__ = __str__

    def plot(self, ax: Any = None, lang: str | None = None) -> Any:
        """The win rate as the games add up, with its 95% interval narrowing around it (matplotlib,
        the `stats` extra, imported only then), its words in `lang` (the notebook's by default,
        `set_language`). Returns the axes."""
        return win_rate_plot(self, lang or chosen_language(), ax)

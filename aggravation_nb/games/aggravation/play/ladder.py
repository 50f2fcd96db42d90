"""The computer's levels as a ladder to climb: `ladder(bot)` plays the arena against each level in turn.

The play app's levels differ only in how quickly the computer reacts
(`bots.DIFFICULTIES`); it chooses alike at every level. A bot reacts in
`reactions` seconds (1 s by default, between "intermediate" and
"advanced"), so speed alone sets most rungs, and choices show where speed
is close: at Frustration a bot that gives its cards away beats the
intermediate computer, which a random bot, as quick, loses to.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from aggravation_nb.games.aggravation.play.arena import LEVELS, Progress, arena
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES
from aggravation_nb.games.aggravation.play.result import ArenaResult
from aggravation_nb.games.aggravation.play.view import Bot
from aggravation_nb.games.aggravation.play.words import (
    bounds,
    faults_said,
    level_name,
    rate,
    seconds,
    table_html,
    variant_name,
)
from aggravation_nb.i18n import chosen_language, text


@dataclass(frozen=True)
class Ladder:
    """A bot's result against each of the computer's levels, slowest level first, on the same games.

    >>> from aggravation_nb.arena import cover_theirs_first
    >>> climbed = ladder(cover_theirs_first, variant="frustration", games=10, seed=1)
    >>> [level for level, _result in climbed.rungs]
    ['beginner', 'intermediate', 'advanced', 'expert']
    >>> climbed.beaten
    ('beginner', 'intermediate')
    """

    rungs: tuple[tuple[str, ArenaResult], ...]
    reactions: float

    def verdict(self, level: str) -> str:
        """ "beats" when the 95% interval of the win rate lies above one half, "loses to" when below,
        "cannot tell" when it holds one half (play more games)."""
        low, high = dict(self.rungs)[level].interval
        return "beats" if low > 0.5 else "loses to" if high < 0.5 else "cannot tell"

    @property
    def beaten(self) -> tuple[str, ...]:
        """The levels the bot measurably beats (the interval above one half)."""
        return tuple(level for level, _result in self.rungs if self.verdict(level) == "beats")

    def heading(self, lang: str | None = None) -> str:
        """Who climbs, at which variant, how quickly, over how many games a level."""
        lang = lang or chosen_language()
        first = self.rungs[0][1]
        return text(
            "arena.ladder",
            lang,
            bot=first.bot,
            variant=variant_name(first.variant, lang),
            seconds=seconds(self.reactions, lang),
            count=first.games,
        )

    def said(self, lang: str | None = None) -> str:
        """The ladder as lines of text, in `lang` (by default the notebook's, `set_language`): each rung's
        verdict, level and win rate."""
        lang = lang or chosen_language()
        lines = [self.heading(lang)]
        for level, result in self.rungs:
            verdict = text(f"arena.verdict.{self.verdict(level).replace(' ', '-')}", lang)
            lines.append(
                "  "
                + text(
                    "arena.rung",
                    lang,
                    verdict=verdict,
                    level=level_name(level, lang),
                    seconds=seconds(DIFFICULTIES[level], lang),
                    rate=rate(result.win_rate, lang),
                    **bounds(result.interval, lang),
                )
                + faults_said(len(result.faults), lang)
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.said()

    __repr__ = __str__

    def html(self, lang: str | None = None) -> str:
        """The ladder as an accessible HTML table, in `lang`, captioned with its heading."""
        lang = lang or chosen_language()
        rows = [
            (
                f'<th scope="row">{html.escape(level_name(level, lang))}</th>',
                (
                    text("arena.seconds", lang, seconds=seconds(DIFFICULTIES[level], lang)),
                    rate(result.win_rate, lang),
                    text("arena.interval", lang, **bounds(result.interval, lang)),
                    text(f"arena.verdict.{self.verdict(level).replace(' ', '-')}", lang),
                ),
            )
            for level, result in self.rungs
        ]
        return table_html(self.heading(lang), ("level", "reaction", "rate", "interval", "verdict"), rows, lang)

    def _repr_html_(self) -> str:
        return self.html()


def ladder(
    bot: Bot,
    variant: str = "aggravation",
    games: int = 200,
    seed: int = 0,
    reactions: float = 1.0,
    progress: Progress | None = None,
) -> Ladder:
    """Play `bot` against the computer at each level the play app offers, on the very same seeded
    games; `reactions` is the bot's mean reaction time in seconds; `progress(done, total)` counts
    the games of every level together.

    >>> from aggravation_nb.arena import random_bot
    >>> print(ladder(random_bot(seed=1), variant="frustration", games=6, seed=2))
    Ladder: random_choice at Frustration, reacting in 1 s, 6 games against each level
      beats Beginner (2 s): win rate 100.0% (95% interval 61.0% to 100.0%)
      loses to Intermediate (1.2 s): win rate 0.0% (95% interval 0.0% to 39.0%)
      loses to Advanced (0.7 s): win rate 0.0% (95% interval 0.0% to 39.0%)
      loses to Expert (0.35 s): win rate 0.0% (95% interval 0.0% to 39.0%)
    """
    rungs = []
    for index, level in enumerate(LEVELS):

        def counted(done: int, _games: int, before: int = index * games) -> None:
            if progress is not None:
                progress(before + done, games * len(LEVELS))

        rungs.append((level, arena(bot, level, games, variant, seed, reactions, counted)))
    return Ladder(tuple(rungs), float(reactions))

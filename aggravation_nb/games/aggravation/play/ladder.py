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

    @property
    def heading(self) -> str:
        result = self.rungs[0][1]
        return (
            f"{result.bot} at {result.variant}, reacting in {self.reactions:g} s, "
            f"{result.games} games against each level"
        )

    def __str__(self) -> str:
        lines = [f"Ladder: {self.heading}"]
        for level, result in self.rungs:
            low, high = result.interval
            lines.append(
                f"  {self.verdict(level)} {level} ({DIFFICULTIES[level]:g} s): win rate {result.win_rate:.1%} "
                f"(95% interval {low:.1%} to {high:.1%})" + (f", {len(result.faults)} faults" if result.faults else "")
            )
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        head = "".join(
            f'<th scope="col">{words}</th>' for words in ("level", "reaction", "win rate", "95% interval", "verdict")
        )
        rows = []
        for level, result in self.rungs:
            low, high = result.interval
            cells = (f"{DIFFICULTIES[level]:g} s", f"{result.win_rate:.1%}", f"{low:.1%} to {high:.1%}")
            rows.append(
                f'<tr><th scope="row">{level}</th>'
                + "".join(f"<td>{cell}</td>" for cell in (*cells, self.verdict(level)))
                + "</tr>"
            )
        caption = f"<caption>Ladder: {html.escape(self.heading)}</caption>"
        return f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


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
    Ladder: random_choice at frustration, reacting in 1 s, 6 games against each level
      beats beginner (2 s): win rate 100.0% (95% interval 61.0% to 100.0%)
      loses to intermediate (1.2 s): win rate 0.0% (95% interval 0.0% to 39.0%)
      loses to advanced (0.7 s): win rate 0.0% (95% interval 0.0% to 39.0%)
      loses to expert (0.35 s): win rate 0.0% (95% interval 0.0% to 39.0%)
    """
    rungs = []
    for index, level in enumerate(LEVELS):

        def counted(done: int, _games: int, before: int = index * games) -> None:
            if progress is not None:
                progress(before + done, games * len(LEVELS))

        rungs.append((level, arena(bot, level, games, variant, seed, reactions, counted)))
    return Ladder(tuple(rungs), float(reactions))

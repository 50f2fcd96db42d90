"""A class's bots ranked on the very same games: `leaderboard`, shown as text or as an HTML table."""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass

from aggravation_nb.games.aggravation.play.arena import COMPUTER, Progress, arena, opponent_name
from aggravation_nb.games.aggravation.play.result import ArenaResult
from aggravation_nb.games.aggravation.play.view import Bot
from aggravation_nb.games.aggravation.play.words import bounds, faults_said, rate, table_html, variant_name
from aggravation_nb.i18n import chosen_language, text

HEADINGS = ("rank", "bot", "wins", "losses", "draws", "rate", "interval", "faults")
"""The columns, by their keys in the catalogue (`arena.head.…`)."""


@dataclass(frozen=True)
class Leaderboard:
    """Every bot's result against the same opponent on the same games, best win rate first;
    its heading names the variant and the opponent, so two boards in one cell tell themselves apart.

    >>> board = leaderboard({"first": lambda view: view.legal[0] if view.legal else None}, games=4)
    >>> [name for name, _result in board.rows]
    ['first']
    >>> board.heading()
    'Leaderboard at Aggravation against computer, 4 games each'
    """

    rows: tuple[tuple[str, ArenaResult], ...]

    @property
    def variant(self) -> str | None:
        """The variant every bot played (None for an empty board)."""
        return self.rows[0][1].variant if self.rows else None

    def heading(self, lang: str | None = None) -> str:
        """What the board ranks: the variant, the opponent and the games each bot played."""
        lang = lang or chosen_language()
        if not self.rows:
            return ""
        first = self.rows[0][1]
        variant = variant_name(first.variant, lang)
        return text("arena.board", lang, variant=variant, opponent=first.opponent, count=first.games)

    def said(self, lang: str | None = None) -> str:
        """The board as lines of text, in `lang` (by default the notebook's, `set_language`), under its heading."""
        lang = lang or chosen_language()
        lines = [self.heading(lang)]
        for rank, (name, result) in enumerate(self.rows, 1):
            lines.append(
                text(
                    "arena.board-row",
                    lang,
                    rank=rank,
                    name=str(name),
                    rate=rate(result.win_rate, lang),
                    wins=result.wins,
                    losses=result.losses,
                    draws=result.draws,
                    **bounds(result.interval, lang),
                )
                + faults_said(len(result.faults), lang)
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.said()

    __repr__ = __str__

    def html(self, lang: str | None = None) -> str:
        """The board as an accessible HTML table, in `lang`, captioned with its heading."""
        lang = lang or chosen_language()
        rows = [
            (
                f'<td>{rank}</td><th scope="row">{html.escape(str(name))}</th>',
                (
                    result.wins,
                    result.losses,
                    result.draws,
                    rate(result.win_rate, lang),
                    text("arena.interval", lang, **bounds(result.interval, lang)),
                    len(result.faults),
                ),
            )
            for rank, (name, result) in enumerate(self.rows, 1)
        ]
        return table_html(self.heading(lang), HEADINGS, rows, lang)

    def _repr_html_(self) -> str:
        return self.html()


def leaderboard(
    bots: Mapping[str, Bot],
    against: Bot | str = COMPUTER,
    games: int = 200,
    variant: str = "aggravation",
    seed: int = 0,
    reactions: float | tuple[float, float] = 1.0,
    progress: Progress | None = None,
) -> Leaderboard:
    """A class's bots, each against `against` on the very same seeded games, ranked by win rate.

    `progress(done, total)` counts the games of all the bots together.

    >>> def first_legal(view):
    ...     return view.legal[0] if view.legal else None
    >>> def last_legal(view):
    ...     return view.legal[-1] if view.legal else None
    >>> board = leaderboard({"Ann": first_legal, "Ben": last_legal}, games=10)
    >>> sorted(name for name, _result in board.rows)
    ['Ann', 'Ben']
    """
    if not bots:
        raise ValueError("a leaderboard needs at least one bot: {name: bot, ...}")
    opponent = opponent_name(against)
    total = games * len(bots)
    rows = []
    for index, (name, bot) in enumerate(bots.items()):

        def counted(done: int, _games: int, before: int = index * games) -> None:
            if progress is not None:
                progress(before + done, total)

        them = opponent if opponent != name else f"{opponent} 2"
        rows.append((name, arena(bot, against, games, variant, seed, reactions, counted, names=(str(name), them))))
    rows.sort(key=lambda row: (-row[1].win_rate, str(row[0])))
    return Leaderboard(tuple(rows))

"""The bot arena, as notebooks import it: `from aggravation_nb.arena import arena, PlayerView`.

A face only: the arena, its view of the table and its example bots live in
`aggravation_nb.games.aggravation.play.arena`, whose docstring tells the
timing model.
"""

from aggravation_nb.games.aggravation.play.arena import (
    ArenaResult,
    Fault,
    Leaderboard,
    PlayerView,
    arena,
    cover_own_first,
    cover_theirs_first,
    leaderboard,
    random_bot,
    wilson,
)

__all__ = [
    "ArenaResult",
    "Fault",
    "Leaderboard",
    "PlayerView",
    "arena",
    "cover_own_first",
    "cover_theirs_first",
    "leaderboard",
    "random_bot",
    "wilson",
]

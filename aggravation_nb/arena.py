"""The bot arena, as notebooks import it: `from aggravation_nb.arena import arena, PlayerView`.

A face only: each idea lives in its own module of
`aggravation_nb.games.aggravation.play`: the runner and its timing model
(`arena`), what a bot sees (`view`), faults (`faults`), the games kept
whole (`record`), the result (`result`), its interval (`interval`), the
leaderboard (`leaderboard`), the ladder of the computer's levels
(`ladder`) and the example bots (`sample_bots`).
"""

from aggravation_nb.games.aggravation.play.arena import arena
from aggravation_nb.games.aggravation.play.faults import Fault
from aggravation_nb.games.aggravation.play.interval import wilson
from aggravation_nb.games.aggravation.play.ladder import Ladder, ladder
from aggravation_nb.games.aggravation.play.leaderboard import Leaderboard, leaderboard
from aggravation_nb.games.aggravation.play.record import GameRecord
from aggravation_nb.games.aggravation.play.result import ArenaResult
from aggravation_nb.games.aggravation.play.sample_bots import cover_own_first, cover_theirs_first, random_bot
from aggravation_nb.games.aggravation.play.view import PlayerView

__all__ = [
    "ArenaResult",
    "Fault",
    "GameRecord",
    "Ladder",
    "Leaderboard",
    "PlayerView",
    "arena",
    "cover_own_first",
    "cover_theirs_first",
    "ladder",
    "leaderboard",
    "random_bot",
    "wilson",
]

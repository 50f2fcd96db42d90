"""Interactive teaching notebooks for Aggravation and its relatives: the public engine API.

The house: `core` (cards, refusals, saved files, the registry of games, the
rule book), `i18n` (every word), `games` (the rules: `games.aggravation`,
`games.intrigue`), `widgets`, `apps` and `server`. Each layer imports only
the ones before it; `aggravation_nb.views` and `aggravation_nb.intrigue` are
the faces teachers' notebooks use.
"""

from aggravation_nb.core.cards import Card
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation import Call, CallTogether, Cover, Event, Flip, Game, Outcome
from aggravation_nb.games.aggravation.actions import pile_name
from aggravation_nb.games.aggravation.notation import parse_action, parse_pile
from aggravation_nb.games.aggravation.teaching.study import Study, StudyError, open_study, read_study
from aggravation_nb.i18n import set_language

__all__ = [
    "Call",
    "CallTogether",
    "Card",
    "Cover",
    "Event",
    "Flip",
    "Game",
    "IllegalAction",
    "Outcome",
    "parse_action",
    "parse_pile",
    "pile_name",
    "set_language",
    "Study",
    "StudyError",
    "open_study",
    "read_study",
]
__version__ = "0.1.0"

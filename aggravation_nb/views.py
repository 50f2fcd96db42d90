"""The apps, as teachers' notebooks import them: `from aggravation_nb.views import walkthrough`.

A face only: each app lives in its own module under `aggravation_nb.apps`,
the widgets they share under `aggravation_nb.widgets`. The statistics app
needs numpy and matplotlib (the `stats` extra) and the Intrigue app loads the
patience engine, so both are imported only when asked for, as is `show`
(the live table bound to a game or a patience, `apps.live`): every other app
runs on the light core install.

Each app is a function that returns it under the language switch
(`AppPage`), and a class that is the app itself:

>>> from aggravation_nb.views import walkthrough
>>> app = walkthrough("en")
>>> app.next_button.click()
>>> app.story.step
1

`Walkthrough` steps through the worked example, or any story; `replay_app`
steps through a game played elsewhere, move by move:

>>> from aggravation_nb import Game
>>> from aggravation_nb.views import Walkthrough, replay_app
>>> Walkthrough("ru").next_button.description
'Далее'
>>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
>>> game.flip()
>>> replay = replay_app(game)
>>> replay.last_button.click()
>>> replay.story.step
1

`rules` and `RulesApp` hold one `LessonView` a rule, A1 to A11, and a drill:

>>> from aggravation_nb.views import LessonView, RulesApp, rules
>>> lessons = RulesApp("en").lessons
>>> len(lessons), isinstance(lessons[0], LessonView), lessons[0].lesson.rule
(11, True, 'A1')
>>> type(rules("en").app).__name__
'RulesApp'

`intrigue` and `IntrigueApp` step through one deal of the patience, then play it:

>>> from aggravation_nb.views import IntrigueApp, intrigue
>>> app = IntrigueApp("en", seed=1)
>>> app.next_button.click()
>>> app.game.stock_size
102
>>> type(intrigue("en").app).__name__
'IntrigueApp'
"""

import importlib
from typing import TYPE_CHECKING

from aggravation_nb.apps.lessons import LessonView, RulesApp, rules
from aggravation_nb.apps.page import AppPage
from aggravation_nb.apps.patience_study import PatienceWalkthrough, patience_walkthrough
from aggravation_nb.apps.play import PlayApp, play, position_link
from aggravation_nb.apps.variants import CompareView, TournamentView, VariantsApp, variants
from aggravation_nb.apps.walkthrough import Walkthrough, replay_app, walkthrough
from aggravation_nb.widgets.language import page_language
from aggravation_nb.widgets.pagebar import PageBar, page_bar
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.table import CardTable, table_view

if TYPE_CHECKING:  # imported on first use (LAZY, __getattr__); named here for the type checker and the linter
    from aggravation_nb.apps.intrigue import IntrigueApp, intrigue
    from aggravation_nb.apps.live import GameView, PatienceView, show
    from aggravation_nb.apps.statistics import StatisticsApp, statistics
    from aggravation_nb.widgets.progress_bar import ProgressBar, progress_bar

__all__ = [
    "AppPage",
    "CardTable",
    "CompareView",
    "GameView",
    "IntrigueApp",
    "LessonView",
    "PageBar",
    "PatienceView",
    "PatienceWalkthrough",
    "PlayApp",
    "PlayPanel",
    "ProgressBar",
    "RulesApp",
    "StatisticsApp",
    "TournamentView",
    "VariantsApp",
    "Walkthrough",
    "page_bar",
    "intrigue",
    "page_language",
    "patience_walkthrough",
    "play",
    "position_link",
    "progress_bar",
    "replay_app",
    "rules",
    "show",
    "statistics",
    "table_view",
    "variants",
    "walkthrough",
]

LAZY = {
    "StatisticsApp": "aggravation_nb.apps.statistics",
    "statistics": "aggravation_nb.apps.statistics",
    "IntrigueApp": "aggravation_nb.apps.intrigue",
    "intrigue": "aggravation_nb.apps.intrigue",
    **dict.fromkeys(["show", "GameView", "PatienceView"], "aggravation_nb.apps.live"),
    **dict.fromkeys(["progress_bar", "ProgressBar"], "aggravation_nb.widgets.progress_bar"),
}
"""Apps imported only when asked for, by the module that holds them."""


def __getattr__(name: str):
    if name not in LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(LAZY[name])
    found = {key: getattr(module, key) for key, held in LAZY.items() if held == LAZY[name]}
    globals().update(found)
    return found[name]


def __dir__() -> list[str]:
    """The apps imported only when asked for are listed too (tab completion, and the reference's autodoc)."""
    return sorted({*globals(), *LAZY})

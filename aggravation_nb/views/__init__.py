"""Widgets: the card table and the apps built from it. Views decide no rule.

The statistics app needs numpy and matplotlib (the `stats` extra), so it is
imported only when asked for: every other app runs on the light core install.
The Intrigue app is imported only when asked for too, so the other apps do
not load the patience engine.
"""

import importlib

from .language import page_language
from .messages import drop_refused_messages
from .page import AppPage
from .pagebar import PageBar, page_bar
from .panel import PlayPanel
from .play import PlayApp, play
from .rules import LessonView, RulesApp, rules
from .table import CardTable, table_view
from .variants import CompareView, TournamentView, VariantsApp, variants
from .walkthrough import Walkthrough, replay_app, walkthrough

__all__ = ["AppPage", "CardTable", "CompareView", "IntrigueApp", "LessonView", "PageBar", "PlayApp", "PlayPanel",
           "RulesApp", "StatisticsApp", "TournamentView", "VariantsApp", "Walkthrough", "page_bar",
           "intrigue", "page_language", "play", "replay_app", "rules", "statistics", "table_view", "variants", "walkthrough"]

LAZY = {"StatisticsApp": "statistics_app", "statistics": "statistics_app",
        "IntrigueApp": "intrigue_app", "intrigue": "intrigue_app"}
"""Apps imported only when asked for, by the module that holds them."""


def __getattr__(name: str):
    if name not in LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(f"{__name__}.{LAZY[name]}")
    found = {key: getattr(module, key) for key, held in LAZY.items() if held == LAZY[name]}
    globals().update(found)
    return found[name]


drop_refused_messages()

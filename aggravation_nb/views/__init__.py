"""Widgets: the card table and the apps built from it. Views decide no rule."""

from .language import page_language
from .messages import drop_refused_messages
from .panel import PlayPanel
from .play import PlayApp, play
from .rules import LessonView, RulesApp, rules
from .statistics import StatisticsApp, statistics
from .table import CardTable, table_view
from .variants import CompareView, TournamentView, VariantsApp, variants
from .walkthrough import Walkthrough, replay_app, walkthrough

__all__ = ["CardTable", "CompareView", "LessonView", "PlayApp", "PlayPanel", "RulesApp", "StatisticsApp", "TournamentView",
           "VariantsApp", "Walkthrough", "page_language", "play", "replay_app", "rules", "statistics", "table_view", "variants",
           "walkthrough"]

drop_refused_messages()

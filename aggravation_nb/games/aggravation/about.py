"""Aggravation and its relatives, as the package knows them: its variants, in the order the apps list them.

Each variant's class holds the ids of its own rules: `game.Game` is
Aggravation (A1-A11), and each class of `variants` one relative
(Frustration's F1-F3, California Speed's C1-C6, its tournament's C7). A new
variant is its class and its entry here.
"""

from aggravation_nb.core.registry import Family, by_name
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.variants.california_speed import CaliforniaSpeed, Tournament
from aggravation_nb.games.aggravation.variants.frustration import Frustration

VARIANTS: dict[str, type[Game]] = by_name(Game, Frustration, CaliforniaSpeed, Tournament)
"""Every variant class by the name `Game.deal` and `from_position` accept."""

AGGRAVATION: Family[Game] = Family("aggravation", VARIANTS)

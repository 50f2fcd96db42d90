"""Aggravation's relatives, each a subclass that overrides the engine's hooks: Frustration (F1-F3),
California Speed (C1-C6) and its tournament (C7).

Defining a variant's class registers it (`core.registry`), so the order of
these imports is the order the apps list the variants in, after Aggravation.
"""

from aggravation_nb.games.aggravation.variants import frustration  # noqa: F401

# isort: split
from aggravation_nb.games.aggravation.variants import california_speed  # noqa: F401

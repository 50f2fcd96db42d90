"""Aggravation's relatives, each a subclass that overrides the engine's hooks: Frustration (F1-F3),
California Speed (C1-C6) and its tournament (C7)."""

from aggravation_nb.games.aggravation.variants import california_speed, frustration  # noqa: F401

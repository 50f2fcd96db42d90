"""The rules, one package per game. Nothing here imports a widget: every rule runs without a kernel.

Importing this package imports every game, whose variants register
themselves as they are defined, so the registry (`core.registry`) knows
every game, variant and rule id as soon as anything of the package is imported.
"""

from aggravation_nb.games import aggravation, intrigue  # noqa: F401

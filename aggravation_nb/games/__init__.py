"""The rules, one package per game. Nothing here imports a widget: every rule runs without a kernel.

`FAMILIES` lists the games; each game lists its variants in its `about` module.
"""

from aggravation_nb.core.registry import Family, families
from aggravation_nb.games.aggravation.about import AGGRAVATION
from aggravation_nb.games.intrigue.about import INTRIGUE

FAMILIES: dict[str, Family] = families(AGGRAVATION, INTRIGUE)
"""Every game by its name, in the order the index lists them."""


def rule_ids() -> tuple[str, ...]:
    """Every rule id any game declares, game by game."""
    return tuple(rule_id for family in FAMILIES.values() for rule_id in family.rule_ids)

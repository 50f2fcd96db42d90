"""Aggravation and its relatives, as the registry knows them: the family and the rule ids it cites.

Aggravation's own rules are A1-A11, Frustration's F1-F3 and California
Speed's C1-C7 (its tournament is C7). The variants register themselves:
`game.Game` is Aggravation, and each subclass in `variants` one relative.
"""

from aggravation_nb.core.registry import Family, numbered

AGGRAVATION = Family("aggravation", rule_ids=numbered("A", 11) + numbered("F", 3) + numbered("C", 7))

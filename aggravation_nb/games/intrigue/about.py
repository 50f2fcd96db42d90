"""The Intrigue patience and its relatives, as the registry knows them: the family and its rule ids.

Intrigue's rules are I1-I5, declared here; each variant registers itself in
`variants` as it is defined, with the ids of its own rules (Laggard Lady's
I6, Glencoe's I7, Salic Law's I8, Queen of the Fairies' I9).
"""

from aggravation_nb.core.registry import Family, numbered

INTRIGUE = Family("intrigue", rule_ids=numbered("I", 5))

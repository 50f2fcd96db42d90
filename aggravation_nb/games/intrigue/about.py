"""The Intrigue patience and its relatives, as the package knows them: its variants, in the order the apps
list them.

Each variant's class holds the ids of its own rules: Intrigue's I1-I5,
Laggard Lady's I6, Glencoe's I7, Salic Law's I8, Queen of the Fairies' I9
(`variants`). A new variant is its class and its entry here.
"""

from aggravation_nb.core.registry import Family, by_name
from aggravation_nb.games.intrigue.variants import Glencoe, Intrigue, LaggardLady, QueenOfTheFairies, SalicLaw

VARIANTS: dict[str, type[Intrigue]] = by_name(Intrigue, LaggardLady, Glencoe, SalicLaw, QueenOfTheFairies)
"""Every variant class by the name `Patience.deal` and `from_position` accept."""

INTRIGUE: Family[Intrigue] = Family("intrigue", VARIANTS)

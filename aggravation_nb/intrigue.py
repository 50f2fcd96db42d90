"""The Intrigue patience, as notebooks import it: `from aggravation_nb.intrigue import Patience`.

A face only: the engine, its variants, words and solver live in `aggravation_nb.games.intrigue`.

The variants are classes (`Intrigue`, `LaggardLady`, `Glencoe`, `SalicLaw`,
`QueenOfTheFairies`), found by their names in `VARIANTS`; a patience is dealt by the name:

>>> from aggravation_nb.intrigue import VARIANTS, Glencoe, Intrigue, LaggardLady, SalicLaw, Patience
>>> from aggravation_nb.intrigue import QueenOfTheFairies
>>> list(VARIANTS) == [Intrigue.name, LaggardLady.name, Glencoe.name, SalicLaw.name, QueenOfTheFairies.name]
True
>>> Patience.deal(seed=1, variant="queen-of-the-fairies").rules.build_rank is not None
True
>>> Patience.deal(seed=1, variant="salic-law").rules is SalicLaw
True
>>> str(Patience.deal(seed=1, variant="glencoe").columns[0][0]), SalicLaw.head_rank
('Q♠', 13)
"""

from aggravation_nb.games.intrigue import *  # noqa: F403
from aggravation_nb.games.intrigue import __all__  # noqa: F401

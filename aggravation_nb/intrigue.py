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

A teacher's study of a deal (docs/studies.md, `game: intrigue`) is read by `read_patience_study`:

>>> from aggravation_nb.intrigue import FIRST_DEAL, open_patience_study
>>> open_patience_study(FIRST_DEAL).title("fr")
'Intrigue, donne 7'
"""

from aggravation_nb.games.intrigue import *  # noqa: F403
from aggravation_nb.games.intrigue import __all__ as _ENGINE
from aggravation_nb.games.intrigue.teaching import study as _study
from aggravation_nb.games.intrigue.teaching.study import (
    PatienceChapter,
    PatienceStep,
    PatienceStudy,
    open_patience_study,
    patience_study_text,
    read_patience_study,
)

FIRST_DEAL = _study.FIRST_DEAL
"""The path of the study of a patience the package ships: deal 7 of Intrigue, in three languages.

>>> FIRST_DEAL.name, open_patience_study(FIRST_DEAL).chapters[0].key
('first-deal.yaml', 'main')
"""

__all__ = [
    *_ENGINE,
    "FIRST_DEAL",
    "PatienceChapter",
    "PatienceStep",
    "PatienceStudy",
    "open_patience_study",
    "patience_study_text",
    "read_patience_study",
]

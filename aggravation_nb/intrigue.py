"""The Intrigue patience, as notebooks import it: `from aggravation_nb.intrigue import Patience`.

A face only: the engine, its variants, words and solver live in `aggravation_nb.games.intrigue`.
"""

from aggravation_nb.games.intrigue import *  # noqa: F403
from aggravation_nb.games.intrigue import __all__  # noqa: F401

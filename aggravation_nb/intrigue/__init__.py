"""The Intrigue patience and its variants (RULES.md I1-I8): engine, words, solver, statistics."""

from .narrate import describe, outcome, story
from .patience import Move, Patience, Step
from .rules import VARIANTS, Glencoe, Intrigue, LaggardLady, SalicLaw
from .solver import move_verdicts, solve, winning_line, winning_move

__all__ = ["VARIANTS", "Glencoe", "Intrigue", "LaggardLady", "Move", "Patience", "SalicLaw", "Step",
           "describe", "move_verdicts", "outcome", "solve", "story", "winning_line", "winning_move"]

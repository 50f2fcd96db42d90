"""The Intrigue patience and its variants (docs/rules.md I1-I9): engine, words, solver, statistics."""

from aggravation_nb.games.intrigue.about import VARIANTS
from aggravation_nb.games.intrigue.narration import describe, outcome, story
from aggravation_nb.games.intrigue.notation import parse_action, place_name
from aggravation_nb.games.intrigue.patience import Move, Patience, Step
from aggravation_nb.games.intrigue.solver import move_verdicts, solve, winning_line, winning_move
from aggravation_nb.games.intrigue.variants import Glencoe, Intrigue, LaggardLady, QueenOfTheFairies, SalicLaw

__all__ = [
    "VARIANTS",
    "Glencoe",
    "Intrigue",
    "LaggardLady",
    "Move",
    "Patience",
    "QueenOfTheFairies",
    "SalicLaw",
    "Step",
    "describe",
    "parse_action",
    "place_name",
    "move_verdicts",
    "outcome",
    "solve",
    "story",
    "winning_line",
    "winning_move",
]

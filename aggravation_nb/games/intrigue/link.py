"""The moves played after an Intrigue deal, in a link, and back: `moves=c4>f1.c3>f+.c2>c5`.

Each move in the notation the table, the saved games and the code use
(`games/intrigue/notation.py`, counted from 1), joined by dots. The links of
before, each move its column, `f` and a foundation (none: a new one) or `c`
and a column, counted from 0 (`3f0.2f.1c4`), still open. Reading plays the
moves through the engine after the whole deal, so a link holds only moves
the rules allow.
"""

from __future__ import annotations

import re

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.places import BadLink, shown
from aggravation_nb.games.intrigue.notation import DEAL, parse_action
from aggravation_nb.games.intrigue.patience import Move, Patience

MOVE = re.compile(r"([0-9]{1,3})([fc])([0-9]{1,3})?")
KIND = {"f": "foundation", "c": "column"}


def moves_text(moves: list[Move]) -> str:
    """The moves as a link writes them: in the notation, joined by dots."""
    return ".".join(str(Move(*move)) for move in moves)


def read_moves(text: str, game: Patience) -> list[Move]:
    """The moves `text` names, played on a copy of `game` dealt out: each one the rules allow,
    or `BadLink` naming the first that is not, and the rule it breaks."""
    played = game.copy()
    played.deal_all()
    moves = []
    for number, written in enumerate(text.split(".") if text else [], start=1):
        move = _read_move(written, number)
        try:
            played.move(move)
        except IllegalAction as refusal:
            if refusal.rule is None:
                raise BadLink("link.not-a-move", number=number, move=shown(written)) from None
            raise BadLink("link.move", rule=refusal.rule, number=number, ruled=refusal.rule) from None
        moves.append(move)
    return moves


def _read_move(written: str, number: int) -> Move:
    """One move of a link, in the notation or in the links' old form (counted from 0)."""
    found = MOVE.fullmatch(written)
    if found and not (found[2] == "c" and found[3] is None):
        return Move(int(found[1]), (KIND[found[2]], None if found[3] is None else int(found[3])))
    try:
        move = parse_action(written) if written.strip().casefold() != DEAL else None
    except IllegalAction:
        move = None
    if move is None:
        raise BadLink("link.not-a-move", number=number, move=shown(written))
    return move

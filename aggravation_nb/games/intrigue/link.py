"""The moves played after an Intrigue deal, in a link, and back: `moves=3f0.2f.1c4`.

A move is its column, `f` and a foundation (none: a new one) or `c` and a
column, counting from 0 as `Move` does. Reading plays them through the
engine after the whole deal, so a link holds only moves the rules allow.
"""

from __future__ import annotations

import re

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.places import BadLink, shown
from aggravation_nb.games.intrigue.patience import Move, Patience

MOVE = re.compile(r"([0-9]{1,3})([fc])([0-9]{1,3})?")
KIND = {"f": "foundation", "c": "column"}


def moves_text(moves: list[Move]) -> str:
    """The moves as a link writes them."""
    return ".".join(f"{column}{kind[0]}{'' if where is None else where}" for column, (kind, where) in moves)


def read_moves(text: str, game: Patience) -> list[Move]:
    """The moves `text` names, played on a copy of `game` dealt out: each one the rules allow,
    or `BadLink` naming the first that is not, and the rule it breaks."""
    played = game.copy()
    played.deal_all()
    moves = []
    for number, written in enumerate(text.split(".") if text else [], start=1):
        found = MOVE.fullmatch(written)
        if not found or (found[2] == "c" and found[3] is None):
            raise BadLink("link.not-a-move", number=number, move=shown(written))
        move = Move(int(found[1]), (KIND[found[2]], None if found[3] is None else int(found[3])))
        try:
            played.move(*move)
        except IllegalAction as refusal:
            if refusal.rule is None:
                raise BadLink("link.not-a-move", number=number, move=shown(written)) from None
            raise BadLink("link.move", rule=refusal.rule, number=number, ruled=refusal.rule) from None
        moves.append(move)
    return moves

"""The patience's move notation read back: text → Move (docs/rules.md, "Moves as text").

`str(move)` writes it (`Move.__str__`): `c3>f2` moves column 3's top card onto
foundation 2, `c3>f+` starts a new foundation with it, `c3>c5` puts it on column
5; `deal` is one step of the deal. Columns and foundations are counted from 1,
as the table shows them; a `Move`'s numbers count from 0 (`c3>f2` is
`Move(column=2, to=("foundation", 1))`). Letters are read in any case, and a
Cyrillic "с" (it looks like "c", and begins "столбец") reads as "c".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from aggravation_nb.core.errors import refused
from aggravation_nb.core.places import shown

if TYPE_CHECKING:
    from aggravation_nb.games.intrigue.patience import Move, Patience

DEAL = "deal"
_COLUMN = r"(?:c|column)\s*(\d{1,4})"
_PLACE = rf"{_COLUMN}|(?:f|foundation)\s*(\d{{1,4}})|(f\s*\+|new\s+foundation|f\s*new)"
_MOVE = re.compile(rf"{_COLUMN}\s*(?:>|->|→|-|\bto\b|\bonto\b)\s*(?:{_PLACE})", re.IGNORECASE)
_ONE_PLACE = re.compile(_PLACE, re.IGNORECASE)
_LOOK_ALIKE = str.maketrans({"с": "c", "С": "C"})


def place_name(place: tuple) -> str:
    """A place as the notation writes it: ("column", 4) → "c5", ("foundation", 0) → "f1",
    ("foundation", None) → "f+".

    >>> place_name(("column", 4)), place_name(("foundation", 0)), place_name(("foundation", None))
    ('c5', 'f1', 'f+')
    """
    kind, where = place
    if kind == "foundation" and where is None:
        return "f+"
    return f"{kind[0]}{where + 1}" if isinstance(where, int) and not isinstance(where, bool) else f"{kind} {where!r}"


def parse_action(text: str, game: Patience | None = None) -> Move | None:
    """The Move `text` writes (None for "deal", a step of the deal), checked against `game`'s
    columns and foundations when one is given; refused (IllegalAction) with the forms it accepts.

    >>> parse_action("c3>f2")
    Move(column=2, to=('foundation', 1))
    >>> parse_action("C1 > f+"), parse_action("deal")
    (Move(column=0, to=('foundation', None)), None)
    """
    from aggravation_nb.games.intrigue.patience import Move

    said = " ".join(text.translate(_LOOK_ALIKE).split()) if isinstance(text, str) else None
    if said is not None and said.casefold() == DEAL:
        return None
    match = _MOVE.fullmatch(said) if said is not None else None
    if match is None:
        legal = legal_now(game) if game is not None else "—"
        raise refused("intrigue-notation-unreadable", None, text=shown(str(text)), legal=legal)
    column, target, foundation, new = match.groups()
    to = _place(target, foundation, new)
    move = Move(_number(column, "c") - 1, to)
    if game is not None:
        game._check_place(("column", move.column), by_name=True)
        game._check_place(to, by_name=True)
    return move


def parse_place(text: str) -> tuple:
    """A place named as the notation writes it ("c5", "f2", "f+") as code writes it, counted from 0."""
    match = _ONE_PLACE.fullmatch(" ".join(text.translate(_LOOK_ALIKE).split()))
    if match is None:
        raise refused("intrigue-not-a-place", None, place=shown(text))
    return _place(*match.groups())


def legal_now(game: Patience) -> str:
    """What `game` accepts now, in the notation (for a refusal): "deal" during the deal, else its moves."""
    if game.dealing:
        return f"“{DEAL}”"
    moves = [f"“{move}”" for move in game.moves()[:6]]
    return ", ".join(moves) + (", …" if len(game.moves()) > 6 else "") if moves else "—"


def _place(target: str | None, foundation: str | None, new: str | None) -> tuple:
    if new:
        return ("foundation", None)
    if foundation is not None:
        return ("foundation", _number(foundation, "f") - 1)
    return ("column", _number(target or "0", "c") - 1)


def _number(digits: str, letter: str) -> int:
    number = int(digits)
    if number < 1:
        raise refused("intrigue-counted-from-1", None, place=f"{letter}{digits}")
    return number

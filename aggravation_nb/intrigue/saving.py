"""Versioned JSON save and load of a patience: its starting position plus its actions.

Loading rebuilds the game by playing every action again through the
engine, so a file cannot smuggle in a position the rules do not allow.
Anything wrong is a ValueError saying what; nothing is half-loaded. The
parsing guards (size, duplicate keys, no fractions) are saving.py's own.
"""

from __future__ import annotations

import json

from ..saving import VERSION, _expect_keys, read_saved
from .patience import MAX_ACTIONS, MAX_SEED, Patience

FORMAT = "aggravation_nb/intrigue"


def patience_to_json(patience: Patience) -> str:
    log = [{"action": "deal"} if move is None else {"action": "move", "column": move.column, "to": list(move.to)}
           for move in patience.actions]
    document = {"format": FORMAT, "version": VERSION, "seed": patience.seed, "start": patience.start, "log": log}
    return json.dumps(document, ensure_ascii=False, indent=1)


def patience_from_json(text) -> Patience:
    seed, start, log = read_saved(text, FORMAT, "patience", {"columns", "foundations", "stock", "variant", "set_aside"},
                                  MAX_ACTIONS, max_seed=MAX_SEED)
    try:
        patience = Patience.from_position(**start)
    except ValueError as error:
        raise ValueError(f"the saved starting position is impossible: {error}") from None
    if seed is not None and Patience.deal(seed, patience.variant).start != patience.start:
        raise ValueError(f"the saved deal number {seed} does not deal this starting position")
    patience.seed = seed
    for number, entry in enumerate(log, start=1):
        try:
            _play(patience, entry)
        except ValueError as error:
            raise ValueError(f"saved action {number} cannot be played: {error}") from None
    return patience


def _play(patience: Patience, entry) -> None:
    if not isinstance(entry, dict) or entry.get("action") not in ("deal", "move"):
        raise ValueError(f"{entry!r} is not an action: expected an object whose 'action' is deal or move")
    if entry["action"] == "deal":
        _expect_keys(entry, {"action"}, "a step of the deal")
        patience.deal_one()
        return
    _expect_keys(entry, {"action", "column", "to"}, "a move")
    to = entry["to"]
    if not isinstance(to, list) or len(to) != 2:
        raise ValueError(f"{to!r} is not a place: expected [\"foundation\", number or null] or [\"column\", number]")
    patience.move(entry["column"], tuple(to))

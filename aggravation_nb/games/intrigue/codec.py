"""Versioned JSON of a patience: its seed, starting position and actions.

A codec only, like Aggravation's (`games.aggravation.codec`): it turns
those three into text and back inside the envelope every saved file of the
package shares (`aggravation_nb.core.saved`, with its parsing guards: size,
duplicate keys, no fractions), refusing anything malformed with a
ValueError that says what, and knows nothing of the rules.
`Patience.from_json` then plays every action again through the engine, so
a file cannot smuggle in a position the rules do not allow.
"""

from __future__ import annotations

from aggravation_nb.core.saved import expect_keys, read_saved, write_saved

FORMAT = "aggravation_nb/intrigue"
VERSION = 1
START_KEYS = {"columns", "foundations", "stock", "variant", "set_aside"}


def encode(seed, start: dict, actions: list) -> str:
    """The saved patience; each action is None (a step of the deal) or a move (column, to)."""
    log = [
        {"action": "deal"} if action is None else {"action": "move", "column": action[0], "to": list(action[1])}
        for action in actions
    ]
    return write_saved(FORMAT, VERSION, seed, start, log)


def decode(text, max_actions: int) -> tuple[int | None, dict, list]:
    """(seed, starting position, actions) from a saved patience's text, each checked for shape."""
    return read_saved(text, FORMAT, VERSION, "patience", START_KEYS, max_actions, _action)


def _action(entry):
    if not isinstance(entry, dict) or entry.get("action") not in ("deal", "move"):
        raise ValueError(f"{entry!r} is not an action: expected an object whose 'action' is deal or move")
    if entry["action"] == "deal":
        expect_keys(entry, {"action"}, "a step of the deal")
        return None
    expect_keys(entry, {"action", "column", "to"}, "a move")
    to = entry["to"]
    if not isinstance(to, list) or len(to) != 2:
        raise ValueError(f'{to!r} is not a place: expected ["foundation", number or null] or ["column", number]')
    return entry["column"], tuple(to)

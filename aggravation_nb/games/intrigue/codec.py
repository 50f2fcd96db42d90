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
VERSION = 2
READS = (1, 2)
"""Version 2 writes each action in the move notation ("deal", "c3>f2"); version 1's objects still load."""
MAX_TEXT = 40
START_KEYS = {"columns", "foundations", "stock", "variant", "set_aside"}


def encode(seed, start: dict, actions: list) -> str:
    """The saved patience; each action is None (a step of the deal) or a Move, written as its text."""
    return write_saved(FORMAT, VERSION, seed, start, ["deal" if action is None else str(action) for action in actions])


def decode(text, max_actions: int) -> tuple[int | None, dict, list]:
    """(seed, starting position, actions) from a saved patience's text, each checked for shape."""
    return read_saved(text, FORMAT, READS, "patience", START_KEYS, max_actions, _action)


def _action(entry):
    if isinstance(entry, str):
        if len(entry) > MAX_TEXT:
            raise ValueError(f"an action's text has at most {MAX_TEXT} characters")
        return entry
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

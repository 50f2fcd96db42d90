"""A saved game of Aggravation or a relative: seed, starting position and action log, as JSON.

A codec only: it turns those three into text and back inside the envelope
every saved file of the package shares (`aggravation_nb.core.saved`),
refusing anything malformed with a ValueError that says what, and knows
nothing of the rules. `Game.from_json` then replays every logged action
through the engine, so a file can never smuggle in a position the rules forbid.

Version 2 writes each action in the move notation (`str(action)`: "flip",
"Marina covers Oleg 1"), which the engine parses as it plays the file again;
version 1's objects ({"action": "cover", "player": …, "pile": [owner, column
from 0]}) still load.
"""

from __future__ import annotations

from aggravation_nb.core.saved import expect_keys, read_saved, write_saved
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip

FORMAT = "aggravation_nb/game"
VERSION = 2
READS = (1, 2)
MAX_TEXT = 200
"""Characters of one action's text: two names of 40 and a few numbers need under 120."""
START_KEYS = {"players", "rows", "stocks", "to_cover"}
OPTIONAL_KEYS = {"variant", "rutter"}
"""Saved only when they differ from Aggravation's: a file of plain Aggravation holds neither."""


def encode(seed, start: dict, log: list) -> str:
    """The saved game: format, version, seed, starting position and every action."""
    return write_saved(FORMAT, VERSION, seed, start, [str(action) for action in log])


def decode(text, max_actions: int) -> tuple[int | None, dict, list]:
    """(seed, starting position, actions) from a saved game's text, each checked for shape."""
    return read_saved(text, FORMAT, READS, "game", START_KEYS, max_actions, _action_from_dict, optional=OPTIONAL_KEYS)


def _action_from_dict(entry):
    if isinstance(entry, str):
        if len(entry) > MAX_TEXT:
            raise ValueError(f"an action's text has at most {MAX_TEXT} characters")
        return entry
    if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
        raise ValueError(f"{entry!r} is not an action: expected an object with an 'action' name")
    kind = entry["action"]
    if kind == "flip":
        expect_keys(entry, {"action"}, "a flip")
        return Flip()
    if kind == "cover":
        expect_keys(entry, {"action", "player", "pile"}, "a cover")
        return Cover(entry["player"], _pile(entry["pile"]))
    if kind == "call":
        expect_keys(entry, {"action", "player", "piles"}, "a call")
        piles = entry["piles"]
        if not isinstance(piles, list) or len(piles) != 2:
            raise ValueError("a call touches exactly two piles")
        return Call(entry["player"], (_pile(piles[0]), _pile(piles[1])))
    if kind == "call-together":
        expect_keys(entry, {"action", "calls"}, "a simultaneous call")
        calls = entry["calls"]
        if (
            not isinstance(calls, list)
            or len(calls) != 2
            or any(not isinstance(c, dict) or c.get("action") != "call" for c in calls)
        ):
            raise ValueError("a simultaneous call holds exactly two calls")
        return CallTogether(tuple(_action_from_dict(call) for call in calls))
    raise ValueError(f"unknown action {kind!r}: expected flip, cover, call or call-together")


def _pile(value):
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{value!r} is not a pile address: expected [row owner, column]")
    return value[0], value[1]

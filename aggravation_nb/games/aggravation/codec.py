"""A saved game of Aggravation or a relative: seed, starting position and action log, as JSON.

A codec only: it turns those three into text and back inside the envelope
every saved file of the package shares (`aggravation_nb.core.saved`),
refusing anything malformed with a ValueError that says what, and knows
nothing of the rules. `Game.from_json` then replays every logged action
through the engine, so a file can never smuggle in a position the rules forbid.
"""

from __future__ import annotations

from aggravation_nb.core.saved import expect_keys, read_saved, write_saved
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip

FORMAT = "aggravation_nb/game"
VERSION = 1
START_KEYS = {"players", "rows", "stocks", "to_cover"}
OPTIONAL_KEYS = {"variant", "rutter"}
"""Saved only when they differ from Aggravation's: a file of plain Aggravation holds neither."""


def encode(seed, start: dict, log: list) -> str:
    """The saved game: format, version, seed, starting position and every action."""
    return write_saved(FORMAT, VERSION, seed, start, [_action_to_dict(action) for action in log])


def decode(text, max_actions: int) -> tuple[int | None, dict, list]:
    """(seed, starting position, actions) from a saved game's text, each checked for shape."""
    return read_saved(text, FORMAT, VERSION, "game", START_KEYS, max_actions, _action_from_dict, optional=OPTIONAL_KEYS)


def _action_to_dict(action) -> dict:
    if isinstance(action, Flip):
        return {"action": "flip"}
    if isinstance(action, Cover):
        return {"action": "cover", "player": action.player, "pile": list(action.pile)}
    if isinstance(action, Call):
        return {"action": "call", "player": action.player, "piles": [list(p) for p in action.piles]}
    return {"action": "call-together", "calls": [_action_to_dict(call) for call in action.calls]}


def _action_from_dict(entry):
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

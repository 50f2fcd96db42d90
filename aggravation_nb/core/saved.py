"""Versioned JSON: a saved game is its seed, starting position and action log.

A codec only: it turns those three into text and back, refusing anything
malformed or hostile with a ValueError that says what, and knows nothing
of the rules. `Game.from_json` then replays every logged action through
the engine, so a file can never smuggle in a position the rules forbid.
"""

from __future__ import annotations

import json
from collections import Counter

from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip

FORMAT = "aggravation_nb/game"
VERSION = 1
MAX_CHARS = 4_000_000
MAX_SEED = 2**64
"""Deal numbers run from 0 to one less than this, in every game and patience, so any deal saves."""
MAX_DIGITS = 40
"""Longer numbers than any seed or column needs are refused before Python converts them."""


def is_deal_number(seed) -> bool:
    """A whole number from 0 below `MAX_SEED` (a bool is not one)."""
    return isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < MAX_SEED


def encode(seed, start: dict, log: list) -> str:
    """The saved game: format, version, seed, starting position and every action."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "seed": seed,
        "start": start,
        "log": [_action_to_dict(action) for action in log],
    }
    return json.dumps(document, ensure_ascii=False, indent=1)


def decode(text, max_actions: int) -> tuple[int | None, dict, list]:
    """(seed, starting position, actions) from a saved game's text, each checked for shape."""
    return read_saved(text, FORMAT, "game", {"players", "rows", "stocks", "to_cover"}, max_actions,
                      _action_from_dict, optional={"variant", "rutter"})


def read_saved(text, form: str, what: str, start_keys: set[str], max_actions: int, read_action,
               optional=frozenset()) -> tuple[int | None, dict, list]:
    """The parts every saved file of this package has, checked: (seed, start object, actions).

    `form` is the file's format name, `what` the thing saved ("game", "patience"),
    `read_action` turns one log entry into an action or raises ValueError."""
    document = _parse(text)
    _expect_keys(document, {"format", "version", "seed", "start", "log"}, f"the saved {what}")
    if document["format"] != form:
        raise ValueError(f"not a saved {what} of this package: format is {document['format']!r}, "
                         f"expected {form!r}")
    version = document["version"]
    if isinstance(version, bool) or version != VERSION:
        raise ValueError(f"saved {what} version {version!r} is not known; this package reads version {VERSION}")
    seed = document["seed"]
    if seed is not None and not is_deal_number(seed):
        raise ValueError(f"seed should be a whole number from 0 to {MAX_SEED - 1:,} or null, not {seed!r}")
    start = document["start"]
    if not isinstance(start, dict):
        raise ValueError(f"start should be an object holding {', '.join(sorted(start_keys))}")
    _expect_keys(start, start_keys, "start", optional=optional)
    log = document["log"]
    if not isinstance(log, list) or len(log) > max_actions:
        raise ValueError(f"log should be a list of at most {max_actions} actions")
    actions = []
    for number, entry in enumerate(log, start=1):
        try:
            actions.append(read_action(entry))
        except ValueError as error:
            raise ValueError(f"saved action {number} cannot be played: {error}") from None
    return seed, start, actions


def rebuild(seed, start: dict, actions: list, build, dealt, play):
    """A saved game played again through its engine: `build(start)` makes the starting
    position, `dealt(seed, game)` the game that seed deals (it must start the same), and
    `play(game, action)` takes each action; anything the rules refuse is a ValueError."""
    try:
        game = build(start)
    except ValueError as error:
        raise ValueError(f"the saved starting position is impossible: {error}") from None
    if seed is not None and dealt(seed, game).start != game.start:
        raise ValueError(f"the saved seed {seed} does not deal this starting position")
    game.seed = seed
    for number, action in enumerate(actions, start=1):
        try:
            play(game, action)
        except ValueError as error:
            raise ValueError(f"saved action {number} cannot be played: {error}") from None
    return game


def _parse(text) -> dict:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("a saved game is UTF-8 text; this is not") from None
    if not isinstance(text, str):
        raise ValueError(f"a saved game is JSON text, not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise ValueError(f"this file is {len(text):,} characters; a saved game is far smaller "
                         f"(at most {MAX_CHARS:,})")
    try:
        document = json.loads(text, parse_constant=_refuse_constant, parse_float=_refuse_fraction,
                              parse_int=_whole_number, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise ValueError("this JSON is nested too deeply to be a saved game") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"this is not valid JSON: {error}") from None
    if not isinstance(document, dict):
        raise ValueError("a saved game is a JSON object")
    return document


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not allowed in a saved game")


def _refuse_fraction(number: str):
    raise ValueError(f"{number} is not allowed in a saved game: every number in it is a whole number "
                     "written without a point or an exponent")


def _whole_number(digits: str) -> int:
    length = len(digits.lstrip("-"))
    if length > MAX_DIGITS:
        raise ValueError(f"a number of {length:,} digits is not allowed in a saved game (at most {MAX_DIGITS})")
    return int(digits)


def _unique_keys(pairs: list) -> dict:
    document = dict(pairs)
    if len(document) != len(pairs):
        twice = sorted(key for key, count in Counter(key for key, _ in pairs).items() if count > 1)
        raise ValueError(f"a saved game names each key once; {', '.join(map(repr, twice))} appear more than once")
    return document


def _expect_keys(document: dict, keys: set[str], what: str, optional=frozenset()) -> None:
    if not keys <= set(document) <= keys | optional:
        missing = sorted(keys - set(document))
        extra = sorted(set(document) - keys - optional)
        raise ValueError(f"{what} should hold exactly {sorted(keys)}; missing {missing}, unknown {extra}")


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
        _expect_keys(entry, {"action"}, "a flip")
        return Flip()
    if kind == "cover":
        _expect_keys(entry, {"action", "player", "pile"}, "a cover")
        return Cover(entry["player"], _pile(entry["pile"]))
    if kind == "call":
        _expect_keys(entry, {"action", "player", "piles"}, "a call")
        piles = entry["piles"]
        if not isinstance(piles, list) or len(piles) != 2:
            raise ValueError("a call touches exactly two piles")
        return Call(entry["player"], (_pile(piles[0]), _pile(piles[1])))
    if kind == "call-together":
        _expect_keys(entry, {"action", "calls"}, "a simultaneous call")
        calls = entry["calls"]
        if not isinstance(calls, list) or len(calls) != 2 or any(
                not isinstance(c, dict) or c.get("action") != "call" for c in calls):
            raise ValueError("a simultaneous call holds exactly two calls")
        return CallTogether(tuple(_action_from_dict(call) for call in calls))
    raise ValueError(f"unknown action {kind!r}: expected flip, cover, call or call-together")


def _pile(value):
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{value!r} is not a pile address: expected [row owner, column]")
    return value[0], value[1]

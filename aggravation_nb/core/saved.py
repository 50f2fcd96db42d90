"""The envelope every saved file of the package shares: format, version, seed, start and log.

Each game's codec (`games.aggravation.codec`, `games.intrigue.codec`)
names its own format and version and reads its own start and actions;
here are the parts they share: strict JSON (no fractions, no constants,
no key twice, nothing too long or too deep), the envelope's keys, a deal
number's bounds, and `rebuild`, which plays a saved file again through its
engine, so a file can never smuggle in a position the rules forbid.
"""

from __future__ import annotations

import json
from collections import Counter

from aggravation_nb.core.errors import IllegalAction

MAX_CHARS = 4_000_000
MAX_SEED = 2**64
"""Deal numbers run from 0 to one less than this, in every game and patience, so any deal saves."""
MAX_DIGITS = 40
"""Longer numbers than any seed or column needs are refused before Python converts them."""


class Unplayable(ValueError):
    """A saved game its engine refuses: its starting position (`move` None) or its action numbered `move`
    (from 1). `refusal` is the engine's own refusal, with its rule id and words in every language, when the
    rules refused it (an IllegalAction), else None (a malformed entry)."""

    def __init__(self, message: str, error: ValueError, move: int | None = None) -> None:
        super().__init__(message)
        self.refusal = error if isinstance(error, IllegalAction) else None
        self.move = move


def is_deal_number(seed) -> bool:
    """A whole number from 0 below `MAX_SEED` (a bool is not one)."""
    return isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < MAX_SEED


def write_saved(form: str, version: int, seed, start: dict, log: list) -> str:
    """A saved file's text: its format and version, the seed, the starting position and the log."""
    document = {"format": form, "version": version, "seed": seed, "start": start, "log": log}
    return json.dumps(document, ensure_ascii=False, indent=1)


def read_saved(
    text,
    form: str,
    version: int | tuple[int, ...],
    what: str,
    start_keys: set[str],
    max_actions: int,
    read_action,
    optional=frozenset(),
) -> tuple[int | None, dict, list]:
    """The parts every saved file of this package has, checked: (seed, start object, actions).

    `form` and `version` are the game's own (`version` may list every version still read), `what`
    the thing saved ("game",
    "patience"), `read_action` turns one log entry into an action or raises ValueError."""
    document = _parse(text)
    expect_keys(document, {"format", "version", "seed", "start", "log"}, f"the saved {what}")
    if document["format"] != form:
        raise ValueError(f"not a saved {what} of this package: format is {document['format']!r}, expected {form!r}")
    found = document["version"]
    known = version if isinstance(version, tuple) else (version,)
    if isinstance(found, bool) or found not in known:
        readable = " and ".join(map(str, known))
        raise ValueError(f"saved {what} version {found!r} is not known; this package reads version {readable}")
    seed = document["seed"]
    if seed is not None and not is_deal_number(seed):
        raise ValueError(f"seed should be a whole number from 0 to {MAX_SEED - 1:,} or null, not {seed!r}")
    start = document["start"]
    if not isinstance(start, dict):
        raise ValueError(f"start should be an object holding {', '.join(sorted(start_keys))}")
    expect_keys(start, start_keys, "start", optional=optional)
    log = document["log"]
    if not isinstance(log, list) or len(log) > max_actions:
        raise ValueError(f"log should be a list of at most {max_actions} actions")
    actions = []
    for number, entry in enumerate(log, start=1):
        try:
            actions.append(read_action(entry))
        except ValueError as error:
            raise Unplayable(f"saved action {number} cannot be played: {error}", error, number) from error
    return seed, start, actions


def rebuild(seed, start: dict, actions: list, build, dealt, play):
    """A saved game played again through its engine: `build(start)` makes the starting
    position, `dealt(seed, game)` the game that seed deals (it must start the same), and
    `play(game, action)` takes each action; anything the rules refuse is a ValueError."""
    try:
        game = build(start)
    except ValueError as error:
        raise Unplayable(f"the saved starting position is impossible: {error}", error) from error
    if seed is not None and dealt(seed, game).start != game.start:
        raise ValueError(f"the saved seed {seed} does not deal this starting position")
    game.seed = seed
    for number, action in enumerate(actions, start=1):
        try:
            play(game, action)
        except ValueError as error:
            raise Unplayable(f"saved action {number} cannot be played: {error}", error, number) from error
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
        raise ValueError(f"this file is {len(text):,} characters; a saved game is far smaller (at most {MAX_CHARS:,})")
    try:
        document = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_refuse_fraction,
            parse_int=_whole_number,
            object_pairs_hook=_unique_keys,
        )
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
    raise ValueError(
        f"{number} is not allowed in a saved game: every number in it is a whole number "
        "written without a point or an exponent"
    )


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


def expect_keys(document: dict, keys: set[str], what: str, optional=frozenset()) -> None:
    """Refuse an object that lacks one of `keys` or holds a key neither they nor `optional` name."""
    if not keys <= set(document) <= keys | optional:
        missing = sorted(keys - set(document))
        extra = sorted(set(document) - keys - optional)
        raise ValueError(f"{what} should hold exactly {sorted(keys)}; missing {missing}, unknown {extra}")

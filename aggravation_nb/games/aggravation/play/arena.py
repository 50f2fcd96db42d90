"""Bots against the computer, or against each other, over many seeded games: `arena`.

A bot is a plain function `bot(view) -> action | None`. Its `view` is a
`PlayerView`: what one player sees now (its own name, the top card of every
pile, what is owed a cover, both stocks, the legal actions), read-only. It
answers with one of `view.legal` (a Cover, or in Aggravation a Call once its
stock is empty), or its text in the move notation ("Oleg covers Marina 2"),
or None to wait. Flipping is never a bot's choice: both
players flip together "on the count" (A3), as in `play.race`.

The timing model is the race's (`play.race.Race`), on a simulated clock that
never reads the wall clock:

- Whenever the table changes, each player looks again and asks its bot (or,
  for "computer", the engine's own `bots.bot_action`) what to do. A player
  with something to do acts after its reaction time: the mean of
  `reactions` for that player, times a seeded random factor between 0.75 and
  1.25 (`jitter`). A player who was already reaching for a card and now
  wants another of the same kind keeps its timing: its hand is moving.
- The earliest planned action happens first; at the same instant, the
  player seated first goes first. So each deal is played twice with the
  seats swapped (games 1 and 2 share a deal, and so on), and the seat is
  worth nothing on average.
- With nothing owed a cover and nobody able to call, the table flips after
  a pause of one second (`race.FLIP_PAUSE`).
- A bot's own thinking time is not counted: only what it decides.

So a bot wins by choosing well, not by being fast: at equal reactions, the
only difference between two bots is which cover or call they choose.

A bot that raises, or returns anything but one of `view.legal` (or its text) or None,
loses that game, and the arena says why (`ArenaResult.faults`: which game,
which deal, which move, the rule); the arena itself never stops for it. So
does a bot that waits while it has something to do and nobody else can act.
A bot that raised is named with its file and line, and every fault with the
table as the bot saw it (`Fault`).

Every game is kept whole (`ArenaResult.records`: its deal and its actions in
order), so any of them plays again, in code or in `replay_app`; a kept game
costs some 0.6 KB (equal actions share one object), a million games 600 MB.

The computer plays at the bot's own reaction time (`against="computer"`),
or at one of the levels the play app offers (`against="beginner"`, … see
`LEVELS`): the computer's levels differ only in how quickly it reacts.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import say
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.notation import parse_action
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES, bot_action
from aggravation_nb.games.aggravation.play.faults import STUCK, WAITED, BotFault, refused_because, why_not
from aggravation_nb.games.aggravation.play.race import Race
from aggravation_nb.games.aggravation.play.record import GameRecord
from aggravation_nb.games.aggravation.play.result import ArenaResult
from aggravation_nb.games.aggravation.play.view import Bot, PlayerView

COMPUTER = "computer"
LEVELS = tuple(DIFFICULTIES)
"""The computer's levels, as the play app offers them: "beginner" (slowest) to "expert" (quickest)."""
VARIANTS = ("aggravation", "frustration", "california-speed")
"""The two-player games an arena plays (the race seats two)."""
DEALS = 2**31
"""Deal numbers are drawn below this, so any of them can be typed into the play app's deal box."""
Progress = Callable[[int, int], object]
"""`progress(done, total)`, told after every game."""


def arena(
    bot: Bot,
    against: Bot | str = COMPUTER,
    games: int = 1000,
    variant: str = "aggravation",
    seed: int = 0,
    reactions: float | tuple[float, float] = 1.0,
    progress: Progress | None = None,
    names: tuple[str, str] | None = None,
    jitter: float = 0.25,
) -> ArenaResult:
    """Play `games` seeded games of `bot` against `against` and count them (see the module's timing model).

    `against` is "computer" (the engine's own player: it covers the first
    owed pile, another player's first in the variants, and calls at once),
    one of the computer's `LEVELS` ("beginner", …: the same player at that
    level's reaction time), or another bot. `reactions` is both players'
    mean reaction time in seconds, or (the bot's, the opponent's); against
    a level, the bot's alone. `progress(done, total)` is called after every
    game. `names` are the two players' names (by default the bots' function
    names). The same `seed` plays the same games.

    >>> def first_legal(view):
    ...     return view.legal[0] if view.legal else None
    >>> result = arena(first_legal, games=20, seed=1)
    >>> result.games, result.wins + result.losses + result.draws
    (20, 20)
    >>> arena(first_legal, against="beginner", games=4).opponent
    'computer (beginner)'
    """
    mine, theirs = _reactions(reactions, against)
    computer = _check(bot, against, games, variant)
    me, them = names or (_name(bot, "bot"), opponent_name(against))
    if me == them:
        me, them = f"{me} 1", f"{them} 2"
    bots = {me: bot, them: None if computer else against}
    rng = random.Random(seed)
    results, faults, records = [], [], []
    seen: dict[Action, Action] = {}  # one object for each distinct action: a kept game costs 0.6 KB, not 3.5
    deal = 0
    for number in range(1, games + 1):
        if number % 2:
            deal = rng.randrange(DEALS)
        players = (me, them) if number % 2 else (them, me)
        game = Game.deal(seed=deal, players=players, variant=variant)
        winner, fault = _play(game, bots, {me: mine, them: theirs}, rng.randrange(DEALS), jitter)
        if fault is not None:
            faults.append(fault.fault(number, deal, _written(fault.action)))
        results.append("draw" if winner is None else "win" if winner == me else "loss")
        actions = tuple(seen.setdefault(action, action) for action in game.log)
        records.append(GameRecord(number, deal, variant, players, actions, results[-1]))
        if progress is not None:
            progress(number, games)
    return ArenaResult(me, them, variant, tuple(results), tuple(faults), tuple(records))


def _check(bot: object, against: object, games: object, variant: object) -> bool:
    """Refuse wrong settings in words; whether the opponent is the computer (at some level)."""
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= 10_000_000:
        raise ValueError(f"games is a whole number from 1 to 10,000,000, not {games!r}")
    if variant not in VARIANTS:
        raise ValueError(f"an arena plays {', '.join(VARIANTS)}, not {variant!r}")
    if not callable(bot):
        raise TypeError(f"a bot is a function from a PlayerView to an action, not {bot!r}")
    computer = isinstance(against, str) and (against == COMPUTER or against in LEVELS)
    if not computer and not callable(against):
        raise TypeError(f'against is "computer", a level ({", ".join(LEVELS)}) or a bot function, not {against!r}')
    return computer


def opponent_name(against: Bot | str) -> str:
    """The name an opponent plays under: "computer", "computer (beginner)", or a bot's function name."""
    if isinstance(against, str) and against in LEVELS:
        return f"{COMPUTER} ({against})"
    return COMPUTER if against == COMPUTER else _name(against, "opponent")


def _play(game: Game, bots: dict, reactions: dict, seed: int, jitter: float) -> tuple[str | None, BotFault | None]:
    """One game through the race: (the winner's name or None, the fault that ended it, if one did)."""

    def choose(game: Game, player: str) -> Action | None:
        bot = bots[player]
        return bot_action(game, player) if bot is None else _ask(bot, game, player)

    try:
        race = Race(game, reactions, seed=seed, choose=choose, jitter=jitter)
        race.advance()
    except BotFault as fault:
        return _other(game, fault.player), fault
    if game.outcome is not None:
        return game.outcome.winner, None
    waiting = [player for player in bots if bots[player] is not None and PlayerView(game, player).legal]
    if len(waiting) == 1:
        return _other(game, waiting[0]), _seen(BotFault(waiting[0], None, WAITED), game)
    return None, _seen(BotFault(" and ".join(waiting) or "nobody", None, WAITED if waiting else STUCK), game)


def _ask(bot: Bot, game: Game, player: str) -> Action | None:
    """What `bot` would do as `player`, checked: anything but one of its legal actions or None is a fault."""
    view = PlayerView(game, player)
    try:
        action = bot(view)
    except Exception as error:  # noqa: BLE001 (a learner's bot may fail any way at all: the arena says how, goes on)
        raised = say("arena.fault.raised", error=f"{type(error).__name__}: {error}")
        raise _seen(BotFault(player, None, raised, error=error), game) from None
    if action is None:
        return None
    if isinstance(action, str):
        try:
            action = parse_action(action, game)
        except IllegalAction as refusal:
            raise _seen(BotFault(player, action, *refused_because(refusal)), game) from None
    try:
        allowed = action in view.legal
    except Exception:  # noqa: BLE001 (an answer that cannot even be compared is no legal action)
        allowed = False
    if not allowed:
        raise _seen(BotFault(player, action, *why_not(game, player, action)), game)
    return action


def _seen(fault: BotFault, game: Game) -> BotFault:
    """`fault`, with the table as its player saw it (the first player's view when nobody in particular)."""
    player = fault.player if fault.player in game.players else game.players[0]
    fault.moves, fault.position = game.length, PlayerView(game, player).said
    return fault


def _written(answer: object) -> str | None:
    """A bot's answer as a fault names it: an action in the move notation (`str`), anything else as code."""
    if answer is None:
        return None
    return str(answer) if isinstance(answer, (Flip, Cover, Call, CallTogether)) else repr(answer)


def _other(game: Game, player: str) -> str:
    first, second = game.players
    return second if player == first else first


def _name(bot: object, default: str) -> str:
    name = getattr(bot, "__name__", "")
    return name if name.isidentifier() else default


def _reactions(reactions: object, against: object) -> tuple[float, float]:
    """(the bot's, the opponent's) mean reaction times, checked; a level sets the computer's own."""
    level = isinstance(against, str) and against in LEVELS
    if level and isinstance(reactions, tuple):
        raise ValueError(f"reactions against a level is your bot's alone (the {against} computer's is its own)")
    pair = reactions if isinstance(reactions, tuple) else (reactions, reactions)
    if len(pair) != 2 or not all(
        isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and 0 < seconds < 60 for seconds in pair
    ):
        raise ValueError(f"reactions is a time in seconds between 0 and 60, or two of them, not {reactions!r}")
    return float(pair[0]), DIFFICULTIES[str(against)] if level else float(pair[1])

"""Bots against the computer, or against each other, over many seeded games: `arena`.

A bot is a plain function `bot(view) -> action | None`. Its `view` is a
`PlayerView`: what one player sees now (its own name, the top card of every
pile, what is owed a cover, both stocks, the legal actions), read-only. It
answers with one of `view.legal` (a Cover, or in Aggravation a Call once its
stock is empty), or None to wait. Flipping is never a bot's choice: both
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

A bot that raises, or returns anything but one of `view.legal` or None,
loses that game, and the arena says why (`ArenaResult.faults`: which game,
which deal, which move, the rule); the arena itself never stops for it. So
does a bot that waits while it has something to do and nobody else can act.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from aggravation_nb.core.cards import Card
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip, Pile
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.bots import bot_action
from aggravation_nb.games.aggravation.play.race import Race

Bot = Callable[["PlayerView"], "Action | None"]
COMPUTER = "computer"
VARIANTS = ("aggravation", "frustration", "california-speed")
"""The two-player games an arena plays (the race seats two)."""
DEALS = 2**31
"""Deal numbers are drawn below this, so any of them can be typed into the play app's deal box."""
Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


class PlayerView:
    """What player `me` sees of `game` now, read-only; a bot is asked with a fresh one each time.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦"]},
    ...                           stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]})
    >>> view = PlayerView(game, "Oleg")
    >>> view.me, view.opponent, view.my_stock, view.their_stock
    ('Oleg', 'Marina', 1, 2)
    >>> [str(card) for card in view.rows["Marina"]], view.owed
    (['7♣', 'Q♥'], (('Marina', 0), ('Oleg', 0)))
    >>> view.legal
    (Cover(player='Oleg', pile=('Marina', 0)), Cover(player='Oleg', pile=('Oleg', 0)))
    """

    _game: Game
    me: str
    opponent: str
    _seen: dict[str, object]

    def __init__(self, game: Game, me: str) -> None:
        """`me` is one of the game's two players."""
        first, second = game.players
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "me", me)
        object.__setattr__(self, "opponent", second if me == first else first)
        object.__setattr__(self, "_seen", {})

    def _once(self, name: str, work):
        """`work()`, worked out the first time a bot asks and kept for the rest of this view."""
        if name not in self._seen:
            self._seen[name] = work()
        return self._seen[name]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a PlayerView is read-only: a bot answers with an action, it does not change what it sees")

    def __repr__(self) -> str:
        return (
            f"PlayerView(me={self.me!r}, my_stock={self.my_stock}, their_stock={self.their_stock}, "
            f"legal={len(self.legal)})"
        )

    @property
    def variant(self) -> str:
        """ "aggravation", "frustration" or "california-speed"."""
        return self._game.variant

    @property
    def has_call(self) -> bool:
        """Whether an empty-handed player may call on a pair (A8; not in the variants)."""
        return self._game.has_call

    @property
    def rows(self) -> dict[str, tuple[Card, ...]]:
        """The top card of every pile, by row owner, left to right (pile = (owner, index))."""
        game = self._game
        return self._once(
            "rows",
            lambda: {
                name: tuple(game.top((name, column)) for column in range(width))
                for name, width in zip(game.players, game.row_widths(), strict=False)
            },
        )

    @property
    def owed(self) -> tuple[Pile, ...]:
        """Every pile still owed a cover (A5), in table order."""
        return self._once("owed", lambda: tuple(self._game.to_cover))

    @property
    def pairs(self) -> tuple[tuple[Pile, Pile], ...]:
        """Every two visible top cards of one rank: what an empty-handed player may call on (A8)."""
        return self._once("pairs", lambda: tuple(self._game.visible_pairs()))

    @property
    def my_stock(self) -> int:
        return self._game.stock_size(self.me)

    @property
    def their_stock(self) -> int:
        return self._game.stock_size(self.opponent)

    @property
    def my_share(self) -> int:
        """F3: my stock plus every card in my row (the first share of 10 or fewer wins Frustration)."""
        return self._game.share(self.me)

    @property
    def their_share(self) -> int:
        return self._game.share(self.opponent)

    @property
    def legal(self) -> tuple[Action, ...]:
        """What I may do now: my covers of owed piles, or my calls; never a flip (the table's, A3)."""
        return self._once(
            "legal",
            lambda: tuple(action for action in self._game.legal_actions(self.me) if not isinstance(action, Flip)),
        )


@dataclass(frozen=True)
class Fault:
    """A game a bot lost by its own doing: it raised, chose an action it may not take, or waited
    while only it could act. `game` counts from 1; `deal` deals the game again (`Game.deal(seed=deal)`).

    >>> def flips(view):
    ...     return Flip()
    >>> fault = arena(flips, games=1).faults[0]
    >>> fault.rule, fault.reason.startswith("flipping is not a bot's to choose")
    ('A3', True)
    """

    game: int
    deal: int
    bot: str
    action: str | None
    reason: str
    rule: str | None = None

    def __str__(self) -> str:
        chose = f" chose {self.action}:" if self.action else ""
        return f"game {self.game} (deal {self.deal}): {self.bot}{chose} {self.reason}"


@dataclass(frozen=True)
class ArenaResult:
    """How `bot` fared against `opponent`: one of "win", "loss", "draw" per game, from the bot's side.

    >>> result = ArenaResult("me", "computer", "aggravation", ("win", "loss", "win", "draw"))
    >>> result.wins, result.losses, result.draws, result.win_rate
    (2, 1, 1, 0.5)
    >>> [round(bound, 3) for bound in result.interval]
    [0.15, 0.85]
    """

    bot: str
    opponent: str
    variant: str
    results: tuple[str, ...]
    faults: tuple[Fault, ...] = ()

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return self.results.count("win")

    @property
    def losses(self) -> int:
        return self.results.count("loss")

    @property
    def draws(self) -> int:
        return self.results.count("draw")

    @property
    def win_rate(self) -> float:
        """Wins over all games played (a draw is not a win)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate: where the true rate lies, 19 times in 20."""
        return wilson(self.wins, self.games)

    def __str__(self) -> str:
        low, high = self.interval
        lines = [
            f"{self.bot} v {self.opponent} at {self.variant}: {self.wins} wins, {self.losses} losses, "
            f"{self.draws} draws in {self.games} games; win rate {self.win_rate:.1%} "
            f"(95% interval {low:.1%} to {high:.1%})"
        ]
        lines += [f"  {fault}" for fault in self.faults[:3]]
        if len(self.faults) > 3:
            lines.append(f"  ... and {len(self.faults) - 3} more faults")
        return "\n".join(lines)

    __repr__ = __str__

    def plot(self, ax=None):
        """The win rate as the games add up, with its 95% interval narrowing around it (matplotlib,
        the `stats` extra, imported only here). Returns the axes."""
        import matplotlib.pyplot as plt

        if ax is None:
            _figure, ax = plt.subplots(figsize=(6, 3.2))
        counts = range(1, self.games + 1)
        wins, rates, lows, highs = 0, [], [], []
        for count, result in zip(counts, self.results, strict=False):
            wins += result == "win"
            low, high = wilson(wins, count)
            rates.append(wins / count)
            lows.append(low)
            highs.append(high)
        ax.fill_between(counts, lows, highs, alpha=0.25, label="95% interval")
        ax.plot(counts, rates, label=f"{self.bot}'s win rate")
        ax.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
        ax.set_ylim(0, 1)
        ax.set_xlabel("games played")
        ax.set_ylabel("win rate")
        ax.set_title(f"{self.bot} v {self.opponent} ({self.variant})")
        ax.legend(loc="upper right")
        return ax


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: unlike "rate ± 2 standard errors" it stays
    within 0 and 1 and is honest for a rate of 0 or 1 (all games lost is not certainty).

    >>> [round(bound, 3) for bound in wilson(0, 20)]
    [0.0, 0.161]
    """
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    spread = z * z / trials
    centre = (rate + spread / 2) / (1 + spread)
    half = z * math.sqrt(rate * (1 - rate) / trials + spread / (4 * trials)) / (1 + spread)
    return max(0.0, centre - half), min(1.0, centre + half)


class _Fault(Exception):
    """A bot's fault, raised out of the race to end its game."""

    def __init__(self, player: str, action: object, reason: str, rule: str | None = None) -> None:
        super().__init__(reason)
        self.player, self.action, self.reason, self.rule = player, action, reason, rule


def arena(
    bot: Bot,
    against: Bot | str = COMPUTER,
    games: int = 1000,
    variant: str = "aggravation",
    seed: int = 0,
    reactions: float | tuple[float, float] = 1.0,
    progress=None,
    names: tuple[str, str] | None = None,
    jitter: float = 0.25,
) -> ArenaResult:
    """Play `games` seeded games of `bot` against `against` and count them (see the module's timing model).

    `against` is "computer" (the engine's own player: it covers the first
    owed pile, another player's first in the variants, and calls at once) or
    another bot. `reactions` is both players' mean reaction time in seconds,
    or (the bot's, the opponent's). `progress(done, total)` is called after
    every game. `names` are the two players' names (by default the bots'
    function names). The same `seed` plays the same games.

    >>> def first_legal(view):
    ...     return view.legal[0] if view.legal else None
    >>> result = arena(first_legal, games=20, seed=1)
    >>> result.games, result.wins + result.losses + result.draws
    (20, 20)
    """
    mine, theirs = _reactions(reactions)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= 10_000_000:
        raise ValueError(f"games is a whole number from 1 to 10,000,000, not {games!r}")
    if variant not in VARIANTS:
        raise ValueError(f"an arena plays {', '.join(VARIANTS)}, not {variant!r}")
    if not callable(bot):
        raise TypeError(f"a bot is a function from a PlayerView to an action, not {bot!r}")
    if against != COMPUTER and not callable(against):
        raise TypeError(f'against is "computer" or a bot function, not {against!r}')
    me, them = names or (_name(bot, "bot"), COMPUTER if against == COMPUTER else _name(against, "opponent"))
    if me == them:
        me, them = f"{me} 1", f"{them} 2"
    bots = {me: bot, them: None if against == COMPUTER else against}
    rng = random.Random(seed)
    results, faults = [], []
    deal = 0
    for number in range(1, games + 1):
        if number % 2:
            deal = rng.randrange(DEALS)
        players = (me, them) if number % 2 else (them, me)
        outcome, fault = _play(
            Game.deal(seed=deal, players=players, variant=variant),
            bots,
            {me: mine, them: theirs},
            rng.randrange(DEALS),
            jitter,
        )
        if fault is not None:
            faults.append(
                Fault(
                    number,
                    deal,
                    fault.player,
                    None if fault.action is None else repr(fault.action),
                    fault.reason,
                    fault.rule,
                )
            )
        results.append("draw" if outcome is None else "win" if outcome == me else "loss")
        if progress is not None:
            progress(number, games)
    return ArenaResult(me, them, variant, tuple(results), tuple(faults))


def _play(game: Game, bots: dict, reactions: dict, seed: int, jitter: float) -> tuple[str | None, _Fault | None]:
    """One game through the race: (the winner's name or None, the fault that ended it, if one did)."""

    def choose(game: Game, player: str):
        bot = bots[player]
        return bot_action(game, player) if bot is None else _ask(bot, game, player)

    try:
        race = Race(game, reactions, seed=seed, choose=choose, jitter=jitter)
        race.advance()
    except _Fault as fault:
        return _other(game, fault.player), fault
    if game.outcome is not None:
        return game.outcome.winner, None
    waiting = [player for player in bots if bots[player] is not None and PlayerView(game, player).legal]
    reason = (
        "waited (returned None) while it had something to do and nobody else could act, so the game could not go on"
    )
    if len(waiting) == 1:
        return _other(game, waiting[0]), _Fault(waiting[0], None, reason)
    return None, _Fault(
        " and ".join(waiting) or "nobody",
        None,
        reason if waiting else "the game stopped with nothing left to do and no outcome: counted as a draw",
    )


def _ask(bot: Bot, game: Game, player: str):
    """What `bot` would do as `player`, checked: anything but one of its legal actions or None is a fault."""
    view = PlayerView(game, player)
    try:
        action = bot(view)
    except Exception as error:  # a learner's bot may fail any way at all: the arena says how and goes on
        raise _Fault(player, None, f"raised {type(error).__name__}: {error}") from None
    if action is None:
        return None
    try:
        allowed = action in view.legal
    except Exception:
        allowed = False
    if not allowed:
        raise _Fault(player, action, *_why_not(game, player, action))
    return action


def _why_not(game: Game, player: str, action: object) -> tuple[str, str | None]:
    """Why `action` is not one of `player`'s legal actions now, in words, with the rule."""
    if isinstance(action, Flip):
        return "flipping is not a bot's to choose: both players flip together on the count, once nothing is owed", "A3"
    if isinstance(action, CallTogether):
        return "a bot calls alone; two calls at the same instant are the race's to make", "A10"
    if not isinstance(action, (Cover, Call)):
        return "that is not an action: a bot returns one of view.legal, or None to wait", None
    if action.player != player:
        return f"a bot acts only for its own player, {player}, not for {action.player}", None
    try:
        game.replay().apply(action)
    except IllegalAction as refusal:
        return f"not allowed: {refusal}", refusal.rule
    return "that is not one of view.legal now", None


def _other(game: Game, player: str) -> str:
    first, second = game.players
    return second if player == first else first


def _name(bot, default: str) -> str:
    name = getattr(bot, "__name__", "")
    return name if name.isidentifier() else default


def _reactions(reactions) -> tuple[float, float]:
    pair = reactions if isinstance(reactions, tuple) else (reactions, reactions)
    if len(pair) != 2 or not all(
        isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and 0 < seconds < 60 for seconds in pair
    ):
        raise ValueError(f"reactions is a time in seconds between 0 and 60, or two of them, not {reactions!r}")
    return float(pair[0]), float(pair[1])


@dataclass(frozen=True)
class Leaderboard:
    """Every bot's result against the same opponent on the same games, best win rate first.

    >>> board = leaderboard({"first": lambda view: view.legal[0] if view.legal else None}, games=4)
    >>> [name for name, _result in board.rows]
    ['first']
    """

    rows: tuple[tuple[str, ArenaResult], ...]

    def __str__(self) -> str:
        lines = []
        for rank, (name, result) in enumerate(self.rows, 1):
            low, high = result.interval
            lines.append(
                f"{rank}. {name}: {result.win_rate:.1%} (95% interval {low:.1%} to {high:.1%}), "
                f"{result.wins}-{result.losses}-{result.draws}"
                + (f", {len(result.faults)} faults" if result.faults else "")
            )
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        head = "".join(
            f'<th scope="col">{words}</th>'
            for words in ("rank", "bot", "wins", "losses", "draws", "win rate", "95% interval", "faults")
        )
        rows = []
        for rank, (name, result) in enumerate(self.rows, 1):
            low, high = result.interval
            cells = (
                result.wins,
                result.losses,
                result.draws,
                f"{result.win_rate:.1%}",
                f"{low:.1%} to {high:.1%}",
                len(result.faults),
            )
            rows.append(
                f'<tr><td>{rank}</td><th scope="row">{_escape(name)}</th>'
                + "".join(f"<td>{cell}</td>" for cell in cells)
                + "</tr>"
            )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def leaderboard(
    bots: Mapping[str, Bot],
    against: Bot | str = COMPUTER,
    games: int = 200,
    variant: str = "aggravation",
    seed: int = 0,
    reactions: float | tuple[float, float] = 1.0,
    progress=None,
) -> Leaderboard:
    """A class's bots, each against `against` on the very same seeded games, ranked by win rate.

    `progress(done, total)` counts the games of all the bots together.

    >>> def first_legal(view):
    ...     return view.legal[0] if view.legal else None
    >>> def last_legal(view):
    ...     return view.legal[-1] if view.legal else None
    >>> board = leaderboard({"Ann": first_legal, "Ben": last_legal}, games=10)
    >>> sorted(name for name, _result in board.rows)
    ['Ann', 'Ben']
    """
    if not bots:
        raise ValueError("a leaderboard needs at least one bot: {name: bot, ...}")
    opponent = COMPUTER if against == COMPUTER else _name(against, "opponent")
    total = games * len(bots)
    rows = []
    for index, (name, bot) in enumerate(bots.items()):

        def counted(done: int, _games: int, before: int = index * games) -> None:
            if progress is not None:
                progress(before + done, total)

        them = opponent if opponent != name else f"{opponent} 2"
        rows.append((name, arena(bot, against, games, variant, seed, reactions, counted, names=(str(name), them))))
    rows.sort(key=lambda row: (-row[1].win_rate, str(row[0])))
    return Leaderboard(tuple(rows))


def _escape(words: str) -> str:
    return str(words).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def random_bot(seed: int = 0) -> Bot:
    """A bot that picks any legal action at random, from its own seeded generator.

    >>> bot = random_bot(seed=1)
    >>> arena(bot, games=4).games
    4
    """
    rng = random.Random(seed)

    def random_choice(view: PlayerView):
        return rng.choice(view.legal) if view.legal else None

    return random_choice


def cover_own_first(view: PlayerView):
    """Covers a pile in its own row first, then the opponent's; calls when it can.

    >>> arena(cover_own_first, games=2).games
    2
    """
    covers = [action for action in view.legal if isinstance(action, Cover)]
    covers.sort(key=lambda cover: cover.pile[0] != view.me)
    return covers[0] if covers else (view.legal[0] if view.legal else None)


def cover_theirs_first(view: PlayerView):
    """Covers a pile in the opponent's row first (F3: a card given there is a card off my share).

    >>> arena(cover_theirs_first, games=2, variant="frustration").games
    2
    """
    covers = [action for action in view.legal if isinstance(action, Cover)]
    covers.sort(key=lambda cover: cover.pile[0] == view.me)
    return covers[0] if covers else (view.legal[0] if view.legal else None)

"""Who gets there first: reaction times on a simulated clock.

Aggravation is a race. Here each computer player plans its next action at
"now + its reaction time" (with seeded jitter), and keeps that timing while it still
has the same kind of thing to do; the earliest plan happens first. A person's action comes
with the time it happened (the app reads its own clock; this module never
does), and every computer action planned before it happens first. When
nothing is owed a cover and nobody can call, both players flip together
after a short pause. Two calls at the same instant are a draw (A10).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import cast

from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.bots import bot_action

FLIP_PAUSE = 1.0
"""Seconds with nothing to do before both players flip on the count (A3)."""


@dataclass(frozen=True)
class Move:
    """An action planned (or taken) at a simulated time; `by` is a player, or None for the table's flip."""

    at: float
    action: Action
    by: str | None


class Race:
    """A game with computer players on a simulated clock.

    `reactions` gives each computer player's mean reaction time in seconds;
    players not named there are people, who act through `play`.
    """

    def __init__(
        self,
        game: Game,
        reactions: dict[str, float],
        seed: int,
        flip_pause: float = FLIP_PAUSE,
        jitter: float = 0.25,
        rng=None,
        choose=bot_action,
    ) -> None:
        """`rng` (anything with `uniform(a, b)`) replaces `random.Random(seed)`, so the
        statistics simulator and this race can draw the very same reaction times;
        `choose(game, player)` is what a computer player would do now."""
        for player, seconds in reactions.items():
            if player not in game.players:
                raise ValueError(f"{player!r} is not a player of this game")
            if not isinstance(seconds, (int, float)) or not 0 < seconds < 60 or math.isnan(seconds):
                raise ValueError(f"a reaction time is between 0 and 60 seconds, not {seconds!r}")
        self.game = game
        self.reactions = dict(reactions)
        self.flip_pause = flip_pause
        self.jitter = jitter
        self.choose = choose
        self.rng = random.Random(seed) if rng is None else rng
        self.now = 0.0
        self.plans: dict[str | None, Move] = {}
        self.history: list[Move] = []
        self._replan()

    def next_move(self) -> Move | None:
        """The computer's (or the table's) next planned move, if any."""
        if not self.plans:
            return None
        return min(self.plans.values(), key=lambda move: (move.at, self._seat(move.by)))

    def advance(self, until: float = math.inf) -> list[Move]:
        """Play every planned move due at or before `until`, in time order."""
        done = []
        while (move := self.next_move()) is not None and move.at <= until:
            self._take(move)
            done.append(move)
        if until != math.inf:
            self.now = max(self.now, until)
        return done

    def play(self, player: str, action: Action, at: float) -> list[Move]:
        """A person's action at simulated time `at`: what the computer did first, then this.

        Raises IllegalAction (and changes nothing more) if, once the computer's
        earlier moves are played, the action is not allowed.
        """
        at = max(at, self.now)
        before = self.advance(until=math.nextafter(at, -math.inf))
        rival = self.plans.get(self._other(player))
        if isinstance(action, Call) and rival is not None and isinstance(rival.action, Call) and rival.at == at:
            action = CallTogether((action, rival.action) if self._seat(player) == 0 else (rival.action, action))
        move = Move(at, action, player)
        self._take(move)
        return before + [move]

    def _take(self, move: Move) -> None:
        self.game.apply(move.action)
        self.now = move.at
        self.history.append(move)
        self.plans.pop(move.by, None)
        if isinstance(move.action, Flip):
            self.plans.pop(None, None)
        self._replan()

    def _replan(self) -> None:
        """Plan each computer player's next action.

        A player already reaching for a card keeps their timing when the
        card they wanted is taken and they switch to another one to cover
        (or another pair to call): their hands are already moving.
        Otherwise they plan afresh from now, after their reaction time.
        """
        if self.game.outcome is not None:
            self.plans.clear()
            return
        for player, seconds in self.reactions.items():
            wanted = self.choose(self.game, player)
            kept = self.plans.get(player)
            if wanted is None:
                self.plans.pop(player, None)
            elif kept is not None and type(kept.action) is type(wanted):
                self.plans[player] = Move(kept.at, wanted, player)
            else:
                delay = seconds * self.rng.uniform(1 - self.jitter, 1 + self.jitter)
                self.plans[player] = Move(self.now + delay, wanted, player)
        if not self.game.may_flip():
            self.plans.pop(None, None)
        elif None not in self.plans:
            self.plans[None] = Move(self.now + self.flip_pause, Flip(), None)
        self._merge_simultaneous_calls()

    def _merge_simultaneous_calls(self) -> None:
        calls = [m for m in self.plans.values() if m.by is not None and isinstance(m.action, Call)]
        if len(calls) == 2 and calls[0].at == calls[1].at:
            calls.sort(key=lambda m: self._seat(m.by))
            pair = (cast(Call, calls[0].action), cast(Call, calls[1].action))  # both Calls, as picked above
            together = Move(calls[0].at, CallTogether(pair), calls[0].by)
            self.plans = {calls[0].by: together}

    def _seat(self, player: str | None) -> int:
        return self.game.players.index(player) if player in self.game.players else len(self.game.players)

    def _other(self, player: str) -> str:
        first, second = self.game.players
        return second if player == first else first

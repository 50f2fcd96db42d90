"""One deal played under the three rule sets, and where (and why) they part ways.

Each variant is played from the same shuffled deal by the same two computer
players on the race clock, so differences come from the rules alone. The
notes say, step by step, which rule made a game take another turn (A2/A3
never gather, C2/C4 deal and gather rows of four, F2 picks up and counts
shares, A8 waits for a call).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Flip
from .game import Game
from .i18n import text
from .race import Race

COMPARED = ("aggravation", "frustration", "california-speed")
PLAYERS = ("Marina", "Oleg")
REACTIONS = {"Marina": 0.7, "Oleg": 0.9}
"""Seconds: Marina is a little quicker, as in the worked example."""
LIMIT = 3000
"""Actions at most per compared game; a game still going then is shown as unfinished."""


@dataclass(frozen=True)
class Compared:
    """The three games of one deal, played to their ends (or to `LIMIT` actions)."""

    seed: int
    games: dict[str, Game]
    first_empty: int | None
    """The action after which an Aggravation stock was first empty (where A8's wait begins)."""

    @property
    def last_step(self) -> int:
        return max(len(game.log) for game in self.games.values())

    def at(self, variant: str, step: int) -> Game:
        """The game of `variant` after `step` actions (or at its end, if it ended sooner)."""
        played = self.games[variant]
        game = Game.from_position(**played.start)
        for action in played.log[:step]:
            game.apply(action)
        return game

    def notes(self, step: int) -> list[str]:
        """Text keys for why the games differ at action `step` (counted from 1)."""
        notes = []
        events = {v: g.events[step - 1] for v, g in self.games.items() if step <= len(g.events)}
        california = events.get("california-speed")
        if california is not None and isinstance(california.action, Flip):
            gathered = any(kind == "gather" for kind, _ in california.happened)
            notes.append("note.gather" if gathered else "note.deal-four")
        frustration = events.get("frustration")
        if frustration is not None and any(kind == "pick-up" for kind, _ in frustration.happened):
            notes.append("note.pick-up")
        if step == self.first_empty:
            notes.append("note.empty-stock")
        for variant, game in self.games.items():
            if game.outcome is not None and len(game.log) == step:
                notes.append(f"note.end.{variant}")
        return notes

    def notable_steps(self) -> list[int]:
        """Every step with a note: where the rule sets part ways."""
        return [step for step in range(1, self.last_step + 1) if self.notes(step)]

    def summary(self, lang: str = "en") -> list[str]:
        """One line per notable step, then how long each game lasted: for a printed handout."""
        lines = [f"{step}: " + " ".join(text(note, lang) for note in self.notes(step)) for step in self.notable_steps()]
        for variant, game in self.games.items():
            ending = text(game.outcome.key, lang, winner=game.outcome.winner or "") if game.outcome \
                else text("unfinished", lang, count=len(game.log))
            lines.append(f"{text('variant.' + variant, lang)} ({len(game.log)}): {ending}")
        return lines


def compare(seed: int, limit: int = LIMIT) -> Compared:
    """Deal once with `seed` and play it out under each compared rule set."""
    games = {}
    for variant in COMPARED:
        game = Game.deal(seed=seed, players=PLAYERS, variant=variant)
        race = Race(game, REACTIONS, seed=seed)
        while game.outcome is None and game.length < limit and (move := race.next_move()) is not None:
            race.advance(until=move.at)
        games[variant] = game
    return Compared(seed, games, _first_empty(games["aggravation"]))


def _first_empty(game: Game) -> int | None:
    replayed = Game.from_position(**game.start)
    for step, action in enumerate(game.log, start=1):
        replayed.apply(action)
        if min(replayed.stock_size(p) for p in replayed.players) == 0:
            return step
    return None

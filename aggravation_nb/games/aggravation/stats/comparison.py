"""One deal played under the three rule sets, and where (and why) they part ways.

Each variant is played from the same shuffled deal by the same two computer
players on the race clock, so differences come from the rules alone. The
notes say, step by step, which rule made a game take another turn (A2/A3
never gather, C2/C4 deal and gather rows of four, F2 picks up and counts
shares, A8 waits for a call).
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.games.aggravation.actions import Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import outcome_words
from aggravation_nb.games.aggravation.play.bots import bot_action
from aggravation_nb.games.aggravation.play.race import Race
from aggravation_nb.i18n import text

COMPARED = ("aggravation", "frustration", "california-speed")
PLAYERS = ("Marina", "Oleg")
REACTIONS = {"Marina": 0.7, "Oleg": 0.9}
"""Seconds: Marina is a little quicker, as in the worked example."""
LIMIT = 3000
"""Actions at most per compared game; a game still going then is shown as unfinished."""


@dataclass(frozen=True)
class Compared:
    """The three games of one deal, played to their ends (or to `LIMIT` actions), and at
    which actions they part ways: {action counted from 1: text keys of the reasons}."""

    seed: int
    games: dict[str, Game]
    parting: dict[int, list[str]]

    @property
    def last_step(self) -> int:
        return max(game.length for game in self.games.values())

    def at(self, variant: str, step: int) -> Game:
        """The game of `variant` after `step` actions (or at its end, if it ended sooner)."""
        return self.games[variant].replay(step)

    def notes(self, step: int) -> list[str]:
        """Text keys for why the games differ at action `step` (counted from 1)."""
        return list(self.parting.get(step, []))

    def notable_steps(self) -> list[int]:
        """Every step with a note: where the rule sets part ways."""
        return sorted(self.parting)

    def summary(self, lang: str = "en") -> list[str]:
        """One line per notable step, then where each game ended: for a printed handout.

        Steps are numbered as the app's stepper numbers them, so the handout and the screen
        agree: step 1 is the deal, before any action, and the position after action n is step n + 1.
        """
        lines = [
            text("handout.step", lang, step=step + 1, notes=" ".join(text(note, lang) for note in self.notes(step)))
            for step in self.notable_steps()
        ]
        for variant, game in self.games.items():
            ending = outcome_words(game.outcome, lang) if game.outcome else text("unfinished", lang, count=game.length)
            lines.append(
                text("handout.end", lang, variant=text("variant." + variant, lang), step=game.length + 1, ending=ending)
            )
        return lines


def same_choices(game: Game, player: str):
    """The computer's choice, made the same way under every rule set (no variant's own preference)."""
    return bot_action(game, player, others_first=False)


def compare(seed: int, limit: int = LIMIT) -> Compared:
    """Deal once with `seed` and play it out under each compared rule set."""
    games = {}
    for variant in COMPARED:
        game = Game.deal(seed=seed, players=PLAYERS, variant=variant)
        race = Race(game, REACTIONS, seed=seed, choose=same_choices)
        while game.outcome is None and game.length < limit and (move := race.next_move()) is not None:
            race.advance(until=move.at)
        games[variant] = game
    return Compared(seed, games, _parting(games))


def _parting(games: dict[str, Game]) -> dict[int, list[str]]:
    """C2/C4 deals and gathers, F2 pick-ups, the first empty Aggravation stock (A8), and the ends."""
    parting: dict[int, list[str]] = {}
    for step, event in enumerate(games["california-speed"].events, start=1):
        if isinstance(event.action, Flip):
            gathered = any(kind == "gather" for kind, _ in event.happened)
            parting.setdefault(step, []).append("note.gather" if gathered else "note.deal-four")
    for step, event in enumerate(games["frustration"].events, start=1):
        if any(kind == "pick-up" for kind, _ in event.happened):
            parting.setdefault(step, []).append("note.pick-up")
    empty = _first_empty(games["aggravation"])
    if empty is not None:
        parting.setdefault(empty, []).append("note.empty-stock")
    for variant, game in games.items():
        if game.outcome is not None:
            parting.setdefault(game.length, []).append(f"note.end.{variant}")
    return parting


def _first_empty(game: Game) -> int | None:
    """The action after which an Aggravation stock was first empty: a flip plays from the
    flipper's stock onto their own row, a cover from the coverer's stock."""
    held = {player: len(stock) for player, stock in game.start["stocks"].items()}
    for step, event in enumerate(game.events, start=1):
        for (owner, _), _, under in event.placed:
            held[event.action.player if under is not None and isinstance(event.action, Cover) else owner] -= 1
        if 0 in held.values():
            return step
    return None

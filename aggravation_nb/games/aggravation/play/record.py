"""One arena game kept whole: `GameRecord`, its deal and every action in order, to replay or study.

A game is its deal plus its actions (the engine draws nothing after the
deal), so a record plays back to the very game the arena played:
`record.game()` is that game at its end, `record.game(12)` after its first
twelve actions, and `replay_app(record.game())` steps through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.words import variant_name
from aggravation_nb.i18n import chosen_language, text


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Game `number` of an arena (from 1): `Game.deal(seed=deal, players=players, variant=variant)`,
    then `actions` in order; `result` is "win", "loss" or "draw" from the arena's bot's side.

    >>> from aggravation_nb.arena import arena, cover_own_first
    >>> record = arena(cover_own_first, games=2, seed=3).records[1]
    >>> record.number, record.players
    (2, ('computer', 'cover_own_first'))
    >>> game = record.game()
    >>> game.length == len(record.actions) and game.outcome is not None
    True
    """

    number: int
    deal: int
    variant: str
    players: tuple[str, str]
    actions: tuple[Action, ...]
    result: str

    def game(self, actions: int | None = None) -> Game:
        """The game played again from its deal: to its end, or after only its first `actions` actions."""
        game = Game.deal(seed=self.deal, players=self.players, variant=self.variant)
        for action in self.actions[:actions]:
            game.apply(action)
        return game

    @property
    def notation(self) -> tuple[str, ...]:
        """Every action in the move notation, as `str(action)` writes it."""
        return tuple(str(action) for action in self.actions)

    def said(self, lang: str | None = None) -> str:
        """Which game this is and how it ended, in `lang` (by default the notebook's, `set_language`)."""
        lang = lang or chosen_language()
        first, second = self.players
        return text(
            "arena.record",
            lang,
            number=self.number,
            deal=self.deal,
            variant=variant_name(self.variant, lang),
            players=text("arena.versus", lang, first=first, second=second),
            result=text(RESULTS[self.result], lang),
            count=len(self.actions),
        )

    def __str__(self) -> str:
        return self.said()


RESULTS = {"win": "arena.record.win", "loss": "arena.record.loss", "draw": "arena.record.draw"}
"""Each result from the bot's side, by the key that says it."""

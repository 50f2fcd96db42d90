"""One arena game kept whole: `GameRecord`, its deal and every action in order, to replay or study.

A game is its deal plus its actions (the engine draws nothing after the
deal), so a record plays back to the very game the arena played:
`record.game()` is that game at its end, `record.game(12)` after its first
twelve actions, and `replay_app(record.game())` steps through it; `record.study()` is the game as a
study, which the walkthrough opens (`walkthrough(study=record.study())`) for a teacher to put words to.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.words import variant_name
from aggravation_nb.games.aggravation.teaching.study import Study
from aggravation_nb.games.aggravation.teaching.study_text import study_of_game
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

    def study(self) -> Study:
        """The game as a study: its deal and every action, told by the engine, titled in each language by what
        the record says of it; `walkthrough(study=record.study())` steps through it, and the walkthrough's
        recorder puts a teacher's words, questions and branches to it (docs/studies.md).

        >>> from aggravation_nb.arena import arena, cover_own_first
        >>> study = arena(cover_own_first, games=1, seed=3).records[0].study()
        >>> study.title("en")
        'Game 1 (deal 1022050301, Aggravation, cover_own_first v computer): lost in 48 actions'
        >>> study.chapters[0].position["seed"], len(study.chapters[0].steps)
        (1022050301, 49)
        """
        return study_of_game(self.game(), lambda lang: _capital(self.said(lang)))

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


def _capital(said: str) -> str:
    """A sentence's words as a title: its first letter a capital."""
    return said[:1].upper() + said[1:]


RESULTS = {"win": "arena.record.win", "loss": "arena.record.loss", "draw": "arena.record.draw"}
"""Each result from the bot's side, by the key that says it."""

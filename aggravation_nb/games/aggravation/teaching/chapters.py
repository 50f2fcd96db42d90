"""A walkthrough's parts: chapters of steps, each step an action and what is said about it.

The worked example and a teacher's study (`study.py`) are both made of these:
the words are `Words` (a function of the language), the study's own or the
engine's narration where a step has none.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.core.study_file import Question
from aggravation_nb.core.words import Words
from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import text

__all__ = ["Chapter", "Question", "Step"]


@dataclass(frozen=True)
class Step:
    """One step of a chapter: an action (None: look at the table) and what is said about it.

    `words` is the teacher's line (None, or "" in a language the teacher did not write: the engine narrates);
    `refused` is the rule id a step shown being refused cites; `note` is shown beside the line."""

    key: str
    action: Action | None = None
    refused: str | None = None
    note: Words | None = None
    question: Question | None = None
    words: Words | None = None


@dataclass(frozen=True)
class Chapter:
    """A chapter starts from `position` (what `Game.from_position` takes, or `Game.deal`'s seed and variant)."""

    key: str
    position: dict
    steps: tuple[Step, ...]
    title: Words | None = None
    branch: tuple[str, int] | None = None
    """A branch's chapter and step it starts from (the study file's `from` and `after`)."""

    def game(self) -> Game:
        """A fresh game at the chapter's starting position."""
        start = {name: value for name, value in self.position.items() if name != "opening"}
        game = Game.deal(**start) if "seed" in start else Game.from_position(**start)
        for move in self.position.get("opening", ()):
            game.apply(move)
        return game

    def said_title(self, lang: str) -> str:
        return self.title(lang) if self.title is not None else text(f"chapter.{self.key}", lang)

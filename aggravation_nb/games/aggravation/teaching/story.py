"""Stepping through the worked example, and taking over to play differently.

A pure model of the walkthrough app (no widgets): which chapter, which step,
the game at that step, and what to narrate. Stepping always returns to the
story; playing an action takes over from the current step.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.narration import describe_event, describe_outcome, describe_refusal
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, Chapter
from aggravation_nb.i18n import text


@dataclass(frozen=True)
class Said:
    """What the narration line says now; `kind` is "story", "played", "refused" or "outcome"."""

    kind: str
    words: str
    rule: str | None = None


class Story:
    """The worked example as a stepper: First/Back/Next/Last over a chapter's steps."""

    def __init__(self, lang: str = "en", chapters: tuple[Chapter, ...] = WORKED_EXAMPLE) -> None:
        self.lang = lang
        self.chapters = chapters
        self.chapter_index = 0
        self.step = 0
        self.took_over = False
        self.game = self.chapter.game()
        self.said = self._story_words()

    @property
    def chapter(self) -> Chapter:
        return self.chapters[self.chapter_index]

    @property
    def last_step(self) -> int:
        return len(self.chapter.steps) - 1

    def choose_chapter(self, index: int) -> None:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.chapters):
            raise ValueError(f"there is no chapter {index!r}")
        self.chapter_index = index
        self.go_to(0)

    def go_to(self, step: int) -> None:
        """Show the story at `step` (clamped to the chapter), leaving any line of your own."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise ValueError(f"a step is a whole number, not {step!r}")
        self.step = max(0, min(step, self.last_step))
        self.took_over = False
        self.game = self.chapter.game()
        for each in self.chapter.steps[1:self.step + 1]:
            if each.action is not None and not each.refused:
                self.game.apply(each.action)
        self.said = self._story_words()

    def first(self) -> None:
        self.go_to(0)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def next(self) -> None:
        self.go_to(self.step + 1)

    def last(self) -> None:
        self.go_to(self.last_step)

    def play(self, action: Action) -> None:
        """Take over from here: play an action on the game as it stands."""
        try:
            self.game.apply(action)
        except IllegalAction as refusal:
            self.refused(refusal)
            return
        self.took_over = True
        self._said_after_play(describe_event(self.game, self.game.events[-1], self.lang))

    def undo(self) -> None:
        undone = describe_event(self.game, self.game.events[-1], self.lang) if self.game.events else ""
        try:
            self.game.undo()
        except IllegalAction as refusal:
            self.refused(refusal)
            return
        self.took_over = True
        self._said_after_play(text("event.undo", self.lang, action=undone))

    def refused(self, refusal: IllegalAction) -> None:
        self.said = Said("refused", describe_refusal(refusal, self.lang), refusal.rule)

    def _said_after_play(self, words: str) -> None:
        if self.game.outcome is not None:
            outcome = describe_outcome(self.game.outcome, self.lang)
            self.said = Said("outcome", f"{words} {outcome}", self.game.outcome.rule)
        else:
            self.said = Said("played", words)

    def _story_words(self) -> Said:
        step = self.chapter.steps[self.step]
        if step.key:
            words = text(step.key, self.lang)
        elif self.step and self.game.events:
            words = describe_event(self.game, self.game.events[-1], self.lang)
            if self.game.outcome is not None:
                words = f"{words} {describe_outcome(self.game.outcome, self.lang)}"
        else:
            words = text("replay.start", self.lang)
        if step.refused:
            return Said("refused", words, step.refused)
        if self.game.outcome is not None:
            return Said("outcome", words, self.game.outcome.rule)
        return Said("story", words)

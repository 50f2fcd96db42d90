"""Stepping through the worked example, and taking over to play differently.

A pure model of the walkthrough app (no widgets): which chapter, which step,
the game at that step, and what to narrate. Stepping always returns to the
story; playing an action takes over from the current step. What it narrates
is kept in no language (`aggravation_nb.core.words`), so `lang` may change at
any time and `said` is then in the new one, with nothing else changed.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import Words, frozen
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
    """The worked example as a stepper: First/Back/Next/Last over a chapter's steps.

    `lang` is the language `said` speaks; set it to another and the story says the same in that one.

    >>> story = Story("en")
    >>> story.next()
    >>> story.lang = "ru"
    >>> story.step, story.said.words == story.chapter.steps[1].words("ru")
    (1, True)
    """

    def __init__(self, lang: str = "en", chapters: tuple[Chapter, ...] = WORKED_EXAMPLE) -> None:
        self.lang = lang
        self.chapters = chapters
        self.chapter_index = 0
        self.step = 0
        self.took_over = False
        self.game = self.chapter.game()
        self._story_words()

    @property
    def said(self) -> Said:
        """What the narration line says now, in `lang`."""
        return self.said_in(self.lang)

    def said_in(self, lang: str) -> Said:
        """What the narration line says now, in `lang`."""
        kind, words, rule = self._said
        return Said(kind, words(lang), rule)

    def tell(self, kind: str, words: Words | str, rule: str | None = None) -> None:
        """Say `words` (said now in every language) on the narration line, as `kind`."""
        self._said = (kind, frozen(words), rule)

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
        for each in self.chapter.steps[1 : self.step + 1]:
            if each.action is not None and not each.refused:
                self.game.apply(each.action)
        self._story_words()

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
        game, event = self.game, self.game.events[-1]
        self._said_after_play(lambda lang: describe_event(game, event, lang))

    def undo(self) -> None:
        game = self.game
        undone = frozen(lambda lang: describe_event(game, game.events[-1], lang) if game.events else "")
        try:
            self.game.undo()
        except IllegalAction as refusal:
            self.refused(refusal)
            return
        self.took_over = True
        self._said_after_play(lambda lang: text("event.undo", lang, action=undone(lang)))

    def refused(self, refusal: IllegalAction) -> None:
        self.tell("refused", lambda lang: describe_refusal(refusal, lang), refusal.rule)

    def _said_after_play(self, words: Words) -> None:
        outcome = self.game.outcome
        if outcome is not None:
            self.tell("outcome", lambda lang: f"{words(lang)} {describe_outcome(outcome, lang)}", outcome.rule)
        else:
            self.tell("played", words)

    def _story_words(self) -> None:
        step, game = self.chapter.steps[self.step], self.game
        own = step.words
        event = game.events[-1] if self.step and game.events else None
        refusal = self._refusal(step.action) if step.refused and step.action is not None else None

        def words(lang: str) -> str:
            """The step's own words in `lang`; where it has none, the engine narrates (a refused move, its refusal)."""
            said = own(lang) if own is not None else ""
            if said:
                return said
            if refusal is not None:
                return describe_refusal(refusal, lang)
            if event is None:
                return text("replay.start", lang)
            told = describe_event(game, event, lang)
            return f"{told} {describe_outcome(game.outcome, lang)}" if game.outcome is not None else told

        if step.refused:
            self.tell("refused", words, step.refused)
        elif game.outcome is not None:
            self.tell("outcome", words, game.outcome.rule)
        else:
            self.tell("story", words)

    def _refusal(self, action: Action) -> IllegalAction | None:
        """The engine's refusal of a move the study shows refused (a refusal changes nothing)."""
        try:
            self.game.apply(action)
        except IllegalAction as refusal:
            return refusal
        self.game.undo()
        return None

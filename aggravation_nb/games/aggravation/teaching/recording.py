"""A teacher's own line, recorded as they play it in the walkthrough: each move with their words.

The walkthrough records the moves a teacher plays after taking over (from a chapter's step) and the
words they type for each, in any of the package's languages; the line becomes a branch chapter of the
study (`from` the chapter, `after` the step), which "Save as a study file" writes with the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aggravation_nb.core.study_file import any_words, own_words
from aggravation_nb.core.words import Words, say
from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Question, Step
from aggravation_nb.i18n import text


@dataclass
class RecordedStep:
    """One move of the line and the teacher's words for it, one text a language."""

    action: Action
    words: dict[str, str] = field(default_factory=dict)
    ask: dict[str, str] = field(default_factory=dict)
    """The question for the class before this move, one text a language (none: no question)."""
    choices: dict[str, str] = field(default_factory=dict)
    """Its answers, one a line, one text a language: the same answers in the same order in each."""
    right: int = 0
    why: dict[str, str] = field(default_factory=dict)
    """Why the right answer is right, one text a language (none: the class is told which answer it was)."""

    def question(self) -> Question | None:
        """The step's question, if the teacher wrote one with two answers or more (in any one language)."""
        asked = {lang: said.strip() for lang, said in self.ask.items() if said.strip()}
        lists = {lang: answers(typed) for lang, typed in self.choices.items()}
        lists = {lang: listed for lang, listed in lists.items() if len(listed) >= 2}
        if not asked or not lists:
            return None
        count = len(next(iter(lists.values())))
        lists = {lang: listed for lang, listed in lists.items() if len(listed) == count}
        right = min(max(self.right, 0), count - 1)
        choices = tuple(any_words({lang: listed[n] for lang, listed in lists.items()}) for n in range(count))
        reason = {lang: said.strip() for lang, said in self.why.items() if said.strip()}
        why = tuple(
            (
                any_words(reason)
                if reason
                else lambda lang: text("study.recorded-right", lang, answer=choices[right](lang))
            )
            if n == right
            else say("study.recorded-wrong")
            for n in range(count)
        )
        return Question(any_words(asked), choices, right, why)


@dataclass
class Recording:
    """The line played from `origin`'s step `after`; `base` is how many moves the game had then.

    >>> from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE
    >>> line = Recording(WORKED_EXAMPLE[0], 0, 0)
    >>> game = WORKED_EXAMPLE[0].game()
    >>> game.apply(game.legal_actions()[0])
    >>> line.follow(game.log)
    >>> line.steps[-1].words["en"] = "I play first."
    >>> chapter = line.chapter("own-line", lambda lang: "My line")
    >>> chapter.branch, chapter.steps[1].words("en"), chapter.steps[1].words("ru")
    (('main', 0), 'I play first.', '')
    """

    origin: Chapter
    after: int
    base: int
    steps: list[RecordedStep] = field(default_factory=list)
    undone: list[RecordedStep] = field(default_factory=list)
    """The steps taken back by Undo, in the order they were played: the same move played again gets its words
    and question back (a mistaken Undo loses nothing); another move starts a line of its own from there."""

    def follow(self, log: list[Action]) -> None:
        """Match the game's moves since the takeover: words stay with the moves still played, and with the
        moves undone until another move is played in their place; a new move gets a step with none yet.

        >>> from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE
        >>> game = WORKED_EXAMPLE[0].game()
        >>> line = Recording(WORKED_EXAMPLE[0], 0, 0)
        >>> game.apply("Marina covers Marina 1")
        >>> line.follow(game.log)
        >>> line.steps[-1].words["en"] = "Marina is quick."
        >>> game.undo()
        >>> line.follow(game.log)
        >>> line.steps, [step.words for step in line.undone]
        ([], [{'en': 'Marina is quick.'}])
        >>> game.apply("Marina covers Marina 1")
        >>> line.follow(game.log)
        >>> line.steps[-1].words
        {'en': 'Marina is quick.'}
        """
        played = log[self.base :]
        line = self.steps + self.undone
        kept = 0
        while kept < min(len(played), len(line)) and line[kept].action == played[kept]:
            kept += 1
        if kept < len(played):  # a move of its own where another was undone: what was undone beyond it goes
            line = line[:kept] + [RecordedStep(action) for action in played[kept:]]
        self.steps, self.undone = line[: len(played)], line[len(played) :]

    def chapter(self, key: str, title: Words) -> Chapter:
        """The line as a branch chapter of the study it was played in."""
        played = [s.action for s in self.origin.steps[1 : self.after + 1] if s.action is not None and not s.refused]
        opening = tuple(self.origin.position.get("opening", ())) + tuple(str(action) for action in played)
        steps = tuple(
            Step("", step.action, question=step.question(), words=_own(dict(step.words))) for step in self.steps
        )
        return Chapter(
            key,
            {**self.origin.position, "opening": opening},
            (Step(""), *steps),
            title,
            (
                self.origin.key,
                self.after,
            ),
        )


def _own(texts: dict[str, str]) -> Words | None:
    """The words a teacher typed ("" in a language they did not write: the engine narrates there)."""
    kept = {lang: said.strip() for lang, said in texts.items() if said.strip()}
    return own_words(kept) if kept else None


def answers(typed: str) -> list[str]:
    """The answers a teacher typed, one a line (blank lines are none)."""
    return [line.strip() for line in typed.splitlines() if line.strip()]

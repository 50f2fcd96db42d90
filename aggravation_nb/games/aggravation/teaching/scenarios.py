"""The worked example of docs/rules.md (source 000 §04): a study shipped in the package.

Its file, `studies/worked-example.yaml`, holds the positions (full 52-card
ones: cards no step needs are buried under piles or at the bottom of the
stocks, in a fixed order), the steps and their words in every language;
`docs/studies.md` describes the format.
"""

from __future__ import annotations

from pathlib import Path

from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Question, Step
from aggravation_nb.games.aggravation.teaching.study import open_study

__all__ = ["WORKED_EXAMPLE", "WORKED_STUDY", "Chapter", "Question", "Step", "chapter", "replay_chapter", "worked_text"]

STUDIES = Path(__file__).with_name("studies")
WORKED_STUDY = open_study(STUDIES / "worked-example.yaml")
WORKED_EXAMPLE: tuple[Chapter, ...] = WORKED_STUDY.chapters


def chapter(key: str) -> Chapter:
    for each in WORKED_EXAMPLE:
        if each.key == key:
            return each
    raise KeyError(f"no chapter {key!r}; the chapters are {[c.key for c in WORKED_EXAMPLE]}")


def replay_chapter(game: Game) -> Chapter:
    """A played game as a story to step through: its start, then every logged action.

    Its steps carry no narration key; the story describes each event instead.
    """
    return Chapter("replay", game.start, (Step(""),) + tuple(Step("", action) for action in game.log))


def worked_text(key: str, lang: str = "en") -> str:
    """What the worked example says at the step named `key` ("main.look"), or a chapter's title
    ("chapter.main"), in `lang`: the names its words had in the catalogue before the study held them."""
    for each in WORKED_EXAMPLE:
        if key == f"chapter.{each.key}":
            return each.said_title(lang)
        for step in each.steps:
            if step.key == key and step.words is not None:
                return step.words(lang)
    raise KeyError(f"the worked example has no step or chapter {key!r}")

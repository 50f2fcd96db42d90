"""A study: a teacher's own walkthrough, read from a plain-text file (YAML, `study: 1`).

A study is a title and chapters; a chapter starts from a position (what
`Game.from_position` takes), a deal (`Game.deal`'s seed and variant) or
another chapter's step (a branch), and lists its steps: a move in the
notation (docs/rules.md, "Moves as text") or none, the teacher's words in
any of the package's languages (the engine narrates where there are none),
a note, a question, and for a move the study shows being refused, the rule.
`docs/studies.md` is the teacher's guide; `study.schema.json` beside this
module is the format as a JSON Schema. Every refusal is a `StudyError` that
names the line (and the step) in the teacher's language and builds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aggravation_nb.core import study_file
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.study_file import (
    MAX_BYTES,
    MAX_STEPS,
    MAX_WORDS,
    SHARED_FIELDS,
    VERSION,
    Path_,
    Reader,
    StudyError,
    any_words,
    chapter_head,
    open_source,
    opened,
    own_words,
    step_texts,
)
from aggravation_nb.core.words import Words
from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.notation import parse_action
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Step

__all__ = [
    "EXAMPLE",
    "FIELDS",
    "HAS_YAML",
    "MAX_BYTES",
    "MAX_STEPS",
    "MAX_WORDS",
    "SCHEMA",
    "VERSION",
    "Study",
    "StudyError",
    "any_words",
    "open_study",
    "own_words",
    "read_study",
]

HAS_YAML = study_file.HAS_YAML
"""Whether PyYAML is here (core/study_file.py): a study is read as JSON where it is not."""
SCHEMA = Path(__file__).with_name("study.schema.json")
EXAMPLE = """\
study: 1
title: {en: Two sevens, ru: Две семёрки}
chapters:
  - id: main
    position: {rows: {Marina: ["7♣"], Oleg: ["7♦"]}, stocks: {Marina: ["K♦"], Oleg: ["5♠"]}}
    steps:
      - say: {en: Two sevens., fr: Deux sept.}
      - move: Marina covers Marina 1
"""
"""A small study, as the examples here read it."""

FIELDS = {
    **SHARED_FIELDS,
    "chapter": ({"id", "title", "position", "deal", "from", "after", "steps"}, {"id", "steps"}),
    "step": ({"id", "move", "say", "note", "refused", "question"}, set()),
    "position": ({"rows", "stocks", "to_cover", "players", "variant", "rutter"}, {"rows"}),
    "deal": ({"seed", "variant", "players", "rutter"}, {"seed"}),
}
"""Each part of a study: the fields it may have, and those it must have."""


@dataclass(frozen=True)
class Study:
    """A teacher's walkthrough: its title and chapters, as the walkthrough app steps through them.

    >>> study = read_study(EXAMPLE)
    >>> study.title("ru"), [chapter.key for chapter in study.chapters]
    ('Две семёрки', ['main'])
    """

    title: Words
    chapters: tuple[Chapter, ...]


def read_study(source: str | bytes) -> Study:
    """The study a file's text writes; a `StudyError` naming the line (and the step) if it is not one.

    >>> steps = read_study(EXAMPLE).chapters[0].steps
    >>> [str(step.action) for step in steps], steps[0].words("fr")
    (['None', 'Marina covers Marina 1'], 'Deux sept.')
    """
    reader, top, title = opened(source, FIELDS, "aggravation", HAS_YAML)
    chapters: list[Chapter] = []
    for number, chapter in enumerate(reader.listed(top["chapters"], ("chapters",), most=50)):
        chapters.append(_chapter(reader, chapter, ("chapters", number), chapters))
    if sum(len(chapter.steps) for chapter in chapters) > MAX_STEPS:
        raise reader.refuse("study.error.count", ("chapters",), least=1, most=MAX_STEPS)
    return Study(title, tuple(chapters))


def _chapter(reader: Reader, value: object, path: Path_, before: list[Chapter]) -> Chapter:
    fields, key, start, title = chapter_head(reader, value, path, before)
    position = _start(reader, fields, path, before)
    try:
        game = Chapter(key, position, ()).game()
    except IllegalAction as refusal:
        raise reader.refuse("study.error.position", path + (start,), reason=refusal.said) from None
    except ValueError as error:
        raise reader.refuse("study.error.position", path + (start,), reason=str(error)) from None
    listed = reader.listed(fields["steps"], path + ("steps",))
    steps = tuple(_step(reader, step, path + ("steps", n), game, key) for n, step in enumerate(listed))
    if steps[0].action is not None:  # the first step shows the start: a chapter that opens with a move gets one
        steps = (Step(""),) + steps
    branch = (fields["from"], fields.get("after", 0)) if "from" in fields else None
    return Chapter(key, position, steps, title, branch)


def _start(reader: Reader, fields: dict, path: Path_, before: list[Chapter]) -> dict:
    """The chapter's starting position: its own, a deal's, or another chapter's after some of its steps."""
    if "position" in fields:
        return dict(reader.fields(fields["position"], "position", path + ("position",)))
    if "deal" in fields:
        deal = dict(reader.fields(fields["deal"], "deal", path + ("deal",)))
        if isinstance(deal["seed"], bool) or not isinstance(deal["seed"], int) or not 0 <= deal["seed"] < 2**32:
            raise reader.refuse("study.error.not-number", path + ("deal", "seed"))
        return deal
    origin = reader.word(fields["from"], path + ("from",))
    found = [chapter for chapter in before if chapter.key == origin]
    if not found:
        raise reader.refuse("study.error.no-chapter", path + ("from",), name=origin)
    after = fields.get("after", 0)
    if isinstance(after, bool) or not isinstance(after, int) or not 0 <= after < len(found[0].steps):
        raise reader.refuse("study.error.not-number", path + ("after",))
    played = [step.action for step in found[0].steps[1 : after + 1] if step.action is not None and not step.refused]
    opening = tuple(found[0].position.get("opening", ())) + tuple(str(action) for action in played)
    return {**found[0].position, "opening": opening}


def _step(reader: Reader, value: object, path: Path_, game: Game, chapter: str) -> Step:
    """One step, its move played on `game` (or refused by the rule the study names)."""
    fields = reader.fields(value, "step", path)
    key = reader.word(fields["id"], path + ("id",), r"[^\s].{0,79}") if "id" in fields else ""
    action = _move(reader, fields, path, game, chapter) if "move" in fields else None
    if "refused" in fields and action is None:
        raise reader.refuse("study.error.missing", path, name="move")
    words, note, question = step_texts(reader, fields, path)
    return Step(key, action, fields.get("refused"), note, question, words)


def _move(reader: Reader, fields: dict, path: Path_, game: Game, chapter: str) -> Action:
    """The step's move, read in the notation and played; a move the study shows refused must be refused
    by the rule it names."""
    where = {"chapter": chapter, "step": path[-1] + 1, "line": reader.lines.line(path + ("move",))}
    move = fields["move"]
    if not isinstance(move, str):
        raise reader.refuse("study.error.not-text", path + ("move",))
    refused = reader.word(fields["refused"], path + ("refused",), r"[A-Z][0-9]{0,2}") if "refused" in fields else None
    try:
        action = parse_action(move, game)
    except IllegalAction as refusal:
        raise StudyError("study.error.move", move=move[:80], reason=refusal.said, **where) from None
    try:
        game.apply(action)
    except IllegalAction as refusal:
        if refused is None:
            raise StudyError("study.error.move", move=move[:80], reason=refusal.said, **where) from None
        if refusal.rule != refused:
            raise StudyError(
                "study.error.other-rule", move=move[:80], rule=refused, reason=refusal.said, **where
            ) from None
        return action
    if refused is not None:
        raise StudyError("study.error.not-refused", move=move[:80], rule=refused, **where)
    return action


def open_study(source: Study | str | Path) -> Study:
    """A study from a Study, a file's path, or a file's text (a str with a line break, or a path that is
    no file, is read as text).

    >>> open_study(EXAMPLE).chapters[0].said_title("en")
    'main'
    """
    if isinstance(source, Study):
        return source
    return open_source(source, read_study)

"""A patience study: a teacher's walkthrough of an Intrigue deal, read from a study file (`game: intrigue`).

The file is the one Aggravation's studies use (`study: 1`, docs/studies.md, `study.schema.json` of
`games/aggravation/teaching`), with `game: intrigue` at its top. A chapter starts from a deal
(`Patience.deal`'s seed and variant), a position (what `Patience.from_position` takes) or another
chapter's step (a branch); a step's `move` is in the patience's notation (`deal`, `c3>f2`, `c3>f+`,
`c3>c5`), and `times` repeats a step of the deal (a number, or `all`: the rest of the deal). The
teacher's words, notes and questions are read as for Aggravation (`core/study_file.py`); where a step
has no words in a language, the engine narrates it. Every refusal is a `StudyError` naming the line
(and, for a move the rules refuse, the step and the rule), in the teacher's language.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from aggravation_nb.core import study_file
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.saved import MAX_SEED
from aggravation_nb.core.study_file import (
    MAX_STEPS,
    SHARED_FIELDS,
    VERSION,
    Path_,
    Question,
    Reader,
    StudyError,
    chapter_data,
    chapter_head,
    open_source,
    opened,
    step_texts,
    step_words_data,
)
from aggravation_nb.core.words import Words
from aggravation_nb.games.intrigue.narration import describe, outcome
from aggravation_nb.games.intrigue.notation import DEAL, parse_action
from aggravation_nb.games.intrigue.patience import Move, Patience
from aggravation_nb.i18n import LANGUAGES, text

GAME = "intrigue"
STUDIES = Path(__file__).with_name("studies")
FIRST_DEAL = STUDIES / "first-deal.yaml"
"""The example patience study the package ships (docs/studies.md, "Example: a deal of Intrigue")."""
MAX_TIMES = 300
"""The most steps of the deal one study step takes (a deal has about 130)."""
EXAMPLE = """\
study: 1
game: intrigue
title: {en: Deal 7, fr: Donne 7}
chapters:
  - id: main
    deal: {seed: 7}
    steps:
      - say: {en: The first queen heads column 1., ru: Первая дама открывает столбец 1.}
      - move: deal
        times: 2
"""
"""A small patience study, as the examples here read it."""

FIELDS = {
    **SHARED_FIELDS,
    "chapter": ({"id", "title", "position", "deal", "from", "after", "steps"}, {"id", "steps"}),
    "step": ({"id", "move", "times", "say", "note", "refused", "question"}, set()),
    "position": ({"columns", "foundations", "stock", "variant", "set_aside"}, {"columns"}),
    "deal": ({"seed", "variant"}, {"seed"}),
}
"""Each part of a patience study: the fields it may have, and those it must have."""


@dataclass(frozen=True)
class PatienceStep:
    """One step of a chapter: its actions (none: look at the table; None is a step of the deal) and what is
    said about it. `words` is the teacher's line ("" in a language they did not write: the engine narrates);
    `refused` is the rule id a step shown being refused cites (its one action is then not played).

    >>> step = read_patience_study(EXAMPLE).chapters[0].steps[1]
    >>> step.actions, step.refused
    ((None, None), None)
    """

    key: str
    actions: tuple[Move | None, ...] = ()
    refused: str | None = None
    note: Words | None = None
    question: Question | None = None
    words: Words | None = None


@dataclass(frozen=True)
class PatienceChapter:
    """A chapter starts from `position`: `Patience.deal`'s seed and variant, or what `Patience.from_position`
    takes; `opening` (the actions of a branch's chapter before it starts) is played on it first.

    >>> chapter = read_patience_study(EXAMPLE).chapters[0]
    >>> chapter.position, len(chapter.played(1).columns[0])
    ({'seed': 7}, 3)
    """

    key: str
    position: dict
    steps: tuple[PatienceStep, ...]
    title: Words | None = None
    branch: tuple[str, int] | None = None
    """A branch's chapter and step it starts from (the study file's `from` and `after`)."""

    def game(self) -> Patience:
        """A fresh game at the chapter's starting position."""
        start = {name: value for name, value in self.position.items() if name != "opening"}
        game = Patience.deal(**start) if "seed" in start else Patience.from_position(**start)
        for action in self.position.get("opening", ()):
            game.apply(action)
        return game

    def played(self, step: int) -> Patience:
        """The game once the chapter's steps up to `step` are played (a step shown refused plays nothing)."""
        game = self.game()
        for each in self.steps[1 : step + 1]:
            if not each.refused:
                for action in each.actions:
                    game.apply(action)
        return game

    def said_title(self, lang: str) -> str:
        return self.title(lang) if self.title is not None else self.key


@dataclass(frozen=True)
class PatienceStudy:
    """A teacher's walkthrough of the patience: its title and chapters.

    >>> study = read_patience_study(EXAMPLE)
    >>> study.title("ru"), [len(step.actions) for step in study.chapters[0].steps]
    ('Deal 7', [0, 2])
    """

    title: Words
    chapters: tuple[PatienceChapter, ...]


def read_patience_study(source: str | bytes) -> PatienceStudy:
    """The patience study a file's text writes; a `StudyError` naming the line (and the step) if it is not one.

    >>> try:
    ...     read_patience_study(EXAMPLE.replace("times: 2", "times: 200"))
    ... except StudyError as refusal:
    ...     print(refusal.said("en"))
    Chapter “main”, step 2 (line 9): the move “deal” cannot be played here. The deal is over: every card is dealt (I3)
    """
    reader, top, title = opened(source, FIELDS, GAME, study_file.HAS_YAML)
    chapters: list[PatienceChapter] = []
    for number, chapter in enumerate(reader.listed(top["chapters"], ("chapters",), most=50)):
        chapters.append(_chapter(reader, chapter, ("chapters", number), chapters))
    if sum(len(chapter.steps) for chapter in chapters) > MAX_STEPS:
        raise reader.refuse("study.error.count", ("chapters",), least=1, most=MAX_STEPS)
    return PatienceStudy(title, tuple(chapters))


def open_patience_study(source: PatienceStudy | str | Path) -> PatienceStudy:
    """A patience study from a PatienceStudy, a file's path, or a file's text.

    >>> open_patience_study(FIRST_DEAL).chapters[0].key
    'main'
    """
    if isinstance(source, PatienceStudy):
        return source
    return open_source(source, read_patience_study)


def _chapter(reader: Reader, value: object, path: Path_, before: list[PatienceChapter]) -> PatienceChapter:
    fields, key, start, title = chapter_head(reader, value, path, before)
    position = _start(reader, fields, path, before)
    try:
        game = PatienceChapter(key, position, ()).game()
    except IllegalAction as refusal:
        raise reader.refuse("study.error.position", path + (start,), reason=refusal.said) from None
    except (ValueError, TypeError) as error:
        raise reader.refuse("study.error.position", path + (start,), reason=str(error)[:300]) from None
    listed = reader.listed(fields["steps"], path + ("steps",))
    steps = tuple(_step(reader, step, path + ("steps", n), game, key) for n, step in enumerate(listed))
    if steps[0].actions:  # the first step shows the start: a chapter that opens with a move gets one
        steps = (PatienceStep(""),) + steps
    branch = (fields["from"], fields.get("after", 0)) if "from" in fields else None
    return PatienceChapter(key, position, steps, title, branch)


def _start(reader: Reader, fields: dict, path: Path_, before: list[PatienceChapter]) -> dict:
    """The chapter's starting position: its own, a deal's, or another chapter's after some of its steps."""
    if "position" in fields:
        return dict(reader.fields(fields["position"], "position", path + ("position",)))
    if "deal" in fields:
        deal = dict(reader.fields(fields["deal"], "deal", path + ("deal",)))
        reader.number(deal["seed"], path + ("deal", "seed"), 0, MAX_SEED - 1)
        return deal
    origin = reader.word(fields["from"], path + ("from",))
    found = [chapter for chapter in before if chapter.key == origin]
    if not found:
        raise reader.refuse("study.error.no-chapter", path + ("from",), name=origin)
    after = reader.number(fields.get("after", 0), path + ("after",), 0, len(found[0].steps) - 1)
    played = [a for s in found[0].steps[1 : after + 1] if not s.refused for a in s.actions]
    opening = tuple(found[0].position.get("opening", ())) + tuple(_written(action) for action in played)
    return {**found[0].position, "opening": opening}


def _written(action: Move | None) -> str:
    return DEAL if action is None else str(action)


def _step(reader: Reader, value: object, path: Path_, game: Patience, chapter: str) -> PatienceStep:
    """One step, its actions played on `game` (or its move refused by the rule the study names)."""
    fields = reader.fields(value, "step", path)
    key = reader.word(fields["id"], path + ("id",), r"[^\s].{0,79}") if "id" in fields else ""
    for needs in ("refused", "times"):
        if needs in fields and "move" not in fields:
            raise reader.refuse("study.error.missing", path, name="move")
    actions = _actions(reader, fields, path, game, chapter) if "move" in fields else ()
    words, note, question = step_texts(reader, fields, path)
    return PatienceStep(key, actions, fields.get("refused"), note, question, words)


def _actions(reader: Reader, fields: dict, path: Path_, game: Patience, chapter: str) -> tuple[Move | None, ...]:
    """The step's move read in the notation and played (`times` times, for a step of the deal); a move the
    study shows refused must be refused by the rule it names."""
    where = {"chapter": chapter, "step": path[-1] + 1, "line": reader.lines.line(path + ("move",))}
    move = fields["move"]
    if not isinstance(move, str):
        raise reader.refuse("study.error.not-text", path + ("move",))
    refused = reader.word(fields["refused"], path + ("refused",), r"[A-Z][0-9]{0,2}") if "refused" in fields else None
    try:
        action = parse_action(move, game)
    except IllegalAction as refusal:
        raise StudyError("study.error.move", move=move[:80], reason=refusal.said, **where) from None
    times = _times(reader, fields, path, game, action, refused)
    actions: list[Move | None] = []
    for _ in range(times):
        try:
            game.apply(action)
        except IllegalAction as refusal:
            if refused is None:
                raise StudyError("study.error.move", move=move[:80], reason=refusal.said, **where) from None
            if refusal.rule != refused:
                raise StudyError(
                    "study.error.other-rule", move=move[:80], rule=refused, reason=refusal.said, **where
                ) from None
            return (action,)
        actions.append(action)
    if refused is not None:
        raise StudyError("study.error.not-refused", move=move[:80], rule=refused, **where)
    return tuple(actions)


def _times(reader: Reader, fields: dict, path: Path_, game: Patience, action: Move | None, refused) -> int:
    """How many times the step plays its action: `times` (a number, or `all`: the rest of the deal) for a
    step of the deal shown played, else once."""
    if "times" not in fields:
        return 1
    if action is not None or refused is not None:
        raise reader.refuse("study.error.times", path + ("times",))
    if fields["times"] == "all":
        return max(len(game.copy().deal_all()), 1)
    return reader.number(fields["times"], path + ("times",), 1, MAX_TIMES)


# ----- what a step says -----------------------------------------------------------------------------


def step_words(chapter: PatienceChapter, step: int, game: Patience | None = None) -> tuple[Words, str, str | None]:
    """What the narration line says at a chapter's `step`: the teacher's words where they wrote some, else
    the engine's; its kind ("story", "refused" or "outcome") and the rule it cites. `game` is the game at
    that step, if the caller has it.

    >>> chapter = read_patience_study(EXAMPLE).chapters[0]
    >>> words, kind, rule = step_words(chapter, 1)
    >>> words("en"), kind
    ('2 steps of the deal. The last: 7♣ goes onto column 1 (I3).', 'story')
    """
    game = game if game is not None else chapter.played(step)
    shown = chapter.steps[step]
    own = shown.words
    told, kind, rule = _told(chapter, step, game)

    def words(lang: str) -> str:
        said = own(lang) if own is not None else ""
        return said or told(lang)

    return words, kind, rule


def _told(chapter: PatienceChapter, step: int, game: Patience) -> tuple[Words, str, str | None]:
    """The engine's own words for a step: the start, what its actions did, or why its move is refused."""
    shown = chapter.steps[step]
    if shown.refused:
        try:
            game.copy().apply(shown.actions[0])
        except IllegalAction as refusal:
            return refusal.said, "refused", refusal.rule
    if not shown.actions or step == 0:
        return _start_words(game), "story", None
    done = game.log[-len(shown.actions) :]
    ended = outcome(game, "en")
    kind, rule = ("outcome", game.rules.rule("win") if game.won else None) if ended else ("story", None)

    def words(lang: str) -> str:
        last = describe(done[-1], lang)
        said = text("study.patience.dealt", lang, count=len(done), last=last) if len(done) > 1 else last
        verdict = outcome(game, lang)
        return f"{said} {verdict}" if verdict else said

    return words, kind, rule


def _start_words(game: Patience) -> Words:
    if game.dealing and not game.log and len(game.columns) == 1 and not game.foundations:
        head, rule = str(game.columns[0][0]), game.rules.rule("head")
        return lambda lang: text("intrigue-app.start", lang, card=head, rule=rule)
    return lambda lang: text("study.patience.start", lang)


# ----- the study written back -----------------------------------------------------------------------


def _texts(words: Words | None) -> dict[str, str] | None:
    if words is None:
        return None
    written = getattr(words, "texts", None)  # a teacher's words (`Written`): under the languages they wrote
    if isinstance(written, dict):
        return {lang: written[lang] for lang in LANGUAGES if written.get(lang)} or None
    kept = {lang: said for lang in LANGUAGES if (said := words(lang))}
    return kept or None


def _step_data(step: PatienceStep) -> dict:
    written: dict[str, object] = {"id": step.key} if step.key else {}
    if step.actions:
        written["move"] = _written(step.actions[0])
        if len(step.actions) > 1:
            written["times"] = len(step.actions)
    return written | step_words_data(step, _texts)


def _chapter_data(chapter: PatienceChapter) -> dict:
    return chapter_data(chapter, _texts, _step_data, PatienceStep(""))


def patience_study_text(study: PatienceStudy) -> str:
    """The study as a study file's text (`study: 1`, `game: intrigue`): `read_patience_study` of it steps
    through the same positions and says the same words.

    >>> again = read_patience_study(patience_study_text(read_patience_study(EXAMPLE)))
    >>> again.chapters[0].steps[0].words("ru")
    'Первая дама открывает столбец 1.'
    """
    data = {
        "study": VERSION,
        "game": GAME,
        "title": _texts(study.title),
        "chapters": [_chapter_data(chapter) for chapter in study.chapters],
    }
    if not study_file.HAS_YAML:
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    import yaml

    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100, default_flow_style=None)

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

import importlib.util
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import Words, frozen
from aggravation_nb.games.aggravation.actions import Action
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.notation import parse_action
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Question, Step
from aggravation_nb.i18n import LANGUAGES, language, text

HAS_YAML = importlib.util.find_spec("yaml") is not None
"""PyPI has no pure wheel of PyYAML; the static site ships its plain-Python part (scripts/publish.py,
`PURE_FROM_INSTALLED`). Where it is missing all the same (a Pyodide set up by hand), a study written as JSON (which
is also YAML, as the worked example's file is) still opens, with no line named for a fault."""
if HAS_YAML:
    import yaml

VERSION = 1
MAX_BYTES = 200_000
"""A study of a few hundred steps in three languages fits in a tenth of this."""
MAX_STEPS = 500
MAX_WORDS = 4_000
"""The longest text of one field, in characters."""
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
    "study": ({"study", "title", "language", "chapters"}, {"study", "title", "chapters"}),
    "chapter": ({"id", "title", "position", "deal", "from", "after", "steps"}, {"id", "steps"}),
    "step": ({"id", "move", "say", "note", "refused", "question"}, set()),
    "question": ({"ask", "choices"}, {"ask", "choices"}),
    "choice": ({"answer", "why", "right"}, {"answer", "why"}),
    "position": ({"rows", "stocks", "to_cover", "players", "variant", "rutter"}, {"rows"}),
    "deal": ({"seed", "variant", "players", "rutter"}, {"seed"}),
}
"""Each part of a study: the fields it may have, and those it must have."""

Path_ = tuple[Any, ...]


class StudyError(ValueError):
    """A study refused: `said(lang)` names the line (and the step) and what is wrong, in `lang`.

    >>> try:
    ...     read_study(EXAMPLE.replace("chapters:", "chapter:"))
    ... except StudyError as refusal:
    ...     print(refusal.said("en"))
    Line 3 (chapter): “chapter” is not a field here. The fields here are: chapters, language, study, title.
    """

    def __init__(self, key: str, **values: object) -> None:
        self.key, self.values = key, values
        super().__init__(self.said("en"))

    def said(self, lang: str = "en") -> str:
        values = {name: value(lang) if callable(value) else value for name, value in self.values.items()}
        return text(key=self.key, lang=lang, **values)


@dataclass(frozen=True)
class Study:
    """A teacher's walkthrough: its title and chapters, as the walkthrough app steps through them.

    >>> study = read_study(EXAMPLE)
    >>> study.title("ru"), [chapter.key for chapter in study.chapters]
    ('Две семёрки', ['main'])
    """

    title: Words
    chapters: tuple[Chapter, ...]


class _Lines:
    """The line of every field of the file, by its path (("chapters", 2, "steps", 0, "move"))."""

    def __init__(self) -> None:
        self.of: dict[Path_, int] = {}
        self.written: dict[Path_, str] = {}
        """Each plain value as written: words that YAML reads as something else (yes, no, 1.5) stay words."""

    def line(self, path: Path_) -> int:
        while path not in self.of and path:
            path = path[:-1]
        return self.of.get(path, 1)


@cache
def _scalars() -> yaml.SafeLoader:
    return yaml.SafeLoader("")


def _plain(node: yaml.Node, path: Path_, lines: _Lines, seen: set[int]) -> object:
    """`node` as plain data, noting each field's line; an alias (`*name`) is refused: a small file
    could name a part a billion times."""
    if id(node) in seen:
        raise StudyError("study.error.alias", line=node.start_mark.line + 1)
    seen.add(id(node))
    lines.of.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        mapping: dict[object, object] = {}
        for key, value in node.value:
            name = _plain(key, path, lines, seen)
            if not isinstance(name, str | int) or isinstance(name, bool):
                raise StudyError("study.error.key", line=key.start_mark.line + 1)
            lines.of[path + (name,)] = key.start_mark.line + 1
            mapping[name] = _plain(value, path + (name,), lines, seen)
        return mapping
    if isinstance(node, yaml.SequenceNode):
        return [_plain(item, path + (n,), lines, seen) for n, item in enumerate(node.value)]
    lines.written[path] = node.value
    return _scalars().construct_object(node)


def _parsed(source: str) -> tuple[object, _Lines]:
    if len(source.encode("utf-8", "replace")) > MAX_BYTES:
        raise StudyError(
            "study.error.too-big", size=len(source.encode("utf-8", "replace")) // 1000, limit=MAX_BYTES // 1000
        )
    lines = _Lines()
    if not HAS_YAML:
        try:
            return json.loads(source), lines
        except json.JSONDecodeError as error:
            raise StudyError("study.error.syntax", line=error.lineno) from None
    try:
        node = yaml.compose(source, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # libyaml where built
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise StudyError("study.error.syntax", line=mark.line + 1 if mark else 1) from None
    except yaml.YAMLError:
        raise StudyError("study.error.syntax", line=1) from None
    if node is None:
        raise StudyError("study.error.empty")
    return _plain(node, (), lines, set()), lines


class _Reader:
    """Reads the plain data of one study file, checking each field where it stands."""

    def __init__(self, lines: _Lines, lang: str = "en") -> None:
        self.lines, self.lang = lines, lang

    def refuse(self, key: str, path: Path_, **values: object) -> StudyError:
        return StudyError(key, line=self.lines.line(path), field=_field(path), **values)

    def fields(self, value: object, part: str, path: Path_) -> dict:
        """`value` as the mapping of `part`: no field it may not have, every field it must have."""
        if not isinstance(value, dict):
            raise self.refuse("study.error.not-mapping", path)
        allowed, required = FIELDS[part]
        for name in value:
            if name not in allowed:
                raise self.refuse(
                    "study.error.unknown", path + (name,), name=str(name), allowed=", ".join(sorted(allowed))
                )
        for name in sorted(required - set(value)):
            raise self.refuse("study.error.missing", path, name=name)
        return value

    def listed(self, value: object, path: Path_, least: int = 1, most: int = MAX_STEPS) -> list:
        if not isinstance(value, list):
            raise self.refuse("study.error.not-list", path)
        if not least <= len(value) <= most:
            raise self.refuse("study.error.count", path, least=least, most=most)
        return value

    def texts(self, value: object, path: Path_) -> dict[str, str]:
        """A text: a string in the file's language, or {language: string}."""
        given = {self.lang: self.lines.written.get(path, value)} if not isinstance(value, dict | list) else value
        if not isinstance(given, dict) or not given:
            raise self.refuse("study.error.not-text", path)
        for code, words in given.items():
            words = given[code] = self.lines.written.get(path + (code,), words)
            if code not in LANGUAGES:
                raise self.refuse(
                    "study.error.language", path + (code,), code=str(code), languages=", ".join(LANGUAGES)
                )
            if not isinstance(words, str) or not words.strip() or len(words) > MAX_WORDS:
                raise self.refuse("study.error.not-text", path + (code,))
        return {code: words.strip(" \t\n") for code, words in given.items()}

    def word(self, value: object, path: Path_, pattern: str = r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}") -> str:
        if not isinstance(value, str) or not re.fullmatch(pattern, value):
            raise self.refuse("study.error.not-name", path)
        return value


def _field(path: Path_) -> str:
    """A field's place as a teacher reads it: chapters 1 › steps 3 › move (counted from 1)."""
    return " › ".join(str(part + 1) if isinstance(part, int) else str(part) for part in path) or "study"


def own_words(texts: dict[str, str]) -> Words:
    """The teacher's words in the language asked for; "" in one they did not write (the engine narrates)."""
    return lambda lang: texts.get(language(lang), "")


def any_words(texts: dict[str, str]) -> Words:
    """The teacher's words in the language asked for, else in the first they wrote (a note, a question)."""
    first = next(iter(texts.values()))
    return lambda lang: texts.get(language(lang), first)


def read_study(source: str | bytes) -> Study:
    """The study a file's text writes; a `StudyError` naming the line (and the step) if it is not one.

    >>> steps = read_study(EXAMPLE).chapters[0].steps
    >>> [str(step.action) for step in steps], steps[0].words("fr")
    (['None', 'Marina covers Marina 1'], 'Deux sept.')
    """
    if isinstance(source, bytes):
        if len(source) > MAX_BYTES:
            raise StudyError("study.error.too-big", size=len(source) // 1000, limit=MAX_BYTES // 1000)
        try:
            source = source.decode("utf-8")
        except UnicodeDecodeError:
            raise StudyError("study.error.encoding") from None
    data, lines = _parsed(source)
    reader = _Reader(lines)
    top = reader.fields(data, "study", ())
    if top["study"] != VERSION:
        raise reader.refuse("study.error.version", ("study",), found=str(top["study"])[:20], version=VERSION)
    if "language" in top:
        reader.lang = reader.word(top["language"], ("language",), "|".join(LANGUAGES))
    title = any_words(reader.texts(top["title"], ("title",)))
    chapters: list[Chapter] = []
    for number, chapter in enumerate(reader.listed(top["chapters"], ("chapters",), most=50)):
        chapters.append(_chapter(reader, chapter, ("chapters", number), chapters))
    if sum(len(chapter.steps) for chapter in chapters) > MAX_STEPS:
        raise reader.refuse("study.error.count", ("chapters",), least=1, most=MAX_STEPS)
    return Study(title, tuple(chapters))


def _chapter(reader: _Reader, value: object, path: Path_, before: list[Chapter]) -> Chapter:
    fields = reader.fields(value, "chapter", path)
    key = reader.word(fields["id"], path + ("id",))
    if key in [chapter.key for chapter in before]:
        raise reader.refuse("study.error.twice", path + ("id",), name=key)
    starts = [name for name in ("position", "deal", "from") if name in fields]
    if len(starts) != 1:
        raise reader.refuse("study.error.start", path)
    position = _start(reader, fields, path, before)
    title = any_words(reader.texts(fields["title"], path + ("title",))) if "title" in fields else frozen(key)
    try:
        game = Chapter(key, position, ()).game()
    except IllegalAction as refusal:
        raise reader.refuse("study.error.position", path + (starts[0],), reason=refusal.said) from None
    except ValueError as error:
        raise reader.refuse("study.error.position", path + (starts[0],), reason=str(error)) from None
    listed = reader.listed(fields["steps"], path + ("steps",))
    steps = tuple(_step(reader, step, path + ("steps", n), game, key) for n, step in enumerate(listed))
    if steps[0].action is not None:  # the first step shows the start: a chapter that opens with a move gets one
        steps = (Step(""),) + steps
    branch = (fields["from"], fields.get("after", 0)) if "from" in fields else None
    return Chapter(key, position, steps, title, branch)


def _start(reader: _Reader, fields: dict, path: Path_, before: list[Chapter]) -> dict:
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


def _step(reader: _Reader, value: object, path: Path_, game: Game, chapter: str) -> Step:
    """One step, its move played on `game` (or refused by the rule the study names)."""
    fields = reader.fields(value, "step", path)
    key = reader.word(fields["id"], path + ("id",), r"[^\s].{0,79}") if "id" in fields else ""
    action = _move(reader, fields, path, game, chapter) if "move" in fields else None
    if "refused" in fields and action is None:
        raise reader.refuse("study.error.missing", path, name="move")
    words = own_words(reader.texts(fields["say"], path + ("say",))) if "say" in fields else None
    note = any_words(reader.texts(fields["note"], path + ("note",))) if "note" in fields else None
    question = _question(reader, fields["question"], path + ("question",)) if "question" in fields else None
    return Step(key, action, fields.get("refused"), note, question, words)


def _move(reader: _Reader, fields: dict, path: Path_, game: Game, chapter: str) -> Action:
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


def _question(reader: _Reader, value: object, path: Path_) -> Question:
    fields = reader.fields(value, "question", path)
    choices = reader.listed(fields["choices"], path + ("choices",), least=2, most=6)
    read = [reader.fields(choice, "choice", path + ("choices", n)) for n, choice in enumerate(choices)]
    right = [n for n, choice in enumerate(read) if choice.get("right") is True]
    if len(right) != 1 or any(choice.get("right") not in (None, True, False) for choice in read):
        raise reader.refuse("study.error.right", path + ("choices",))
    return Question(
        any_words(reader.texts(fields["ask"], path + ("ask",))),
        tuple(any_words(reader.texts(c["answer"], path + ("choices", n, "answer"))) for n, c in enumerate(read)),
        right[0],
        tuple(any_words(reader.texts(c["why"], path + ("choices", n, "why"))) for n, c in enumerate(read)),
    )


def open_study(source: Study | str | Path) -> Study:
    """A study from a Study, a file's path, or a file's text (a str with a line break, or a path that is
    no file, is read as text).

    >>> open_study(EXAMPLE).chapters[0].said_title("en")
    'main'
    """
    if isinstance(source, Study):
        return source
    if isinstance(source, Path) or ("\n" not in source and Path(source).suffix in (".yaml", ".yml")):
        path = Path(source)
        if not path.is_file():
            raise StudyError("study.error.no-file", name=str(path)[:200])
        if path.stat().st_size > MAX_BYTES:
            raise StudyError("study.error.too-big", size=path.stat().st_size // 1000, limit=MAX_BYTES // 1000)
        return read_study(path.read_bytes())
    return read_study(source)

"""What every game's study file shares: YAML read with the line of every field, `StudyError`, the checks
of fields, words in the package's languages, and questions for the class.

A study (docs/studies.md) is one YAML file, `study: 1`, whose top names its `game` (`aggravation`, the
default, or `intrigue`); each game reads its own chapters and steps (`games/<game>/teaching/study.py`)
with a `Reader` built here, so the two families refuse a file in the same words, naming the line.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from aggravation_nb.core.words import Words, Written, frozen
from aggravation_nb.i18n import LANGUAGES, chosen_language, language, text

HAS_YAML = importlib.util.find_spec("yaml") is not None
"""PyPI has no pure wheel of PyYAML; the static site ships its plain-Python part (scripts/publish.py,
`PURE_FROM_INSTALLED`). Where it is missing all the same (a Pyodide set up by hand), a study written as JSON (which
is also YAML, as the worked example's file is) still opens, with no line named for a fault."""
if HAS_YAML:
    import yaml

VERSION = 1
MAX_BYTES = 200_000
"""A study of a few hundred steps in three languages fits in a tenth of this."""
MAX_STEPS = 10_000
"""A step is a line or two, so the file's size bounds a study first; a game played to its end (the play app's or an
arena's, a Frustration game runs to a thousand moves and more) is one chapter of as many steps."""
MAX_DEPTH = 32
"""How deep lists and fields may nest: a study needs about ten; PyYAML and `_plain` build a file's parts by
recursion."""
MAX_WORDS = 4_000
"""The longest text of one field, in characters."""
GAMES = ("aggravation", "intrigue")
"""The games a study may be of (its top's `game`; `aggravation` if it names none)."""

SHARED_FIELDS = {
    "study": ({"study", "game", "title", "language", "chapters"}, {"study", "title", "chapters"}),
    "question": ({"ask", "choices"}, {"ask", "choices"}),
    "choice": ({"answer", "why", "right"}, {"answer", "why"}),
}
"""The parts every game's study has: the fields each may have, and those it must have."""

Path_ = tuple[Any, ...]


class StudyError(ValueError):
    """A study refused: `said(lang)` names the line (and the step) and what is wrong, in `lang`.

    >>> try:
    ...     opened("study: 1\\ntitle: Two\\nchapter: []\\n", SHARED_FIELDS, "aggravation")
    ... except StudyError as refusal:
    ...     print(refusal.said("en"))
    Line 3 (chapter): “chapter” is not a field here. The fields here are: chapters, game, language, study, title.
    """

    def __init__(self, key: str, **values: object) -> None:
        self.key, self.values = key, values
        super().__init__(self.said("en"))

    def said(self, lang: str | None = None) -> str:
        """The refusal in `lang` (by default the notebook's, `set_language`)."""
        lang = lang or chosen_language()
        values = {name: value(lang) if callable(value) else value for name, value in self.values.items()}
        return text(key=self.key, lang=lang, **values)

    def __str__(self) -> str:
        """In the notebook's language, as an `IllegalAction` is: a traceback's last line is the learner's."""
        return self.said()


@dataclass(frozen=True)
class Question:
    """Asked before a step is shown ("ask before telling"): the prompt, the choices, the right one, and why
    each choice is right or wrong (the feedback), each as `Words` (a study's own, or the catalogue's)."""

    prompt: Words
    choices: tuple[Words, ...]
    correct: int
    why: tuple[Words, ...]

    @property
    def answers(self) -> int:
        return len(self.choices)


class Lines:
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


def _plain(node: yaml.Node, path: Path_, lines: Lines, seen: set[int]) -> object:
    """`node` as plain data, noting each field's line; an alias (`*name`) is refused: a small file
    could name a part a billion times."""
    if id(node) in seen:
        raise StudyError("study.error.alias", line=node.start_mark.line + 1)
    seen.add(id(node))
    if len(path) > MAX_DEPTH:
        raise StudyError("study.error.deep", line=node.start_mark.line + 1, most=MAX_DEPTH)
    lines.of.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        mapping: dict[object, object] = {}
        for key, value in node.value:
            name = _plain(key, path, lines, seen)
            if not isinstance(name, str | int) or isinstance(name, bool):
                raise StudyError("study.error.key", line=key.start_mark.line + 1)
            if name in mapping:
                raise StudyError("study.error.duplicate", line=key.start_mark.line + 1, name=str(name))
            lines.of[path + (name,)] = key.start_mark.line + 1
            mapping[name] = _plain(value, path + (name,), lines, seen)
        return mapping
    if isinstance(node, yaml.SequenceNode):
        return [_plain(item, path + (n,), lines, seen) for n, item in enumerate(node.value)]
    lines.written[path] = node.value
    try:
        return _scalars().construct_object(node)
    except (yaml.YAMLError, ValueError, KeyError, AttributeError, TypeError):  # a tag (!!int abc) or a merge (<<)
        raise StudyError("study.error.tag", line=node.start_mark.line + 1) from None


def too_big(size: int) -> StudyError:
    """The refusal of a file of `size` bytes, over `MAX_BYTES`: its kB rounded up, so it never reads as the limit."""
    return StudyError("study.error.too-big", size=-(-size // 1000), limit=MAX_BYTES // 1000)


def decoded(source: str | bytes) -> str:
    """A file's bytes as text: at most `MAX_BYTES`, in UTF-8."""
    if isinstance(source, bytes):
        if len(source) > MAX_BYTES:
            raise too_big(len(source))
        try:
            return source.decode("utf-8")
        except UnicodeDecodeError:
            raise StudyError("study.error.encoding") from None
    return source


def parsed(source: str, yaml_ok: bool = HAS_YAML) -> tuple[object, Lines]:
    """The file's plain data and the line of each of its fields (JSON, with no lines, where `yaml_ok` is not)."""
    size = len(source.encode("utf-8", "replace"))
    if size > MAX_BYTES:
        raise too_big(size)
    lines = Lines()
    if not yaml_ok:
        try:
            return json.loads(source), lines
        except json.JSONDecodeError as error:
            raise StudyError("study.error.syntax", line=error.lineno) from None
    try:  # libyaml where built (its composer takes 999 levels, then refuses); else PyYAML's own, kept shallow
        node = yaml.compose(source, Loader=getattr(yaml, "CSafeLoader", None) or _shallow_loader())
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise StudyError("study.error.syntax", line=mark.line + 1 if mark else 1) from None
    except yaml.YAMLError:
        raise StudyError("study.error.syntax", line=1) from None
    if node is None:
        raise StudyError("study.error.empty")
    return _plain(node, (), lines, set()), lines


@cache
def _shallow_loader() -> type:
    """PyYAML's plain-Python loader (the static site's) refusing nesting past `MAX_DEPTH` as it composes: its
    composer calls itself once a level, and a few hundred brackets would end the kernel. `_plain` refuses the
    same depth for libyaml's."""

    class ShallowLoader(yaml.SafeLoader):
        nesting = 0
        """The collections around the node being composed: as many as the fields of its path in `_plain`."""

        def compose_node(self, parent, index):
            if self.nesting > MAX_DEPTH:
                raise StudyError("study.error.deep", line=self.peek_event().start_mark.line + 1, most=MAX_DEPTH)
            self.nesting += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self.nesting -= 1

    return ShallowLoader


class Reader:
    """Reads the plain data of one study file, checking each field where it stands against `table`
    (each part's fields: those it may have, those it must have)."""

    def __init__(self, lines: Lines, table: dict[str, tuple[set[str], set[str]]], lang: str = "en") -> None:
        self.lines, self.table, self.lang = lines, table, lang

    def refuse(self, key: str, path: Path_, **values: object) -> StudyError:
        return StudyError(key, line=self.lines.line(path), field=field_name(path), **values)

    def fields(self, value: object, part: str, path: Path_) -> dict:
        """`value` as the mapping of `part`: no field it may not have, every field it must have."""
        if not isinstance(value, dict):
            raise self.refuse("study.error.not-mapping", path)
        allowed, required = self.table[part]
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

    def number(self, value: object, path: Path_, least: int, most: int) -> int:
        """A whole number from `least` to `most` (true and false are none)."""
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
            raise self.refuse("study.error.not-number", path)
        return value


def field_name(path: Path_) -> str:
    """A field's place as a teacher reads it: chapters 1 › steps 3 › move (counted from 1)."""
    return " › ".join(str(part + 1) if isinstance(part, int) else str(part) for part in path) or "study"


def own_words(texts: dict[str, str]) -> Words:
    """The teacher's words in the language asked for; "" in one they did not write (the engine narrates)."""
    return lambda lang: texts.get(language(lang), "")


def any_words(texts: dict[str, str]) -> Words:
    """The teacher's words in the language asked for, else in the first they wrote (a note, a question)."""
    return Written(texts)


def opened(
    source: str | bytes, table: dict[str, tuple[set[str], set[str]]], game: str, yaml_ok: bool = HAS_YAML
) -> tuple[Reader, dict, Words]:
    """A study file of `game` opened: its reader (in the file's language), its top's fields and its title;
    a `StudyError` naming the line if its top is not one (a version or a game this reader does not read)."""
    data, lines = parsed(decoded(source), yaml_ok)
    reader = Reader(lines, table)
    top = reader.fields(data, "study", ())
    if top["study"] != VERSION:
        raise reader.refuse("study.error.version", ("study",), found=str(top["study"])[:20], version=VERSION)
    named = top.get("game", GAMES[0])
    if named != game:
        found = named if isinstance(named, str) and named in GAMES else str(named)[:40]
        raise reader.refuse("study.error.game", ("game",), found=found, game=game, games=", ".join(GAMES))
    if "language" in top:
        reader.lang = reader.word(top["language"], ("language",), "|".join(LANGUAGES))
    return reader, top, any_words(reader.texts(top["title"], ("title",)))


def game_of(source: str | bytes | Path) -> str:
    """The game a study file names at its top (`aggravation` where it names none, or cannot be read:
    that game's reader then says what is wrong).

    >>> game_of("study: 1\\ngame: intrigue\\ntitle: A deal\\nchapters: []\\n"), game_of("not: [a study")
    ('intrigue', 'aggravation')
    """
    try:
        if isinstance(source, Path) or (isinstance(source, str) and _is_path(source)):
            path = Path(source)
            if not path.is_file() or path.stat().st_size > MAX_BYTES:
                return GAMES[0]
            source = path.read_bytes()
        data, _lines = parsed(decoded(source), HAS_YAML)
    except StudyError:
        return GAMES[0]
    named = data.get("game") if isinstance(data, dict) else None
    return named if isinstance(named, str) and named in GAMES else GAMES[0]


def _is_path(source: str) -> bool:
    """A str names a file where it has no line break and ends as a study file's name does (JSON is YAML too)."""
    return "\n" not in source and Path(source).suffix.casefold() in (".yaml", ".yml", ".json")


def open_source(source: str | Path, read: Callable[[str | bytes], Any]) -> Any:
    """`read` of a file's path, or of a file's text (a str with a line break, or a path that is no file)."""
    if isinstance(source, Path) or _is_path(source):
        path = Path(source)
        if not path.is_file():
            raise StudyError("study.error.no-file", name=str(path)[:200])
        if path.stat().st_size > MAX_BYTES:
            raise too_big(path.stat().st_size)
        return read(path.read_bytes())
    return read(source)


def read_question(reader: Reader, value: object, path: Path_) -> Question:
    """A question for the class: its prompt, two to six choices, exactly one of them right, and why each."""
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


Texts = Callable[[Words | None], "dict[str, str] | None"]
"""How a family writes words into a study file: one text a language, or None where there are none."""


def question_data(question: Question, texts: Texts) -> dict:
    """A question as a study file writes it: its prompt, and each choice with why, the right one marked."""
    choices = []
    for number, (answer, why) in enumerate(zip(question.choices, question.why, strict=True)):
        choice: dict[str, object] = {"answer": texts(answer), "why": texts(why)}
        if number == question.correct:
            choice["right"] = True
        choices.append(choice)
    return {"ask": texts(question.prompt), "choices": choices}


def step_words_data(step: Any, texts: Texts) -> dict:
    """What every family's step writes beside its move: the refused rule, the words, the note, the question."""
    written: dict[str, object] = {"refused": step.refused} if step.refused else {}
    for name, words in (("say", step.words), ("note", step.note)):
        if texts(words):
            written[name] = texts(words)
    if step.question is not None:
        written["question"] = question_data(step.question, texts)
    return written


def chapter_data(chapter: Any, texts: Texts, step_data: Callable[[Any], dict], start: object) -> dict:
    """A chapter as a study file writes it: its id and title, where it starts (a branch, a deal or a position),
    and its steps, without `start`, the empty step the reader shows first by itself."""
    written: dict[str, object] = {"id": chapter.key, "title": texts(chapter.title or frozen(chapter.key))}
    if chapter.branch is not None:
        written["from"], written["after"] = chapter.branch
    elif "seed" in chapter.position:
        written["deal"] = dict(chapter.position)
    else:
        written["position"] = {name: value for name, value in chapter.position.items() if name != "opening"}
    steps = list(chapter.steps)
    if len(steps) > 1 and steps[0] == start:
        steps = steps[1:]
    written["steps"] = [step_data(step) for step in steps] or [{}]
    return written


def chapter_head(reader: Reader, value: object, path: Path_, before: list[Any]) -> tuple[dict, str, str, Words]:
    """What every family's chapter starts with: its fields, its id (once in the study), the one start it names
    (`position`, `deal` or `from`) and its title (its id where it has none)."""
    fields = reader.fields(value, "chapter", path)
    key = reader.word(fields["id"], path + ("id",))
    if key in [chapter.key for chapter in before]:
        raise reader.refuse("study.error.twice", path + ("id",), name=key)
    starts = [name for name in ("position", "deal", "from") if name in fields]
    if len(starts) != 1:
        raise reader.refuse("study.error.start", path)
    title = any_words(reader.texts(fields["title"], path + ("title",))) if "title" in fields else frozen(key)
    return fields, key, starts[0], title


def step_texts(reader: Reader, fields: dict, path: Path_) -> tuple[Words | None, Words | None, Question | None]:
    """What every family's step says beside its move: the teacher's words, the note and the question."""
    words = own_words(reader.texts(fields["say"], path + ("say",))) if "say" in fields else None
    note = any_words(reader.texts(fields["note"], path + ("note",))) if "note" in fields else None
    question = read_question(reader, fields["question"], path + ("question",)) if "question" in fields else None
    return words, note, question

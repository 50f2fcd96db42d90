"""A teacher's study file: what it builds, and every way it is refused (line, field or step named, in each language)."""

import json
import random
import re
import time
from pathlib import Path

import jsonschema
import pytest
import yaml

import aggravation_nb
from aggravation_nb import Game, IllegalAction, Study, StudyError, open_study, read_study
from aggravation_nb.games.aggravation.narration import describe_refusal
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.games.aggravation.teaching.study import FIELDS
from aggravation_nb.games.aggravation.teaching.study_text import study_of_game, study_text
from aggravation_nb.i18n import LANGUAGES, set_language

SEVENS = """\
study: 1
title: {en: Two sevens, ru: Две семёрки, fr: Deux septs}
chapters:
  - id: main
    title: {en: The main line, fr: La ligne principale}
    position:
      rows: {Marina: ["7♣", "Q♥"], Oleg: ["7♦", "A♠"]}
      stocks: {Marina: ["K♦", "2♣", "9♠"], Oleg: ["5♠", "3♥"]}
    steps:
      - say: {en: Two sevens on the table., ru: На столе две семёрки.}
        note: Watch the sevens.
      - move: Marina covers Marina 1
      - move: Marina covers Oleg 1
        say: {en: Both sevens are covered.}
        question:
          ask: Who covers the second seven?
          choices:
            - {answer: Marina, why: yes, right: true}
            - {answer: Oleg, why: no}
  - id: faster
    from: main
    after: 1
    steps:
      - move: Oleg covers Oleg 1
      - move: Marina covers Oleg 1
        refused: A5
"""


def test_a_study_builds_its_chapters_moves_words_and_questions():
    study = read_study(SEVENS)
    assert isinstance(study, Study) and [c.key for c in study.chapters] == ["main", "faster"]
    main, faster = study.chapters
    assert [str(step.action) for step in main.steps[1:]] == ["Marina covers Marina 1", "Marina covers Oleg 1"]
    assert main.steps[0].words("ru") == "На столе две семёрки." and main.steps[0].words("fr") == ""
    assert main.steps[0].note("fr") == "Watch the sevens."  # a note is said in the language it was written in
    question = main.steps[2].question
    assert question.correct == 0 and [c("en") for c in question.choices] == ["Marina", "Oleg"]
    assert [w("en") for w in question.why] == ["yes", "no"]  # YAML's yes and no stay words
    assert faster.steps[0].action is None  # a chapter that opens with a move shows its start first
    assert faster.steps[2].refused == "A5"
    assert str(faster.game().rows["Marina"][0][-1]) == "K♦"  # the branch starts after main's step 1
    assert study.chapters[1].said_title("ru") == "faster" and main.said_title("ru") == "The main line"


def refusal(source: str | bytes) -> StudyError:
    with pytest.raises(StudyError) as caught:
        read_study(source)
    return caught.value


LINE = {"en": "Line {}", "ru": "Строка {}", "fr": "Ligne {}"}
STEP = {"en": "step {}", "ru": "шаг {}", "fr": "étape {}"}

BROKEN = {
    "bad syntax": (SEVENS.replace("title: {en: The main line", "title: {en: [The main line"), 5, None),
    "an unknown key": (SEVENS.replace("        note:", "        nots:"), 11, None),
    "a wrong version": (SEVENS.replace("study: 1", "study: 2"), 1, None),
    "a missing field": (SEVENS.replace("    steps:\n      - say", "    stepz:\n      - say"), 9, None),
    "a language the package has not": (SEVENS.replace("ru: На столе", "de: На столе"), 10, None),
    "two right answers": (SEVENS.replace("why: no}", "why: no, right: true}"), 17, None),
    "an impossible position": (SEVENS.replace('"2♣", "9♠"', '"7♣", "9♠"'), 6, None),
    "an unreadable move": (SEVENS.replace("Marina covers Marina 1", "Marina jumps"), 12, 2),
    "an illegal move at step k": (
        SEVENS.replace("Marina covers Oleg 1\n        say", "Oleg covers Marina 2\n        say"),
        13,
        3,
    ),
    "a refusal by another rule": (SEVENS.replace("refused: A5", "refused: A8"), 25, 2),
    "a refusal that is legal": (
        SEVENS.replace("Marina covers Oleg 1\n        refused", "flip\n        refused"),
        25,
        2,
    ),
    "a branch from nowhere": (SEVENS.replace("from: main", "from: mian"), 21, None),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", BROKEN, ids=str)
def test_a_broken_study_is_refused_naming_its_line_and_step_in_each_language(case, lang):
    source, line, step = BROKEN[case]
    said = refusal(source).said(lang)
    assert LINE[lang].format(line).casefold() in said.casefold()
    if step is not None:
        assert STEP[lang].format(step) in said
    if lang != "en":
        assert said != refusal(source).said("en") and not re.search(r"\bLine\b|\bstep\b", said)


def test_an_illegal_move_names_the_rule_that_refuses_it():
    said = refusal(SEVENS.replace("Marina covers Oleg 1\n        say", "Oleg covers Marina 2\n        say")).said("fr")
    assert "(A5)" in said and "«\u00a0main\u00a0»" in said


def test_a_huge_file_is_refused_before_it_is_read():
    huge = SEVENS + "#" * 10_000_000
    started = time.process_time()
    for source in (huge, huge.encode()):
        assert "10001 kB" in str(refusal(source))
    assert time.process_time() - started < 5  # refused by its size, not parsed


def test_an_alias_that_could_repeat_a_part_a_billion_times_is_refused():
    bomb = "study: 1\ntitle: &a [x, x]\nchapters: [*a, *a]\n"
    assert "Line 2" in str(refusal(bomb)) and "*" in str(refusal(bomb))


STEP_WORDS = "      - say: {en: Two sevens on the table., ru: На столе две семёрки.}"
WRITTEN_ODDLY = {
    "a tag that makes words a number": (SEVENS.replace("note: Watch", "note: !!int Watch"), 11),
    "a tag of one's own": (SEVENS.replace("note: Watch", "note: !mine Watch"), 11),
    "a timestamp that is none": (SEVENS.replace("note: Watch", "note: !!timestamp Watch"), 11),
    "a boolean that is none": (SEVENS.replace("note: Watch", "note: !!bool maybe"), 11),
    "a merge": (SEVENS.replace(STEP_WORDS, "      - <<: {say: Two sevens.}"), 10),
    "a field given twice": (SEVENS.replace("        note: Watch", "        say: Again.\n        note: Watch"), 11),
    "a title given twice": (SEVENS.replace("chapters:\n", "title: Again\nchapters:\n", 1), 3),
    "flow lists nested deep": ("study: 1\ntitle: x\nchapters: " + "[" * 600 + "]" * 600 + "\n", 3),
    "block lists nested deep": ("study: 1\ntitle: x\nchapters:\n" + "".join("  " * n + "-\n" for n in range(60)), 3),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", WRITTEN_ODDLY, ids=str)
def test_yaml_a_study_does_not_use_is_refused_in_words_naming_its_line(case, lang):
    source, line = WRITTEN_ODDLY[case]
    said = refusal(source).said(lang)
    assert LINE[lang].format(line).casefold() in said.casefold(), said


@pytest.mark.parametrize("depth", [33, 600, 90_000])
def test_deep_nesting_is_refused_by_plain_python_yaml_too_as_the_static_site_reads_it(monkeypatch, depth):
    monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    deep = "study: 1\ntitle: x\nchapters: " + "[" * depth + "]" * depth + "\n"
    assert str(refusal(deep)).startswith("Line 3")


def test_a_whole_long_game_saved_as_a_study_opens_again():
    game = Game.deal(1, players=("You", "Computer"), variant="frustration")
    choices = random.Random(1)
    while game.outcome is None and game.length < 1_200:
        game.apply(choices.choice(game.legal_actions()))
    assert game.length > 1_000
    study = read_study(study_text(study_of_game(game, "A long game")))
    assert len(study.chapters[0].steps) == game.length + 1


def test_a_refusal_from_code_is_in_the_notebooks_language():
    source = SEVENS.replace("        note:", "        nots:")
    try:
        set_language("fr")
        assert str(refusal(source)).startswith("Ligne 11")
    finally:
        set_language("en")
    assert str(refusal(source)).startswith("Line 11")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_step_without_words_shows_the_engines_refusal(lang):
    story = Story(lang, read_study(SEVENS).chapters)
    story.choose_chapter(1)
    story.last()
    shown = story.said
    assert shown.kind == "refused" and shown.rule == "A5"
    with pytest.raises(IllegalAction) as refused:
        story.game.apply(story.chapter.steps[-1].action)
    assert shown.words == describe_refusal(refused.value, lang)


@pytest.mark.parametrize(
    "source",
    [b"\xff\xfe", "", "- just\n- a list\n", "study: 1\n", "study: 1\ntitle: x\nchapters: []\n", "[1, {a: }"],
    ids=["not utf-8", "empty", "a list", "nothing but the version", "no chapters", "broken"],
)
def test_what_is_no_study_at_all_is_refused_in_words(source):
    error = refusal(source)
    assert all(error.said(lang) for lang in LANGUAGES) and error.said("ru") != error.said("en")


def test_markup_in_the_words_is_kept_as_text():
    study = read_study(SEVENS.replace("Two sevens on the table.", '"<script>alert(1)</script><b>x</b>"'))
    assert study.chapters[0].steps[0].words("en") == "<script>alert(1)</script><b>x</b>"


@pytest.mark.parametrize("name", ["sevens.yaml", "sevens.yml", "sevens.json", "SEVENS.YAML"])
def test_a_study_opens_from_a_path_a_text_or_a_study(tmp_path, name):
    path = tmp_path / name
    path.write_text(SEVENS if "json" not in name else json.dumps(yaml.safe_load(SEVENS)), encoding="utf-8")
    for source in (path, str(path), SEVENS, read_study(SEVENS)):
        assert [c.key for c in open_study(source).chapters] == ["main", "faster"]
    with pytest.raises(StudyError, match="no study file"):
        open_study(tmp_path / "missing.yaml")


def test_a_deal_starts_a_chapter_and_a_variant_plays_by_its_own_rules():
    study = read_study(
        "study: 1\ntitle: A deal\nchapters:\n  - id: deal\n    deal: {seed: 7, variant: frustration}\n"
        "    steps:\n      - say: Deal 7.\n      - move: flip\n"
    )
    game = study.chapters[0].game()
    assert game.variant == "frustration" and sum(game.stock_size(p) for p in game.players) == 52


DOCS = Path(__file__).parents[3] / "docs" / "studies.md"
SHIPPED = Path(aggravation_nb.__file__).parent / "games" / "aggravation" / "teaching"


def test_the_docs_example_studies_open_and_the_schema_holds_them_and_the_worked_example():
    schema = json.loads((SHIPPED / "study.schema.json").read_text(encoding="utf-8"))
    examples = re.findall(r"```yaml\n(study: 1\n.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    family = [source for source in examples if "\ngame: intrigue\n" not in source]
    assert len(family) == 2 and len(examples) == 3  # the patience's example: tests/unit/intrigue/test_study.py
    for source in [*family, (SHIPPED / "studies" / "worked-example.yaml").read_text(encoding="utf-8")]:
        read_study(source)
        jsonschema.validate(yaml.safe_load(source), schema)


def test_the_schema_names_the_fields_the_reader_takes():
    schema = json.loads((SHIPPED / "study.schema.json").read_text(encoding="utf-8"))
    parts = {"study": schema, **schema["$defs"]}
    for part, (allowed, required) in FIELDS.items():
        assert set(parts[part]["properties"]) == allowed, part
        assert set(parts[part].get("required", ())) == required, part

"""A study of the patience (`game: intrigue`): what it builds, how it is written back, and every way it is
refused (line, step and rule named, in each language), as a study of the Aggravation family is."""

import json
import re
import time
from pathlib import Path

import jsonschema
import pytest
import yaml

import aggravation_nb
from aggravation_nb import StudyError, read_study
from aggravation_nb.core.study_file import game_of
from aggravation_nb.games.intrigue.teaching.study import FIELDS, step_words
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.intrigue import (
    FIRST_DEAL,
    Move,
    Patience,
    PatienceStudy,
    open_patience_study,
    patience_study_text,
    read_patience_study,
)

DEAL_7 = """\
study: 1
game: intrigue
title: {en: Deal 7, ru: Расклад 7, fr: Donne 7}
chapters:
  - id: main
    title: {en: The deal, fr: La donne}
    deal: {seed: 7}
    steps:
      - say: {en: The first queen heads column 1., ru: Первая дама открывает столбец 1.}
        note: Watch the sixes.
      - move: deal
        times: 3
      - move: deal
        question:
          ask: What becomes of 7♣?
          choices:
            - {answer: It goes up, why: "yes", right: true}
            - {answer: It waits, why: "no"}
      - move: deal
        times: all
      - move: c7>c1
        say: {en: 8♠ onto column 1.}
  - id: other
    from: main
    after: 3
    steps:
      - move: c2>c4
      - move: c3>f2
        refused: I4
"""


def test_a_patience_study_builds_its_chapters_moves_words_and_questions():
    study = read_patience_study(DEAL_7)
    assert isinstance(study, PatienceStudy) and [c.key for c in study.chapters] == ["main", "other"]
    main, other = study.chapters
    assert [len(step.actions) for step in main.steps] == [0, 3, 1, 125, 1]
    assert main.steps[4].actions == (Move(6, ("column", 0)),)
    assert main.steps[0].words("ru") == "Первая дама открывает столбец 1." and main.steps[0].words("fr") == ""
    assert main.steps[0].note("fr") == "Watch the sixes."
    question = main.steps[2].question
    assert question.correct == 0 and [w("en") for w in question.why] == ["yes", "no"]
    assert other.steps[0].actions == () and other.steps[2].refused == "I4"  # a branch shows its start first
    dealt = Patience.deal(seed=7)
    dealt.deal_all()
    assert other.game().columns == dealt.columns and not other.game().dealing  # after main's step 3
    assert main.said_title("ru") == "The deal" and other.said_title("fr") == "other"


def test_the_engine_narrates_a_step_the_teacher_wrote_no_words_for_in_that_language():
    main = read_patience_study(DEAL_7).chapters[0]
    assert "D♦" in step_words(main, 0)[0]("fr") and "(I1)" in step_words(main, 0)[0]("fr")  # the first queen
    words, kind, _rule = step_words(main, 1)
    assert words("en") == "3 steps of the deal. The last: 6♠ starts foundation 1 (I2)." and kind == "story"
    assert "6♠" in words("ru") and words("ru") != words("en")
    assert step_words(main, 4)[0]("en") == "8♠ onto column 1." and "8♠" in step_words(main, 4)[0]("fr")
    words, kind, rule = step_words(read_patience_study(DEAL_7).chapters[1], 2)
    assert kind == "refused" and rule == "I4" and words("fr").endswith("(I4)")


def test_a_study_written_back_reads_as_the_same_positions_and_words():
    study = open_patience_study(FIRST_DEAL)
    again = read_patience_study(patience_study_text(study))
    for chapter, copy in zip(study.chapters, again.chapters, strict=True):
        assert chapter.key == copy.key and len(chapter.steps) == len(copy.steps)
        for step in range(len(chapter.steps)):
            assert chapter.played(step) == copy.played(step)
            for lang in LANGUAGES:
                assert step_words(chapter, step)[0](lang) == step_words(copy, step)[0](lang)


def test_a_patience_study_opens_from_a_path_a_text_or_a_study(tmp_path):
    path = tmp_path / "deal-7.yaml"
    path.write_text(DEAL_7, encoding="utf-8")
    for source in (path, str(path), DEAL_7, read_patience_study(DEAL_7)):
        assert [c.key for c in open_patience_study(source).chapters] == ["main", "other"]
    assert game_of(path) == game_of(DEAL_7) == "intrigue" and game_of(FIRST_DEAL) == "intrigue"
    with pytest.raises(StudyError, match="no study file"):
        open_patience_study(tmp_path / "missing.yaml")


def test_a_position_starts_a_chapter_and_its_moves_are_played_by_the_variants_rules():
    study = read_patience_study(
        "study: 1\ngame: intrigue\ntitle: A position\nchapters:\n  - id: end\n"
        "    position: {columns: [[Q♠, 5♣]]}\n    steps:\n      - move: c1>f+\n"
    )
    chapter = study.chapters[0]
    assert chapter.played(1).won and "I5" in step_words(chapter, 1)[0]("en")
    assert step_words(chapter, 0)[0]("en") == "The position this chapter starts from."


def refusal(source: str | bytes) -> StudyError:
    with pytest.raises(StudyError) as caught:
        read_patience_study(source)
    return caught.value


LINE = {"en": "Line {}", "ru": "Строка {}", "fr": "Ligne {}"}
STEP = {"en": "step {}", "ru": "шаг {}", "fr": "étape {}"}

BROKEN = {
    "bad syntax": (DEAL_7.replace("title: {en: The deal", "title: {en: [The deal"), 6, None),
    "an unknown key": (DEAL_7.replace("        note:", "        nots:"), 10, None),
    "a language the package has not": (DEAL_7.replace("ru: Первая", "de: Первая"), 9, None),
    "an impossible deal": (DEAL_7.replace("{seed: 7}", "{seed: 7, variant: klondike}"), 7, None),
    "a position the deck cannot hold": (
        DEAL_7.replace("deal: {seed: 7}", "position: {columns: [[Q♠, 9♥, 9♥, 9♥]]}"),
        7,
        None,
    ),
    "an unreadable move": (DEAL_7.replace("c7>c1", "c7 to the moon"), 21, 5),
    "an illegal move at step k": (DEAL_7.replace("c7>c1", "c1>c2"), 21, 5),
    "a deal past its end": (DEAL_7.replace("times: all", "times: 200"), 19, 4),
    "a refusal by another rule": (DEAL_7.replace("refused: I4", "refused: I2"), 28, 2),
    "a refusal that is legal": (DEAL_7.replace("c3>f2\n        refused", "c5>c3\n        refused"), 28, 2),
    "times with a move": (DEAL_7.replace("c7>c1\n", "c7>c1\n        times: 2\n"), 22, None),
    "a branch from nowhere": (DEAL_7.replace("from: main", "from: mian"), 24, None),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", BROKEN, ids=str)
def test_a_broken_patience_study_is_refused_naming_its_line_and_step_in_each_language(case, lang):
    source, line, step = BROKEN[case]
    said = refusal(source).said(lang)
    assert LINE[lang].format(line).casefold() in said.casefold()
    if step is not None:
        assert STEP[lang].format(step) in said
    if lang != "en":
        assert said != refusal(source).said("en") and not re.search(r"\bLine\b|\bstep\b", said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_illegal_move_at_step_k_names_the_step_and_the_rule_the_engine_cites(lang):
    said = refusal(DEAL_7.replace("c7>c1", "c1>c2")).said(lang)
    assert STEP[lang].format(5) in said and "main" in said and said.endswith("(I4)")
    assert "c1>c2" in said


def test_a_study_of_one_family_is_refused_by_the_others_reader_at_its_game_line():
    for lang in LANGUAGES:
        assert LINE[lang].format(2) in read_error(lambda: read_study(DEAL_7)).said(lang)
    aggravation = "study: 1\ntitle: x\nchapters:\n  - id: a\n    deal: {seed: 1}\n    steps: [{}]\n"
    assert "“aggravation”" in refusal(aggravation).said("en")
    assert "“chess”" in refusal(DEAL_7.replace("game: intrigue", "game: chess")).said("en")


def read_error(read) -> StudyError:
    with pytest.raises(StudyError) as caught:
        read()
    return caught.value


def test_a_huge_file_is_refused_before_it_is_read():
    huge = DEAL_7 + "#" * 10_000_000
    started = time.process_time()
    for source in (huge, huge.encode()):
        assert "kB" in str(refusal(source))
    assert time.process_time() - started < 5  # refused by its size, not parsed


def test_an_alias_and_markup_are_refused_or_kept_as_text():
    assert "Line 3" in str(refusal("study: 1\ngame: intrigue\ntitle: &a [x, x]\nchapters: [*a, *a]\n"))
    study = read_patience_study(DEAL_7.replace("The first queen heads column 1.", '"<script>alert(1)</script>"'))
    assert study.chapters[0].steps[0].words("en") == "<script>alert(1)</script>"


SHIPPED = Path(aggravation_nb.__file__).parent / "games" / "aggravation" / "teaching"
DOCS = Path(__file__).parents[3] / "docs" / "studies.md"


def test_the_schema_holds_the_shipped_and_documented_patience_studies_and_names_the_readers_fields():
    schema = json.loads((SHIPPED / "study.schema.json").read_text(encoding="utf-8"))
    examples = re.findall(r"```yaml\n(study: 1\n.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    patience = [source for source in examples if "\ngame: intrigue\n" in source]
    assert len(patience) == 1
    for source in [*patience, DEAL_7, FIRST_DEAL.read_text(encoding="utf-8")]:
        read_patience_study(source)
        jsonschema.validate(yaml.safe_load(source), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(yaml.safe_load(DEAL_7.replace("times: 3", "times: many")), schema)
    parts = {"study": schema, **{name.removeprefix("patience-"): part for name, part in schema["$defs"].items()}}
    for part, (allowed, required) in FIELDS.items():
        assert set(parts[part]["properties"]) == allowed, part
        assert set(parts[part].get("required", ())) == required, part


def test_the_shipped_study_has_words_in_three_languages_a_question_and_a_branch():
    study = open_patience_study(FIRST_DEAL)
    main, branch = study.chapters
    assert branch.branch == ("main", 5) and any(step.question for step in main.steps)
    assert any(step.refused for step in main.steps) and any(len(step.actions) > 1 for step in main.steps)
    for lang in LANGUAGES:
        assert len({step_words(main, n)[0](lang) for n in range(len(main.steps))}) == len(main.steps)
    assert len({study.title(lang) for lang in LANGUAGES}) == 3

"""The worked example is a study file shipped in the package: step for step, in every language, it tells what
the catalogue's worked example told (tests/golden/worked_example_told.txt, written from it before the move)."""

from pathlib import Path

import pytest

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, Chapter
from aggravation_nb.games.aggravation.teaching.story import Story

GOLDEN = Path(__file__).parents[2] / "golden" / "worked_example_told.txt"
LANGS = ("en", "ru", "fr")


def told(chapters: tuple[Chapter, ...]) -> list[str]:
    """Every word the walkthrough says about every step, in each language, and the table's top cards."""
    lines = []
    for lang in LANGS:
        story = Story(lang, chapters)
        for index, chapter in enumerate(chapters):
            story.choose_chapter(index)
            lines.append(f"== {lang} {chapter.key}: {chapter.said_title(lang)}")
            for number, step in enumerate(chapter.steps):
                story.go_to(number)
                said = story.said
                tops = " ".join(str(pile[-1]) for row in story.game.rows.values() for pile in row)
                lines.append(f"{number} {step.action} [{said.kind} {said.rule}] {said.words} | {tops}")
                if step.note is not None:
                    lines.append(f"  note: {step.note(lang)}")
                if step.question is not None:
                    question = step.question
                    lines.append(f"  ask: {question.prompt(lang)}")
                    for choice, (answer, why) in enumerate(zip(question.choices, question.why, strict=True)):
                        mark = "*" if choice == question.correct else "-"
                        lines.append(f"  {mark} {answer(lang)} / {why(lang)}")
    return lines


def test_the_worked_example_tells_each_step_as_it_did_in_every_language():
    assert told(WORKED_EXAMPLE) == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_without_pyyaml_as_on_the_static_site_the_worked_example_still_opens(monkeypatch):
    """Pyodide has no pure wheel of PyYAML: the worked example's file is JSON, which is YAML too."""
    from aggravation_nb.games.aggravation.teaching import study
    from aggravation_nb.games.aggravation.teaching.scenarios import STUDIES

    source = (STUDIES / "worked-example.yaml").read_text(encoding="utf-8")
    monkeypatch.setattr(study, "HAS_YAML", False)
    assert told(study.read_study(source).chapters) == GOLDEN.read_text(encoding="utf-8").splitlines()
    with pytest.raises(study.StudyError, match="Line 3"):
        study.read_study('{"study": 1,\n"title": "x",\n"chapters": [}')

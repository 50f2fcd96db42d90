"""The worked example is a study file shipped in the package: step for step, in every language, it tells what
the catalogue's worked example told (tests/golden/worked_example_told.txt, written from it before the move)."""

from pathlib import Path

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

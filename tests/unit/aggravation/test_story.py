"""The stepper model of the walkthrough: stepping, taking over, returning."""

import pytest

from aggravation_nb import Cover, Flip
from aggravation_nb.games.aggravation.teaching.scenarios import worked_text
from aggravation_nb.games.aggravation.teaching.story import Story


def test_starts_at_the_first_step_of_the_first_chapter():
    story = Story("en")
    assert (story.chapter.key, story.step, story.took_over) == ("main", 0, False)
    assert story.said.words == worked_text("main.look", "en") and story.said.kind == "story"


def test_next_back_first_last_are_clamped_and_narrated():
    story = Story("ru")
    story.back()
    assert story.step == 0
    story.next()
    assert story.said.words == worked_text("main.cover-first", "ru")
    assert story.game.matches == [[("Oleg", 0)]]
    story.last()
    story.next()
    assert story.step == story.last_step
    story.first()
    assert story.game == story.chapter.game()


def test_a_refused_story_step_is_narrated_with_its_rule_and_changes_nothing():
    story = Story("en")
    story.choose_chapter(1)
    story.go_to(2)
    before = story.game.to_json()
    story.next()
    assert story.said.kind == "refused" and story.said.rule == "A5"
    assert story.game.to_json() == before


def test_taking_over_and_returning_to_the_story():
    story = Story("en")
    story.play(Cover("Oleg", ("Oleg", 0)))
    assert story.took_over and story.said.words == "Oleg covers 7♦ with 5♠ (A5)."
    story.play(Flip())
    assert story.said.kind == "refused" and story.said.rule == "A6"
    story.go_to(story.step)
    assert not story.took_over and story.game == story.chapter.game()


def test_the_winning_story_step_is_an_outcome():
    story = Story("en")
    story.choose_chapter(2)
    story.last()
    assert story.said.kind == "outcome" and story.game.outcome.winner == "Marina"


def test_undo_at_the_start_is_refused_in_words():
    story = Story("en")
    story.undo()
    assert story.said.kind == "refused" and "Nothing to undo" in story.said.words


@pytest.mark.parametrize("bad", [-1, 99, "1", True, None])
def test_bad_chapter_numbers_are_refused(bad):
    story = Story("en")
    with pytest.raises(ValueError):
        story.choose_chapter(bad)
    assert story.chapter_index == 0

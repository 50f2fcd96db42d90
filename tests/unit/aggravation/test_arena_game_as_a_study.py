"""A finished arena game opens as a study (`record.study()`): the walkthrough steps through the very game the
arena played, from its deal, and its title says which game it was in each language."""

from __future__ import annotations

from aggravation_nb import read_study
from aggravation_nb.arena import arena, cover_own_first
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.games.aggravation.teaching.study_text import study_text


def test_an_arena_game_as_a_study_steps_through_the_game_the_arena_played():
    record = arena(cover_own_first, games=2, seed=5).records[1]
    study = record.study()
    chapter = study.chapters[0]
    assert chapter.position["seed"] == record.deal and len(chapter.steps) == len(record.actions) + 1
    story = Story("ru", study.chapters)
    story.last()
    assert story.game.position == record.game().position and story.game.outcome is not None
    assert study.title("en").startswith("Game 2 (deal ") and "партия 2" in study.title("ru")


def test_an_arena_game_as_a_study_file_reads_back_the_same():
    record = arena(cover_own_first, games=1, seed=8, variant="frustration").records[0]
    again = read_study(study_text(record.study()))
    assert again.chapters[0].position["variant"] == "frustration"
    assert [str(step.action) for step in again.chapters[0].steps[1:]] == list(record.notation)
    assert again.title("fr") == record.study().title("fr")

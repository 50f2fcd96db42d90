"""The worked example as data: consistent positions, the story as told, the golden playthrough."""

from collections import Counter

import pytest

from aggravation_nb import IllegalAction
from aggravation_nb.games.aggravation.teaching.playthrough import worked_example_lines
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, chapter
from aggravation_nb.i18n import LANGUAGES


def all_cards(game):
    on_table = [card for row in game.rows.values() for pile in row for card in pile]
    return on_table, sum(game.stock_size(p) for p in game.players)


@pytest.mark.parametrize("story", WORKED_EXAMPLE, ids=lambda c: c.key)
def test_every_position_holds_each_of_52_cards_once_at_every_step(story):
    game = story.game()
    for step in story.steps:
        if step.action is not None:
            try:
                game.apply(step.action)
            except IllegalAction:
                pass
        on_table, held = all_cards(game)
        assert len(on_table) + held == 52
        assert max(Counter(on_table).values()) == 1


@pytest.mark.parametrize("story", WORKED_EXAMPLE, ids=lambda c: c.key)
def test_each_step_is_legal_unless_the_story_shows_it_refused(story):
    game = story.game()
    for step in story.steps:
        if step.action is None:
            continue
        if step.refused:
            with pytest.raises(IllegalAction) as caught:
                game.apply(step.action)
            assert caught.value.rule == step.refused
        else:
            game.apply(step.action)


@pytest.mark.parametrize("story", WORKED_EXAMPLE, ids=lambda c: c.key)
def test_every_step_and_chapter_is_told_in_every_language_in_words_of_its_own(story):
    for lang in LANGUAGES:
        titles = {story.said_title(other) for other in LANGUAGES}
        assert len(titles) == len(LANGUAGES)
        for step in story.steps:
            assert len({step.words(other) for other in LANGUAGES}) == len(LANGUAGES), (step.key, lang)


def test_the_source_position_and_seating():
    game = chapter("main").game()
    assert [str(p[-1]) for p in game.rows["Marina"]] == ["7♣", "Q♥"]
    assert [str(p[-1]) for p in game.rows["Oleg"]] == ["7♦", "A♠"]
    assert (game.stock_size("Marina"), game.stock_size("Oleg")) == (24, 24)


def play_through(key):
    game = chapter(key).game()
    for step in chapter(key).steps:
        if step.action is not None and not step.refused:
            game.apply(step.action)
    return game


def test_the_main_line_marina_covers_both_sevens():
    game = play_through("main")
    assert [game.covered_by(("Marina", 0)), game.covered_by(("Oleg", 0))] == [None, None]
    assert [str(game.rows["Marina"][0][-1]), str(game.rows["Oleg"][0][-1])] == ["K♦", "2♣"]


def test_the_branch_olegs_card_stays():
    game = play_through("branch")
    assert str(game.rows["Oleg"][0][-1]) == "5♠" and str(game.rows["Oleg"][0][-2]) == "7♦"


def test_the_last_card_story_ends_with_marinas_win():
    game = play_through("last-card")
    assert game.outcome.winner == "Marina" and game.outcome.rule == "A8"


@pytest.mark.parametrize(
    "key, outcome", [("draw-empty", "draw-empty"), ("draw-dead", "draw-dead"), ("draw-together", "draw-together")]
)
def test_the_draw_chapters_end_in_their_draws(key, outcome):
    game = play_through(key)
    assert game.outcome.winner is None and game.outcome.key == outcome


def test_an_unknown_chapter_is_a_clear_key_error():
    with pytest.raises(KeyError, match="main"):
        chapter("nope")


def test_the_golden_playthrough_line_by_line(golden):
    golden(
        "worked_example.txt", worked_example_lines(), "python -m aggravation_nb.games.aggravation.teaching.playthrough"
    )

"""A study written back as a file and read again steps through the same positions and says the same words."""

import pytest
from test_study_file import SEVENS
from test_worked_example_is_a_study import GOLDEN, told

from aggravation_nb import Game, IllegalAction, read_study
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE
from aggravation_nb.games.aggravation.teaching.study import Study
from aggravation_nb.games.aggravation.teaching.study_text import study_of_game, study_text

DEALT = "study: 1\ntitle: A deal\nchapters:\n  - id: deal\n    deal: {seed: 7, variant: frustration}\n    steps:\n"


@pytest.mark.parametrize(
    "study",
    [read_study(SEVENS), Study(lambda lang: lang, WORKED_EXAMPLE), read_study(DEALT + "      - move: flip\n")],
    ids=["a position with a branch", "the worked example", "a deal"],
)
def test_a_study_written_and_read_again_tells_the_same(study):
    again = read_study(study_text(study))
    assert told(again.chapters) == told(study.chapters)
    assert [again.title(lang) for lang in ("en", "ru", "fr")] == [study.title(lang) for lang in ("en", "ru", "fr")]


def test_the_worked_example_written_again_is_still_the_golden_one():
    again = read_study(study_text(Study(lambda _lang: "The worked example", WORKED_EXAMPLE)))
    assert told(again.chapters) == GOLDEN.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("seed", [3, 11])
def test_a_played_game_kept_as_a_study_replays_it_move_by_move(seed):
    game = Game.deal(seed=seed, players=("Marina", "Oleg"))
    for _ in range(30):
        if game.outcome is not None:
            break
        moves = [f"{who} covers {pile}" for who in game.players for pile in _owed(game)] + ["flip"]
        for move in moves:
            try:
                game.apply(move)
                break
            except IllegalAction:
                continue
    assert len(game.log) >= 10
    again = read_study(study_text(study_of_game(game, "Tuesday's game")))
    replayed = again.chapters[0].game()
    for step in again.chapters[0].steps[1:]:
        replayed.apply(step.action)
    assert replayed.position == game.position and len(again.chapters[0].steps) == len(game.log) + 1
    assert again.title("ru") == "Tuesday's game"


def _owed(game):
    from aggravation_nb import pile_name

    return [pile_name(pile) for match in game.matches for pile in match]

"""One seeded game of every variant, played afresh and compared line by line with its golden copy.

Each line is an action and what followed from it (gather, pick-up, out,
eliminated, new round), so a change in any variant's rules shows as a
readable difference. Regenerate with `python -m aggravation_nb.games.aggravation.teaching.playthrough`
after a deliberate change, and read the difference before committing it.
"""

from pathlib import Path

import pytest

from aggravation_nb.games.aggravation.teaching.playthrough import GOLDEN_GAMES, game_lines

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
WRITER = "python -m aggravation_nb.games.aggravation.teaching.playthrough"


def played(name: str) -> str:
    return "\n".join(game_lines(**GOLDEN_GAMES[name]))


def test_every_golden_game_has_its_file_and_every_file_its_game():
    assert {path.name for path in GOLDEN.glob("game-*.txt")} == {f"game-{name}.txt" for name in GOLDEN_GAMES}


@pytest.mark.parametrize("name", sorted(GOLDEN_GAMES))
def test_the_golden_game_line_by_line(golden, name):
    golden(f"game-{name}.txt", game_lines(**GOLDEN_GAMES[name]), WRITER)


def test_the_golden_games_show_what_each_variant_adds():
    """Pick-ups (F2), gathers (C4), a re-cover (C6) and the tournament's rounds (C7) all occur in the games played
    now."""
    assert "[pick-up]" in played("frustration") and "[gather]" in played("california-speed")
    assert played("california-speed") != played("california-speed-rutter").replace(" with Rutter", "")
    assert all(f"[{kind}" in played("tournament-3") for kind in ("out", "eliminated", "new-round"))


def test_a_changed_line_fails_with_a_diff_and_the_way_to_rewrite_the_file(golden):
    lines = game_lines(**GOLDEN_GAMES["aggravation"])
    changed = lines[:3] + ["flip: nobody turns anything"] + lines[4:]
    with pytest.raises(pytest.fail.Exception) as failure:
        golden("game-aggravation.txt", changed, WRITER)
    message = str(failure.value)
    assert f"-{lines[3]}" in message and "+flip: nobody turns anything" in message and WRITER in message

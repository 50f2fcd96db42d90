"""One seeded game of every variant, compared line by line with its golden copy.

Each line is an action and what followed from it (gather, pick-up, out,
eliminated, new round), so a change in any variant's rules shows as a
readable difference. Regenerate with `python -m aggravation_nb.games.aggravation.teaching.playthrough`
after a deliberate change, and read the difference before committing it.
"""

from pathlib import Path

import pytest

from aggravation_nb.games.aggravation.teaching.playthrough import GOLDEN_GAMES, game_lines

GOLDEN = Path(__file__).resolve().parents[2] / "golden"


@pytest.mark.parametrize("name", sorted(GOLDEN_GAMES))
def test_the_golden_game_line_by_line(name):
    expected = (GOLDEN / f"game-{name}.txt").read_text(encoding="utf-8").splitlines()
    actual = game_lines(**GOLDEN_GAMES[name])
    for number, (want, got) in enumerate(zip(expected, actual), start=1):
        assert got == want, f"line {number} differs"
    assert len(actual) == len(expected)


def test_the_golden_games_show_what_each_variant_adds():
    """Pick-ups (F2), gathers (C4), a re-cover (C6) and the tournament's rounds (C7) all occur."""
    text = {name: (GOLDEN / f"game-{name}.txt").read_text(encoding="utf-8") for name in GOLDEN_GAMES}
    assert "[pick-up]" in text["frustration"] and "[gather]" in text["california-speed"]
    assert text["california-speed"] != text["california-speed-rutter"].replace(" with Rutter", "")
    assert all(f"[{kind}" in text["tournament-3"] for kind in ("out", "eliminated", "new-round"))

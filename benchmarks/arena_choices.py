"""Where a bot's choices change results, and where they cannot: the arena's bots at equal speed, and on the ladder.

Run: .venv/bin/python benchmarks/arena_choices.py [games]
First each example bot plays the computer at equal reactions (1 s each), in
every variant: there only its choices tell it from the computer. Then each
climbs the ladder of the play app's levels (`ladder`, the bot reacting in
1 s). Every figure is a win rate with its 95% interval over seeded games, the
same every run; what the learn notebook on bots says rests on these.
"""

from __future__ import annotations

import sys
import time

from aggravation_nb.arena import (
    PlayerView,
    arena,
    cover_own_first,
    cover_theirs_first,
    ladder,
    random_bot,
)
from aggravation_nb.games.aggravation.actions import Action, Cover
from aggravation_nb.games.aggravation.play.bots import bot_action

VARIANTS = ("aggravation", "frustration", "california-speed")


def computer_choice(view: PlayerView) -> Action | None:
    """The computer's own choice, as a bot: the control (its win rate is the seats' and the deals' luck)."""
    return bot_action(view._game, view.me)


def theirs_only(view: PlayerView) -> Action | None:
    """Covers only the opponent's piles and calls; never its own row (leaves it to the opponent)."""
    covers = [action for action in view.legal if isinstance(action, Cover) and action.pile[0] != view.me]
    return covers[0] if covers else next((action for action in view.legal if not isinstance(action, Cover)), None)


def main(games: int = 1000) -> None:
    bots = {
        "computer's choice": computer_choice,
        "random": random_bot(1),
        "cover own first": cover_own_first,
        "cover theirs first": cover_theirs_first,
        "theirs only": theirs_only,
    }
    print(f"At equal speed (1 s each) against the computer, {games} games each:")
    for variant in VARIANTS:
        for name, bot in bots.items():
            start = time.perf_counter()
            result = arena(bot, games=games, variant=variant, seed=11)
            low, high = result.interval
            print(
                f"  {variant:16} {name:19} {result.win_rate:6.1%} (95% interval {low:.1%} to {high:.1%}), "
                f"{result.draws} draws, {len(result.faults)} faults  [{time.perf_counter() - start:.1f} s]",
                flush=True,
            )
    print(f"\nThe ladder (the bot reacting in 1 s), {games // 4} games a level:")
    for variant in VARIANTS:
        for name in ("random", "cover own first", "cover theirs first"):
            climbed = ladder(bots[name] if name != "random" else random_bot(1), variant, games // 4, seed=12)
            rates = ", ".join(
                f"{level} {result.win_rate:.0%} [{result.interval[0]:.0%}, {result.interval[1]:.0%}]"
                for level, result in climbed.rungs
            )
            print(f"  {variant:16} {name:19} beats {', '.join(climbed.beaten) or 'none'}: {rates}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)

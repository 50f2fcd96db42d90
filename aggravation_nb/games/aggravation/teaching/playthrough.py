"""A plain-text playthrough: every action and the table after it.

In the spirit of OpenSpiel's playthrough files: a golden copy of the worked
example's playthrough, and of one computer-played game of every variant,
are kept under tests/golden/, so any change in the rules' behaviour shows
up as a line-by-line difference a person can read. Regenerate them with
`python -m aggravation_nb.games.aggravation.teaching.playthrough`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Event, Game
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, Chapter


def table_lines(game: Game) -> list[str]:
    """The table as a person sees it: top cards with pile depths, stock sizes, what is owed."""
    lines = []
    width = max(len(name) for name in game.players)
    for name, row in game.rows.items():
        piles = "  ".join(f"{pile[-1]}/{len(pile)}" for pile in row) or "(no piles)"
        lines.append(f"  {name:<{width}}  stock {game.stock_size(name):>2}  row: {piles}")
    owed = "; ".join(
        ", ".join(f"{owner} {column + 1} ({game.top((owner, column))})" for owner, column in group)
        for group in game.matches
    )
    lines.append(f"  to cover: {owed or 'nothing'}")
    if game.outcome is not None:
        who = game.outcome.winner or "nobody (draw)"
        lines.append(f"  outcome: {who}: {game.outcome.reason} ({game.outcome.rule})")
    return lines


def event_line(event: Event) -> str:
    """One action, and what followed from it in a variant (gather, pick-up, out, eliminated, new round)."""
    before = "".join(f"[{kind}] " for kind, _ in event.happened if kind == "gather")
    after = "".join(f" [{kind}{' ' + who if who else ''}]" for kind, who in event.happened if kind != "gather")
    return before + _action_line(event) + after


def _action_line(event: Event) -> str:
    action = event.action
    if isinstance(action, Flip):
        turned = ", ".join(f"{owner} turns {card} onto pile {column + 1}" for (owner, column), card, _ in event.placed)
        return f"flip: {turned}"
    if isinstance(action, Cover):
        (owner, column), card, under = event.placed[0]
        return f"cover: {action.player} covers {under} ({owner} {column + 1}) with {card}"
    if isinstance(action, Call):
        return f"call: {action.player} touches {_piles(action)} and calls Aggravation!"
    if isinstance(action, CallTogether):
        return "call together: " + " / ".join(f"{c.player} touches {_piles(c)}" for c in action.calls)
    return f"action: {action!r}"


def _piles(call: Call) -> str:
    return " and ".join(f"{owner} {column + 1}" for owner, column in call.piles)


def chapter_lines(chapter: Chapter) -> list[str]:
    game = chapter.game()
    lines = [f"== chapter {chapter.key}", "start"] + table_lines(game)
    for step in chapter.steps:
        if step.action is None:
            continue
        try:
            game.apply(step.action)
        except IllegalAction as refusal:
            lines.append(f"refused [{refusal.rule}]: {step.action!r}: {refusal}")
            continue
        lines.append(event_line(game.events[-1]))
        lines.extend(table_lines(game))
    return lines


def worked_example_lines() -> list[str]:
    lines: list[str] = []
    for chapter in WORKED_EXAMPLE:
        lines.extend(chapter_lines(chapter))
    return lines


GOLDEN_GAMES: dict[str, dict[str, Any]] = {
    "aggravation": dict(variant="aggravation", seed=3),
    "frustration": dict(variant="frustration", seed=3),
    "california-speed": dict(variant="california-speed", seed=3),
    "california-speed-rutter": dict(variant="california-speed", seed=3, rutter=True),
    "tournament-3": dict(variant="tournament", seed=3, players=("P1", "P2", "P3")),
}
"""One seeded game of each variant, played by `eager`."""


def eager(game: Game):
    """Whoever is listed first takes the first cover or call (C6's optional re-covers too); else the table flips."""
    legal = game.legal_actions()
    acting = [action for action in legal if not isinstance(action, Flip)]
    return (acting or legal or [None])[0]


def game_lines(variant: str, seed: int, players=("Marina", "Oleg"), rutter: bool = False) -> list[str]:
    """A whole game played by `eager`: the start, every action with what followed, the end."""
    game = Game.deal(seed=seed, players=players, variant=variant, rutter=rutter)
    lines = [f"== {variant}{' with Rutter' if rutter else ''}, seed {seed}, {len(players)} players"]
    while (action := eager(game)) is not None:
        game.apply(action)
        lines.append(event_line(game.events[-1]))
    return lines + table_lines(game)


def write_golden(folder: Path) -> None:
    (folder / "worked_example.txt").write_text("\n".join(worked_example_lines()) + "\n", encoding="utf-8")
    for name, settings in GOLDEN_GAMES.items():
        (folder / f"game-{name}.txt").write_text("\n".join(game_lines(**settings)) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_golden(Path(__file__).resolve().parents[4] / "tests" / "golden")

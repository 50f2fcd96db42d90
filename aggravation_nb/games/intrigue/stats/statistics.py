"""How often each variant comes out: best play (the solver) against a simple greedy player.

Pure Python and seeded, so a notebook, a test and the benchmark get the
same figures for the same seeds.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggravation_nb.games.intrigue.about import VARIANTS
from aggravation_nb.games.intrigue.patience import Patience
from aggravation_nb.games.intrigue.solver import solve


@dataclass(frozen=True, slots=True)
class WinRates:
    """Out of `deals` seeded deals of one variant: wins with best play, deals the solver gave
    up on (`unknown`, counted as neither won nor lost), and wins of the greedy player."""

    variant: str
    deals: int
    solved: int
    unknown: int
    greedy: int

    @property
    def best_rate(self) -> float:
        return self.solved / self.deals if self.deals else 0.0

    @property
    def greedy_rate(self) -> float:
        return self.greedy / self.deals if self.deals else 0.0


def play_greedy(patience: Patience) -> bool:
    """Deal, then keep making the first move to a foundation; with none left, move a card onto
    another column (a bare head, or a card where the tableau builds) only if the card it uncovers
    can go up at once. True if the patience comes out."""
    patience.deal_all()
    while not patience.won:
        moves = patience.moves()
        up = next((m for m in moves if m.to[0] == "foundation"), None)
        if up is None:
            up = next((m for m in moves if m.to[0] == "column" and _frees_a_card(patience, m)), None)
        if up is None:
            return False
        patience.move(*up)
    return True


def _frees_a_card(patience: Patience, move) -> bool:
    after = patience.copy()
    after.move(*move)
    return any(m.to[0] == "foundation" and m.column == move.column for m in after.moves())


def win_rates(
    deals: int = 100, variants=tuple(VARIANTS), first_seed: int = 0, limit: int = 20_000
) -> dict[str, WinRates]:
    """Play seeds first_seed .. first_seed + deals - 1 of each variant both ways."""
    rates = {}
    for variant in variants:
        solved = unknown = greedy = 0
        for seed in range(first_seed, first_seed + deals):
            patience = Patience.deal(seed=seed, variant=variant)
            verdict = solve(patience, limit)
            solved += verdict is True
            unknown += verdict is None
            greedy += play_greedy(patience)
        rates[variant] = WinRates(variant, deals, solved, unknown, greedy)
    return rates

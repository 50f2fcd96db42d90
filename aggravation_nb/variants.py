"""The rule settings that turn the one engine into Aggravation, Frustration or California Speed.

The engine has one mechanism (flip or deal, match, cover, cascade); a
variant only says how rows grow, what happens when play stalls, how a game
is won and how many players and cards there are (RULES.md A, F and C).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import FULL_DECK, Card

VARIANTS = ("aggravation", "frustration", "california-speed", "tournament")

TOURNAMENT_SETUP: dict[int, tuple[int, int, int]] = {
    5: (4, 20, 2),
    4: (0, 26, 2),
    3: (8, 32, 3),
    2: (0, 52, 5),
}
"""C7, by the number of players: (cards set aside, cards each, piles each)."""

SET_ASIDE_RANK = 13
"""C7 removes "equal cards" without saying which; this project sets kings aside (convention)."""

SHARE_TO_WIN = 10
"""F3: the first player whose share falls to this many cards or fewer wins."""


@dataclass(frozen=True, slots=True)
class Rules:
    """One variant's settings. `rutter` allows C6's re-cover (California Speed only)."""

    variant: str = "aggravation"
    rutter: bool = False

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}: choose one of {', '.join(VARIANTS)}")
        if not isinstance(self.rutter, bool):
            raise ValueError(f"rutter is True or False, not {self.rutter!r}")
        if self.rutter and not self.gathers:
            raise ValueError("Rutter's re-cover (C6) belongs to California Speed")

    @property
    def gathers(self) -> bool:
        """C2/C4: fixed rows, dealt together and gathered under the hand when no match remains."""
        return self.variant in ("california-speed", "tournament")

    @property
    def picks_up(self) -> bool:
        """F2: when a stock runs out, each player picks up their row and play starts again."""
        return self.variant == "frustration"

    @property
    def calls(self) -> bool:
        """A8: only Aggravation is won by calling on a pair."""
        return self.variant == "aggravation"

    @property
    def player_counts(self) -> tuple[int, ...]:
        return tuple(sorted(TOURNAMENT_SETUP)) if self.variant == "tournament" else (2,)

    def row_size(self, players: int) -> int | None:
        """How many piles each player deals (C2, C7); None where rows grow (A3)."""
        if self.variant == "tournament":
            return TOURNAMENT_SETUP[players][2]
        return 4 if self.variant == "california-speed" else None

    def deck(self, players: int) -> list[Card]:
        """The cards in play, in deck order: 52 cards, or C7's 104, 100 or 96."""
        if self.variant != "tournament":
            return list(FULL_DECK)
        set_aside = TOURNAMENT_SETUP[players][0]
        cards = list(FULL_DECK) * 2
        for _ in range(set_aside):
            cards.remove(next(card for card in cards if card.rank == SET_ASIDE_RANK))
        return cards

    def copies(self) -> int:
        """How often one card may appear: twice on the tournament's double deck."""
        return 2 if self.variant == "tournament" else 1

    def check_cards(self, cards: list[Card], players: int) -> None:
        """Refuse a position whose cards are not the variant's deck for this many players."""
        if self.variant != "tournament":
            return
        expected = Counter(self.deck(players))
        if Counter(cards) != expected:
            set_aside = TOURNAMENT_SETUP[players][0]
            deck = f"the double deck less {set_aside} kings" if set_aside else "the double deck"
            raise ValueError(f"a tournament of {players} plays {sum(expected.values())} cards (C7), "
                             f"{deck}; this position holds {len(cards)}")


def read_rules(variant="aggravation", rutter=False) -> Rules:
    """Rules from plain values (as `Game.deal` and saved games give them)."""
    if isinstance(variant, Rules):
        return variant
    if not isinstance(variant, str):
        raise ValueError(f"a variant is one of {', '.join(VARIANTS)}, not {variant!r}")
    return Rules(variant, rutter)

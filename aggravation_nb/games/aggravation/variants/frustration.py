"""Frustration (docs/rules.md F1-F3): Aggravation without the call.

Play is Aggravation's (F1); only three hooks differ: an empty stock, or a
table where nobody can act, makes everyone pick up their row (F2), and the
first share of ten cards or fewer wins (F3), also in a position as it is
built. As picked-up rows return to the hands, a flip that brings back a table
seen at an earlier flip is a draw, and so are 100 flips in a row after
which no share has changed (this project's conventions).
"""

from __future__ import annotations

from aggravation_nb.core.errors import refused
from aggravation_nb.core.registry import numbered
from aggravation_nb.games.aggravation.actions import Flip
from aggravation_nb.games.aggravation.game import Game, Happening, ending


class Frustration(Game):
    name = "frustration"
    rule_ids = numbered("F", 3)
    has_call = False
    picks_up = True
    share_to_win = 10
    """F3: the first player whose share falls to this many cards or fewer wins."""
    stalemate_flips = 100
    """F2 (this project's convention): this many flips in a row after which no share has changed
    end the game in a draw (players who only ever cover their own piles never get nearer F3)."""

    def _start_variant(self) -> None:
        self._last_shares: tuple[int, ...] = ()
        self._unchanged = 0
        """Flips in a row after which every share was what it was after the flip before."""

    def _settle_start(self) -> None:
        """F3 and F2 as the position is built (two winning shares at once cannot come from play):
        a position built with an empty stock, or with nobody able to act, is picked up at once."""
        winners = self._winners()
        if len(winners) > 1:
            raise refused("position-two-shares", "F3", limit=self.share_to_win)
        self._settle_share(winners)
        self._pick_up_if_stuck([])

    def _refuse_call_in_variant(self) -> None:
        raise refused("call-frustration", "F3", limit=self.share_to_win)

    def _settle(self, action, happened: list) -> None:
        """F3: a share of 10 or fewer wins; F2: an empty stock (or a dead table) means a pick-up."""
        self._settle_share(self._winners())
        if self._outcome is None and isinstance(action, Flip):
            self._end_if_repeating("F2")
            self._end_if_stalemate()
        self._pick_up_if_stuck(happened)

    def _pick_up_if_stuck(self, happened: list) -> None:
        """F2: when a stock runs out, or nobody can act, every player picks up their row."""
        if self._outcome is None and any(self._rows) and (not all(self._stocks) or self._dead()):
            for player, row in enumerate(self._rows):
                self._put_under(player, row)
            self._clear_table()
            happened.append((Happening.PICK_UP, None))

    def _end_if_stalemate(self) -> None:
        """F2 (convention): `stalemate_flips` flips in a row without a share changing are a draw."""
        shares = tuple(self.share(player) for player in range(len(self._players)))
        self._unchanged = self._unchanged + 1 if shares == self._last_shares else 0
        self._last_shares = shares
        if self._outcome is None and self._unchanged >= self.stalemate_flips:
            self._outcome = ending("draw-stalemate", "F2", flips=self.stalemate_flips)

    def _winners(self) -> list[int]:
        return [i for i in range(len(self._players)) if self.share(i) <= self.share_to_win]

    def _settle_share(self, winners: list[int]) -> None:
        """F3: in play only one share can fall at a time, so the first is the winner."""
        if winners:
            name = self._players[winners[0]]
            self._outcome = ending("win-share", "F3", name, share=self.share(name), limit=self.share_to_win)

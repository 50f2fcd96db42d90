"""California Speed (docs/rules.md C1-C6) and its tournament for up to five (C7).

Rows of fixed size are dealt together and, when no match remains, gathered
back under the hands (C2, C4); covering a match with your last card wins
(C5); Rutter's re-cover is an option a player may take (C6). The
tournament adds rounds: an empty hand waits, the last player holding cards
is eliminated, and the cards are dealt again to those left (C7).

C4 puts a gathered row back under its hand in the order it was dealt, so
while no match shows, a hand only turns round and the same rows come up
for ever. A deal that brings back the ranks of every hand and row as they
were after an earlier deal is therefore a draw (this project's
convention, `Game._end_if_repeating`).
"""

from __future__ import annotations

from collections import Counter

from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.core.errors import refused
from aggravation_nb.core.registry import numbered
from aggravation_nb.games.aggravation.actions import Cover, Flip
from aggravation_nb.games.aggravation.game import Game, Happening, ending

ROW = 4
"""C2: each player deals four piles."""

TOURNAMENT_SETUP: dict[int, tuple[int, int, int]] = {
    5: (4, 20, 2),
    4: (0, 26, 2),
    3: (8, 32, 3),
    2: (0, 52, 5),
}
"""C7, by the number of players: (cards set aside, cards each, piles each)."""

SET_ASIDE_RANK = 13
"""C7 removes "equal cards" without saying which; this project sets kings aside (convention)."""


class CaliforniaSpeed(Game):
    name = "california-speed"
    rule_ids = numbered("C", 6)
    has_call = False
    gathers = True
    re_covers = True
    row_rule = "C2"
    """The rule that says how many piles a row holds."""

    @classmethod
    def row_size(cls, players: int) -> int:
        return ROW

    def _start_variant(self) -> None:
        self._again: set = set()
        """C6: piles whose top two cards share a rank; a player may cover one again, or leave it."""

    def _settle_start(self) -> None:
        """C5 (convention): a short hand deals what it has, so no position is dead as it is built."""

    def _piles_each(self) -> int:
        return ROW

    def _flipping(self) -> list[int]:
        """C5 (convention): everyone in the round deals what they have, after gathering their row."""
        return [i for i in self._playing() if self._stocks[i] or self._rows[i]]

    def _must_cover(self) -> bool:
        """C4; C5 (convention): a match nobody in the round holds a card for is gathered with the rows."""
        return bool(self._to_cover) and any(self._stocks[i] for i in self._playing())

    def _refuse_blocked_flip(self) -> None:
        raise refused("deal-while-match", "C4")

    def _before_flip(self) -> list:
        """C4: no match remains, so every row goes face down under its owner's hand."""
        if not any(self._rows):
            return []
        for player in self._playing():
            self._put_under(player, self._rows[player])
        self._clear_table()
        return [(Happening.GATHER, None)]

    def _cards_to_turn(self, player: int) -> int:
        return min(self._piles_each(), len(self._stocks[player]))

    def _optional_covers(self) -> list:
        return sorted(self._again - self._to_cover)

    def _after_cover(self, address, card: Card, under: Card) -> None:
        """C6 (Rutter): a card of the same rank as the one it covered may itself be covered once more."""
        self._again.discard(address)
        if self.rutter and card.rank == under.rank:
            self._again.add(address)

    def _refuse_cover(self, address) -> None:
        pile = self._rows[address[0]][address[1]]
        if self.rutter and len(pile) > 1 and pile[-1].rank == pile[-2].rank:
            raise refused("recover-passed", "C6", pile=self._public(address))
        super()._refuse_cover(address)

    def _refuse_call_in_variant(self) -> None:
        raise refused("call-california", "C5")

    def _clear_table(self) -> None:
        super()._clear_table()
        self._again.clear()

    def _settle(self, action, happened: list) -> None:
        """C5: the last card of a hand dealt onto a match wins; a deal may close the turn of the hands."""
        if isinstance(action, Cover) and not self._stocks[self._players.index(action.player)]:
            self._outcome = self._last_card_win(action.player)
        elif isinstance(action, Flip):
            self._end_if_repeating("C4")

    def _last_card_win(self, name: str):
        return ending("win-last-card", "C5", name)


class Tournament(CaliforniaSpeed):
    """C7: two to five players on a double deck, round after round until one is left."""

    name = "tournament"
    rule_ids = ("C7",)
    player_counts = tuple(sorted(TOURNAMENT_SETUP))
    copies = 2
    row_rule = "C7"

    @classmethod
    def row_size(cls, players: int) -> int:
        return TOURNAMENT_SETUP[players][2]

    @classmethod
    def deck(cls, players: int) -> list[Card]:
        """C7's double deck, less the kings set aside for this many players."""
        set_aside = TOURNAMENT_SETUP[players][0]
        cards = list(FULL_DECK) * 2
        for _ in range(set_aside):
            cards.remove(next(card for card in cards if card.rank == SET_ASIDE_RANK))
        return cards

    @classmethod
    def check_cards(cls, cards: list[Card], players: int) -> None:
        expected = Counter(cls.deck(players))
        if Counter(cards) != expected:
            set_aside = TOURNAMENT_SETUP[players][0]
            deck = f"the double deck less {set_aside} kings" if set_aside else "the double deck"
            raise ValueError(
                f"a tournament of {players} plays {sum(expected.values())} cards (C7), "
                f"{deck}; this position holds {len(cards)}"
            )

    def _start_variant(self) -> None:
        super()._start_variant()
        self._in_round: list[int] = list(range(len(self._players)))
        self._eliminated: list[int] = []
        self._waiting: dict[int, list[Card]] = {}
        self._round = 1
        self._row_size = self.row_size(len(self._players))
        in_play = Counter(card for row in self._rows for pile in row for card in pile)
        in_play.update(card for stock in self._stocks for card in stock)
        self._set_aside: list[Card] = sorted((Counter(self.deck(2)) - in_play).elements())

    @property
    def eliminated(self) -> list[str]:
        return [self._players[i] for i in self._eliminated]

    @property
    def round(self) -> int:
        return self._round

    def waiting(self, player) -> int:
        return len(self._waiting.get(self._index(player), []))

    def cards_in_play(self) -> int:
        return super().cards_in_play() + sum(map(len, self._waiting.values()))

    def _playing(self) -> list[int]:
        return self._in_round

    def _table_key(self) -> bytes:
        waiting = [
            bytes([player]) + bytes([card.rank for card in self._waiting[player]]) for player in sorted(self._waiting)
        ]
        return b"\x0f".join([super()._table_key(), bytes(self._in_round), bytes([self._round]), *waiting])

    def _piles_each(self) -> int:
        return self._row_size

    def _last_card_win(self, name: str):
        return ending("win-tournament", "C7", name)

    def _settle(self, action, happened: list) -> None:
        """C7: with two left, C5 decides the final; before that, empty hands wait and the last is out."""
        if len(self._players) - len(self._eliminated) == 2:
            super()._settle(action, happened)
            return
        for player in list(self._in_round):
            if not self._stocks[player]:
                self._waiting[player] = [card for pile in self._rows[player] for card in pile]
                self._rows[player] = []
                self._in_round.remove(player)
                happened.append((Happening.OUT, self._players[player]))
        went_out = any(kind == Happening.OUT for kind, _ in happened)
        if went_out:
            self._rebuild_matches()
            self._again = {address for address in self._again if address[0] in self._in_round}
        if len(self._in_round) <= 1:
            if self._in_round:
                loser = self._in_round[0]
                self._eliminated.append(loser)
                happened.append((Happening.ELIMINATED, self._players[loser]))
            else:  # the project's reading: the last hands emptied on one deal, so nobody was last
                happened.append((Happening.NOBODY_LAST, None))
            self._new_round()
            happened.append((Happening.NEW_ROUND, None))
        elif isinstance(action, Flip):
            self._end_if_repeating("C4")

    def _new_round(self) -> None:
        """C7: gather every card, set aside kings for the new number of players, deal round the table."""
        cards = [card for row in self._rows for pile in row for card in pile]
        for player, stock in enumerate(self._stocks):
            cards += self._waiting.pop(player, []) + stock[::-1]
            stock.clear()
        cards += self._set_aside
        self._clear_table()
        left = [i for i in range(len(self._players)) if i not in self._eliminated]
        set_aside, _, self._row_size = TOURNAMENT_SETUP[len(left)]
        self._set_aside = []
        for card in [c for c in cards if c.rank == SET_ASIDE_RANK][:set_aside]:
            cards.remove(card)
            self._set_aside.append(card)
        for number, card in enumerate(cards):
            self._stocks[left[number % len(left)]].insert(0, card)
        self._in_round = left
        self._round += 1

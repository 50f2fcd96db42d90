"""The rules engine (RULES.md A1-A11, F1-F3, C1-C7): state, actions, refusals.

One mechanism plays every variant; `variants.Rules` says how rows grow,
when cards are gathered or picked up and how a game is won. Every action
is checked completely before anything changes, so a refused action (an
`IllegalAction` naming its rule) leaves the game exactly as it was. The
event log is the source of truth: undo and replay rebuild the game
from its starting position and the logged actions.
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations

from .actions import Action, Call, CallTogether, Cover, Flip, Pile
from .cards import Card
from .errors import IllegalAction
from .position import read_names, read_position
from .variants import SET_ASIDE_RANK, SHARE_TO_WIN, TOURNAMENT_SETUP, Rules, read_rules

_Address = tuple[int, int]  # (player index, column): the engine's own pile address


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: `winner` is a name, or None for a draw (A10)."""

    winner: str | None
    rule: str
    reason: str
    key: str


@dataclass(frozen=True, slots=True)
class Event:
    """One logged action, the cards it put on the table (pile, card, card it covered)
    and what followed from it in a variant: ("gather", None) (C4), ("pick-up", None) (F2),
    ("out", name), ("eliminated", name) and ("new-round", None) (C7)."""

    action: Action
    placed: tuple[tuple[Pile, Card, Card | None], ...]
    happened: tuple[tuple[str, str | None], ...] = field(default=())


MAX_ACTIONS = 40_000
"""A game that reaches this many actions ends in a draw (this project's convention):
no real game comes near it, and so every game the engine plays can be saved and loaded."""


class Game:
    """A game of Aggravation or one of its variants. Build one with `deal` or `from_position`."""

    def __init__(self, players, rows, stocks, owed=(), seed=None, rules: Rules = Rules()):
        """Prefer `Game.deal` or `Game.from_position`, which check their input.

        `owed` adds piles still owed a cover to the visible matches (A5).
        """
        self.rules = rules
        self._players: tuple[str, ...] = tuple(players)
        self._rows: list[list[list[Card]]] = [[list(pile) for pile in row] for row in rows]
        self._stocks: list[list[Card]] = [list(reversed(stock)) for stock in stocks]  # top last
        self._rank_piles: dict[int, set[_Address]] = {}
        self._to_cover: set[_Address] = set(owed)
        self._covered_by: dict[_Address, int] = {}
        self._again: set[_Address] = set()
        """C6: piles whose top two cards share a rank; a player may cover one again, or leave it."""
        self._rebuild_matches()
        self._outcome: Outcome | None = None
        self._events: list[Event] = []
        self._covers: dict[tuple[int, _Address], Cover] = {}
        self._in_round: list[int] = list(range(len(self._players)))
        self._eliminated: list[int] = []
        self._waiting: dict[int, list[Card]] = {}
        self._round = 1
        self._row_size = rules.row_size(len(self._players))
        self._set_aside: list[Card] = []
        if rules.variant == "tournament":
            in_play = Counter(card for row in self._rows for pile in row for card in pile)
            in_play.update(card for stock in self._stocks for card in stock)
            self._set_aside = sorted((Counter(rules.deck(2)) - in_play).elements())
        self.seed = seed
        self._start = self._snapshot()
        self._end_if_dead()
        if rules.picks_up:
            self._settle_share(refuse_two=True)

    # ----- building a game -------------------------------------------------

    @classmethod
    def deal(cls, seed: int | random.Random | None = None, players=("Player 1", "Player 2"),
             variant: str = "aggravation", rutter: bool = False) -> Game:
        """A1/C1/C7: shuffle the variant's deck with a seeded generator and deal it out evenly.

        `variant` is "aggravation", "frustration", "california-speed" or
        "tournament" (2-5 players on a double deck); `rutter` allows C6's
        re-cover in California Speed. Without a seed one is drawn from the
        OS and kept in `game.seed`, so any game can be dealt again.
        """
        rules = read_rules(variant, rutter)
        names = read_names(players, rules.player_counts)
        if seed is None:
            seed = secrets.randbelow(2**32)
        rng = seed if isinstance(seed, random.Random) else random.Random(_check_seed(seed))
        deck = rules.deck(len(names))
        rng.shuffle(deck)
        kept_seed = None if isinstance(seed, random.Random) else seed
        stocks = [deck[i::len(names)] for i in range(len(names))]
        return cls(names, [[] for _ in names], stocks, seed=kept_seed, rules=rules)

    @classmethod
    def from_position(cls, rows: dict, stocks: dict | None = None, to_cover=None, players=None,
                      variant: str = "aggravation", rutter: bool = False) -> Game:
        """Any teaching position: rows as {name: [pile, ...]}, a pile a card or a list
        bottom→top; stocks as {name: [card, ...]} top card first.

        `to_cover` lists piles still owed a cover (A5) beyond the visible
        matches, which are always owed. Refuses impossible positions.
        """
        rules = read_rules(variant, rutter)
        return cls(*read_position(rows, stocks or {}, to_cover or (), players, rules), rules=rules)

    # ----- what a person may read -------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    @property
    def variant(self) -> str:
        return self.rules.variant

    @property
    def in_round(self) -> list[str]:
        """Who still plays this round (C7: not waiting, not eliminated); everyone elsewhere."""
        return [self._players[i] for i in self._in_round]

    @property
    def eliminated(self) -> list[str]:
        """C7: who has left the tournament, first out first."""
        return [self._players[i] for i in self._eliminated]

    @property
    def round(self) -> int:
        """C7: the tournament's round, counted from 1 (always 1 in the other games)."""
        return self._round

    def waiting(self, player) -> int:
        """C7: how many cards a player who emptied their hand has gathered while they wait."""
        return len(self._waiting.get(self._index(player), []))

    def share(self, player) -> int:
        """F3: a player's stock plus every card on their side of the layout."""
        who = self._index(player)
        return len(self._stocks[who]) + sum(len(pile) for pile in self._rows[who])

    def row_widths(self) -> list[int]:
        """How many piles each row has now (cheaper than copying `rows`)."""
        return [len(row) for row in self._rows]

    def cards_in_play(self) -> int:
        """Every card in stocks, rows and waiting piles: 52, or C7's 104, 100 or 96."""
        return (sum(map(len, self._stocks)) + sum(len(p) for row in self._rows for p in row)
                + sum(map(len, self._waiting.values())))

    @property
    def rows(self) -> dict[str, list[list[Card]]]:
        """Every pile, bottom→top, by row owner (a copy: changing it changes nothing)."""
        return {name: [list(pile) for pile in row] for name, row in zip(self._players, self._rows)}

    def stock_size(self, player) -> int:
        """How many cards a player still holds (A1: never their order)."""
        return len(self._stocks[self._index(player)])

    def top(self, pile) -> Card:
        """The visible top card of a pile (A2)."""
        player, column = self._address(pile)
        return self._rows[player][column][-1]

    @property
    def matches(self) -> list[list[Pile]]:
        """Piles still to cover, grouped by rank: a match stays owed after its partner is covered (A5)."""
        groups: dict[int, list[_Address]] = {}
        for address in sorted(self._to_cover):
            groups.setdefault(self._top_rank(address), []).append(address)
        ordered = sorted(groups.values(), key=lambda piles: piles[0])
        return [[self._public(address) for address in piles] for piles in ordered]

    @property
    def to_cover(self) -> list[Pile]:
        return [self._public(address) for address in sorted(self._to_cover)]

    @property
    def may_cover_again(self) -> list[Pile]:
        """C6 (Rutter): piles whose top two cards share a rank, which a player may cover once more."""
        return [self._public(address) for address in sorted(self._again - self._to_cover)]

    def visible_pairs(self) -> list[tuple[Pile, Pile]]:
        """Every two visible top cards of one rank: what an empty-handed player may call on (A8)."""
        pairs = []
        for piles in self._rank_piles.values():
            if len(piles) > 1:
                pairs.extend(combinations(sorted(piles), 2))
        return [(self._public(a), self._public(b)) for a, b in sorted(pairs)]

    def flippers(self) -> list[str]:
        """Who would turn a card if flipping were allowed now (A3, A7: two cards or more)."""
        return [self._players[i] for i in self._flipping()]

    def may_flip(self) -> bool:
        """Whether a flip is allowed now: play goes on, nothing is owed, someone holds two cards."""
        return self._outcome is None and not self._must_cover() and bool(self._flipping())

    def covered_by(self, pile) -> str | None:
        """Who covered this pile since the last flip, if anyone (A5: that card stays)."""
        who = self._covered_by.get(self._address(pile))
        return None if who is None else self._players[who]

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def events(self) -> list[Event]:
        return list(self._events)

    @property
    def log(self) -> list[Action]:
        return [event.action for event in self._events]

    @property
    def length(self) -> int:
        """How many actions have been taken (without copying the log)."""
        return len(self._events)

    def legal_actions(self, player=None) -> list[Action]:
        """What each player (or just `player`) may do now, in a fixed order."""
        who = None if player is None else self._index(player)
        if self._outcome is not None:
            return []
        actions: list[Action] = []
        if not self._must_cover():
            flipping = self._flipping()
            if flipping and (who is None or who in flipping):
                actions.append(Flip())
        owed = sorted(self._to_cover) + sorted(self._again - self._to_cover)
        for i in self._in_round:
            if who is not None and who != i:
                continue
            if self._stocks[i]:
                actions.extend([self._cover_action(i, address) for address in owed])
            elif self.rules.calls:
                actions.extend([Call(self._players[i], pair) for pair in self.visible_pairs()])
        return actions

    # ----- actions -----------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Take any action value (as `legal_actions` lists them)."""
        if isinstance(action, Flip):
            self.flip()
        elif isinstance(action, Cover):
            self.cover(action.player, action.pile)
        elif isinstance(action, Call):
            if not isinstance(action.piles, (tuple, list)) or len(action.piles) != 2:
                raise IllegalAction("Each call touches exactly two piles", "A9", "call-two-piles")
            self.call(action.player, *action.piles)
        elif isinstance(action, CallTogether):
            calls = action.calls
            if not isinstance(calls, (tuple, list)) or not all(isinstance(call, Call) for call in calls):
                raise IllegalAction("A simultaneous call needs one call from each player", "A10",
                                    "call-together-shape")
            self._call_together([(call.player, call.piles) for call in calls])
        else:
            raise IllegalAction(f"{action!r} is not an action of this game", None, "not-an-action")

    def flip(self) -> None:
        """A3/A7: with nothing to cover, everyone holding two cards or more turns one.

        In California Speed (C2, C4) the rows are gathered under the hands
        instead and everyone deals a new row.
        """
        self._refuse_if_over()
        if self._must_cover():
            if self.rules.gathers:
                raise IllegalAction("Cover every card of the match first; the rows are gathered "
                                    "only when no match remains", "C4", "deal-while-match")
            raise IllegalAction("Cover every card of the match first; flipping resumes only "
                                "when nothing is left to cover", "A6", "flip-while-match")
        flipping = self._flipping()
        if not flipping:
            raise IllegalAction("Nobody may flip: a player with one card or none stops flipping",
                                "A7", "nobody-flips")
        happened = []
        if self.rules.gathers and any(self._rows):
            for player in self._in_round:
                self._put_under(player, self._rows[player])
            self._clear_table()
            happened.append(("gather", None))
        placed = []
        for player in flipping:
            count = min(self._row_size, len(self._stocks[player])) if self._row_size else 1
            for _ in range(count):
                card = self._stocks[player].pop()
                self._rows[player].append([card])
                column = len(self._rows[player]) - 1
                self._show(card, (player, column), None)
                placed.append((self._public((player, column)), card, None))
        self._covered_by.clear()
        self._again.clear()
        self._record(Flip(), placed, happened)

    def cover(self, player, pile) -> None:
        """A5: cover one pile of a match with the top card of your own stock."""
        self._refuse_if_over()
        who = self._index(player)
        address = self._address(pile)
        name = self._players[who]
        if not self._stocks[who]:
            raise IllegalAction(f"{name} has no card left to cover with", "A5", "cover-no-card",
                                player=name)
        if address not in self._to_cover and address not in self._again:
            self._refuse_cover(address)
        card = self._stocks[who].pop()
        under = self._rows[address[0]][address[1]][-1]
        self._rows[address[0]][address[1]].append(card)
        self._to_cover.discard(address)
        self._again.discard(address)
        self._show(card, address, under.rank)
        if self.rules.rutter and card.rank == under.rank:
            self._again.add(address)
        self._covered_by[address] = who
        where = self._public(address)
        self._record(Cover(name, where), [(where, card, under)])

    def call(self, player, first, second) -> None:
        """A8: a player with an empty stock touches two visible cards of one rank and wins."""
        call = self._check_call(player, first, second)
        cards = " and ".join(str(self.top(pile)) for pile in call.piles)
        self._record(call, [])
        self._outcome = Outcome(call.player, "A8",
                                f"{call.player} called Aggravation! on {cards} with an empty stock",
                                "win-call")

    def call_together(self, calls: dict) -> None:
        """A10: both players call at the same instant; if both calls are valid, a draw."""
        if not isinstance(calls, dict):
            raise IllegalAction("A simultaneous call is given as {player: (pile, pile)}", "A10",
                                "call-together-shape")
        self._call_together(list(calls.items()))

    def _call_together(self, calls: list) -> None:
        self._refuse_if_over()
        self._refuse_call_in_variant()
        if len(calls) != 2:
            raise IllegalAction("A simultaneous call needs one call from each player", "A10",
                                "call-together-shape")
        checked = []
        for player, piles in calls:
            if not isinstance(piles, (tuple, list)) or len(piles) != 2:
                raise IllegalAction("Each call touches exactly two piles", "A9", "call-two-piles")
            checked.append(self._check_call(player, *piles))
        if checked[0].player == checked[1].player:
            raise IllegalAction("A simultaneous call needs both players", "A10", "call-together-shape")
        checked.sort(key=lambda c: self._players.index(c.player))
        self._record(CallTogether(tuple(checked)), [])
        self._outcome = Outcome(None, "A10", "Both players called at the same instant: a draw "
                                "by the editors' convention, and the deck is dealt again",
                                "draw-together")

    def undo(self) -> None:
        """Take back the last action, even a winning one, by replaying the log without it."""
        if not self._events:
            raise IllegalAction("Nothing to undo: the game is at its start", None, "nothing-to-undo")
        self.__dict__.update(self._replayed(self.log[:-1]).__dict__)

    def replay(self, actions: int | None = None) -> Game:
        """A new game rebuilt from the starting position and the log (equal to this one),
        or from only the first `actions` logged actions."""
        return self._replayed(self.log[:actions])

    # ----- saving --------------------------------------------------------------

    def to_json(self) -> str:
        from .saving import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, text) -> Game:
        """Load a saved game; malformed, hostile or impossible input is a ValueError."""
        from .saving import game_from_json

        return game_from_json(text)

    @property
    def start(self) -> dict:
        """The starting position, in the plain form `from_position` and JSON use."""
        return _copy_position(self._start)

    # ----- comparing ---------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._state_key() == other._state_key()

    __hash__ = None

    def __repr__(self) -> str:
        sizes = ", ".join(f"{n}: {len(s)}" for n, s in zip(self._players, self._stocks))
        return f"<Game of {self.variant}, {' v '.join(self._players)}; stocks {sizes}; {len(self._events)} actions>"

    # ----- inside ---------------------------------------------------------------

    def _state_key(self):
        return (self.rules, self._players, self._rows, self._stocks, self._to_cover, self._covered_by,
                self._outcome, self.log, self._start, self._in_round, self._eliminated, self._waiting,
                self._round, self._set_aside)

    def _snapshot(self) -> dict:
        snapshot = {
            "players": list(self._players),
            "rows": {name: [[str(c) for c in pile] for pile in row]
                     for name, row in zip(self._players, self._rows)},
            "stocks": {name: [str(c) for c in reversed(stock)]
                       for name, stock in zip(self._players, self._stocks)},
            "to_cover": [list(self._public(a)) for a in sorted(self._to_cover)],
        }
        if self.rules != Rules():
            snapshot["variant"] = self.rules.variant
        if self.rules.rutter:
            snapshot["rutter"] = True
        return snapshot

    def _replayed(self, log) -> Game:
        game = Game.from_position(**_copy_position(self._start))
        game.seed = self.seed
        for action in log:
            game.apply(action)
        return game

    def _index(self, player) -> int:
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self._players):
            return player
        if isinstance(player, str) and player in self._players:
            return self._players.index(player)
        raise IllegalAction(f"There is no player {player!r} here: the players are "
                            f"{', '.join(self._players)}", "A1", "no-such-player", player=str(player))

    def _address(self, pile) -> _Address:
        if not isinstance(pile, (tuple, list)) or len(pile) != 2:
            raise IllegalAction(f"{pile!r} is not a pile: name one as (row owner, column)", "A2",
                                "not-a-pile")
        player = self._index(pile[0])
        column = pile[1]
        if isinstance(column, bool) or not isinstance(column, int) or not 0 <= column < len(self._rows[player]):
            raise IllegalAction(f"There is no pile {column!r} in {self._players[player]}'s row "
                                f"(it has {len(self._rows[player])})", "A2", "no-such-pile",
                                player=self._players[player], column=column)
        return player, column

    def _cover_action(self, player: int, address: _Address) -> Cover:
        """The (immutable, so shareable) Cover value; made once per player and pile, as bots ask often."""
        key = (player, address)
        action = self._covers.get(key)
        if action is None:
            action = self._covers[key] = Cover(self._players[player], self._public(address))
        return action

    def _flipping(self) -> list[int]:
        """A3/A7: who turns a card on a flip: everyone holding two cards or more.

        C5 (convention): in California Speed everyone in the round deals
        what they have, after gathering their row.
        """
        if self.rules.gathers:
            return [i for i in self._in_round if self._stocks[i] or self._rows[i]]
        return [i for i, stock in enumerate(self._stocks) if len(stock) >= 2]

    def _must_cover(self) -> bool:
        """A6/C4: a match blocks flipping while someone in the round can cover it.

        C5 (convention): in California Speed, a match nobody holds a card
        for is gathered with the rows.
        """
        if self.rules.gathers:
            return bool(self._to_cover) and any(self._stocks[i] for i in self._in_round)
        return bool(self._to_cover)

    def _put_under(self, player: int, row: list[list[Card]]) -> None:
        """C4/F2: a row's cards, column by column and bottom to top, go face down under the stock."""
        cards = [card for pile in row for card in pile]
        self._stocks[player][0:0] = reversed(cards)

    def _clear_table(self) -> None:
        for row in self._rows:
            row.clear()
        self._rank_piles.clear()
        self._to_cover.clear()
        self._covered_by.clear()
        self._again.clear()

    def _public(self, address: _Address) -> Pile:
        return self._players[address[0]], address[1]

    def _top_rank(self, address: _Address) -> int:
        return self._rows[address[0]][address[1]][-1].rank

    def _show(self, card: Card, address: _Address, old_rank: int | None) -> None:
        """A4/A6: a new top card joins its rank; two of a rank or more are owed a cover."""
        if old_rank is not None:
            self._rank_piles[old_rank].discard(address)
        piles = self._rank_piles.setdefault(card.rank, set())
        piles.add(address)
        if len(piles) > 1:
            self._to_cover |= piles

    def _refuse_if_over(self) -> None:
        if self._outcome is not None:
            raise IllegalAction("The game is over: nothing more can be played in it", self._outcome.rule,
                                "game-over")

    def _refuse_cover(self, address: _Address) -> None:
        where = self._public(address)
        pile = self._rows[address[0]][address[1]]
        if self.rules.rutter and len(pile) > 1 and pile[-1].rank == pile[-2].rank:
            raise IllegalAction("Rutter's re-cover may be taken only until the next deal: this pile's "
                                "chance has passed", "C6", "recover-passed", pile=where)
        if address in self._covered_by:
            raise IllegalAction(f"{self._players[self._covered_by[address]]} already covered this "
                                "card: the first card on a pile stays", "A5", "cover-already",
                                player=self._players[self._covered_by[address]], pile=where)
        if not self._to_cover:
            raise IllegalAction("Nothing to cover: no two visible cards share a rank", "A4",
                                "cover-no-match", pile=where)
        raise IllegalAction(f"{self.top(where)} is not part of a match", "A5", "cover-not-match",
                            pile=where, card=str(self.top(where)))

    def _refuse_call_in_variant(self) -> None:
        if self.rules.picks_up:
            raise IllegalAction("Frustration has no call: the first player whose share falls to "
                                f"{SHARE_TO_WIN} cards or fewer wins", "F3", "call-frustration")
        if self.rules.gathers:
            raise IllegalAction("California Speed has no call: the first player to deal every card "
                                "of their hand onto matching cards wins", "C5", "call-california")

    def _check_call(self, player, first, second) -> Call:
        self._refuse_if_over()
        self._refuse_call_in_variant()
        who = self._index(player)
        name = self._players[who]
        a, b = self._address(first), self._address(second)
        held = len(self._stocks[who])
        if held:
            raise IllegalAction(f"{name} still holds {held} card{'s' if held > 1 else ''}: only a "
                                "player with an empty stock may call", "A9", "call-holding",
                                player=name, held=held)
        if a == b:
            raise IllegalAction("Touch two different cards to call", "A9", "call-same-pile")
        if not any(len(piles) > 1 for piles in self._rank_piles.values()):
            raise IllegalAction("An empty stock alone is not a win: wait until two visible cards "
                                "share a rank, then call", "A8", "call-no-pair", player=name)
        if self._top_rank(a) != self._top_rank(b):
            shown = f"{self._rows[a[0]][a[1]][-1]} and {self._rows[b[0]][b[1]][-1]}"
            raise IllegalAction(f"{shown} are not the same rank", "A9", "call-not-pair", cards=shown)
        return Call(name, tuple(sorted((self._public(a), self._public(b)),
                                       key=lambda p: (self._players.index(p[0]), p[1]))))

    def _record(self, action: Action, placed, happened=()) -> None:
        happened = list(happened)
        if self.rules.picks_up:
            self._settle_frustration(happened)
        elif self.rules.gathers:
            self._settle_california(action, happened)
        self._events.append(Event(action, tuple(placed), tuple(happened)))
        self._end_if_dead()
        if self._outcome is None and len(self._events) >= MAX_ACTIONS:
            self._outcome = Outcome(None, "A10", f"The game reached {MAX_ACTIONS:,} actions: a draw "
                                    "by this project's convention", "draw-too-long")

    def _settle_share(self, refuse_two: bool = False) -> None:
        """F3: a share of 10 or fewer wins, also in a position as it is built.

        In play only one share can fall at a time; a position with two such
        shares is refused (`refuse_two`): its game would have ended before.
        """
        winners = [i for i in range(len(self._players)) if self.share(i) <= SHARE_TO_WIN]
        if refuse_two and len(winners) > 1:
            raise IllegalAction(f"Two shares are already {SHARE_TO_WIN} cards or fewer: the game ended when "
                                "the first fell, so such a position cannot be played", "F3", "position-two-shares",
                                limit=SHARE_TO_WIN)
        if winners:
            name = self._players[winners[0]]
            self._outcome = Outcome(name, "F3", f"{name}'s share fell to {self.share(name)} cards: "
                                    f"{SHARE_TO_WIN} or fewer wins", "win-share")

    def _settle_frustration(self, happened: list) -> None:
        """F3: a share of 10 or fewer wins; F2: an empty stock (or a dead table) means a pick-up."""
        self._settle_share()
        if self._outcome is None and (not all(self._stocks) or self._dead()):
            for player, row in enumerate(self._rows):
                self._put_under(player, row)
            self._clear_table()
            happened.append(("pick-up", None))

    def _settle_california(self, action: Action, happened: list) -> None:
        """C5: the last card of a hand dealt onto a match wins; C7: empty hands wait, the last is out."""
        if len(self._players) - len(self._eliminated) == 2:
            if isinstance(action, Cover) and not self._stocks[self._players.index(action.player)]:
                final = self.rules.variant == "tournament"
                self._outcome = Outcome(action.player, "C7" if final else "C5",
                                        f"{action.player} dealt the last card of their hand onto a "
                                        "match" + (" and wins the final" if final else ""),
                                        "win-tournament" if final else "win-last-card")
            return
        for player in list(self._in_round):
            if not self._stocks[player]:
                self._waiting[player] = [card for pile in self._rows[player] for card in pile]
                self._rows[player] = []
                self._in_round.remove(player)
                happened.append(("out", self._players[player]))
        if any(kind == "out" for kind, _ in happened):
            self._rebuild_matches()
        if len(self._in_round) == 1:
            loser = self._in_round[0]
            self._eliminated.append(loser)
            happened.append(("eliminated", self._players[loser]))
            self._new_round()
            happened.append(("new-round", None))

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

    def _rebuild_matches(self) -> None:
        """Index the visible top cards by rank and owe every match a cover (A4), keeping
        what was owed before on piles still on the table (a new game, or rows that left)."""
        self._rank_piles.clear()
        for player, row in enumerate(self._rows):
            for column, pile in enumerate(row):
                self._rank_piles.setdefault(pile[-1].rank, set()).add((player, column))
        self._to_cover = {a for a in self._to_cover if a[1] < len(self._rows[a[0]])}
        for piles in self._rank_piles.values():
            if len(piles) > 1:
                self._to_cover |= piles
        self._covered_by = {a: p for a, p in self._covered_by.items() if a in self._to_cover}

    def _dead(self) -> bool:
        """A10 (this project's extension): nothing to cover for a holder, no pair to call, no flip."""
        holding = [len(stock) for stock in self._stocks]
        if self._to_cover:
            if any(holding):
                return False
        elif any(n >= 2 for n in holding):
            return False
        return not (0 in holding and any(len(piles) > 1 for piles in self._rank_piles.values()))

    def _end_if_dead(self) -> None:
        """A10 (this project's extension): a position where nobody can do anything is a draw."""
        if self._outcome is not None or not self.rules.calls or not self._dead():
            return
        if not any(self._stocks):
            self._outcome = Outcome(None, "A10", "Both stocks are empty and nothing matches: a "
                                    "draw by the editors' convention, and the deck is dealt again",
                                    "draw-empty")
        else:
            self._outcome = Outcome(None, "A10", "Nobody can do anything: nothing to cover, no "
                                    "pair to call, nobody allowed to flip; a draw by this "
                                    "project's extension of the convention", "draw-dead")


def _copy_position(position: dict) -> dict:
    copied = dict(position)
    copied.update({
        "players": list(position["players"]),
        "rows": {name: [list(pile) for pile in row] for name, row in position["rows"].items()},
        "stocks": {name: list(stock) for name, stock in position["stocks"].items()},
        "to_cover": [list(pile) for pile in position["to_cover"]],
    })
    return copied


def _check_seed(seed) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"a seed is a whole number or a random.Random, not {seed!r}")
    return seed

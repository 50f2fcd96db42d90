"""The rules engine's one mechanism, playing Aggravation (docs/rules.md A1-A11).

Flip, match, cover and call are here once. `Game` is Aggravation, the
first variant of its family (`about.VARIANTS`); the relatives
(`variants.frustration`, `variants.california_speed`) are subclasses that
override a few hooks, marked "hook" below, where their rules differ. Every action is
checked completely before anything changes, so a refused action (an
`IllegalAction` naming its rule, its words from the i18n catalogue) leaves
the game exactly as it was. The event log is the source of truth: replay
rebuilds a game from its starting position and the logged actions, and
undo rewinds to the nearest checkpoint and replays the few actions after it.
"""

from __future__ import annotations

import copy
import random
import secrets
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache, partial
from itertools import combinations
from typing import ClassVar, NamedTuple

from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.core.errors import refused
from aggravation_nb.core.places import shown
from aggravation_nb.core.registry import Variant, numbered
from aggravation_nb.core.saved import MAX_SEED, is_deal_number, rebuild
from aggravation_nb.core.watching import Watched
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip, Pile, pile_name
from aggravation_nb.games.aggravation.codec import decode, encode
from aggravation_nb.games.aggravation.notation import legal_now, parse_action, parse_pile
from aggravation_nb.games.aggravation.position import read_names, read_position
from aggravation_nb.i18n import chosen_language, sentence

_Address = tuple[int, int]  # (player index, column): the engine's own pile address


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: `winner` is a name, or None for a draw (A10).

    `reason` is the English sentence of `key` in the i18n catalogue, and
    `details` the values it was said with, so a view can say it in Russian.

    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={})
    >>> game.call_together({"Marina": (("Marina", 0), ("Oleg", 0)), "Oleg": (("Marina", 0), ("Oleg", 0))})
    >>> game.outcome.winner, game.outcome.rule, game.outcome.key
    (None, 'A10', 'draw-together')
    """

    winner: str | None
    rule: str
    reason: str
    key: str
    details: tuple[tuple[str, object], ...] = ()


@lru_cache(maxsize=1024)
def ending(key: str, rule: str, winner: str | None = None, **details: object) -> Outcome:
    """The outcome `key` under `rule`, said in the catalogue's words. Outcomes are immutable and few (a sentence
    a winner), so each is said once: games end by the thousand in a simulation."""
    return Outcome(winner, rule, sentence(key, "en", winner=winner or "", **details), key, tuple(details.items()))


class Happening(str, Enum):
    """What followed an action in a variant (the kinds compare equal to their plain names)."""

    GATHER = "gather"  # C4: the rows go under the hands
    PICK_UP = "pick-up"  # F2: each player picks up their row
    OUT = "out"  # C7: a hand is empty; its player waits
    ELIMINATED = "eliminated"  # C7: the last in a round leaves the tournament
    NOBODY_LAST = "nobody-last"  # C7 (project's reading): the last hands emptied on one deal
    NEW_ROUND = "new-round"  # C7: every card is gathered and dealt again

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


class Event(NamedTuple):
    """One logged action, the cards it put on the table (pile, card, card it covered)
    and what followed from it: (Happening, player name or None) pairs.

    A named tuple rather than a dataclass: one is made for every action, and this is cheaper.

    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> game.cover("Marina", ("Marina", 0))
    >>> event = game.events[-1]
    >>> event.action, [(pile, str(card), str(under)) for pile, card, under in event.placed]
    (Cover(player='Marina', pile=('Marina', 0)), [(('Marina', 0), 'K♦', '7♣')])
    """

    action: Action
    placed: tuple[tuple[Pile, Card, Card | None], ...]
    happened: tuple[tuple[Happening, str | None], ...] = ()


_event = partial(tuple.__new__, Event)
"""Makes an Event from one tuple of its three fields: a third of the time of `Event(...)`, once an action."""

_FLIP = Flip()
"""Flip carries nothing, so one value serves every flip."""

MAX_ACTIONS = 40_000
"""A game that reaches this many actions ends in a draw (this project's convention), so
every game the engine plays can be saved and loaded. No game between people comes near it."""

CHECKPOINT_EVERY = 256
"""Undo restores the latest checkpoint and replays at most this many actions."""

_BOOKKEEPING = frozenset(
    {
        "_events",
        "_checkpoints",
        "_covers",
        "_cover_seats",
        "_dealt",
        "_start_text",
        "seed",
        "rutter",
        "_players",
        "_seats",
        "_watchers",
    }
)
"""Attributes that are not the state of play (a checkpoint copies everything else)."""


class Game(Watched, Variant):
    """A game of Aggravation, or (through a subclass) one of its variants.

    Build one with `deal` or `from_position`; either returns the variant's class.
    The class attributes below say how a variant plays; the views and the
    simulator read them instead of comparing names.

    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.stock_size("Marina"), game.legal_actions()
    (26, [Flip()])
    >>> Game.deal(seed=7, variant="frustration").variant
    'frustration'
    """

    name = "aggravation"
    rule_ids = numbered("A", 11)
    has_call = True
    """A8: a player with an empty stock calls on a visible pair."""
    gathers = False
    """C2/C4: fixed rows, gathered under the hands when no match remains."""
    picks_up = False
    """F2: rows are picked up when a stock runs out."""
    share_to_win: ClassVar[int]
    """F3 (a variant that picks up says it): a share this small or smaller wins."""
    stalemate_flips: ClassVar[int]
    """F2 (a variant that picks up says it): flips in a row without a share changing that make a draw."""
    re_covers = False
    """C6: Rutter's re-cover may be switched on."""
    player_counts: tuple[int, ...] = (2,)
    copies = 1
    """How often one card may appear (twice on C7's double deck)."""

    def __init__(self, players, rows, stocks, owed=(), seed=None, rutter: bool = False):
        """Prefer `Game.deal` or `Game.from_position`, which check their input.

        `owed` adds piles still owed a cover to the visible matches (A5);
        `rutter` allows C6's re-cover where the variant has it.
        """
        self.rutter = rutter
        self._players: tuple[str, ...] = tuple(players)
        self._seats = {name: seat for seat, name in enumerate(self._players)}
        self._rows: list[list[list[Card]]] = [[list(pile) for pile in row] for row in rows]
        self._stocks: list[list[Card]] = [list(reversed(stock)) for stock in stocks]  # top last
        self._rank_piles: dict[int, set[_Address]] = {}
        self._to_cover: set[_Address] = set(owed)
        self._covered_by: dict[_Address, int] = {}
        self._outcome: Outcome | None = None
        self._events: list[Event] = []
        self._covers: list[dict[_Address, Cover]] = [{} for _ in self._players]
        """Each player's Cover values by pile, made once (immutable, so shareable: bots ask often)."""
        self._cover_seats: dict[int, tuple[int, _Address, Cover]] = {}
        """The same values by identity, with the seat and pile they name here: `apply` takes a listed Cover
        without reading its names again (Cover values are shared between games, whose seats differ)."""
        self._tables_seen: set[bytes] = set()
        """Where cards return to the hands (F2, C4): the tables just after each flip."""
        self._start_variant()
        self._rebuild_matches()
        self.seed = seed
        self._dealt = (
            [[list(pile) for pile in row] for row in self._rows],
            [list(stock) for stock in self._stocks],
            set(self._to_cover),
        )
        """The starting position's cards, said as text only when asked (`_start`): most games never are."""
        self._start_text: dict | None = None
        self._settle_start()
        self._checkpoints: dict[int, dict] = {0: _copied(self._capture())}

    # ----- building a game -------------------------------------------------

    @classmethod
    def deal(
        cls,
        seed: int | random.Random | None = None,
        players=("Player 1", "Player 2"),
        variant: str | None = None,
        rutter: bool = False,
    ) -> Game:
        """A1/C1/C7: shuffle the variant's deck with a seeded generator and deal it out evenly.

        `variant` is "aggravation", "frustration", "california-speed" or
        "tournament" (2-5 players on a double deck), by default the class's
        own (`Frustration.deal()` deals Frustration); `rutter` allows C6's
        re-cover in California Speed. Without a seed one is drawn from the
        OS and kept in `game.seed`, so any game can be dealt again.
        """
        chosen = cls._chosen(variant, rutter)
        names = read_names(players, chosen.player_counts)
        if seed is None:
            seed = secrets.randbelow(2**32)
        rng = seed if isinstance(seed, random.Random) else random.Random(_check_seed(seed))
        deck = chosen.deck(len(names))
        rng.shuffle(deck)
        kept_seed = None if isinstance(seed, random.Random) else seed
        stocks = [deck[i :: len(names)] for i in range(len(names))]
        return chosen(names, [[] for _ in names], stocks, seed=kept_seed, rutter=rutter)

    @classmethod
    def from_position(
        cls,
        rows: dict,
        stocks: dict | None = None,
        to_cover=None,
        players=None,
        variant: str | None = None,
        rutter: bool = False,
    ) -> Game:
        """Any teaching position: rows as {name: [pile, ...]}, a pile a card or a list
        bottom→top; stocks as {name: [card, ...]} top card first.

        `to_cover` lists piles still owed a cover (A5) beyond the visible
        matches, which are always owed. Refuses impossible positions.
        """
        chosen = cls._chosen(variant, rutter)
        try:
            names, row_cards, stock_cards, owed = read_position(rows, stocks or {}, to_cover or (), players, chosen)
        except ValueError as error:
            raise error.with_traceback(None) from None  # its words name the place: no need of the frames in between
        return chosen(names, row_cards, stock_cards, owed, rutter=rutter)

    @classmethod
    def _chosen(cls, variant: str | None, rutter: bool) -> type[Game]:
        """The variant class named `variant` (by default this class's own), checked with
        Rutter's option, which only a variant with C6's re-cover takes."""
        from aggravation_nb.games.aggravation.about import AGGRAVATION  # its list holds this class: imported late

        chosen = AGGRAVATION.find_variant(variant or cls.name)
        if not isinstance(rutter, bool):
            raise ValueError(f"rutter is True or False, not {rutter!r}")
        if rutter and not chosen.re_covers:
            raise ValueError("Rutter's re-cover (C6) belongs to California Speed")
        return chosen

    @classmethod
    def row_size(cls, players: int) -> int | None:
        """Hook: how many piles each player deals (C2, C7); None where rows grow one pile a flip (A3)."""
        return None

    @classmethod
    def deck(cls, players: int) -> list[Card]:
        """Hook: the cards in play, in deck order (A1: one deck of 52)."""
        return list(FULL_DECK)

    @classmethod
    def check_cards(cls, cards: list[Card], players: int) -> None:
        """Hook: refuse a position whose cards cannot be this variant's (a part of one deck is fine)."""

    # ----- what a person may read -------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order; a player may be named by name or by seat (0, 1, ...)."""
        return self._players

    @property
    def variant(self) -> str:
        """The variant's name, as `deal` and a saved file write it."""
        return self.name

    @property
    def in_round(self) -> list[str]:
        """Who still plays this round (C7: not waiting, not eliminated); everyone elsewhere."""
        return [self._players[i] for i in self._playing()]

    @property
    def eliminated(self) -> list[str]:
        """C7: who has left the tournament, first out first (nobody in the other games)."""
        return []

    @property
    def round(self) -> int:
        """C7: the tournament's round, counted from 1 (always 1 in the other games)."""
        return 1

    def waiting(self, player) -> int:
        """C7: how many cards a player who emptied their hand has gathered while they wait."""
        self._index(player)
        return 0

    def share(self, player) -> int:
        """F3: a player's stock plus every card on their side of the layout."""
        who = self._index(player)
        return len(self._stocks[who]) + sum(len(pile) for pile in self._rows[who])

    def row_widths(self) -> list[int]:
        """How many piles each row has now (cheaper than copying `rows`)."""
        return [len(row) for row in self._rows]

    def cards_in_play(self) -> int:
        """Every card in stocks and rows (and C7's waiting piles): 52, or C7's 104, 100 or 96."""
        return sum(map(len, self._stocks)) + sum(len(p) for row in self._rows for p in row)

    @property
    def rows(self) -> dict[str, list[list[Card]]]:
        """Every pile, bottom→top, by row owner (a copy: changing it changes nothing)."""
        return {name: [list(pile) for pile in row] for name, row in zip(self._players, self._rows, strict=True)}

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
        """Every pile still owed a cover, as one list in table order (`matches` groups them by rank).

        >>> game = Game.from_position(rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦"]},
        ...                           stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
        >>> game.to_cover
        [('Marina', 0), ('Oleg', 0)]
        """
        return [self._public(address) for address in sorted(self._to_cover)]

    @property
    def may_cover_again(self) -> list[Pile]:
        """C6 (Rutter): piles whose top two cards share a rank, which a player may cover once more."""
        return [self._public(address) for address in self._optional_covers()]

    def visible_pairs(self) -> list[tuple[Pile, Pile]]:
        """Every two visible top cards of one rank: what an empty-handed player may call on (A8)."""
        pairs: list[tuple[_Address, _Address]] = []
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
        """None while play goes on; then who won (`winner`, None for a draw) and why (`reason`, `rule`).

        >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": [], "Oleg": ["5♠"]})
        >>> game.outcome is None
        True
        >>> game.call("Marina", ("Marina", 0), ("Oleg", 0))
        >>> game.outcome.winner, game.outcome.rule
        ('Marina', 'A8')
        """
        return self._outcome

    @property
    def events(self) -> list[Event]:
        """Every action with the cards it placed and what followed from it, oldest first (a copy)."""
        return list(self._events)

    @property
    def log(self) -> list[Action]:
        """Every action taken so far, oldest first (a copy): what undo, replay and saving are built on.

        >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
        >>> game.flip()
        >>> game.log
        [Flip()]
        """
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
                actions.append(_FLIP)
        owed = sorted(self._to_cover) if len(self._to_cover) > 1 else list(self._to_cover)
        optional = self._optional_covers()
        if optional:
            owed += optional
        pairs = None
        seats = self._playing()
        if who is not None:
            seats = [who] if who in seats else []
        for i in seats:
            if self._stocks[i]:
                known = self._covers[i].get  # the hot path of every bot and simulation: one lookup a cover
                actions += [known(address) or self._cover_action(i, address) for address in owed]
            elif self.has_call:
                if pairs is None:
                    pairs = self.visible_pairs()
                actions.extend([Call(self._players[i], pair) for pair in pairs])
        return actions

    # ----- actions -----------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Take any action value (as `legal_actions` lists them), or its text in the notation
        (`str(action)`: "flip", "Marina covers Oleg 1", "Oleg calls Marina 2 + Oleg 1").

        >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]},
        ...                           stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
        >>> game.apply("Oleg covers Marina 1")
        >>> game.log
        [Cover(player='Oleg', pile=('Marina', 0))]
        """
        if type(action) is Cover:
            known = self._cover_seats.get(id(action))
            if known is not None and known[2] is action and self._outcome is None:
                who, address, _ = known
                if self._stocks[who] and address in self._to_cover:
                    self._cover_owed(who, address, action)
                    return
        elif type(action) is str:
            action = parse_action(action, self)
        if isinstance(action, Cover):
            self.cover(action.player, action.pile)
        elif isinstance(action, Flip):
            self.flip()
        elif isinstance(action, Call):
            self.call(action.player, *_two_piles(action.piles))
        elif isinstance(action, CallTogether):
            calls = action.calls
            if not isinstance(calls, (tuple, list)) or not all(isinstance(call, Call) for call in calls):
                raise refused("call-together-shape", "A10")
            self._call_together([(call.player, call.piles) for call in calls])
        else:
            raise refused("not-an-action", None, value=shown(repr(action)), legal=legal_now(self))

    def flip(self) -> None:
        """A3/A7: with nothing to cover, everyone holding two cards or more turns one.

        In California Speed (C2, C4) the rows are gathered under the hands
        instead and everyone deals a new row.
        """
        self._refuse_if_over()
        if self._must_cover():
            self._refuse_blocked_flip()
        flipping = self._flipping()
        if not flipping:
            raise refused("nobody-flips", "A7")
        happened = self._before_flip()
        placed = []
        for player in flipping:
            for _ in range(self._cards_to_turn(player)):
                card = self._stocks[player].pop()
                self._rows[player].append([card])
                column = len(self._rows[player]) - 1
                self._show(card, (player, column), None)
                placed.append((self._public((player, column)), card, None))
        self._covered_by.clear()
        self._record(_FLIP, tuple(placed), happened)

    def cover(self, player, pile) -> None:
        """A5: cover one pile of a match with the top card of your own stock."""
        if self._outcome is not None:
            self._refuse_if_over()
        seats = self._seats
        who = seats.get(player) if type(player) is str else None
        if who is None:
            who = self._index(player)
        owner = seats.get(pile[0]) if type(pile) is tuple and len(pile) == 2 and type(pile[0]) is str else None
        if owner is not None and type(pile[1]) is int and 0 <= pile[1] < len(self._rows[owner]):
            address = (owner, pile[1])  # a pile as `legal_actions` names it, checked here: the hot path of bots
        else:
            address = self._address(pile)
        if not self._stocks[who]:
            raise refused("cover-no-card", "A5", player=self._players[who])
        if address not in self._to_cover and address not in self._optional_covers():
            self._refuse_cover(address)
        self._cover_owed(who, address, self._covers[who].get(address) or self._cover_action(who, address))

    def _cover_owed(self, who: int, address: _Address, action: Cover) -> None:
        """A5: the cover itself, once checked: `who` holds a card and may cover `address`."""
        card = self._stocks[who].pop()
        covered = self._rows[address[0]][address[1]]
        under = covered[-1]
        covered.append(card)
        to_cover = self._to_cover
        to_cover.discard(address)
        rank_piles = self._rank_piles  # `_show`, inline: once an action in every bot's game
        rank_piles[under.rank].discard(address)
        piles = rank_piles.get(card.rank)
        if piles is None:
            rank_piles[card.rank] = {address}
        else:
            piles.add(address)
            if len(piles) > 1:
                to_cover |= piles
        self._covered_by[address] = who
        self._after_cover(address, card, under)
        self._record(action, ((action.pile, card, under),))

    def call(self, player, first, second) -> None:
        """A8: a player with an empty stock touches two visible cards of one rank and wins."""
        call = self._check_call(player, first, second)
        self._outcome = ending("win-call", "A8", call.player)
        self._record(call, ())

    def call_together(self, calls: dict) -> None:
        """A10: both players call at the same instant; if both calls are valid, a draw."""
        if not isinstance(calls, dict):
            raise refused("call-together-shape", "A10")
        self._call_together(list(calls.items()))

    def _call_together(self, calls: list) -> None:
        self._refuse_if_over()
        self._refuse_call_in_variant()
        if len(calls) != 2:
            raise refused("call-together-shape", "A10")
        checked = [self._check_call(player, *_two_piles(piles)) for player, piles in calls]
        if checked[0].player == checked[1].player:
            raise refused("call-together-shape", "A10")
        checked.sort(key=lambda c: self._players.index(c.player))
        self._outcome = ending("draw-together", "A10")
        self._record(CallTogether((checked[0], checked[1])), ())

    def undo(self) -> None:
        """Take back the last action, even a winning one."""
        if not self._events:
            raise refused("nothing-to-undo", None)
        watchers, self._watchers = self._watchers, ()  # the actions replayed after the checkpoint are not news
        try:
            self._rewind(len(self._events) - 1)
        finally:
            self._watchers = watchers
        self._tell()

    def replay(self, actions: int | None = None) -> Game:
        """A new game equal to this one, or to it after only its first `actions` actions."""
        twin = copy.copy(self)
        twin._events = list(self._events)
        twin._checkpoints = dict(self._checkpoints)
        twin._covers = [{} for _ in self._players]
        twin._cover_seats = {}
        twin._watchers = ()
        twin._rewind(len(self._events[:actions]))  # `actions` counts as a slice does (None: all)
        return twin

    # ----- saving --------------------------------------------------------------

    def to_json(self) -> str:
        """The game as strict JSON: its deal (or starting position) and every action, which
        `from_json` plays again to the very same game.

        >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
        >>> game.flip()
        >>> Game.from_json(game.to_json()) == game
        True
        """
        return encode(self.seed, self.start, self.log)

    @classmethod
    def from_json(cls, text) -> Game:
        """Load a saved game; malformed, hostile or impossible input is a ValueError."""
        return rebuild(
            *decode(text, MAX_ACTIONS),
            build=lambda start: Game.from_position(**start),
            dealt=lambda seed, game: Game.deal(seed, game.players, game.variant, game.rutter),
            play=Game.apply,
        )

    @property
    def start(self) -> dict:
        """The starting position, in the plain form `from_position` and JSON use."""
        return _copy_position(self._start)

    @property
    def position(self) -> dict:
        """The position now, in the form of `start`: what `from_position` needs to set this table
        again (who covered which pile, and the tables seen before, are not part of it; nor are the
        hands that wait aside once a player of a tournament of three or more is out, C7)."""
        return _copy_position(self._snapshot())

    # ----- comparing ---------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            type(self) is type(other)
            and self.rutter == other.rutter
            and self._players == other._players
            and self._capture() == other._capture()
            and self.log == other.log
            and self._start == other._start
        )

    def __repr__(self) -> str:
        sizes = ", ".join(f"{n}: {len(s)}" for n, s in zip(self._players, self._stocks, strict=True))
        return f"<Game of {self.variant}, {' v '.join(self._players)}; stocks {sizes}; {len(self._events)} actions>"

    def _repr_html_(self) -> str:
        """The table as static, accessible HTML, so a game shows itself in any notebook front end
        (JupyterLab, nbconvert, GitHub) without a kernel or a widget,
        in the notebook's language (`set_language`); `table_html` says more."""
        from aggravation_nb.games.aggravation.picture import table_html

        return table_html(self, chosen_language())

    # ----- watching ------------------------------------------------------------

    def watch(self, callback) -> None:
        """Call `callback(game)` after every action and every undo, so that a view can follow
        actions taken anywhere (`aggravation_nb.views.show` does). The game knows nothing of
        who watches, and a game nobody watches pays one test per action.

        >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
        >>> seen = []
        >>> game.watch(lambda g: seen.append(g.length))
        >>> game.flip(); game.undo()
        >>> seen
        [1, 0]
        """
        super().watch(callback)

    # ----- hooks: where a variant's rules differ ------------------------------

    def _start_variant(self) -> None:
        """Hook: a variant's own state, made before the matches are indexed."""

    def _settle_start(self) -> None:
        """Hook: a position that has already ended ends as it is built (A10's dead positions)."""
        self._end_if_dead()

    def _playing(self) -> range | list[int]:
        """Hook: who plays now (C7: not waiting, not eliminated)."""
        return range(len(self._players))

    def _flipping(self) -> list[int]:
        """Hook: A3/A7: who turns a card on a flip: everyone holding two cards or more."""
        return [i for i, stock in enumerate(self._stocks) if len(stock) >= 2]

    def _must_cover(self) -> bool:
        """Hook: A6: a match blocks flipping."""
        return bool(self._to_cover)

    def _refuse_blocked_flip(self) -> None:
        """Hook: the refusal of a flip while a match is owed."""
        raise refused("flip-while-match", "A6")

    def _before_flip(self) -> list:
        """Hook: what happens to the table before the new cards turn (nothing in Aggravation)."""
        return []

    def _cards_to_turn(self, player: int) -> int:
        """Hook: A3: each flipper turns one card."""
        return 1

    def _optional_covers(self) -> list[_Address]:
        """Hook: piles a player may cover without owing it (C6's re-cover); none here."""
        return []

    def _after_cover(self, address: _Address, card: Card, under: Card) -> None:
        """Hook: what a cover opens up (C6's re-cover)."""

    def _refuse_call_in_variant(self) -> None:
        """Hook: a variant without a call refuses one with its own rule."""

    def _settle(self, action: Action, happened: list) -> None:
        """Hook: what follows an action: A10's dead positions end in a draw."""
        if self._outcome is None and self._dead():
            self._end_if_dead()

    # ----- inside ---------------------------------------------------------------

    def _capture(self) -> dict:
        """The state of play (not the log), as a checkpoint keeps it."""
        return {name: value for name, value in self.__dict__.items() if name not in _BOOKKEEPING}

    def _rewind(self, length: int) -> None:
        """Back to the state after `length` actions: the latest checkpoint, then the actions after it."""
        at = max(n for n in self._checkpoints if n <= length)
        actions = [event.action for event in self._events[at:length]]
        self.__dict__.update(_copied(self._checkpoints[at]))
        del self._events[at:]
        self._checkpoints = {n: state for n, state in self._checkpoints.items() if n <= at}
        for action in actions:
            self.apply(action)

    @property
    def _start(self) -> dict:
        if self._start_text is None:
            self._start_text = self._snapshot(*self._dealt)
        return self._start_text

    def _snapshot(self, rows=None, stocks=None, to_cover=None) -> dict:
        """The position (by default now's) in the plain form of `start`."""
        rows = self._rows if rows is None else rows
        stocks = self._stocks if stocks is None else stocks
        to_cover = self._to_cover if to_cover is None else to_cover
        snapshot: dict[str, object] = {
            "players": list(self._players),
            "rows": {
                name: [[str(c) for c in pile] for pile in row] for name, row in zip(self._players, rows, strict=True)
            },
            "stocks": {
                name: [str(c) for c in reversed(stock)] for name, stock in zip(self._players, stocks, strict=True)
            },
            "to_cover": [list(self._public(a)) for a in sorted(to_cover)],
        }
        if self.name != Game.name:
            snapshot["variant"] = self.name
        if self.rutter:
            snapshot["rutter"] = True
        return snapshot

    def _index(self, player) -> int:
        seat = self._seats.get(player) if type(player) is str else None
        if seat is not None:
            return seat
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self._players):
            return player
        raise refused("no-such-player", "A1", player=str(player), players=self._players)

    def _address(self, pile) -> _Address:
        if isinstance(pile, str):
            pile = parse_pile(pile, self)
        if not isinstance(pile, (tuple, list)) or len(pile) != 2:
            raise refused("not-a-pile", "A2", example=f"{self._players[0]} 1")
        player, column = pile
        player = self._seats.get(player) if type(player) is str else None
        if player is None:
            player = self._index(pile[0])
        if type(column) is int and 0 <= column < len(self._rows[player]):
            return player, column
        if isinstance(column, bool) or not isinstance(column, int) or not 0 <= column < len(self._rows[player]):
            name = self._players[player]
            piles = len(self._rows[player])
            if not piles:
                raise refused("no-pile-yet", "A2", player=name, pile=shown(repr(column)))
            raise refused(
                "no-such-pile",
                "A2",
                player=name,
                column=shown(repr(column)),
                piles=piles,
                last=piles - 1,
                first=pile_name((name, 0)),
                final=pile_name((name, piles - 1)),
            )
        return player, column

    def _cover_action(self, player: int, address: _Address) -> Cover:
        action = self._covers[player].get(address)
        if action is None:
            action = self._covers[player][address] = _cover(self._players[player], *self._public(address))
            self._cover_seats[id(action)] = (player, address, action)
        return action

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

    def _public(self, address: _Address) -> Pile:
        return self._players[address[0]], address[1]

    def _top_rank(self, address: _Address) -> int:
        return self._rows[address[0]][address[1]][-1].rank

    def _show(self, card: Card, address: _Address, old_rank: int | None) -> None:
        """A4/A6: a new top card joins its rank; two of a rank or more are owed a cover."""
        rank_piles = self._rank_piles
        if old_rank is not None:
            rank_piles[old_rank].discard(address)
        piles = rank_piles.get(card.rank)
        if piles is None:
            piles = rank_piles[card.rank] = set()
        piles.add(address)
        if len(piles) > 1:
            self._to_cover |= piles

    def _refuse_if_over(self) -> None:
        if self._outcome is not None:
            raise refused("game-over", self._outcome.rule)

    def _refuse_cover(self, address: _Address) -> None:
        where = self._public(address)
        if address in self._covered_by:
            name = self._players[self._covered_by[address]]
            raise refused("cover-already", "A5", player=name, pile=where)
        if not self._to_cover:
            raise refused("cover-no-match", "A4", pile=where)
        raise refused("cover-not-match", "A5", pile=where, card=str(self.top(where)))

    def _check_call(self, player, first, second) -> Call:
        self._refuse_if_over()
        self._refuse_call_in_variant()
        who = self._index(player)
        name = self._players[who]
        a, b = self._address(first), self._address(second)
        held = len(self._stocks[who])
        if held:
            raise refused("call-holding", "A9", player=name, held=held)
        if a == b:
            raise refused("call-same-pile", "A9")
        if not any(len(piles) > 1 for piles in self._rank_piles.values()):
            raise refused("call-no-pair", "A8", player=name)
        if self._top_rank(a) != self._top_rank(b):
            raise refused(
                "call-not-pair", "A9", first=str(self._rows[a[0]][a[1]][-1]), second=str(self._rows[b[0]][b[1]][-1])
            )
        first, second = sorted((self._public(a), self._public(b)), key=lambda p: (self._players.index(p[0]), p[1]))
        return Call(name, (first, second))

    def _record(self, action: Action, placed: tuple, happened: list | None = None) -> None:
        happened = [] if happened is None else happened
        self._settle(action, happened)
        events = self._events
        events.append(_event((action, placed, tuple(happened) if happened else ())))
        length = len(events)
        if length >= MAX_ACTIONS and self._outcome is None:
            self._outcome = ending("draw-too-long", "A10", limit=MAX_ACTIONS)
        if length % CHECKPOINT_EVERY == 0:
            self._checkpoints[length] = _copied(self._capture())
        if self._watchers:
            self._tell()

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
        self._covered_by = {a: p for a, p in self._covered_by.items() if a[1] < len(self._rows[a[0]])}

    def _dead(self) -> bool:
        """A10 (this project's extension): nothing to cover for a holder, no pair to call, no flip."""
        stocks = self._stocks
        if self._to_cover:
            if any(stocks):
                return False
        elif any(len(stock) >= 2 for stock in stocks):
            return False
        return all(stocks) or not any(len(piles) > 1 for piles in self._rank_piles.values())

    def _table_key(self) -> bytes:
        """Hook: what decides all play from a flip on: the ranks of every hand in order and of
        every pile (suits never matter to a rule), exactly, as bytes (rank 1-13; 0 and 14 part)."""
        parts = [bytes([card.rank for card in stock]) for stock in self._stocks]
        parts += [b"\x0e".join(bytes([card.rank for card in pile]) for pile in row) for row in self._rows]
        return b"\x00".join(parts)

    def _end_if_repeating(self, rule: str) -> None:
        """F2/C4 (this project's convention): the cards go back to the hands, so play could go
        round for ever. A flip that brings back the ranks of every hand and pile as they were
        just after an earlier flip is a draw. There are only so many such tables, so with this
        rule every game ends, however it is played."""
        if self._outcome is not None:
            return
        key = self._table_key()
        if key in self._tables_seen:
            self._outcome = ending("draw-repeat", rule)
        self._tables_seen.add(key)

    def _end_if_dead(self) -> None:
        """A10 (this project's extension): a position where nobody can do anything is a draw."""
        if self._outcome is not None or not self._dead():
            return
        self._outcome = ending("draw-empty" if not any(self._stocks) else "draw-dead", "A10")


@lru_cache(maxsize=4096)
def _cover(player: str, owner: str, column: int) -> Cover:
    """One Cover value for every game that names it: immutable, so shared, and making a frozen dataclass is slow
    (a simulation deals thousands of games, each covering some twenty piles)."""
    return Cover(player, (owner, column))


def _copied(value):
    """A copy of the state of play, deep through its lists, dicts and sets; cards, tuples,
    numbers and outcomes never change, so they are shared (much cheaper than `copy.deepcopy`)."""
    if isinstance(value, list):
        if value and isinstance(value[0], (list, dict, set)):
            return [_copied(item) for item in value]
        return list(value)
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, set):
        return set(value)
    return value


def _two_piles(piles) -> tuple:
    """A9: a call touches exactly two piles; anything else is refused in plain words."""
    if not isinstance(piles, (tuple, list)) or len(piles) != 2:
        raise refused("call-two-piles", "A9")
    return tuple(piles)


def _copy_position(position: dict) -> dict:
    copied = dict(position)
    copied.update(
        {
            "players": list(position["players"]),
            "rows": {name: [list(pile) for pile in row] for name, row in position["rows"].items()},
            "stocks": {name: list(stock) for name, stock in position["stocks"].items()},
            "to_cover": [list(pile) for pile in position["to_cover"]],
        }
    )
    return copied


def _check_seed(seed) -> int:
    """A deal number saves and deals again exactly (a negative one would deal as its opposite)."""
    if not is_deal_number(seed):
        raise ValueError(f"a seed is a whole number from 0 to {MAX_SEED - 1:,}, or a random.Random, not {seed!r}")
    return seed

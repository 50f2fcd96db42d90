"""The Intrigue patience engine (docs/rules.md I1-I9): position, deal, moves, undo.

One player, two decks. `deal_one` takes one step of the deal, which the
rules decide alone; after the deal the player moves cards with `move`.
Every action is checked completely before anything changes, so a refusal
(an `IllegalAction` citing its rule) leaves the game exactly as it was.
The log of actions is the source of truth for undo, replay and saving.
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.core.errors import IllegalAction, refused
from aggravation_nb.core.places import shown
from aggravation_nb.core.saved import MAX_SEED, is_deal_number, rebuild
from aggravation_nb.core.watching import Watched
from aggravation_nb.games.intrigue.about import INTRIGUE
from aggravation_nb.games.intrigue.codec import decode, encode
from aggravation_nb.games.intrigue.notation import DEAL, legal_now, parse_action, parse_place, place_name
from aggravation_nb.games.intrigue.variants import Intrigue
from aggravation_nb.i18n import chosen_language

Place = tuple  # ("column", j), ("foundation", i) / ("foundation", None), ("set-aside", None) or ("stock", None)
MAX_ACTIONS = 1_000
"""Far more than any game needs (104 steps of the deal and fewer than 104 useful moves); moving a
card between bare heads could go on for ever, so a game stops taking moves here and always saves."""


class Move(NamedTuple):
    """The top card of `column` goes `to` ("foundation", i), ("foundation", None) or ("column", j);
    code counts columns and foundations from 0. `str(move)` is the notation, counted from 1 as the
    table shows them: `c1>f+` ("column 1 starts a new foundation"), `c3>f2`, `c3>c5`.

    >>> game = Patience.from_position(columns=[["Q♠", "9♥", "5♣"]])
    >>> game.moves(), [str(move) for move in game.moves()]
    ([Move(column=0, to=('foundation', None))], ['c1>f+'])
    """

    column: int
    to: Place

    def __str__(self) -> str:
        return f"{place_name(('column', self.column))}>{place_name(self.to)}"


@dataclass(frozen=True, slots=True)
class Step:
    """What one action did: `card` went from `source` to `to` because of `rule`.

    `reason` names the case for the narration ("column", "new-column",
    "new-foundation", "build", "waits", "set-aside", "uncovered", "move", and
    "tableau-build" for a card moved onto another card in the tableau);
    `new` is True when the card started a new column or foundation.

    >>> step = Patience.deal(seed=3).deal_one()
    >>> str(step.card), step.source, step.to, step.rule
    ('7♣', ('stock', None), ('column', 0), 'I3')
    """

    card: Card
    source: Place
    to: Place
    rule: str
    reason: str
    new: bool = False
    variant: str = "intrigue"
    heads: int = 0
    """How many columns (heads dealt) there were, for the narration of a card that waits."""


class Patience(Watched):
    """A game of Intrigue or one of its variants. Build one with `deal` or `from_position`.

    >>> game = Patience.deal(seed=3)
    >>> _ = game.deal_all()
    >>> game.dealing, game.stock_size, len(game.columns), game.solve()
    (False, 0, 8, True)
    """

    def __init__(self, columns, foundations, stock, set_aside, rules: type[Intrigue], seed=None):
        """Prefer `Patience.deal` or `Patience.from_position`, which check their input.

        `rules` is the variant's class (`Intrigue` or a subclass), whose hooks the engine asks."""
        self.rules = rules
        self.seed = seed
        self._columns = [list(column) for column in columns]
        self._foundations = [list(foundation) for foundation in foundations]
        self._stock = list(reversed(stock))  # top card last
        self._set_aside = list(set_aside)
        self._dealing = bool(self._stock)
        self._log: list[tuple[str, Move | None, Step, bool]] = []
        self._start = self.position()

    # ----- building a game -------------------------------------------------

    @classmethod
    def deal(cls, seed: int | None = None, variant: str = "intrigue") -> Patience:
        """I1: shuffle two decks with a seeded generator and take out the first head card.

        The head (a queen; a king in Salic Law) is the first one in the
        shuffled order, so a seed always gives the same deal. Without a
        seed one is drawn from the OS and kept in `seed`.
        """
        rules = INTRIGUE.find_variant(variant)
        if seed is None:
            seed = secrets.randbelow(MAX_SEED)
        if not is_deal_number(seed):
            raise refused("intrigue-bad-seed", None, seed=repr(seed))
        deck = list(FULL_DECK) * 2
        random.Random(seed).shuffle(deck)
        head = next(card for card in deck if card.rank == rules.head_rank)
        deck.remove(head)
        return cls([[head]], [], deck, [], rules, seed=seed)

    @classmethod
    def from_position(cls, columns, foundations=(), stock=(), variant: str = "intrigue", set_aside=()) -> Patience:
        """Any teaching position: columns and foundations bottom→top, the stock top card first.

        A position with cards in the stock is in the deal; one without is
        after it, so its moves are the player's. `set_aside` holds Salic
        Law's queens. Refused: a column without its head at the bottom, a
        head inside a column, a foundation that does not build by the
        variant's rules, and any card more often than two decks hold it.
        """
        rules = INTRIGUE.find_variant(variant)
        try:
            columns = [_cards(column, f"column {n}") for n, column in enumerate(_listed(columns, "columns"), 1)]
            foundations = [_cards(f, f"foundation {n}") for n, f in enumerate(_listed(foundations, "foundations"), 1)]
            stock = _cards(stock, "the stock", empty_ok=True)
            set_aside = _cards(set_aside, "the set-aside cards", empty_ok=True)
            _check_position(rules, columns, foundations, stock, set_aside)
        except ValueError as error:
            raise error.with_traceback(None) from None  # its words name the place: no need of the frames in between
        return cls(columns, foundations, stock, set_aside, rules)

    # ----- what a player sees ---------------------------------------------

    @property
    def variant(self) -> str:
        return self.rules.name

    @property
    def columns(self) -> list[list[Card]]:
        """Columns in the order they were started, each bottom (its head) → top; the last is dealt onto."""
        return [list(column) for column in self._columns]

    @property
    def foundations(self) -> list[list[Card]]:
        return [list(foundation) for foundation in self._foundations]

    @property
    def set_aside(self) -> list[Card]:
        """The cards set aside as they were dealt (the variant's `set_aside_rank`: Salic Law's queens, I8)."""
        return list(self._set_aside)

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def dealing(self) -> bool:
        """True until every card is dealt and the deal's last forced move is made (I3)."""
        return self._dealing

    @property
    def log(self) -> list[Step]:
        """What every action so far did, oldest first."""
        return [step for _, _, step, _ in self._log]

    @property
    def actions(self) -> list[Move | None]:
        """Every action so far: None for a step of the deal, else the Move."""
        return [move for _, move, _, _ in self._log]

    @property
    def won(self) -> bool:
        """I5: every card is on the foundations; only the heads are left in the columns."""
        return not self._dealing and all(len(column) == 1 for column in self._columns)

    @property
    def stopped(self) -> bool:
        """I4 (this project's convention): not won after `MAX_ACTIONS` actions, so over."""
        return len(self._log) >= MAX_ACTIONS and not self.won

    @property
    def lost(self) -> bool:
        """The project's reading: dealt out, not won, and no move left that changes anything
        (none is left once the game has `stopped`)."""
        return not self._dealing and not self.won and not any(self._changes(m) for m in self.moves())

    def position(self) -> dict:
        """The position as from_position takes it (cards written as text)."""
        return {
            "columns": [[str(card) for card in column] for column in self._columns],
            "foundations": [[str(card) for card in foundation] for foundation in self._foundations],
            "stock": [str(card) for card in reversed(self._stock)],
            "variant": self.rules.name,
            "set_aside": [str(card) for card in self._set_aside],
        }

    @property
    def start(self) -> dict:
        """The position the game started from, as from_position takes it."""
        return dict(self._start)

    # ----- the deal ---------------------------------------------------------

    def deal_one(self) -> Step:
        """I3: one step of the deal; the rules alone decide where the card goes.

        A card that a foundation can take is put there first, oldest column
        first (the project's reading: I2 sends fives and sixes up "as soon
        as available", I3 sends up "any card" that builds); otherwise the
        next card of the stock is dealt.
        """
        if not self._dealing:
            raise refused("intrigue-deal-over", "I3")
        step = self._forced_step() or self._dealt_step()
        self._apply(step, "deal", None)
        return step

    def deal_all(self) -> list[Step]:
        """The rest of the deal, forced moves included."""
        steps = []
        while self._dealing:
            steps.append(self.deal_one())
        return steps

    def _forced_step(self) -> Step | None:
        for index, column in enumerate(self._columns):
            if len(column) > 1:
                target = self._foundation_for(column[-1])
                if target is not None:
                    return Step(
                        column[-1],
                        ("column", index),
                        ("foundation", target),
                        self._rule_for(target),
                        "uncovered",
                        target == len(self._foundations),
                        self.rules.name,
                    )
        return None

    def _dealt_step(self) -> Step:
        rules, card = self.rules, self._stock[-1]
        stock = ("stock", None)
        if card.rank == rules.head_rank:
            return Step(
                card, stock, ("column", len(self._columns)), rules.rule("column"), "new-column", True, rules.name
            )
        if card.rank == rules.set_aside_rank:
            return Step(
                card,
                stock,
                ("set-aside", len(self._set_aside)),
                rules.rule("set_aside"),
                "set-aside",
                False,
                rules.name,
            )
        target = self._foundation_for(card)
        current = ("column", len(self._columns) - 1)
        if target == len(self._foundations):
            return Step(card, stock, ("foundation", target), rules.rule("start"), "new-foundation", True, rules.name)
        if target is not None:
            return Step(card, stock, ("foundation", target), rules.rule("deal"), "build", False, rules.name)
        if rules.starts_foundation(card):
            return Step(card, stock, current, rules.rule("start"), "waits", False, rules.name, len(self._columns))
        return Step(card, stock, current, rules.rule("deal"), "column", False, rules.name)

    def _foundation_for(self, card: Card) -> int | None:
        """The project's reading: the oldest foundation that takes the card, else a new one if
        it may start one (its index is then len(foundations)), else None."""
        for index, foundation in enumerate(self._foundations):
            if self.rules.next_rank(foundation) == card.rank:
                return index
        if self.rules.starts_foundation(card) and self._may_start(card):
            return len(self._foundations)
        return None

    def _may_start(self, card: Card) -> bool:
        heads = [column[0] for column in self._columns]
        return self.rules.may_start(card, heads, [foundation[0] for foundation in self._foundations])

    def _rule_for(self, target: int) -> str:
        return self.rules.rule("start") if target == len(self._foundations) else self.rules.rule("deal")

    # ----- play after the deal ---------------------------------------------

    def moves(self) -> list[Move]:
        """Every legal move now (none during the deal, I4): to a foundation, onto a bare head, then
        onto another column's top card where the variant builds in the tableau (`builds_on`)."""
        if self._dealing or len(self._log) >= MAX_ACTIONS:
            return []
        found = []
        bare = [j for j, column in enumerate(self._columns) if len(column) == 1]
        for index, column in enumerate(self._columns):
            if len(column) == 1:
                continue
            card = column[-1]
            found += [
                Move(index, ("foundation", i))
                for i, foundation in enumerate(self._foundations)
                if self.rules.next_rank(foundation) == card.rank
            ]
            if self.rules.starts_foundation(card) and self._may_start(card):
                found.append(Move(index, ("foundation", None)))
            found += [Move(index, ("column", j)) for j in bare]
            found += [
                Move(index, ("column", j)) for j in range(len(self._columns)) if j != index and self._builds_on(card, j)
            ]
        return found

    def _builds_on(self, card: Card, target: int) -> bool:
        """Whether `card` may go onto column `target`, which holds more than its head."""
        column = self._columns[target]
        return len(column) > 1 and self.rules.builds_on(card, column[-1])

    def apply(self, action: Move | str | None) -> Step:
        """Take one action: a Move (as `moves()` lists them), its text ("c3>f2"), or None or "deal"
        for a step of the deal; returns what it did.

        >>> game = Patience.from_position(columns=[["Q♠", "9♥", "5♣"]])
        >>> str(game.apply("c1>f+").card)
        '5♣'
        """
        if action is None or (isinstance(action, str) and action.strip().casefold() == DEAL):
            return self.deal_one()
        if isinstance(action, (Move, str)):
            return self.move(action)
        raise refused("intrigue-not-an-action", None, value=shown(repr(action)), legal=legal_now(self))

    def move(self, column, to=None) -> Step:
        """I4: move the top card of `column` to a foundation, onto a column holding only its head,
        or (where the variant builds in the tableau) onto a column's top card.

        Code counts from 0: `move(2, ("foundation", 1))`; the notation counts from 1, as the table
        does: `move("c3>f2")`, or `move("c3", "f2")`; a `Move` goes alone: `move(move)`."""
        move = self._read_move(column, to)
        by_code = not isinstance(column, str) and not isinstance(to, str) and not isinstance(column, Move)
        try:
            move = self._check_move(*move)
        except IllegalAction as refusal:
            if by_code and refusal.key not in ("intrigue-no-such-column", "intrigue-no-such-foundation"):
                if _is_place(move.to) and isinstance(move.column, int) and not isinstance(move.column, bool):
                    refusal.with_note("intrigue-counted-from-0", code=f"{move.column}, {move.to!r}", move=str(move))
            raise
        card = self._columns[move.column][-1]
        kind, where = move.to
        source = ("column", move.column)
        if kind == "column" and len(self._columns[where]) > 1:
            step = Step(card, source, move.to, self.rules.rule("build"), "tableau-build", False, self.rules.name)
        elif kind == "column":
            step = Step(card, source, move.to, self.rules.rule("reserve"), "move", False, self.rules.name)
        else:
            new = where is None
            target = len(self._foundations) if new else where
            step = Step(
                card,
                source,
                ("foundation", target),
                self.rules.rule("start") if new else self.rules.rule("play"),
                "move",
                new,
                self.rules.name,
            )
        self._apply(step, "move", move)
        return step

    def _check_move(self, column, to) -> Move:
        """Every check a move needs, made before anything changes."""
        if len(self._log) >= MAX_ACTIONS:
            raise refused("intrigue-too-long", "I4", limit=MAX_ACTIONS)
        column = self._column_index(column)
        if not isinstance(to, (tuple, list)) or len(to) != 2 or to[0] not in ("foundation", "column"):
            raise refused("intrigue-not-a-place", None, place=repr(to))
        kind, where = to
        if self._dealing:
            raise refused("intrigue-still-dealing", "I4")
        _raise(self.rules.reserve_refusal(self._columns[column], column + 1))
        card = self._columns[column][-1]
        if kind == "column":
            target = self._column_index(where)
            if target == column:
                raise refused("intrigue-same-column", self.rules.rule("play"), column=column + 1)
            if len(self._columns[target]) > 1:
                _raise(self.rules.build_refusal(card, self._columns[target][-1], target + 1))
            return Move(column, ("column", target))
        if where is None:
            heads, starts = [pile[0] for pile in self._columns], [pile[0] for pile in self._foundations]
            _raise(self.rules.start_refusal(card, heads, starts))
            return Move(column, ("foundation", None))
        if not _is_number(where) or not 0 <= where < len(self._foundations):
            count = len(self._foundations)
            if not count:
                rule = self.rules.rule("foundation") if _is_number(where) else None
                raise refused("intrigue-no-foundation-yet", rule, foundation=shown(repr(where)))
            raise refused(
                "intrigue-no-such-foundation",
                self.rules.rule("foundation") if _is_number(where) else None,
                foundation=shown(repr(where)),
                count=count,
                last=count - 1,
            )
        _raise(self.rules.foundation_refusal(card, self._foundations[where], where + 1))
        return Move(column, ("foundation", where))

    def _read_move(self, column, to) -> Move:
        """A move in any of the forms `move` takes, as a Move in code's numbers (not checked yet)."""
        if to is None and isinstance(column, str):
            move = parse_action(column, self)
            if move is None:
                raise refused("intrigue-deal-is-not-a-move", None)
            return move
        if to is None and isinstance(column, tuple) and len(column) == 2:
            return Move(*column)
        if isinstance(column, Move):
            raise refused("intrigue-move-and-more", None, value=shown(repr(to)))
        if isinstance(column, str):
            kind, number = parse_place(column)
            if kind != "column":
                raise refused("intrigue-not-a-column", None, place=shown(column))
            self._check_place((kind, number), by_name=True)
            column = number
        if isinstance(to, str):
            to = parse_place(to)
            self._check_place(to, by_name=True)
        return Move(column, to)

    def _check_place(self, place: tuple, by_name: bool = False) -> None:
        """Refuse a column or foundation that does not exist, by its name when the player named it."""
        kind, where = place
        count = len(self._columns) if kind == "column" else len(self._foundations)
        if where is None or 0 <= where < count or not by_name:
            return
        if not count and kind == "foundation":
            raise refused("intrigue-no-foundation-yet", self.rules.rule("foundation"), foundation=place_name(place))
        key = "intrigue-no-such-column-name" if kind == "column" else "intrigue-no-such-foundation-name"
        raise refused(key, self.rules.rule(kind), place=place_name(place), count=count)

    def _column_index(self, column) -> int:
        if not _is_number(column) or not 0 <= column < len(self._columns):
            count = len(self._columns)
            raise refused(
                "intrigue-no-such-column",
                self.rules.rule("column") if _is_number(column) else None,
                column=shown(repr(column)),
                count=count,
                last=count - 1,
            )
        return column

    def useful_moves(self, moves=None) -> list[Move]:
        """`moves` (by default all of them) that change something, foundation moves first:
        moving a column's only card onto another bare head changes nothing (the reading of
        `lost`), so a hint never offers it and a player finishing a deal cannot go round."""
        moves = self.moves() if moves is None else moves
        return sorted((move for move in moves if self._changes(move)), key=lambda move: move.to[0] != "foundation")

    def _changes(self, move: Move) -> bool:
        """Whether a move changes anything a solver cares about: moving a column's only card
        onto another bare column does not."""
        kind, where = move.to
        return kind == "foundation" or len(self._columns[move.column]) > 2 or len(self._columns[where]) > 1

    # ----- applying and undoing --------------------------------------------

    def _apply(self, step: Step, action: str, move: Move | None) -> None:
        was_dealing = self._dealing
        self._take(step.source)
        kind, where = step.to
        if kind == "column":
            if step.new:
                self._columns.append([step.card])
            else:
                self._columns[where].append(step.card)
        elif kind == "foundation":
            if step.new:
                self._foundations.append([step.card])
            else:
                self._foundations[where].append(step.card)
        else:
            self._set_aside.append(step.card)
        if self._dealing and not self._stock and self._forced_step() is None:
            self._dealing = False
        self._log.append((action, move, step, was_dealing))
        self._tell()

    def _take(self, source: Place) -> None:
        if source[0] == "stock":
            self._stock.pop()
        else:
            self._columns[source[1]].pop()

    def undo(self) -> Step:
        """Take back the last action, a step of the deal or a move; returns what it had done."""
        if not self._log:
            raise refused("nothing-to-undo", None)
        _, _, step, was_dealing = self._log.pop()
        kind, where = step.to
        if kind == "column":
            if step.new:
                self._columns.pop()
            else:
                self._columns[where].pop()
        elif kind == "foundation":
            if step.new:
                self._foundations.pop()
            else:
                self._foundations[where].pop()
        else:
            self._set_aside.pop()
        if step.source[0] == "stock":
            self._stock.append(step.card)
        else:
            self._columns[step.source[1]].append(step.card)
        self._dealing = was_dealing
        self._tell()
        return step

    def replay(self) -> Patience:
        """A new game rebuilt from the starting position by playing every logged action again."""
        game = Patience.from_position(**self._start)
        game.seed = self.seed
        for action in self.actions:
            game._take_action(action)
        return game

    def _take_action(self, action: Move | str | None) -> None:
        """One logged action again: None (or "deal") is a step of the deal, anything else a move."""
        self.apply(action if isinstance(action, (Move, str)) or action is None else Move(*action))

    def solve(self, limit: int = 100_000) -> bool | None:
        """Can this position still be won? True/False, or None after `limit` positions."""
        from aggravation_nb.games.intrigue.solver import solve

        return solve(self, limit)

    # ----- saving ----------------------------------------------------------

    def to_json(self) -> str:
        return encode(self.seed, self.start, self.actions)

    @classmethod
    def from_json(cls, text) -> Patience:
        """Load a saved patience; malformed, hostile or impossible input is a ValueError."""
        return rebuild(
            *decode(text, MAX_ACTIONS),
            build=lambda start: cls.from_position(**start),
            dealt=lambda seed, patience: cls.deal(seed, patience.variant),
            play=Patience._take_action,
        )

    def copy(self) -> Patience:
        """An independent game in the same state, with the same history."""
        game = Patience.__new__(Patience)
        game.rules, game.seed, game._start = self.rules, self.seed, self._start
        game._columns = [list(column) for column in self._columns]
        game._foundations = [list(foundation) for foundation in self._foundations]
        game._stock, game._set_aside = list(self._stock), list(self._set_aside)
        game._dealing, game._log = self._dealing, list(self._log)
        return game

    def _state(self) -> tuple:
        return (
            self.rules.name,
            self.seed,
            self._columns,
            self._foundations,
            self._stock,
            self._set_aside,
            self._dealing,
            self._log,
            self._start,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Patience) and self._state() == other._state()

    def __repr__(self) -> str:
        return (
            f"<Patience {self.rules.name}: {len(self._columns)} columns, {len(self._foundations)} "
            f"foundations, {len(self._stock)} cards to deal>"
        )

    def _repr_html_(self) -> str:
        """The patience as static, accessible HTML, so it shows itself in any notebook front end
        (JupyterLab, nbconvert, GitHub) without a kernel or a widget,
        in the notebook's language (`set_language`); `patience_html` says more."""
        from aggravation_nb.games.intrigue.picture import patience_html

        return patience_html(self, chosen_language())

    # ----- watching ------------------------------------------------------------

    def watch(self, callback) -> None:
        """Call `callback(patience)` after every step of the deal, move and undo, so that a view
        can follow actions taken anywhere (`aggravation_nb.views.show` does). The patience
        knows nothing of who watches.

        >>> game = Patience.deal(seed=3)
        >>> seen = []
        >>> game.watch(lambda p: seen.append(p.stock_size))
        >>> _ = game.deal_one(); _ = game.undo()
        >>> seen
        [102, 103]
        """
        super().watch(callback)


def _raise(refusal: IllegalAction | None) -> None:
    """Raise a variant's refusal, if it made one (the hooks return them, so that a caller may also ask)."""
    if refusal is not None:
        raise refusal


def _is_place(place) -> bool:
    return isinstance(place, (tuple, list)) and len(place) == 2 and place[0] in ("foundation", "column")


def _listed(value, what: str) -> list:
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise refused("intrigue-position-not-a-list", None, what=what, value=repr(value)[:60])
    return list(value)


def _cards(value, what: str, empty_ok: bool = False) -> list[Card]:
    cards = []
    for place, card in enumerate(_listed(value, what), 1):
        try:
            cards.append(Card.parse(card))
        except ValueError as error:
            raise ValueError(f"{what}, card {place}: {error}") from None
    if not cards and not empty_ok:
        raise refused("intrigue-position-empty", None, what=what)
    return cards


def _check_position(rules: type[Intrigue], columns, foundations, stock, set_aside) -> None:
    """from_position's refusals, each citing the rule the position would break."""
    _raise(rules.head_fault(columns))
    for card in set_aside:
        if card.rank != rules.set_aside_rank:
            raise refused("intrigue-position-set-aside", rules.rule("set_aside"), card=str(card))
    heads = [column[0] for column in columns]
    starts: list[Card] = []
    for number, foundation in enumerate(foundations, 1):
        _raise(rules.start_refusal(foundation[0], heads, starts))
        _raise(rules.foundation_fault(foundation, number))
        starts.append(foundation[0])
    counts = Counter([*(c for col in columns for c in col), *(c for f in foundations for c in f), *stock, *set_aside])
    for card, count in counts.items():
        if count > 2:
            raise refused("intrigue-position-too-many", "I1", card=str(card), count=count)


def _is_number(value: object) -> bool:
    """Whether code gave a column's or foundation's number (an int, not a bool): a number with no such place
    is refused under the rule that makes the places (I2, I3); a value of another kind is misuse, under none."""
    return isinstance(value, int) and not isinstance(value, bool)

"""Can a patience still be won? A bounded depth-first search, and hints built on it.

The deal decides everything by itself (the project's reading of I3), so
the search first finishes the deal on a copy and then tries the player's
moves: to a foundation, onto another column's top card where the variant
builds in the tableau (its `build_rank` and `builds_on`), and onto a bare
head. Two kinds of move are made alone, without trying others,
because they can never spoil a win: starting a foundation (the starter
would have to start one anyway, and each start only adds room), and
building a card when every foundation that will still need its rank
already waits for it and no starter of that kind is left in the tableau.
Either is made alone only if no card left in the tableau could be built
on the card in the tableau: otherwise it may still be wanted there as a
base, and the move is tried like any other. Other builds are tried, not
forced: putting a card up early can leave its twin with nowhere to go.
Positions are remembered by a canonical key in which what the rules
ignore is dropped: suits (unless the variant's `token` keeps them, as
Glencoe's does), the order of the columns and of the foundations, and
which card of a rank lies where on a foundation. A position already seen cannot be won (a win ends the
search), so each is searched once. A card the last move put on a column
is not moved again at once: it could have gone straight where it would
go. Where the tableau builds, its moves are tried nearest a card the
foundations want first, so that a line does not wander.

A hint must lead somewhere: a player who follows hints move after move has to win. A search
from each new position alone may lead back where the last hint came from (a card moved from one
column to another and back, for ever), so the search for a hint also counts as seen the
positions the game has passed through since its foundations last grew (`passed`): its line never
goes back to one of them, the rest of the line still wins from where the hint leads, and a
player following hints meets a new position at every move, so the game ends, won. Only where
the player left such a line and the way back is the only way on does the plain search answer.

The search keeps its own stack instead of recursing, because a line can be
hundreds of moves long, and it stops a line at the game's action limit
(I4's convention): a longer one could not be played. When it had to stop
one and found no win, it cannot tell, and says so (None).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aggravation_nb.games.intrigue.patience import Move, Patience


class _GiveUp(Exception):
    """The search visited `limit` positions without an answer."""


class _Search:
    """The search's own light copy of a dealt-out position: columns without their heads,
    each also kept as a tuple of tokens so a position's key is cheap to build."""

    def __init__(self, game: Patience, limit: int, budget: int):
        self.rules = rules = game.rules
        self.limit = limit
        self.budget = budget
        """The most moves a line may have: what the game's action limit leaves after the deal."""
        self.cut = False
        """Whether a line was cut at `budget`: then a search that finds no win has not looked everywhere."""
        self.heads = [column[0] for column in game._columns]
        self.columns = [list(column[1:]) for column in game._columns]
        self.foundations = [[foundation[0], len(foundation)] for foundation in game._foundations]
        self.ranks = Counter(card.rank for column in self.columns for card in column)
        """How many cards of each rank the tableau holds, to tell whether a card is still a base."""
        self.seen: set = set()
        starters = [card for column in self.columns for card in column if rules.starts_foundation(card)]
        self.waiting = {rank: sum(card.rank == rank for card in starters) for rank in rules.sequences}
        """Starters of each kind still in the tableau: while one waits, it may start a foundation
        that will want cards of every rank of its kind, so no build of that kind is safe."""
        starts = [start for start, _ in self.foundations]
        if all(
            rules.may_start(card, self.heads, starts + starters[:n] + starters[n + 1 :])
            for n, card in enumerate(starters)
        ):
            self.token = rules.settled_token  # no limit on starts can bind any more
        else:
            self.token = rules.token
        self.tokens = [tuple(self.token(card) for card in column) for column in self.columns]
        self.head_tokens = tuple(self.token(head) for head in self.heads)
        self.line: list[tuple] = []
        """The moves from the start to where the search stands, as (column, foundation, started, card)
        or (column, column, None, card); after a win, the winning line (`moves` names its moves)."""
        self.first_foundations = list(self.foundations)

    def key(self) -> tuple:
        columns = sorted(zip(self.head_tokens, self.tokens, strict=False))
        foundations = sorted((self.token(start), height) for start, height in self.foundations)
        return tuple(columns), tuple(foundations)

    def passed(self, game: Patience) -> set:
        """The keys of the positions `game` passed through since its foundations last grew (moves
        between columns, taken back one by one from the end of its log): the search stands on the
        last of them, and only these can come again, since no card leaves a foundation."""
        keys, taken = set(), []
        for step in reversed(game.log):
            if not _between_columns(step):
                break
            self.make(step.to[1], ("column", step.source[1]))
            taken.append(step)
            keys.add(self.key())
        for step in reversed(taken):
            self.make(step.source[1], ("column", step.to[1]))
        return keys

    def next_rank(self, foundation) -> int | None:
        ranks = self.rules.sequences[foundation[0].rank]
        return ranks[foundation[1]] if foundation[1] < len(ranks) else None

    def search(self) -> bool:
        """Depth first, without recursion (a line may be hundreds of moves long): each position on
        the line keeps a generator of its moves; a move leads on to a position not seen before."""
        if not any(self.columns):
            return True
        self.remember(self.key())
        stack = [self.candidates()] if self.budget > 0 else []
        while stack:
            move = next(stack[-1], None)
            if move is None:
                stack.pop()
                if self.line:
                    self.undo(self.line.pop())
                continue
            self.line.append(self.make(*move))
            if not any(self.columns):
                return True
            if len(self.line) >= self.budget:
                self.cut = True
            elif (key := self.key()) not in self.seen:
                self.remember(key)
                stack.append(self.candidates())
                continue
            self.undo(self.line.pop())
        return False

    def remember(self, key: tuple) -> None:
        """A position is looked at once: a second visit cannot win where the first did not (unless
        a line was `cut` on the way, and then a search without a win says it cannot tell)."""
        self.seen.add(key)
        if len(self.seen) > self.limit:
            raise _GiveUp

    def candidates(self):
        """The moves to try from here, in order, as (column, foundation or None) for a foundation
        (None starts one) or (column, ("column", target)): a safe move alone, else every move but
        those of a card the last move put on a column, which could have gone there straight away."""
        forced = self.safe_move()
        if forced is not None:
            yield forced
            return
        rules, starts = self.rules, [start for start, _ in self.foundations]
        last = self.line[-1] if self.line else None
        moved = last[1] if last and last[2] is None else None
        takes = {}
        for foundation in reversed(self.foundations):
            takes[self.next_rank(foundation)] = foundation  # the first foundation that takes a rank
        for index, column in enumerate(self.columns):
            if column and index != moved:
                card = column[-1]
                if rules.starts_foundation(card) and rules.may_start(card, self.heads, starts):
                    yield index, None
                if card.rank in takes:
                    yield index, takes[card.rank]
        tableau = self.builds()
        yield from (move for move in tableau if move[0] != moved)
        bare = next((index for index, column in enumerate(self.columns) if not column), None)
        if bare is not None and not tableau:
            for index, column in sorted(enumerate(self.columns), key=lambda pair: len(pair[1])):
                if len(column) >= 2 and index != moved:
                    yield index, ("column", bare)

    def builds(self) -> list[tuple]:
        """Where the tableau builds: every card that may go onto another column's top card (one
        target of each kind) or onto a bare head, nearest a card the foundations want first;
        empty where no top card takes a card."""
        tops: dict[int | None, list[int]] = {}  # by rank; None is the rank nothing builds on
        for index, column in enumerate(self.columns):
            if column:
                tops.setdefault(column[-1].rank, []).append(index)
        found, targets = [], set()
        for target, below in enumerate(self.columns):
            sources = (
                [
                    index
                    for index in tops.get(self.rules.build_rank(below[-1]), ())
                    if index != target and self.rules.builds_on(self.columns[index][-1], below[-1])
                ]
                if below
                else None
            )
            kind = (self.head_tokens[target], self.tokens[target])
            if sources and kind not in targets:
                targets.add(kind)
                found += [(index, target) for index in sources]
        if not found:
            return []
        bare = next((index for index, column in enumerate(self.columns) if not column), None)
        if bare is not None:
            found += [(index, bare) for index, column in enumerate(self.columns) if len(column) >= 2]
        wanted = {self.next_rank(foundation) for foundation in self.foundations}
        dig = {index: self.digging(self.columns[index], wanted) for index, _ in found}
        return [(index, ("column", target)) for index, target in sorted(found, key=lambda move: dig[move[0]])]

    def digging(self, column, wanted) -> tuple:
        """How far moving the top card off `column` is from freeing a card the foundations want:
        the cards left above the nearest one, then the column's length."""
        for depth, card in enumerate(reversed(column[:-1])):
            if card.rank in wanted or self.rules.starts_foundation(card):
                return depth, len(column)
        return len(column), len(column)

    def is_base(self, card) -> bool:
        """Whether some card left in the tableau could still be built on `card`."""
        rank = self.rules.build_rank(card)
        return rank is not None and self.ranks[rank] > 0

    def safe_move(self):
        """A start, or a build that cannot spoil a win, as (column, foundation or None)."""
        rules, starts = self.rules, [start for start, _ in self.foundations]
        for index, column in enumerate(self.columns):
            if not column:
                continue
            card = column[-1]
            if self.is_base(card):
                continue
            if rules.starts_foundation(card):
                if rules.may_start(card, self.heads, starts):
                    return index, None
                continue
            for foundation in self.foundations:
                if self.next_rank(foundation) == card.rank:
                    kind, height = foundation[0].rank, foundation[1]
                    if self.waiting[kind] == 0 and all(
                        other[1] >= height for other in self.foundations if other[0].rank == kind
                    ):
                        return index, foundation
                    break
        return None

    def make(self, index: int, where) -> tuple:
        """Move column `index`'s top card to `where`: a foundation, None for a new one, or
        ("column", target); returns the move as the line keeps it."""
        column = self.columns[index]
        card = column.pop()
        self.tokens[index] = self.tokens[index][:-1]
        if isinstance(where, tuple):
            target = where[1]
            self.columns[target].append(card)
            self.tokens[target] += (self.token(card),)
            return index, target, None, card
        self.ranks[card.rank] -= 1
        if where is None:
            where = [card, 1]
            self.foundations.append(where)
            self.waiting[card.rank] -= 1
            return index, where, True, card
        where[1] += 1
        return index, where, False, card

    def undo(self, move: tuple) -> None:
        """Take back a move `make` returned."""
        index, where, started, card = move
        if started is None:
            self.columns[where].pop()
            self.tokens[where] = self.tokens[where][:-1]
        else:
            self.ranks[card.rank] += 1
            if started:
                self.foundations.pop()
                self.waiting[card.rank] += 1
            else:
                where[1] -= 1
        self.columns[index].append(card)
        self.tokens[index] += (self.token(card),)

    def moves(self) -> list[tuple]:
        """The line as (column, place) pairs, as `Patience.move` takes them."""
        foundations, moves = list(self.first_foundations), []
        for column, where, started, _ in self.line:
            if started is None:
                moves.append((column, ("column", where)))
            elif started:
                moves.append((column, ("foundation", None)))
                foundations.append(where)
            else:
                moves.append((column, ("foundation", next(i for i, f in enumerate(foundations) if f is where))))
        return moves


def _between_columns(step) -> bool:
    """Whether a step moved a card from one column to another (a move that can be taken back)."""
    return step.source[0] == "column" and step.to[0] == "column" and not step.new


def _searched(patience: Patience, limit: int, onward: bool = False) -> tuple[_Search, bool | None]:
    """The search from `patience` after its deal, and its verdict (None when it gave up);
    `onward`, a search whose line never goes back to a position the game already passed through."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit is a whole number of positions, at least 1, not {limit!r}")
    from aggravation_nb.games.intrigue.patience import MAX_ACTIONS

    game = patience.copy()
    game.deal_all()
    search = _Search(game, limit, MAX_ACTIONS - len(game.log))
    if onward:
        passed = search.passed(game)
        if search.key() in passed:
            return search, False  # back where the game has been: no line onward from here
        search.seen |= passed
    try:
        found = search.search()
    except _GiveUp:
        return search, None
    return search, None if search.cut and not found else found


def solve(patience: Patience, limit: int = 100_000) -> bool | None:
    """True if best play still wins, False if nothing can, None after `limit` positions.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> _ = game.deal_all()
    >>> solve(game)
    True
    """
    return _searched(patience, limit)[1]


def positions_searched(patience: Patience, limit: int = 100_000) -> int:
    """How many positions `solve` looks at for this patience (for benchmarks)."""
    return len(_searched(patience, limit)[0].seen)


def _onward(patience: Patience, limit: int) -> tuple[_Search, bool | None]:
    """The search for a hint: a line that never goes back where the game has been, else (the
    player left such a line, or that search gave up) the plain search of `solve`."""
    search, verdict = _searched(patience, limit, onward=True)
    if verdict or not patience.log or not _between_columns(patience.log[-1]):
        return search, verdict  # nothing passed through since the foundations last grew: the same search
    return _searched(patience, limit)


def winning_line(patience: Patience, limit: int = 20_000) -> tuple[list[Move], bool | None]:
    """The moves of one win from the position after the deal, and the verdict: (moves, True),
    ([], False) when nothing wins, ([], None) when the search gave up. The line never goes back
    to a position the game passed through when another line wins, so that following its first
    move, again and again, wins; it is found exactly when `solve` with this limit says True.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> line, verdict = winning_line(game)
    >>> verdict, len(line) > 0
    (True, True)
    """
    from aggravation_nb.games.intrigue.patience import Move

    search, verdict = _onward(patience, limit)
    return ([Move(*move) for move in search.moves()] if verdict else []), verdict


def move_verdicts(patience: Patience, limit: int = 100_000) -> list[tuple[Move, bool | None]]:
    """Every legal move with whether the game can still be won after it: a hint lists the
    True ones; a move judged False while `solve` says True is a move that loses the game.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.from_position(columns=[["Q♠", "9♥", "5♣"]])
    >>> move_verdicts(game)
    [(Move(column=0, to=('foundation', None)), False)]
    """
    verdicts = []
    for move in patience.moves():
        after = patience.copy()
        after.move(*move)
        verdicts.append((move, solve(after, limit)))
    return verdicts


def winning_move(game: Patience, moves=None, limit: int = 20_000) -> tuple[Move | None, bool | None]:
    """For a hint: the first useful one of `moves` (by default all) after which the game can still
    be won, and the verdict: (move, True); (None, False) when every one loses; (None, None) when
    the search gave up on one and none was found to win. A move that wins without going back
    where the game has been comes first, so that following the hints, move after move, wins.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> _ = game.deal_all()
    >>> winning_move(game)
    (Move(column=0, to=('column', 1)), True)
    """
    unknown, back = False, []
    for move in game.useful_moves(moves):
        after = game.copy()
        after.move(*move)
        if _searched(after, limit, onward=True)[1]:
            return move, True
        back.append((move, after))
    for move, after in back:
        verdict = solve(after, limit)
        if verdict:
            return move, True
        unknown = unknown or verdict is None
    return None, None if unknown else False

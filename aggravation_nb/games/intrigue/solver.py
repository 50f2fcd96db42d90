"""Can a patience still be won? A bounded depth-first search, and hints built on it.

The deal decides everything by itself (the project's reading of I3), so
the search first finishes the deal on a copy and then tries the player's
moves. Two kinds of move are made alone, without trying others, because
they can never spoil a win: starting a foundation (the starter would have
to start one anyway, and each start only adds room), and building a card
when every foundation that will still need its rank already waits for it
and no starter of that kind is left in the tableau. Other builds are
tried, not forced: putting a card up early can leave its twin with
nowhere to go. Positions are remembered by a canonical key in which what the rules
ignore is dropped: suits (except where Glencoe needs them), the order of
the columns and of the foundations, and which card of a rank lies where
on a foundation. A position already seen cannot be won (a win ends the
search), so each is searched once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aggravation_nb.games.intrigue.patience import Move, Patience


class _GiveUp(Exception):
    """The search visited `limit` positions without an answer."""


class _Search:
    """The search's own light copy of a dealt-out position: columns without their heads,
    each also kept as a tuple of tokens so a position's key is cheap to build."""

    def __init__(self, game: Patience, limit: int):
        self.rules = rules = game.rules
        self.limit = limit
        self.heads = [column[0] for column in game._columns]
        self.columns = [list(column[1:]) for column in game._columns]
        self.foundations = [[foundation[0], len(foundation)] for foundation in game._foundations]
        self.seen: set = set()
        starters = [card for column in self.columns for card in column if rules.starts_foundation(card)]
        self.waiting = {rank: sum(card.rank == rank for card in starters) for rank in rules.sequences}
        """Starters of each kind still in the tableau: while one waits, it may start a foundation
        that will want cards of every rank of its kind, so no build of that kind is safe."""
        starts = [start for start, _ in self.foundations]
        if all(rules.may_start(card, self.heads, starts + starters[:n] + starters[n + 1:])
               for n, card in enumerate(starters)):
            self.token = lambda card: card.rank  # no limit can bind any more, so suits never matter
        else:
            self.token = rules.token
        self.tokens = [tuple(self.token(card) for card in column) for column in self.columns]
        self.head_tokens = tuple(self.token(head) for head in self.heads)
        self.line: list[tuple] = []
        """The moves from the start to where the search stands, as (column, foundation, started) or
        (column, bare column, None); after a win, the winning line (`moves` names its moves)."""
        self.first_foundations = list(self.foundations)

    def key(self) -> tuple:
        columns = sorted(zip(self.head_tokens, self.tokens))
        foundations = sorted((self.token(start), height) for start, height in self.foundations)
        return tuple(columns), tuple(foundations)

    def next_rank(self, foundation) -> int | None:
        ranks = self.rules.sequences[foundation[0].rank]
        return ranks[foundation[1]] if foundation[1] < len(ranks) else None

    def search(self) -> bool:
        if not any(self.columns):
            return True
        key = self.key()
        if key in self.seen:
            return False
        self.seen.add(key)
        if len(self.seen) > self.limit:
            raise _GiveUp
        forced = self.safe_move()
        if forced is not None:
            return self.to_foundation(*forced)
        for index, column in enumerate(self.columns):
            if column:
                for foundation in self.foundations:
                    if self.next_rank(foundation) == column[-1].rank:
                        if self.to_foundation(index, foundation):
                            return True
                        break
        bare = next((index for index, column in enumerate(self.columns) if not column), None)
        if bare is None:
            return False
        for index, column in sorted(enumerate(self.columns), key=lambda pair: len(pair[1])):
            if len(column) >= 2 and self.to_column(index, bare):
                return True
        return False

    def safe_move(self):
        """A start, or a build that cannot spoil a win, as (column, foundation or None)."""
        rules, starts = self.rules, [start for start, _ in self.foundations]
        for index, column in enumerate(self.columns):
            if not column:
                continue
            card = column[-1]
            if rules.starts_foundation(card):
                if rules.may_start(card, self.heads, starts):
                    return index, None
                continue
            for foundation in self.foundations:
                if self.next_rank(foundation) == card.rank:
                    kind, height = foundation[0].rank, foundation[1]
                    if self.waiting[kind] == 0 and all(other[1] >= height for other in self.foundations
                                                       if other[0].rank == kind):
                        return index, foundation
                    break
        return None

    def to_foundation(self, index: int, foundation) -> bool:
        """Put column `index`'s top card on `foundation` (a new one if None), search, take it back."""
        column, tokens = self.columns[index], self.tokens[index]
        card = column.pop()
        self.tokens[index] = tokens[:-1]
        if foundation is None:
            self.foundations.append([card, 1])
            self.waiting[card.rank] -= 1
        else:
            foundation[1] += 1
        found = self.tried((index, self.foundations[-1], True) if foundation is None else (index, foundation, False))
        if foundation is None:
            self.foundations.pop()
            self.waiting[card.rank] += 1
        else:
            foundation[1] -= 1
        column.append(card)
        self.tokens[index] = tokens
        return found

    def tried(self, move: tuple) -> bool:
        """Search on after `move` (already made); keep it in the line only if it leads to a win."""
        self.line.append(move)
        found = self.search()
        if not found:
            self.line.pop()
        return found

    def moves(self) -> list[tuple]:
        """The line as (column, place) pairs, as `Patience.move` takes them."""
        foundations, moves = list(self.first_foundations), []
        for column, where, started in self.line:
            if started is None:
                moves.append((column, ("column", where)))
            elif started:
                moves.append((column, ("foundation", None)))
                foundations.append(where)
            else:
                moves.append((column, ("foundation", next(i for i, f in enumerate(foundations) if f is where))))
        return moves

    def to_column(self, index: int, bare: int) -> bool:
        """Move column `index`'s top card onto the bare column `bare`, search, take it back."""
        tokens = self.tokens[index]
        self.columns[bare].append(self.columns[index].pop())
        self.tokens[index], self.tokens[bare] = tokens[:-1], tokens[-1:]
        found = self.tried((index, bare, None))
        self.columns[index].append(self.columns[bare].pop())
        self.tokens[index], self.tokens[bare] = tokens, ()
        return found


def _searched(patience: Patience, limit: int) -> tuple[_Search, bool | None]:
    """The search from `patience` after its deal, and its verdict (None when it gave up)."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit is a whole number of positions, at least 1, not {limit!r}")
    game = patience.copy()
    game.deal_all()
    search = _Search(game, limit)
    try:
        return search, search.search()
    except _GiveUp:
        return search, None


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


def winning_line(patience: Patience, limit: int = 20_000) -> tuple[list[Move], bool | None]:
    """The moves of one win from the position after the deal, found by the same search as
    `solve` (so it finds a line exactly when `solve` with this limit says True), and the verdict:
    (moves, True), ([], False) when nothing wins, ([], None) when the search gave up.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> line, verdict = winning_line(game)
    >>> verdict, len(line) > 0
    (True, True)
    """
    from aggravation_nb.games.intrigue.patience import Move

    search, verdict = _searched(patience, limit)
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
    the search gave up on one and none was found to win.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> _ = game.deal_all()
    >>> winning_move(game)
    (Move(column=0, to=('column', 1)), True)
    """
    unknown = False
    for move in game.useful_moves(moves):
        after = game.copy()
        after.move(*move)
        verdict = solve(after, limit)
        if verdict:
            return move, True
        unknown = unknown or verdict is None
    return None, None if unknown else False

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

from .patience import Move, Patience


class _GiveUp(Exception):
    """The search visited `limit` positions without an answer."""


class _Search:
    def __init__(self, game: Patience, limit: int):
        self.rules = game.rules
        self.limit = limit
        self.heads = [column[0] for column in game._columns]
        self.columns = [list(column[1:]) for column in game._columns]
        self.foundations = [[foundation[0], len(foundation)] for foundation in game._foundations]
        self.seen: set = set()
        cards = {card for column in game._columns for card in column}
        self.token = {card: self.rules.token(card) for card in cards}
        self.head_tokens = [self.token[head] for head in self.heads]
        self.waiting = {rank: sum(card.rank == rank for column in self.columns for card in column)
                        for rank in self.rules.sequences}
        """Starters of each kind still in the tableau: while one waits, it may start a foundation
        that will want cards of every rank of its kind, so no build of that kind is safe."""

    def key(self) -> tuple:
        token = self.token
        columns = sorted((head, tuple(token[card] for card in column))
                         for head, column in zip(self.head_tokens, self.columns))
        foundations = sorted((self.rules.token(start), height) for start, height in self.foundations)
        return tuple(columns), tuple(foundations)

    def next_rank(self, foundation) -> int | None:
        ranks = self.rules.sequences[foundation[0].rank]
        return ranks[foundation[1]] if foundation[1] < len(ranks) else None

    def safe_move(self):
        """A start, or a build that cannot spoil a win, as (column, foundation or None)."""
        rules, starts = self.rules, [start for start, _ in self.foundations]
        for column in self.columns:
            if not column:
                continue
            card = column[-1]
            if rules.starts_foundation(card):
                if rules.may_start(card, self.heads, starts):
                    return column, None
                continue
            for foundation in self.foundations:
                if self.next_rank(foundation) == card.rank:
                    if self.waiting[foundation[0].rank] == 0 and self.all_ready(foundation[0].rank, foundation[1]):
                        return column, foundation
                    break
        return None

    def all_ready(self, kind: int, height: int) -> bool:
        """No foundation of this kind lags behind `height`: none still needs an earlier rank."""
        return all(other[1] >= height for other in self.foundations if other[0].rank == kind)

    def try_move(self, column: list, foundation) -> bool:
        """Put the column's top card on `foundation` (a new one if None), search, take it back."""
        card = column.pop()
        if foundation is None:
            self.foundations.append([card, 1])
            self.waiting[card.rank] -= 1
        else:
            foundation[1] += 1
        found = self.search()
        if foundation is None:
            self.foundations.pop()
            self.waiting[card.rank] += 1
        else:
            foundation[1] -= 1
        column.append(card)
        return found

    def won(self) -> bool:
        return not any(self.columns)

    def search(self) -> bool:
        if self.won():
            return True
        key = self.key()
        if key in self.seen:
            return False
        self.seen.add(key)
        if len(self.seen) > self.limit:
            raise _GiveUp
        forced = self.safe_move()
        if forced is not None:
            return self.try_move(*forced)
        for column in self.columns:
            if column:
                for foundation in self.foundations:
                    if self.next_rank(foundation) == column[-1].rank:
                        if self.try_move(column, foundation):
                            return True
                        break
        bare = next((column for column in self.columns if not column), None)
        if bare is None:
            return False
        for column in self.columns:
            if len(column) >= 2:
                bare.append(column.pop())
                found = self.search()
                column.append(bare.pop())
                if found:
                    return True
        return False


def solve(patience: Patience, limit: int = 100_000) -> bool | None:
    """True if best play still wins, False if nothing can, None after `limit` positions."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit is a whole number of positions, at least 1, not {limit!r}")
    game = patience.copy()
    game.deal_all()
    search = _Search(game, limit)
    try:
        return search.search()
    except _GiveUp:
        return None


def positions_searched(patience: Patience, limit: int = 100_000) -> int:
    """How many positions `solve` looks at for this patience (for benchmarks)."""
    game = patience.copy()
    game.deal_all()
    search = _Search(game, limit)
    try:
        search.search()
    except _GiveUp:
        pass
    return len(search.seen)


def move_verdicts(patience: Patience, limit: int = 100_000) -> list[tuple[Move, bool | None]]:
    """Every legal move with whether the game can still be won after it: a hint lists the
    True ones; a move judged False while `solve` says True is a move that loses the game."""
    verdicts = []
    for move in patience.moves():
        after = patience.copy()
        after.move(*move)
        verdicts.append((move, solve(after, limit)))
    return verdicts

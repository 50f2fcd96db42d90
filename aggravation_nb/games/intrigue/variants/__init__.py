"""The rules of Intrigue and its relatives as small, overridable hooks (docs/rules.md I1-I9).

`Intrigue` holds the rules of the plain game; each variant is a subclass
that overrides only the class attributes and hooks where it differs, after
python-chess's `chess.variant`; `about.VARIANTS` lists them. Laggard Lady
(I6) and Glencoe (I7) limit which five or six may start a foundation, Salic Law (I8) changes the heads of the
columns, the foundations and what becomes of the queens, and Queen of the
Fairies (I9) deals its queens like any card, builds its foundations up to
the queen and lets the tableau build down after the deal. The engine, the
narration and the views ask these classes and decide nothing about a
variant by its name: the questions the engine and the solver ask often
(`may_start`, `next_rank`, `builds_on`) answer yes, no or a rank, and the
refusal hooks (`start_refusal`, `build_refusal`, ...) decide from them and
return the refusal citing its rule, or None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from aggravation_nb.core.cards import Card
from aggravation_nb.core.errors import IllegalAction, refused
from aggravation_nb.core.registry import Variant, numbered

ACE, JACK, QUEEN, KING = 1, 11, 12, 13


class Intrigue(Variant):
    """Intrigue (I1-I5): queens head the columns; fives build down to the king, sixes up to the jack.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=1)
    >>> game.rules is Intrigue, Intrigue.head_rank, str(game.columns[0][0])[0]
    (True, 12, 'Q')
    """

    name = "intrigue"
    rule_ids = numbered("I", 5)
    head_rank = QUEEN
    """I1/I3: the rank that starts a column; the first one is taken out before the deal."""
    set_aside_rank: ClassVar[int | None] = None
    """A rank that leaves play as it is dealt (Salic Law's queens), or None."""
    sequences: ClassVar[dict[int, tuple[int, ...]]] = {5: (5, 4, 3, 2, ACE, KING), 6: (6, 7, 8, 9, 10, JACK)}
    """I2: a foundation's ranks from its first card to its last, keyed by that first card."""
    plain_rules: ClassVar[dict[str, str]] = {
        "foundation": "I2",  # what a foundation takes
        "reserve": "I4",  # a column holding only its head takes one card
        "build": "I4",  # whether a card may go onto another card in the tableau
        "start": "I2",  # a five or six starts a foundation, or is held back
        "column": "I3",  # a head starts a new column during the deal
        "head": "I1",  # a head lies at the bottom of every column
        "inside": "I3",  # heads (and set-aside cards) stay out of the middle of a column
        "win": "I5",  # when the patience is won
        "deal": "I3",  # a card is dealt onto the newest column, or straight up onto a foundation
        "play": "I4",  # after the deal, a card goes onto a foundation already begun
        "set_aside": "I8",  # which cards are set aside (Salic Law's), cited too where a position holds some
    }
    """The rule of plain Intrigue that governs each part of play."""
    governs: ClassVar[tuple[str, ...]] = ()
    """The parts of play (keys of `plain_rules`) that this variant's own rule governs instead."""
    own_words: ClassVar[dict[str, str]] = {"intrigue-app.no-foundation": "intrigue-app.intrigue-no-foundation"}
    """The catalogue keys of what this variant says its own way (its head is a queen here, a king in
    Salic Law), by the key every variant shares (`key` reads them, its subclasses' first)."""
    readings: ClassVar[tuple[str, ...]] = ("deal", "which-foundation", "empty-column", "first-head", "lost")
    """The project's readings that hold for this variant (catalogue keys `intrigue.reading.<key>`),
    in the order a page lists them, so a view shows them without knowing the variant."""

    @classmethod
    def rule(cls, part: str) -> str:
        """The id of the rule that governs `part` of play here: the own rule of the nearest class that
        governs it (Queen of the Fairies' I9 for the parts Salic Law rewrote), else plain Intrigue's."""
        for variant in cls.__mro__:
            if issubclass(variant, Intrigue) and variant.own_rule_ids() and part in variant.governs:
                return variant.own_rule_ids()[0]
        return cls.plain_rules[part]

    @classmethod
    def key(cls, shared: str) -> str:
        """The catalogue key that says `shared` (a key every variant may use: a refusal such as
        `intrigue-only-head`, a step such as `intrigue.step.move-column`, the app's `intrigue-app.help`)
        in this variant's own words: its `own_words` for it (`salic-only-head`), else its parent class's, as
        hooks are inherited, else `shared` itself. The engine, the narration and the views ask here, so none
        builds a key from a variant."""
        for variant in cls.__mro__:
            if shared in variant.__dict__.get("own_words", {}):
                return variant.__dict__["own_words"][shared]
        return shared

    @classmethod
    def app_key(cls, part: str) -> str:
        """The app's catalogue key for `part` in this variant's own words where it has them
        (`intrigue-app.fairies-help`), else the words every variant shares (`intrigue-app.help`)."""
        return cls.key(f"intrigue-app.{part}")

    @classmethod
    def starts_foundation(cls, card: Card) -> bool:
        """I2: fives and sixes start foundations."""
        return card.rank in cls.sequences

    @classmethod
    def may_start(cls, card: Card, heads: Sequence[Card], starts: Sequence[Card]) -> bool:
        """Whether `card` may start one more foundation, given the column heads dealt so far
        and the first cards of the foundations already begun. Plain Intrigue sets no limit."""
        return True

    @classmethod
    def next_rank(cls, foundation: Sequence[Card]) -> int | None:
        """The rank the foundation takes next, or None once it is complete."""
        ranks = cls.sequences[foundation[0].rank]
        return ranks[len(foundation)] if len(foundation) < len(ranks) else None

    @classmethod
    def build_rank(cls, top: Card) -> int | None:
        """The rank of the card that may go onto `top`, the top card of a column holding more than
        its head, once the deal is over; None when nothing may (I4: no building in the tableau)."""
        return None

    @classmethod
    def builds_on(cls, card: Card, top: Card) -> bool:
        """Whether `card` may go onto `top` in the tableau after the deal (`build_rank`): a variant
        that builds by suit as well narrows it here; the solver and the engine both ask it."""
        return cls.build_rank(top) == card.rank

    # ----- refusals: each hook decides one part of play and names the rule that governs it here ------

    @classmethod
    def head_fault(cls, columns: Sequence[Sequence[Card]]) -> IllegalAction | None:
        """Why these columns cannot be a position (no column, a column not on its head, a head or a
        set-aside card inside a column), or None: `head_rank` and `set_aside_rank` decide it."""
        if not columns:
            return refused(cls.key("intrigue-position-no-column"), cls.rule("head"))
        for number, column in enumerate(columns, 1):
            if column[0].rank != cls.head_rank:
                return refused(cls.key("intrigue-position-head"), cls.rule("head"), column=number, card=str(column[0]))
            inside = next((card for card in column[1:] if card.rank in (cls.head_rank, cls.set_aside_rank)), None)
            if inside is not None:
                return refused(cls.key("intrigue-position-inside"), cls.rule("inside"), column=number, card=str(inside))
        return None

    @classmethod
    def start_refusal(cls, card: Card, heads: Sequence[Card], starts: Sequence[Card]) -> IllegalAction | None:
        """Why `card` may not start a foundation (not a starter, `starts_foundation`; no room left for
        one more, `may_start`), or None."""
        if not cls.starts_foundation(card):
            return refused(cls.key("intrigue-not-a-starter"), cls.rule("foundation"), card=str(card))
        if not cls.may_start(card, heads, starts):
            return refused(cls.key("intrigue-no-room"), cls.rule("start"), card=str(card), queens=len(heads))
        return None

    @classmethod
    def foundation_refusal(cls, card: Card, foundation: Sequence[Card], number: int) -> IllegalAction | None:
        """Why foundation `number` (counted from 1) does not take `card` (`next_rank`), or None."""
        wanted = cls.next_rank(foundation)
        if wanted is None:
            return refused("intrigue-foundation-complete", cls.rule("foundation"), foundation=number)
        if wanted != card.rank:
            return refused(
                "intrigue-wrong-card",
                cls.rule("foundation"),
                card=str(card),
                foundation=number,
                top=str(foundation[-1]),
            )
        return None

    @classmethod
    def foundation_fault(cls, foundation: Sequence[Card], number: int) -> IllegalAction | None:
        """Why foundation `number` of a position does not build by this variant's `sequences`, or None."""
        for height in range(1, len(foundation)):
            if cls.next_rank(foundation[:height]) != foundation[height].rank:
                return refused(
                    "intrigue-position-foundation",
                    cls.rule("foundation"),
                    foundation=number,
                    card=str(foundation[height]),
                    below=str(foundation[height - 1]),
                )
        return None

    @classmethod
    def reserve_refusal(cls, column: Sequence[Card], number: int) -> IllegalAction | None:
        """Why no card may be taken from column `number`: it holds only its head (I4: a bare head is a
        reserve that takes a card, never gives one), or None."""
        return refused(cls.key("intrigue-only-head"), cls.rule("reserve"), column=number) if len(column) == 1 else None

    @classmethod
    def build_refusal(cls, card: Card, top: Card, number: int) -> IllegalAction | None:
        """Why `card` may not go onto column `number`, whose top card `top` lies on its head
        (`builds_on`), or None."""
        if cls.builds_on(card, top):
            return None
        return refused(cls.key("intrigue-column-taken"), cls.rule("build"), column=number, card=str(card), top=str(top))

    @classmethod
    def token(cls, card: Card) -> object:
        """What the solver must tell apart about a card: its rank, as suits never matter here."""
        return card.rank

    @classmethod
    def settled_token(cls, card: Card) -> object:
        """What the solver must tell apart once no limit on starting foundations can bind any more
        (`may_start`): the rank, unless the variant's tableau also builds by suit."""
        return card.rank


class LaggardLady(Intrigue):
    """I6: no more foundations begun on fives (or on sixes) than queens dealt so far.

    >>> from aggravation_nb.intrigue import Patience
    >>> Patience.deal(seed=1, variant="laggard-lady").rules is LaggardLady
    True
    """

    name = "laggard-lady"
    rule_ids = ("I6",)
    governs = ("start",)
    own_words = {
        "intrigue-no-room": "intrigue-no-room-laggard-lady",
        "intrigue.step.waits": "intrigue.step.waits-laggard-lady",
    }

    @classmethod
    def may_start(cls, card, heads, starts):
        return sum(start.rank == card.rank for start in starts) < len(heads)


class Glencoe(Intrigue):
    """I7: each five and six goes above a queen of its own suit, so suits matter here only.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=1, variant="glencoe")
    >>> game.rules is Glencoe, str(game.columns[0][0])
    (True, 'Q♠')
    """

    name = "glencoe"
    rule_ids = ("I7",)
    governs = ("start",)
    own_words = {"intrigue-no-room": "intrigue-no-room-glencoe", "intrigue.step.waits": "intrigue.step.waits-glencoe"}

    @classmethod
    def may_start(cls, card, heads, starts):
        room = sum(head.suit == card.suit for head in heads)
        return sum(start.rank == card.rank and start.suit == card.suit for start in starts) < room

    @classmethod
    def token(cls, card):
        return (card.rank, card.suit if card.rank in (5, 6, QUEEN) else "")


class SalicLaw(Intrigue):
    """I8, read as the classic game: kings head the columns, queens are set aside as they
    are dealt, aces start the foundations, which build up to the jack; a bare king takes
    one card from the end of a column as a temporary reserve.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=1, variant="salic-law")
    >>> game.rules is SalicLaw, SalicLaw.head_rank
    (True, 13)
    """

    name = "salic-law"
    rule_ids = ("I8",)
    head_rank = KING
    set_aside_rank: ClassVar[int | None] = QUEEN  # (the annotation: Queen of the Fairies sets none aside)
    sequences = {ACE: tuple(range(ACE, JACK + 1))}
    governs = ("foundation", "reserve", "build", "start", "column", "head", "inside", "win")
    own_words = {
        "intrigue-column-taken": "salic-column-taken",
        "intrigue-not-a-starter": "salic-not-a-starter",
        "intrigue-only-head": "salic-only-head",
        "intrigue-position-head": "salic-position-head",
        "intrigue-position-inside": "salic-position-inside",
        "intrigue-position-no-column": "salic-position-no-column",
        "intrigue.step.move-column": "salic.step.move-column",
        "intrigue-app.no-foundation": "intrigue-app.salic-no-foundation",
    }
    readings: ClassVar[tuple[str, ...]] = ("deal", "which-foundation", "salic", "reserve", "first-head", "lost")


class QueenOfTheFairies(SalicLaw):
    """I9, read as PySolFC's "Faerie Queen" (source 001 only names the game): kings head the
    columns as in Salic Law, but the queens are dealt like any other card, the foundations build
    up from the ace to the queen, and once the deal is over a card may go onto a column's top
    card one rank higher, whatever the suits, as well as onto a bare king.

    >>> from aggravation_nb.core.cards import Card
    >>> QueenOfTheFairies.build_rank(Card.parse("9♥")), QueenOfTheFairies.head_rank
    (8, 13)
    """

    name = "queen-of-the-fairies"
    rule_ids = ("I9",)
    set_aside_rank = None
    sequences = {ACE: tuple(range(ACE, QUEEN + 1))}
    own_words = {
        "intrigue-column-taken": "fairies-column-taken",
        "intrigue-not-a-starter": "fairies-not-a-starter",
        "intrigue-position-head": "fairies-position-head",
        "intrigue-position-inside": "fairies-position-inside",
        "intrigue.step.move-column": "fairies.step.move-column",
        "intrigue.step.tableau-build": "fairies.step.tableau-build",
        "intrigue-app.help": "intrigue-app.fairies-help",
        "intrigue-app.selected": "intrigue-app.fairies-selected",
    }
    readings = ("deal", "which-foundation", "fairies", "fairies-build", "lost")

    @classmethod
    def build_rank(cls, top):
        return top.rank - 1 if top.rank > ACE else None

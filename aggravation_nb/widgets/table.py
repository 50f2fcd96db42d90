"""The card table widget: both rows column by column, stocks, owed piles, narration.

An anywidget, because each card needs a real accessible name ("7♣,
Marina's row, pile 1") and the whole table should update in one message.
The browser only reports which pile was clicked; everything it shows is
computed here from the game.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import traitlets

from aggravation_nb.core.rulebook import split_cited
from aggravation_nb.games.aggravation.actions import Call, CallTogether
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import card_name, describe_outcome
from aggravation_nb.i18n import YOU, cards_in, for_player, listing, text
from aggravation_nb.widgets.palette import stylesheet
from aggravation_nb.widgets.table_widget import STATIC, TableWidget

SUIT_CLASSES = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}
log = logging.getLogger(__name__)


def table_view(
    game: Game,
    lang: str,
    narration: str = "",
    kind: str = "story",
    selected=(),
    acting: str | None = None,
    four_colour: bool = False,
    changed=(),
    readonly: bool = False,
    hints: bool = True,
    open_piles: bool = False,
) -> dict:
    """Everything the table shows, as plain data (so it can be tested without a browser).

    A `readonly` table (one only to look at) marks its cards as not clickable.
    Cards are marked "to cover" only while someone can still cover them; a
    card owed alone says that its partner was covered (A5). The outcome, once
    there is one, stays on the table until the next game, in its banner, and
    is shown only there: a narration that ends with it shows the rest. The
    banner's `outcome_kind` ("win", "loss" for the person beaten by the
    computer, "draw") styles it.

    So that each step can be seen: cards of one match carry the same match
    number, a card the narration names and the two a call touched are pointed
    at, a pile can be opened to show what lies beneath; without `hints`
    nothing is marked to cover (for practising spotting matches).

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> view = table_view(game, "en")
    >>> [(pile["name"], pile["owed"]) for pile in view["rows"][0]["piles"]]
    [("7♣, Marina's row, pile 1", True)]
    """
    marks = _marks(game, narration, selected, acting, changed, hints, open_piles)
    rows = [_row(game, lang, name, piles, marks) for name, piles in game.rows.items()]
    outcome = describe_outcome(game.outcome, lang) if game.outcome else ""
    shown = narration.removesuffix(outcome).rstrip() if outcome else narration
    return {
        "rows": rows,
        "narration": narration,
        "kind": kind,
        "four_colour": four_colour,
        "table_label": text("table", lang),
        "readonly": readonly,
        "outcome": outcome,
        "outcome_kind": outcome_kind(game),
        "narration_parts": split_cited(shown, lang),
        "outcome_parts": split_cited(outcome, lang),
        "legend_label": text("legend", lang),
        "legend": legend(game, lang),
        "tallest": tallest_card(lang),
    }


def tallest_card(lang: str) -> dict:
    """A card with every mark a card can carry at once, in their longest words in `lang`: the page measures
    it, unseen, and draws every card as tall, so no card stands taller than the rest (a Russian card owed a
    cover wraps its marks over more lines) and the cards keep one height from step to step."""
    why = max((text(key, lang) for key in ("owed-alone-short", "pair-to-call-short", "again-short")), key=len)
    return {
        "column": -1,
        "text": "10♦",
        "suit_class": "diamonds",
        "name": "",
        "description": "",
        "depth": 26,
        "owed": True,
        "match": 3,
        "match_label": text("match-number", lang, number=3),
        "named": False,
        "beneath": "",
        "owed_label": text("owed", lang),
        "owed_why": why,
        "selected": True,
        "changed": True,
        "changed_label": text("changed", lang),
    }


@dataclass(frozen=True)
class _Marks:
    """What the whole table knows before it draws a pile: which piles are owed a cover, in which match,
    which a call touched, and what the caller asked to show."""

    owed: frozenset
    may_cover_again: frozenset
    visible: Counter
    touched: frozenset
    groups: dict
    narration: str
    selected: tuple | list
    acting: str | None
    changed: tuple | list
    hints: bool
    open_piles: bool


def _marks(game: Game, narration: str, selected, acting: str | None, changed, hints: bool, open_piles: bool) -> _Marks:
    can_cover = hints and game.outcome is None and any(game.stock_size(player) for player in game.in_round)
    owed = frozenset(game.to_cover) if can_cover else frozenset()
    last = game.events[-1].action if game.events else None
    calls = [last] if isinstance(last, Call) else list(last.calls) if isinstance(last, CallTogether) else []
    in_order = sorted(owed, key=lambda p: (game.players.index(p[0]), p[1]))
    return _Marks(
        owed=owed,
        may_cover_again=frozenset(game.may_cover_again) if can_cover else frozenset(),
        visible=Counter(pile[-1].rank for piles in game.rows.values() for pile in piles),
        touched=frozenset(pile for call in calls for pile in call.piles),
        groups={rank: number for number, rank in enumerate(dict.fromkeys(game.top(p).rank for p in in_order), 1)},
        narration=narration,
        selected=selected,
        acting=acting,
        changed=changed,
        hints=hints,
        open_piles=open_piles,
    )


def _row(game: Game, lang: str, name: str, piles: list, marks: _Marks) -> dict:
    """One player's row: its labels and each pile's cell."""
    row_label = for_player("row", name, lang)
    return {
        "label": row_label,
        "heading": row_label[:1].upper() + row_label[1:],
        "acting": name == marks.acting,
        "acting_label": for_player("acting", name, lang),
        "stock_label": listing(
            [
                for_player("hand" if game.gathers else "stock", name, lang, count=game.stock_size(name)),
                *row_status(game, name, lang),
            ],
            lang,
            "semicolon",
        ),
        "empty_label": text("empty-row", lang),
        "piles": [_pile(game, lang, (name, column), pile, marks) for column, pile in enumerate(piles)],
    }


def _pile(game: Game, lang: str, address: tuple[str, int], pile: list, marks: _Marks) -> dict:
    """One pile's cell: its top card, its marks and the words a screen reader says for them."""
    top = pile[-1]
    owed = address in marks.owed
    alone = owed and marks.visible[top.rank] == 1
    acting = marks.acting
    to_call = owed and not alone and acting is not None and game.has_call and not game.stock_size(acting)
    match = marks.groups.get(top.rank, 0) if owed else 0
    again = marks.hints and address in marks.may_cover_again
    beneath = cards_in(" ".join(str(card) for card in reversed(pile[:-1])), lang)
    notes = [text("depth", lang, count=len(pile))]
    if owed:
        notes.append(text("owed-alone", lang) if alone else text("owed-match", lang, number=match))
    if to_call and acting is not None:
        notes.append(for_player("pair-to-call", acting, lang))
    if again:
        notes.append(text("again", lang))
    if address in marks.changed:
        notes.append(text("changed", lang))
    if beneath:
        notes.append(text("beneath", lang, cards=beneath))
    why = "owed-alone-short" if alone else "pair-to-call-short" if to_call else "again-short" if again else ""
    return {
        "column": address[1],
        "text": cards_in(str(top), lang),
        "suit_class": SUIT_CLASSES[top.suit],
        "name": card_name(game, address, lang, spoken=True),
        "description": listing(notes, lang, "semicolon"),
        "depth": len(pile),
        "owed": owed,
        "match": match,
        "match_label": text("match-number", lang, number=match) if match else "",
        "named": address in marks.touched or (bool(marks.narration) and cards_in(str(top), lang) in marks.narration),
        "beneath": beneath if marks.open_piles else "",
        "owed_label": text("owed", lang),
        "owed_why": text(why, lang) if why else "",
        "selected": address in marks.selected,
        "changed": address in marks.changed,
        "changed_label": text("changed", lang),
    }


def legend(game: Game, lang: str) -> list[dict]:
    """What each mark a card can carry means, as the card shows it: one click away on every table."""
    marks = [
        ("×3", "legend.depth"),
        (f"{text('owed', lang)} · {text('match-number', lang, number=2)}", "legend.owed"),
        (text("owed-alone-short", lang), "legend.owed-alone"),
    ]
    if game.has_call:
        marks.append((text("pair-to-call-short", lang), "legend.pair-to-call"))
    if game.rutter:
        marks.append((text("again-short", lang), "legend.again"))
    marks += [
        (text("changed", lang), "legend.changed"),
        ("✓", "legend.selected" if game.has_call else "legend.selected.no-call"),
        (text("legend.outline", lang), "legend.named"),
    ]
    return [{"mark": mark, "meaning_parts": split_cited(text(key, lang), lang)} for mark, key in marks]


def outcome_kind(game: Game) -> str:
    """How the banner looks: "draw", "loss" where the person (You) lost to the computer, else "win"."""
    if game.outcome is None:
        return ""
    if game.outcome.winner is None:
        return "draw"
    return "loss" if YOU in game.players and game.outcome.winner != YOU else "win"


def row_status(game: Game, player: str, lang: str) -> list[str]:
    """What a variant adds beside a stock: the share (F3), waiting or eliminated (C7)."""
    if game.picks_up:
        return [text("share", lang, count=game.share(player))]
    if player in game.eliminated:
        return [text("eliminated-status", lang)]
    if player not in game.in_round:
        return [text("waiting-status", lang, count=game.waiting(player))]
    return []


class CardTable(TableWidget):
    """Shows a `table_view`; calls `on_pile` handlers with the pile a person clicked.

    The browser can set any synced value (a hostile page can send anything),
    so what a click may name is checked against the last view Python drew and
    the keys Python asked for, never against the synced traits.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> table = CardTable()
    >>> table.draw(table_view(game, "en"))
    >>> clicked = []
    >>> table.on_pile(lambda owner, column: clicked.append((owner, column)))
    >>> table.click(1, 0)
    >>> clicked
    [(1, 0)]
    """

    _esm = STATIC / "table.js"
    _css = stylesheet("table.css")
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._pile_counts: tuple[int, ...] = ()
        self._handlers: list[Callable[[int, int], object]] = []
        self._bad_input_handlers: list[Callable[[], object]] = []
        self.on_msg(self._received)

    def draw(self, view: dict) -> None:
        """Show a `table_view` (and remember which piles a click may name)."""
        self._pile_counts = tuple(len(row["piles"]) for row in view["rows"])
        self.view = view

    def on_pile(self, handler) -> None:
        self._handlers.append(handler)

    def on_bad_input(self, handler) -> None:
        """Called (with no arguments) when a message from the page makes no sense."""
        self._bad_input_handlers.append(handler)

    def click(self, owner: int, column: int) -> None:
        """Act as if a person clicked this pile (what the browser's message does)."""
        self._received(self, {"pile": [owner, column]}, [])

    def _received(self, _widget, content, _buffers) -> None:
        if self._took_key(content):
            return
        pile = content.get("pile") if isinstance(content, dict) else None
        if (
            isinstance(pile, list)
            and len(pile) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in pile)
            and 0 <= pile[0] < len(self._pile_counts)
            and 0 <= pile[1] < self._pile_counts[pile[0]]
        ):
            for handler in self._handlers:
                handler(pile[0], pile[1])
            return
        log.warning("ignored a message from the card table that names no pile or key: %r", content)
        for tell in self._bad_input_handlers:
            tell()

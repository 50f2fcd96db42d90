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
    can_cover = hints and game.outcome is None and any(game.stock_size(player) for player in game.in_round)
    owed = set(game.to_cover) if can_cover else set()
    may_cover_again = set(game.may_cover_again) if can_cover else set()
    visible = Counter(pile[-1].rank for piles in game.rows.values() for pile in piles)
    last = game.events[-1].action if game.events else None
    calls = [last] if isinstance(last, Call) else list(last.calls) if isinstance(last, CallTogether) else []
    touched = {pile for call in calls for pile in call.piles}
    groups = {
        rank: number
        for number, rank in enumerate(
            dict.fromkeys(game.top(pile).rank for pile in sorted(owed, key=lambda p: (game.players.index(p[0]), p[1]))),
            1,
        )
    }
    rows = []
    for name, piles in game.rows.items():
        row_label = for_player("row", name, lang)
        cells = []
        for column, pile in enumerate(piles):
            top = pile[-1]
            address = (name, column)
            notes = [text("depth", lang, count=len(pile))]
            alone = address in owed and visible[top.rank] == 1
            to_call = (
                address in owed and not alone and acting is not None and game.has_call and not game.stock_size(acting)
            )
            match = groups.get(top.rank, 0) if address in owed else 0
            if address in owed:
                notes.append(text("owed-alone", lang) if alone else text("owed-match", lang, number=match))
            if to_call and acting is not None:
                notes.append(for_player("pair-to-call", acting, lang))
            again = hints and address in may_cover_again
            if again:
                notes.append(text("again", lang))
            if address in changed:
                notes.append(text("changed", lang))
            beneath = cards_in(" ".join(str(card) for card in reversed(pile[:-1])), lang)
            if beneath:
                notes.append(text("beneath", lang, cards=beneath))
            cells.append(
                {
                    "column": column,
                    "text": cards_in(str(top), lang),
                    "suit_class": SUIT_CLASSES[top.suit],
                    "name": card_name(game, address, lang),
                    "description": listing(notes, lang, "semicolon"),
                    "depth": len(pile),
                    "owed": address in owed,
                    "match": match,
                    "match_label": text("match-number", lang, number=match) if match else "",
                    "named": address in touched or (bool(narration) and cards_in(str(top), lang) in narration),
                    "beneath": beneath if open_piles else "",
                    "owed_label": text("owed", lang),
                    "owed_why": (
                        text("owed-alone-short", lang)
                        if alone
                        else text("pair-to-call-short", lang)
                        if to_call
                        else text("again-short", lang)
                        if again
                        else ""
                    ),
                    "selected": address in selected,
                    "changed": address in changed,
                    "changed_label": text("changed", lang),
                }
            )
        rows.append(
            {
                "label": row_label,
                "heading": row_label[:1].upper() + row_label[1:],
                "acting": name == acting,
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
                "piles": cells,
            }
        )
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
        ("✓", "legend.selected"),
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

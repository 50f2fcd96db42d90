"""The Intrigue table widget: foundations, columns and the stock, drawn from one view of a patience.

An anywidget, as the Aggravation table is, so that every card has a real
accessible name and a click reports only which place was clicked.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

import traitlets

from aggravation_nb.core.rulebook import split_cited
from aggravation_nb.games.intrigue import Move, Patience, outcome
from aggravation_nb.i18n import cards_in, spoken_card, text
from aggravation_nb.widgets.palette import stylesheet
from aggravation_nb.widgets.table import SUIT_CLASSES
from aggravation_nb.widgets.table_widget import STATIC, TableWidget

log = logging.getLogger(__name__)


def intrigue_view(
    game: Patience,
    lang: str,
    narration: str = "",
    kind: str = "story",
    selected: int | None = None,
    hint: Move | None = None,
) -> dict:
    """Everything the table shows, as plain data (tested without a browser).

    A hint marks two places: the card to move (`hinted`) and where it goes
    (`hinted` and `target`), which has a mark of its own and says so in its name.
    """
    aimed = partial(_aimed, lang, hint.to if hint else None)
    foundations = [
        _foundation(lang, index, foundation, hint, aimed) for index, foundation in enumerate(game.foundations)
    ]
    columns = [_column(game, lang, index, column, selected, hint, aimed) for index, column in enumerate(game.columns)]
    hinted_to = hint.to if hint else None
    stock = (
        text("intrigue-app.stock", lang, count=game.stock_size)
        if game.stock_size
        else text("intrigue-app.dealt-out", lang)
    )
    set_aside = cards_in(" ".join(str(card) for card in game.set_aside), lang)
    ending = outcome(game, lang) or ""
    return {
        "table_label": text("intrigue-app.table", lang),
        "foundations_label": text("intrigue-app.foundations", lang),
        "no_foundation": text(game.rules.key("intrigue-app.no-foundation"), lang),
        "new_foundation_label": text("intrigue-app.new-foundation", lang),
        "new_foundation_hinted": hinted_to == ("foundation", None),
        "new_foundation": aimed(text("intrigue-app.new-foundation", lang), ("foundation", None)),
        "columns_label": text("intrigue-app.columns", lang),
        "stock_label": stock,
        "set_aside_label": text("intrigue-app.set-aside", lang, cards=set_aside) if set_aside else "",
        "foundations": foundations,
        "columns": columns,
        "narration": narration,
        "narration_parts": split_cited(narration, lang),
        "kind": "outcome" if ending and kind == "played" else kind,
        "outcome_parts": split_cited(ending, lang),
        "outcome_kind": "win" if game.won else "loss" if ending else "",
    }


def _aimed(lang: str, hinted_to: object, name: str, place: tuple) -> dict:
    """A place's name, and whether a hint aims at it (the target has a mark of its own and says so)."""
    target = hinted_to == place
    return {
        "name": text("intrigue-app.hint-target-name", lang, name=name) if target else name,
        "target": target,
        "target_label": text("intrigue-app.hint-target", lang) if target else "",
    }


def _foundation(lang: str, index: int, foundation: list, hint: Move | None, aimed: Callable) -> dict:
    top = foundation[-1]
    return {
        "text": cards_in(str(top), lang),
        "suit_class": SUIT_CLASSES[top.suit],
        "place": f"foundation-{index}",
        "count": text("intrigue-app.foundation-count", lang, count=len(foundation)),
        "title": cards_in(" ".join(str(card) for card in foundation), lang),
        "reachable": True,
        "hinted": hint is not None and hint.to == ("foundation", index),
        **aimed(
            text("intrigue-app.card-foundation", lang, card=spoken_card(str(top), lang), foundation=index + 1),
            ("foundation", index),
        ),
    }


def _column(
    game: Patience, lang: str, index: int, column: list, selected: int | None, hint: Move | None, aimed: Callable
) -> dict:
    """One column: each card, the top one reachable (selected, hinted or aimed at by a hint)."""
    hinted = hint is not None and (index == hint.column or hint.to == ("column", index))
    cards = []
    for place, card in enumerate(column):
        on_top = place == len(column) - 1
        if on_top:
            name = text("intrigue-app.card-top", lang, card=spoken_card(str(card), lang), column=index + 1)
        else:
            name = text(
                "intrigue-app.card-under",
                lang,
                card=spoken_card(str(card), lang),
                column=index + 1,
                place=place + 1,
                count=len(column),
            )
        cards.append(
            {
                "text": cards_in(str(card), lang),
                "suit_class": SUIT_CLASSES[card.suit],
                "reachable": on_top,
                "place": f"column-{index}" if on_top else f"column-{index}-{place}",
                **({"pressed": index == selected} if on_top else {}),
                "selected": on_top and index == selected,
                "hinted": on_top and hinted,
                **(aimed(name, ("column", index)) if on_top else {"name": name, "target": False}),
            }
        )
    current = game.dealing and index == len(game.columns) - 1
    return {
        "label": text("intrigue-app.column", lang, column=index + 1),
        "cards": cards,
        "current": current,
        "note": text("intrigue-app.dealing-onto", lang) if current else "",
    }


class IntrigueTable(TableWidget):
    """Shows an `intrigue_view`; calls `on_place` handlers with what a person clicked.

    A click may name only a column or foundation of the last view Python
    drew: a page can send anything, so the message is checked here.
    """

    _esm = STATIC / "intrigue_table.js"
    _css = stylesheet("intrigue_table.css")
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._counts = (0, 0)
        self._handlers: list[Callable[[str, int | None], object]] = []
        self.on_msg(self._received)

    def draw(self, view: dict) -> None:
        self._counts = (len(view["columns"]), len(view["foundations"]))
        self.view = view

    def on_place(self, handler) -> None:
        """`handler(kind, index)`: ("column", j), ("foundation", i) or ("foundation", None) for a new one."""
        self._handlers.append(handler)

    def click(self, kind: str, index: int | None = None) -> None:
        """Act as if a person clicked there (what the browser's message does)."""
        message = {"new_foundation": True} if index is None else {kind: index}
        self._received(self, message, [])

    def _received(self, _widget, content, _buffers) -> None:
        if self._took_key(content):
            return
        place: tuple[str, int | None] | None = None
        if isinstance(content, dict) and len(content) == 1:
            ((kind, index),) = content.items()
            if kind == "new_foundation" and index is True:
                place = ("foundation", None)
            elif (
                kind in ("column", "foundation")
                and isinstance(index, int)
                and not isinstance(index, bool)
                and 0 <= index < self._counts[kind == "foundation"]
            ):
                place = (kind, index)
        if place is None:
            log.warning("ignored a message from the Intrigue table that names no place: %r", content)
            return
        for handler in self._handlers:
            handler(*place)

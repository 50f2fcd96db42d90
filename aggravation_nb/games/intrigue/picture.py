"""A patience as a static picture in HTML: what `Patience._repr_html_` shows in a notebook.

Plain HTML, no script and no style sheet, so it reads the same in
JupyterLab, in nbconvert's pages and on GitHub, with or without a kernel:
the foundations (top card, height, the whole sequence), then every column
bottom → top with its top card marked, then the stock and the outcome. The
live table is the widget (`aggravation_nb.views.show`).
"""

from __future__ import annotations

from html import escape

from aggravation_nb.core.moves_shown import MARK, in_code
from aggravation_nb.games.intrigue.narration import outcome
from aggravation_nb.games.intrigue.patience import Patience
from aggravation_nb.i18n import cards_in, text

CELL = 'style="border:1px solid #888;padding:0.2em 0.5em;text-align:left"'
"""Borders drawn on every cell, since a notebook's own table style may draw none."""


def patience_html(game: Patience, lang: str = "en") -> str:
    """The patience `game` in words and HTML, in `lang` ("en" or "ru").

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.from_position(columns=[["Q♠", "9♥"]], foundations=[["5♣", "4♦"]], stock=["7♣"])
    >>> "1 card still to deal" in patience_html(game)
    True
    """
    lines = [
        f'<div class="agg-picture" role="group" aria-label="{escape(text("intrigue-app.table", lang))}">',
        f"<p><strong>{_words(_caption(game, lang))}</strong></p>",
        _table(
            text("intrigue-app.foundations", lang),
            [
                (text("picture.foundation", lang, foundation=index + 1), foundation, False)
                for index, foundation in enumerate(game.foundations)
            ],
            text(game.rules.key("intrigue-app.no-foundation"), lang),
            lang,
        ),
        _table(
            text("intrigue-app.columns", lang),
            [
                (
                    text("intrigue-app.column", lang, column=index + 1),
                    column,
                    game.dealing and index == len(game.columns) - 1,
                )
                for index, column in enumerate(game.columns)
            ],
            "",
            lang,
        ),
    ]
    stock = (
        text("intrigue-app.stock", lang, count=game.stock_size)
        if game.stock_size
        else text("intrigue-app.dealt-out", lang)
    )
    lines.append(f"<p>{_words(stock)}</p>")
    if game.set_aside:
        cards = " ".join(str(card) for card in game.set_aside)
        lines.append(f"<p>{_words(text('intrigue-app.set-aside', lang, cards=cards))}</p>")
    moves = [str(move) for move in game.moves()]
    if moves:
        lines.append(f"<p>{in_code(text('picture.moves-now', lang, moves=MARK), moves, lang)}</p>")
    ending = outcome(game, lang)
    if ending:
        lines.append(f'<p role="status"><strong>{_words(ending)}</strong></p>')
    lines.append("</div>")
    return "\n".join(lines)


def _caption(game: Patience, lang: str) -> str:
    return text(
        "picture.patience",
        lang,
        variant=text(f"intrigue.variant.{game.variant}", lang),
        columns=text("picture.patience.columns", lang, count=len(game.columns)),
        foundations=text("picture.patience.foundations", lang, count=len(game.foundations)),
    )


def _table(title: str, piles: list, empty: str, lang: str) -> str:
    """One row per pile: its name, its top card and height, then every card bottom → top."""
    if not piles:
        return f"<p>{_words(empty)}</p>"
    head = [text("picture.name-head", lang), text("picture.top-head", lang), text("picture.cards-head", lang)]
    rows = []
    for name, cards, current in piles:
        label = name + (f" ({text('intrigue-app.dealing-onto', lang)})" if current else "")
        top = text("picture.depth", lang, count=len(cards))
        rows.append(
            f'<tr><th scope="row" {CELL}>{_words(label)}</th>'
            f"<td {CELL}><strong>{_words(cards_in(str(cards[-1]), lang))}</strong> <small>{_words(top)}</small></td>"
            f"<td {CELL}>{_words(cards_in(' '.join(str(card) for card in cards), lang))}</td></tr>"
        )
    return (
        f'<table style="border-collapse:collapse"><caption>{_words(title)}</caption><thead><tr>'
        + "".join(f'<th scope="col" {CELL}>{_words(words)}</th>' for words in head)
        + "</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


def _words(words: str) -> str:
    """Text between tags: only <, > and & need escaping, so apostrophes stay readable in the source."""
    return escape(words, quote=False)

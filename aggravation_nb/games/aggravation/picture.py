"""A game as a static picture in HTML: what `Game._repr_html_` shows in a notebook.

Plain HTML, no script and no style sheet, so it reads the same in
JupyterLab, in nbconvert's pages and on GitHub, with or without a kernel.
It is a table a screen reader can walk: one row per player, headed by the
row's owner, then the stock, then each pile's top card with the pile's depth
and whether it is owed a cover. The live table is the widget
(`aggravation_nb.views.show`); this is what the game looks like on paper.
"""

from __future__ import annotations

from collections import Counter
from html import escape

from aggravation_nb.core.moves_shown import MARK, in_code
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import card_name, describe_outcome
from aggravation_nb.i18n import cards_in, for_player, listing, text

CELL = 'style="border:1px solid #888;padding:0.2em 0.5em;text-align:center"'
"""Borders drawn on every cell, since a notebook's own table style may draw none."""


def table_html(game: Game, lang: str = "en") -> str:
    """The table of `game` in words and HTML, in `lang` ("en" or "ru").

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> "Still to cover: 7♣, Marina's row, pile 1; 7♦, Oleg's row, pile 1." in table_html(game)
    True
    """
    owed = set(game.to_cover) if game.outcome is None else set()
    visible = Counter(game.top(pile).rank for pile in _piles(game))
    widest = max(game.row_widths(), default=0)
    head = [
        text("picture.row-head", lang),
        text("picture.stock-head", lang),
        *(text("picture.pile", lang, column=column + 1) for column in range(widest)),
    ]
    lines = [
        f'<table style="border-collapse:collapse" aria-label="{escape(text("table", lang))}">',
        f"<caption>{_words(_caption(game, lang))}</caption>",
        "<thead><tr>" + "".join(f'<th scope="col" {CELL}>{_words(words)}</th>' for words in head) + "</tr></thead>",
        "<tbody>",
    ]
    for player, piles in game.rows.items():
        said = listing([_stock(game, player, lang), *_status(game, player, lang)], lang, "semicolon")
        cells = [
            f'<th scope="row" {CELL}>{_words(for_player("row", player, lang))}</th>',
            f"<td {CELL}>{_words(said)}</td>",
        ]
        for column, pile in enumerate(piles):
            cells.append(_pile_cell(game, (player, column), len(pile), owed, visible, lang))
        if not piles:
            cells.append(f'<td {CELL} colspan="{max(widest, 1)}">{_words(text("empty-row", lang))}</td>')
        else:
            cells += [f"<td {CELL}></td>"] * (widest - len(piles))
        lines.append("<tr>" + "".join(cells) + "</tr>")
    lines.append("</tbody></table>")
    if game.outcome is not None:
        lines.append(f'<p role="status"><strong>{_words(describe_outcome(game.outcome, lang))}</strong></p>')
    elif owed:
        names = listing((card_name(game, pile, lang) for pile in game.to_cover), lang, "semicolon")
        lines.append(f"<p>{_words(text('picture.to-cover', lang, piles=names))}</p>")
    else:
        lines.append(f"<p>{_words(text('picture.nothing-owed', lang))}</p>")
    lines += _in_the_notation(game, lang)
    return '<div class="agg-picture">' + "\n".join(lines) + "</div>"


def _in_the_notation(game: Game, lang: str) -> list[str]:
    """The last action and what is legal now, in the notation `apply` takes (a learner can copy them)."""
    lines = []
    if game.length:
        lines.append(f"<p>{in_code(text('picture.last-action', lang, action=MARK), [str(game.log[-1])], lang)}</p>")
    legal = [str(action) for action in game.legal_actions()]
    if legal:
        lines.append(f"<p>{in_code(text('picture.legal-now', lang, actions=MARK), legal, lang)}</p>")
    return lines


def _piles(game: Game):
    return [
        (player, column)
        for player, width in zip(game.players, game.row_widths(), strict=True)
        for column in range(width)
    ]


def _caption(game: Game, lang: str) -> str:
    name = text(f"variant.{game.variant}", lang)
    return text("picture.caption", lang, variant=name, players=tuple(game.players), actions=game.length)


def _stock(game: Game, player: str, lang: str) -> str:
    return for_player("hand" if game.gathers else "stock", player, lang, count=game.stock_size(player))


def _status(game: Game, player: str, lang: str) -> list[str]:
    """What a variant adds beside a stock: the share (F3), waiting or eliminated (C7)."""
    if game.picks_up:
        return [text("share", lang, count=game.share(player))]
    if player in game.eliminated:
        return [text("eliminated-status", lang)]
    if player not in game.in_round:
        return [text("waiting-status", lang, count=game.waiting(player))]
    return []


def _pile_cell(game: Game, pile, depth: int, owed: set, visible: Counter, lang: str) -> str:
    top = game.top(pile)
    notes = [text("picture.depth", lang, count=depth)]
    if pile in owed:
        notes.append(text("owed", lang) + (f" ({text('owed-alone-short', lang)})" if visible[top.rank] == 1 else ""))
    shown = _words(cards_in(str(top), lang))
    card = f"<strong>{shown}</strong>" if pile in owed else shown
    return f"<td {CELL}>{card}<br><small>{_words(listing(notes, lang, 'semicolon'))}</small></td>"


def _words(words: str) -> str:
    """Text between tags: only <, > and & need escaping, so apostrophes stay readable in the source."""
    return escape(words, quote=False)

"""A game shows itself as static HTML in any notebook (`_repr_html_`), and tells whoever watches it
of every action and undo, so that a view bound to it (`views.show`) can follow a later cell."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from rule_helpers import position, refused

from aggravation_nb import Cover, Game
from aggravation_nb.games.aggravation.game import CHECKPOINT_EVERY
from aggravation_nb.games.aggravation.picture import table_html


class Cells(HTMLParser):
    """The text of every cell, row by row, and every tag left open (there must be none)."""

    VOID = {"br"}

    def __init__(self, source: str) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.paragraphs: list[str] = []
        self.open: list[str] = []
        self.tags: set[str] = set()
        self._text: list[str] | None = None
        self.feed(source)

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        if tag not in self.VOID:
            self.open.append(tag)
        if tag == "tr":
            self.rows.append([])
        if tag in ("td", "th", "p"):
            self._text = []

    def handle_endtag(self, tag):
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()
        if tag in ("td", "th"):
            self.rows[-1].append(" ".join(self._text))
        if tag == "p":
            self.paragraphs.append(" ".join(self._text))

    def handle_data(self, data):
        if self._text is not None and data.strip():
            self._text.append(data.strip())


def sevens() -> Game:
    return position(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "2♣", "3♣"], ["5♠", "9♥"])


def test_the_picture_is_a_table_of_rows_stocks_and_piles_with_their_depth_and_what_is_owed():
    game = sevens()
    picture = Cells(game._repr_html_())
    assert not picture.open and not picture.tags & {"script", "style", "img"}
    header, marina, oleg = picture.rows
    assert header == ["Row", "Stock", "pile 1", "pile 2"]
    assert marina == [
        "Marina's row",
        "Marina's stock: 3 cards left",
        "7♣ pile of 1 card; to cover",
        "Q♥ pile of 1 card",
    ]
    assert oleg == ["Oleg's row", "Oleg's stock: 2 cards left", "7♦ pile of 1 card; to cover", "A♠ pile of 1 card"]
    assert picture.paragraphs == [
        "Still to cover: 7♣, Marina's row, pile 1; 7♦, Oleg's row, pile 1.",
        "Legal now, as apply() takes them: Marina covers Marina 1 , Marina covers Oleg 1 , Oleg covers Marina 1 , "
        "Oleg covers Oleg 1 .",
    ]


def test_the_picture_follows_play_a_lone_owed_card_and_the_end():
    game = sevens()
    game.cover("Oleg", ("Marina", 0))
    rows = Cells(table_html(game)).rows
    assert rows[1][2] == "5♠ pile of 2 cards" and rows[2][2] == "7♦ pile of 1 card; to cover (partner covered)"
    game.cover("Marina", ("Oleg", 0))
    assert Cells(table_html(game)).paragraphs == [
        "Nothing is owed a cover.",
        "Last action, as apply() takes it: Marina covers Oleg 1 .",
        "Legal now, as apply() takes them: flip .",
    ]
    ended = position(["7♣"], ["7♦"], [], ["5♠"])
    ended.call("Marina", ("Marina", 0), ("Oleg", 0))
    picture = Cells(ended._repr_html_())
    assert picture.paragraphs == [
        "Marina called “Aggravation!” with an empty stock and wins. (A8)",
        "Last action, as apply() takes it: Marina calls Marina 1 + Oleg 1 .",
    ]
    assert "to cover" not in " ".join(cell for row in picture.rows for cell in row)


def test_the_picture_of_a_fresh_deal_a_variant_and_another_language():
    rows = Cells(table_html(Game.deal(seed=1, players=("Marina", "Oleg")))).rows
    assert rows[1][1:] == ["Marina's stock: 26 cards left", "no piles yet"]
    frustration = Game.deal(seed=1, players=("Marina", "Oleg"), variant="frustration")
    frustration.flip()
    rows = Cells(table_html(frustration, "ru")).rows
    assert rows[0][:2] == ["Ряд", "Стопка игрока"]
    assert rows[1][0] == "ряд Марины" and rows[1][1].endswith("доля 26 (F3)")
    assert "(F3)" in Cells(frustration._repr_html_()).rows[1][1]


def test_names_are_escaped():
    game = Game.from_position(rows={"<b>": ["7♣"], "O&leg": ["8♦"]}, stocks={"<b>": ["2♣", "3♣"], "O&leg": ["5♠"]})
    source = table_html(game)
    assert "<b>" not in source and "&lt;b&gt;" in source and "O&amp;leg" in source


def test_a_watcher_is_told_once_after_every_action_and_every_undo_and_never_of_a_refusal():
    game = sevens()
    seen = []
    game.watch(lambda g: seen.append((g is game, g.length)))
    game.cover("Marina", ("Marina", 0))
    refused(game, lambda g: g.flip(), "A6")
    game.apply(Cover("Oleg", ("Oleg", 0)))
    game.undo()
    assert seen == [(True, 1), (True, 2), (True, 1)]


def test_an_undo_that_replays_from_a_checkpoint_is_one_piece_of_news():
    game = Game.deal(seed=5, players=("A", "B", "C", "D", "E"), variant="tournament")
    while game.length < CHECKPOINT_EVERY + 3 and game.outcome is None:
        game.apply(game.legal_actions()[0])
    assert game.length == CHECKPOINT_EVERY + 3
    seen = []
    game.watch(lambda g: seen.append(g.length))
    game.undo()
    assert seen == [CHECKPOINT_EVERY + 2]


def test_watching_changes_nothing_of_the_game_and_copies_are_not_watched():
    game, twin = sevens(), sevens()
    seen = []
    game.watch(seen.append)
    assert game == twin and game.to_json() == twin.to_json()
    game.cover("Marina", ("Marina", 0))
    replayed = game.replay()
    replayed.cover("Oleg", ("Oleg", 0))
    Game.from_json(game.to_json()).cover("Oleg", ("Oleg", 0))
    assert len(seen) == 1
    game.unwatch(seen.append)
    game.cover("Oleg", ("Oleg", 0))
    assert len(seen) == 1


@pytest.mark.parametrize("variant", ["california-speed", "tournament"])
def test_every_variant_draws_its_picture(variant):
    players = ("A", "B", "C") if variant == "tournament" else ("A", "B")
    game = Game.deal(seed=2, players=players, variant=variant)
    game.flip()
    picture = Cells(game._repr_html_())
    assert not picture.open and len(picture.rows) == 1 + len(players)
    assert picture.rows[1][1].startswith("A's hand")

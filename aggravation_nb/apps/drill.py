"""Find the pair: a short timed drill in spotting matches (A4), with no hints on the table.

Each round deals a small seeded table with one pair of equal rank, or none;
the learner clicks the two cards of the pair, or "No pair". The drill times
each answer with the view's own clock (the engine never reads one) and at
the end says what was missed, in words, since those tables are gone by then.
Every start deals new tables (from one seeded stream, so a test can follow).
"""

from __future__ import annotations

import html
import random
import time

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.core.cards import FULL_DECK
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import number, text
from aggravation_nb.widgets.table import CardTable, table_view

PLAYERS = ("Marina", "Oleg")
ROUNDS = 5
NO_PAIR = 0.2
"""The share of rounds with no pair at all: saying "none" is part of seeing."""


def drill_table(rng: random.Random) -> tuple[Game, tuple | None]:
    """A table of two rows of 3 to 5 cards with exactly one pair of equal rank, or none; and that pair."""
    width = rng.randint(3, 5)
    ranks = rng.sample(sorted({card.rank for card in FULL_DECK}), 2 * width)
    paired = rng.random() >= NO_PAIR
    if paired:
        ranks[rng.randrange(width, 2 * width)] = ranks[rng.randrange(width)]
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    cards = []
    for rank in ranks:
        card = next(card for card in deck if card.rank == rank and card not in cards)
        cards.append(card)
    rows = {PLAYERS[0]: [str(card) for card in cards[:width]], PLAYERS[1]: [str(card) for card in cards[width:]]}
    spare = [str(card) for card in deck if card not in cards][:4]  # two cards each: nobody is short (A7)
    game = Game.from_position(rows=rows, stocks={PLAYERS[0]: spare[:2], PLAYERS[1]: spare[2:]})
    pair = tuple(sorted(game.to_cover)) if paired else None
    return game, pair


class Drill(widgets.VBox):
    """Rounds of "find the pair"; `results` holds (right, seconds, the pair or None) per round."""

    def __init__(self, lang: str = "en", seed: int = 1, rounds: int = ROUNDS, clock=time.monotonic) -> None:
        self.lang = lang
        self.seed = seed
        self.drills = random.Random(seed)
        """Where each start's tables come from: a new set every time, the same sets for the same seed."""
        self.rounds = rounds
        self.clock = clock
        self.table = CardTable()
        self.start_button = widgets.Button(description=text("drill.start", lang), button_style="primary")
        self.no_pair_button = widgets.Button(description=text("drill.no-pair", lang))
        self.summary = widgets.HTML()
        report = guarded(self._failed)
        self.start_button.on_click(report(lambda _b: self.start()))
        self.no_pair_button.on_click(report(lambda _b: self._answer(None)))
        self.table.on_pile(report(self._clicked))
        self.results: list[tuple[bool, float, tuple | None]] = []
        self.missed: list[str] = []
        """Each missed table in words: its pair and the answer given."""
        self.game: Game | None = None
        self.pair: tuple | None = None
        self.selected: list = []
        super().__init__(children=[widgets.HTML(f"<p>{html.escape(text('drill.intro', lang, rounds=rounds))}</p>"),
                                   self.start_button, self.table, self.no_pair_button, self.summary])
        self._show_only_start()

    def start(self) -> None:
        self.rng = random.Random(self.drills.getrandbits(64))
        self.results = []
        self.missed = []
        self.summary.value = ""
        self._deal(text("drill.first", self.lang))

    def _show_only_start(self) -> None:
        self.table.layout.display = self.no_pair_button.layout.display = "none"

    def _deal(self, words: str) -> None:
        self.game, self.pair = drill_table(self.rng)
        self.selected = []
        self.table.layout.display = self.no_pair_button.layout.display = ""
        self._draw(words)
        self.started = self.clock()

    def _draw(self, words: str) -> None:
        self.table.draw(table_view(self.game, self.lang, words, "story", self.selected, hints=False))

    def _clicked(self, owner: int, column: int) -> None:
        if self.game is None:
            return
        pile = (self.game.players[owner], column)
        self.selected = [p for p in self.selected if p != pile] if pile in self.selected else self.selected + [pile]
        if len(self.selected) == 2:
            self._answer(tuple(sorted(self.selected)))
        else:
            self._draw(text("drill.one-more", self.lang))

    def _answer(self, chosen: tuple | None) -> None:
        if self.game is None:
            return
        seconds = self.clock() - self.started
        right = chosen == self.pair
        self.results.append((right, seconds, self.pair))
        if not right:
            answer = (text("drill.answer-none", self.lang) if chosen is None else
                      text("drill.cards", self.lang, first=str(self.game.top(chosen[0])),
                           second=str(self.game.top(chosen[1]))))
            self.missed.append(text("drill.missed-table", self.lang, table=len(self.results),
                                    pair=self._pair_words(self.pair), answer=answer))
        said = text("drill.right" if right else "drill.missed", self.lang, seconds=number(seconds, 1, self.lang),
                    pair=self._pair_words(self.pair))
        if len(self.results) < self.rounds:
            self._deal(f"{said} {text('drill.next', self.lang)}")
        else:
            self.game = None
            self._show_only_start()
            self.summary.value = f'<p role="status">{html.escape(said)} {html.escape(self.report())}</p>'

    def _pair_words(self, pair: tuple | None) -> str:
        if pair is None:
            return text("drill.none", self.lang)
        return text("drill.pair", self.lang, first=str(self.game.top(pair[0])), second=str(self.game.top(pair[1])))

    def _failed(self) -> None:
        self.summary.value = f'<p role="status">{html.escape(text("internal-error", self.lang))}</p>'

    def report(self) -> str:
        """How the drill went: right answers, mean time, and each round missed."""
        right = [seconds for ok, seconds, _ in self.results if ok]
        words = (text("drill.report", self.lang, right=len(right), rounds=len(self.results),
                      seconds=number(sum(right) / len(right), 1, self.lang)) if right
                 else text("drill.report-none", self.lang, rounds=len(self.results)))
        return " ".join([words, *self.missed])

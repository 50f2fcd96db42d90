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
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import number, text
from aggravation_nb.widgets.language import Relabels
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


class Drill(Relabels, widgets.VBox):
    """Rounds of "find the pair"; `results` holds (right, seconds, the pair or None) per round.

    `lang` is the language of every word; setting it keeps the table, the round and the score.
    """

    def __init__(self, lang: str = "en", seed: int = 1, rounds: int = ROUNDS, clock=time.monotonic) -> None:
        self.seed = seed
        self.drills = random.Random(seed)
        """Where each start's tables come from: a new set every time, the same sets for the same seed."""
        self.rounds = rounds
        self.clock = clock
        self.table = CardTable()
        self.start_button = widgets.Button(button_style="primary")
        self.no_pair_button = widgets.Button()
        self.intro = widgets.HTML()
        self.summary = widgets.HTML()
        report = guarded(self._failed)
        self.start_button.on_click(report(lambda _b: self.start()))
        self.no_pair_button.on_click(report(lambda _b: self._answer(None)))
        self.table.on_pile(report(self._clicked))
        self.results: list[tuple[bool, float, tuple | None]] = []
        self._missed: list[Words] = []
        self._said = self._summary = frozen("")
        self.game: Game | None = None
        """The table being answered; None between drills."""
        self._table: Game | None = None
        """The table last drawn (it stays, hidden, once a drill is over)."""
        self.pair: tuple | None = None
        self.selected: list = []
        super().__init__(children=[self.intro, self.start_button, self.table, self.no_pair_button, self.summary])
        self.lang = lang
        self._show_only_start()

    def _relabel(self) -> None:
        self.start_button.description = text("drill.start", self.lang)
        self.no_pair_button.description = text("drill.no-pair", self.lang)
        self.intro.value = f"<p>{html.escape(text('drill.intro', self.lang, rounds=self.rounds))}</p>"
        self.summary.value = self._summary(self.lang)
        if self.table.view:
            self._draw()

    @property
    def missed(self) -> list[str]:
        """Each missed table in words: its pair and the answer given."""
        return [words(self.lang) for words in self._missed]

    def start(self) -> None:
        self.rng = random.Random(self.drills.getrandbits(64))
        self.results = []
        self._missed = []
        self._tell_summary("")
        self._deal(say("drill.first"))

    def _show_only_start(self) -> None:
        self.table.layout.display = self.no_pair_button.layout.display = "none"

    def _deal(self, words: Words) -> None:
        self.game, self.pair = drill_table(self.rng)
        self._table = self.game
        self.selected = []
        self.table.layout.display = self.no_pair_button.layout.display = ""
        self._draw(words)
        self.started = self.clock()

    def _draw(self, words: Words | None = None) -> None:
        """The table, with `words` (said again as they were when none are given)."""
        if words is not None:
            self._said = frozen(words)
        assert self._table is not None, "a drill draws its table once a pair is dealt"
        self.table.draw(table_view(self._table, self.lang, self._said(self.lang), "story", self.selected, hints=False))

    def _tell_summary(self, words: Words | str) -> None:
        words = frozen(words)
        self._summary = frozen(lambda lang: f'<p role="status">{html.escape(words(lang))}</p>' if words(lang) else "")
        self.summary.value = self._summary(self.lang)

    def _clicked(self, owner: int, column: int) -> None:
        if self.game is None:
            return
        pile = (self.game.players[owner], column)
        self.selected = [p for p in self.selected if p != pile] if pile in self.selected else self.selected + [pile]
        if len(self.selected) == 2:
            self._answer(tuple(sorted(self.selected)))
        else:
            self._draw(say("drill.one-more"))

    def _answer(self, chosen: tuple | None) -> None:
        if self.game is None:
            return
        seconds = self.clock() - self.started
        right = chosen == self.pair
        self.results.append((right, seconds, self.pair))
        pair, table = self._pair_words(self.pair), len(self.results)
        if not right:
            answer = (
                say("drill.answer-none")
                if chosen is None
                else say("drill.cards", first=str(self.game.top(chosen[0])), second=str(self.game.top(chosen[1])))
            )
            self._missed.append(
                lambda lang: text("drill.missed-table", lang, table=table, pair=pair(lang), answer=answer(lang))
            )
        said = frozen(
            lambda lang: text(
                "drill.right" if right else "drill.missed", lang, seconds=number(seconds, 1, lang), pair=pair(lang)
            )
        )
        if len(self.results) < self.rounds:
            self._deal(lambda lang: f"{said(lang)} {text('drill.next', lang)}")
        else:
            self.game = None
            self._show_only_start()
            self._tell_summary(lambda lang: f"{said(lang)} {self.report(lang)}")

    def _pair_words(self, pair: tuple | None) -> Words:
        if pair is None:
            return say("drill.none")
        game = self.game
        assert game is not None, "a pair is named while its drill's game is on"
        return say("drill.pair", first=str(game.top(pair[0])), second=str(game.top(pair[1])))

    def _failed(self) -> None:
        self._tell_summary(say("internal-error"))

    def report(self, lang: str | None = None) -> str:
        """How the drill went: right answers, mean time, and each round missed (in `lang`, by default the drill's)."""
        lang = lang or self.lang
        right = [seconds for ok, seconds, _ in self.results if ok]
        words = (
            text(
                "drill.report",
                lang,
                right=len(right),
                rounds=len(self.results),
                seconds=number(sum(right) / len(right), 1, lang),
            )
            if right
            else text("drill.report-none", lang, rounds=len(self.results))
        )
        return " ".join([words, *(missed(lang) for missed in self._missed)])

"""A live table bound to the very game (or patience) a notebook holds: `show(game)`.

The view watches the object it was given (`Game.watch`, `Patience.watch`),
so an action taken in Python in a later cell (`game.cover(...)`,
`p.move(...)`) redraws it with a narration of what happened, and a click
on it acts on that same object, which the later cells then see. It owns
nothing but what is selected; every rule question goes to the game. (The
bar a notebook hands to `arena` is in `widgets/progress_bar.py`.)
"""

from __future__ import annotations

from functools import partial

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import describe_event, describe_refusal
from aggravation_nb.games.intrigue import Move, Patience, describe
from aggravation_nb.i18n import text
from aggravation_nb.widgets.intrigue_table import IntrigueTable, intrigue_view
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.stored import RunToShow


class GameView(RunToShow, Relabels, widgets.VBox):
    """The play panel (who acts, the table, Flip/Cover/Aggravation!/Undo) bound to `game`;
    setting `lang` says its words again.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> view = GameView(game)
    >>> game.cover("Marina", ("Marina", 0))
    >>> view.narration
    'Marina covers 7♣ with K♦ (A5).'
    """

    stored_words = "run-to-show.table"

    def __init__(self, game: Game, lang: str = "en") -> None:
        """`lang` is the language of the table's words (one of `aggravation_nb.i18n.LANGUAGES`)."""
        self.game = game
        self.failures = 0
        report = guarded(self._report_failure)
        self.panel = PlayPanel(lang, game, act=self._act, undo=self._undo, report=report)
        self.table = self.panel.table
        self._drawn = (game.length, game.events[-1] if game.length else None)
        """How many actions the game had when the table was last drawn, and the last of them:
        what a redraw tells is new, or what was taken back."""
        self._watcher = report(lambda _game: self.refresh())
        game.watch(self._watcher)
        super().__init__(children=[self.panel])
        self.lang = lang
        self.panel.show(game, "", "story")

    def _relabel(self) -> None:
        self.panel.lang = self.lang

    def __repr__(self) -> str:
        return f"GameView({self.game!r})"

    @property
    def narration(self) -> str:
        """The sentence the table shows now."""
        return self.table.view["narration"]

    def refresh(self) -> None:
        """Draw the game as it is now, telling what happened since the last drawing
        (the game calls this after every action and undo)."""
        game, (length, last) = self.game, self._drawn
        self._drawn = (game.length, game.events[-1] if game.length else None)
        if game.length > length:
            self.panel.show_played(game, game.length - length)
        elif game.length == length - 1 and last is not None:
            self.panel.show(
                game, lambda lang: text("event.undo", lang, action=describe_event(game, last, lang)), "played"
            )
        else:
            self.panel.show(game, "", "story")

    def close(self) -> None:
        """Close the table and let go of the game."""
        self.game.unwatch(self._watcher)
        super().close()

    def _act(self, action) -> None:
        try:
            self.game.apply(action)
        except IllegalAction as refusal:
            self.panel.show_refusal(self.game, refusal)

    def _undo(self) -> None:
        if self.game.outcome is not None:
            self.panel.show(self.game, say("undo-finished"), "refused")
            return
        try:
            self.game.undo()
        except IllegalAction as refusal:
            self.panel.show_refusal(self.game, refusal)

    def _report_failure(self) -> None:
        self.failures += 1
        self.panel.show(self.game, say("internal-error"), "refused")


class PatienceView(RunToShow, Relabels, widgets.VBox):
    """The Intrigue table bound to `patience`: Deal the next card, Undo, and moves by clicks
    (a column's top card, then where it goes); setting `lang` says its words again.

    >>> from aggravation_nb.intrigue import Patience
    >>> patience = Patience.from_position(columns=[["Q♠", "9♥", "5♣"]], foundations=[])
    >>> view = PatienceView(patience)
    >>> _ = patience.move(0, ("foundation", None))
    >>> view.narration
    '5♣ goes from column 1 and starts foundation 1 (I2).'
    """

    stored_words = "run-to-show.table"

    def __init__(self, patience: Patience, lang: str = "en") -> None:
        """`lang` is the language of the table's words (one of `aggravation_nb.i18n.LANGUAGES`)."""
        self.game = patience
        self.failures = 0
        self.selected: int | None = None
        self._said: tuple[Words, str] = (frozen(""), "story")
        report = guarded(self._report_failure)
        self.table = IntrigueTable()
        self.deal_button = widgets.Button()
        self.undo_button = widgets.Button()
        self.table.on_place(report(self._clicked))
        self.deal_button.on_click(report(lambda _b: self._deal()))
        self.undo_button.on_click(report(lambda _b: self._undo()))
        log = patience.log
        self._drawn = (len(log), log[-1] if log else None)
        """How many actions the patience had when the table was last drawn, and the last step."""
        self._watcher = report(lambda _game: self.refresh())
        patience.watch(self._watcher)
        super().__init__(children=[self.table, widgets.HBox([self.deal_button, self.undo_button])])
        self.lang = lang

    def _relabel(self) -> None:
        self.deal_button.description = text("show.deal-one", self.lang)
        self.undo_button.description = text("undo", self.lang)
        self._draw(*self._said)

    def __repr__(self) -> str:
        return f"PatienceView({self.game!r})"

    @property
    def narration(self) -> str:
        """The sentence the table shows now."""
        return self.table.view["narration"]

    def refresh(self) -> None:
        """Draw the patience as it is now, telling what happened since the last drawing
        (the patience calls this after every step of the deal, move and undo)."""
        log, (length, last) = self.game.log, self._drawn
        self._drawn = (len(log), log[-1] if log else None)
        self.selected = None
        if len(log) > length:
            step = log[-1]
            self._draw(lambda lang: describe(step, lang), "played")
        elif len(log) == length - 1 and last is not None:
            self._draw(lambda lang: text("event.undo", lang, action=describe(last, lang)), "story")
        else:
            self._draw("", "story")

    def close(self) -> None:
        """Close the table and let go of the patience."""
        self.game.unwatch(self._watcher)
        super().close()

    def _draw(self, words: Words | str, kind: str) -> None:
        """Draw the patience with `words` on its narration line (said now in every language)."""
        self._said = (frozen(words), kind)
        self.deal_button.disabled = not self.game.dealing
        self.table.draw(intrigue_view(self.game, self.lang, self._said[0](self.lang), kind, self.selected))

    def _clicked(self, kind: str, index: int | None) -> None:
        game = self.game
        if self.selected is None:
            if kind == "column":
                assert index is not None, "a column's place names its column"
                self.selected = index
                card = game.columns[index][-1]
                self._draw(
                    say(
                        game.rules.app_key("selected"),
                        card=str(card),
                        column=index + 1,
                        rule=game.rules.rule("reserve"),
                    ),
                    "hint",
                )
            else:
                self._draw(say("intrigue-app.pick-first"), "hint")
        elif kind == "column" and index == self.selected:
            self.selected = None
            self._draw(say("intrigue-app.unselected"), "hint")
        else:
            self._act(lambda: game.move(Move(self.selected, (kind, index))))

    def _deal(self) -> None:
        self._act(self.game.deal_one)

    def _undo(self) -> None:
        self._act(self.game.undo)

    def _act(self, action) -> None:
        """Take an action on the patience; its watcher redraws, and a refusal is told instead."""
        try:
            action()
        except IllegalAction as refusal:
            self.selected = None
            self._draw(partial(describe_refusal, refusal), "refused")

    def _report_failure(self) -> None:
        self.failures += 1
        self._draw(say("internal-error"), "refused")


def show(game: Game | Patience, lang: str = "en") -> GameView | PatienceView:
    """The interactive table bound to this very `game` (a `Game` or a `Patience`).

    Actions taken on the game in later cells redraw it, and clicks on it act
    on the game, so the notebook and the table never disagree. (The game's
    own `_repr_html_` is its static picture, for a notebook without a kernel.)

    >>> from aggravation_nb import Game
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> table = show(game)
    >>> game.flip()
    >>> table.narration.startswith("Marina turns")
    True
    """
    if isinstance(game, Game):
        return GameView(game, lang)
    if isinstance(game, Patience):
        return PatienceView(game, lang)
    raise TypeError(f"show takes a Game or a Patience, not {type(game).__name__}")

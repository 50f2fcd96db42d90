"""The play panel every app shares: who acts, the card table, Flip/Cover/Aggravation!/Undo.

It turns clicks (and keys) into game actions and hands them to its owner,
which applies them (to a story, a race or a plain game) and calls `show`.
A click on a card selects it; the buttons act, for the player chosen in
"Who acts" (Cover covers one selected card, Aggravation! calls two). Only
where one person plays (against the computer) does a click on a card still
owed a cover cover it at once: there a click cannot mean anyone else.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.aggravation.actions import Action, Call, Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import describe_event, describe_outcome, describe_refusal
from aggravation_nb.i18n import capitalized, cards_in, for_player, name, text
from aggravation_nb.widgets.controls import Toggle, relabel_options, show
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.table import CardTable, table_view


def flip_word(game: Game, lang: str) -> str:
    """What the flip button says: California Speed deals a row (C2) instead."""
    return text("deal" if game.gathers else "flip", lang)


class PlayPanel(Relabels, widgets.VBox):
    """Table and play controls. `act(action)` and `undo()` belong to the owner; `lang` the words.

    >>> from aggravation_nb import Game
    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> taken = []
    >>> panel = PlayPanel("en", game, act=taken.append, undo=lambda: None, report=lambda callback: callback)
    >>> panel.show(game, "")
    >>> panel.table.click(0, 0)
    >>> panel.cover_button.click()
    >>> taken
    [Cover(player='Marina', pile=('Marina', 0))]
    """

    def __init__(self, lang: str, game: Game, act, undo, report, people=None) -> None:
        """`act(action)` and `undo()` are the owner's, which applies them and calls `show`; `report`
        wraps each callback (`apps.guard.guarded`); `people` are the players a click may act for
        (by default every player of `game`)."""
        self.game = game
        self.act = act
        self.selected: list[tuple[str, int]] = []
        self._shown: tuple = (frozen(""), "story", (), True)
        self._told: tuple | None = None  # the last move's narration, kept under a hint that follows it
        self._quiet = False
        people = list(people or game.players)
        self.who_acts = Toggle(
            options=[(p, p) for p in people],
            value=people[0],
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.four_colour, self.open_piles, self.no_hints = (  # as wide as their words (ipywidgets' 300 px cut French)
            widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto", margin="2px 1.5em 2px 0"))
            for _ in range(3)
        )
        show(self.no_hints, False)
        self.table = CardTable()
        self.flip_button = widgets.Button()
        self.cover_button = widgets.Button()
        self.call_button = widgets.Button(button_style="warning")
        self.undo_button = widgets.Button()
        self.buttons = widgets.HBox([self.flip_button, self.cover_button, self.call_button, self.undo_button])
        self.how_to_play = widgets.HTML()
        self.how_to_play.add_class("agg-help")  # help prose: presenter mode folds it away (page.css)

        self.table.on_pile(report(self._pile_clicked))
        self.table.on_bad_input(report(lambda: self.hint("bad-input")))
        self.flip_button.on_click(report(lambda _b: self._act(Flip())))
        self.cover_button.on_click(report(lambda _b: self._cover_selected()))
        self.call_button.on_click(report(lambda _b: self._call_selected()))
        self.undo_button.on_click(report(lambda _b: self._undo(undo)))
        self.who_acts.observe(report(self._redraw), names="value")
        for option in (self.four_colour, self.open_piles, self.no_hints):
            option.observe(report(self._redraw), names="value")
        options = widgets.HBox(
            [self.four_colour, self.open_piles, self.no_hints], layout=widgets.Layout(flex_flow="row wrap")
        )
        super().__init__(children=[self.who_acts, self.table, self.buttons, self.how_to_play, options])
        # Presenter mode (page.css) sets the buttons and the options side by side, to leave the cards more room.
        self.add_class("agg-play-panel")
        self.buttons.add_class("agg-play-buttons")
        options.add_class("agg-play-options")
        self.who_acts.add_class("agg-who-acts")  # beside the steps in the worked example's presenter mode
        self.lang = lang

    def _relabel(self) -> None:
        """Every word in `self.lang`: the controls, and the table with what it said, said again."""
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.seat(self.people, self.acting)
        self.who_acts.description = t("who-acts")
        for widget, key in (
            (self.four_colour, "four-colour"),
            (self.open_piles, "open-piles"),
            (self.no_hints, "no-hints"),
            (self.cover_button, "cover"),
            (self.call_button, "call"),
            (self.undo_button, "undo"),
        ):
            widget.description = t(key)
        self.flip_button.description = flip_word(self.game, self.lang)
        if self.table.view:
            self._redraw()

    def seat(self, people, acting: str | None = None) -> None:
        """The players a click may act for, by their names in the page's language; `acting` (by
        default the first) is chosen without a redraw."""
        people = list(people)
        acting = acting if acting is not None and acting in people else people[0]
        if people == self.people:
            relabel_options(self.who_acts, [capitalized(name(p, self.lang)) for p in people])
            self.set_acting(acting)
            return
        self._quiet = True
        try:
            self.who_acts.options = [(capitalized(name(p, self.lang)), p) for p in people]
            self.who_acts.value = acting
        finally:
            self._quiet = False

    def reseat(self, people, acting: str) -> None:
        """`seat`, and draw the table again if that changed who acts (the table marks who acts)."""
        before = (self.people, self.acting)
        self.seat(people, acting)
        if (self.people, self.acting) != before and self.table.view:
            self._redraw()

    @property
    def acting(self) -> str:
        return self.who_acts.value

    def set_acting(self, player: str) -> None:
        """Show `player` as acting without redrawing twice."""
        if player in [value for _, value in self.who_acts.options] and player != self.who_acts.value:
            self._quiet = True
            try:
                self.who_acts.value = player
            finally:
                self._quiet = False

    def show(self, game: Game, words: Words | str, kind: str = "story", changed=(), hints: bool = True) -> None:
        """Show `game` with a narration line (`words`, said now in every language, so a switch of the
        page's language says it again); `changed` marks the piles just placed; `hints=False` marks nothing."""
        self.game = game
        self.flip_button.description = flip_word(game, self.lang)
        show(self.call_button, game.has_call)
        how = text("how-to-play" if game.has_call else "how-to-play.no-call", self.lang)
        self.how_to_play.value = f'<p class="agg-how">{html.escape(how)}</p>'
        said = frozen(words)
        self._shown = (said, kind, tuple(changed), hints)
        self._told = (said, tuple(changed), hints) if kind == "played" else None
        self.table.draw(
            table_view(
                game,
                self.lang,
                said(self.lang),
                kind,
                self.selected,
                self.acting,
                self.four_colour.value,
                changed,
                hints=hints and not self.no_hints.value,
                open_piles=self.open_piles.value,
            )
        )

    def show_played(self, game: Game, count: int = 1, before: Words | str = "") -> None:
        """Narrate the last `count` events of `game` (and its end, if it ended), after `before`.

        Every event is told, the winning move too: the narration line shows the
        moves, the outcome's banner alone says how the game ended.
        """
        events = game.events[-count:] if count else []
        before = frozen(before)

        def words(lang: str) -> str:
            told = " ".join([before(lang), *(describe_event(game, event, lang) for event in events)]).strip()
            return f"{told} {describe_outcome(game.outcome, lang)}".strip() if game.outcome is not None else told

        changed = [pile for event in events for pile, _, _ in event.placed]
        self.show(game, words, "played" if game.outcome is None else "outcome", changed)

    def play_on(self, game: Game, action: Action) -> None:
        """Apply `action` to a plain game (no story, no clock) and narrate the answer."""
        try:
            game.apply(action)
        except IllegalAction as refusal:
            self.show_refusal(game, refusal)
            return
        self.show_played(game)

    def undo_on(self, game: Game) -> None:
        """Take back the last action; a finished game's result stands (A11), so it is not taken back."""
        if game.outcome is not None:
            self.show(game, say("undo-finished"), "refused")
            return
        undone = frozen(lambda lang: describe_event(game, game.events[-1], lang) if game.events else "")
        try:
            game.undo()
        except IllegalAction as refusal:
            self.show_refusal(game, refusal)
            return
        self.show(game, lambda lang: text("event.undo", lang, action=undone(lang)), "played")

    def show_refusal(self, game: Game, refusal: IllegalAction) -> None:
        self.show(game, lambda lang: describe_refusal(refusal, lang), "refused")

    def hint(self, key: str) -> None:
        """Say what a button needs. Right after a move with nothing selected (a double click on Cover),
        the move's narration stays and the hint follows it, so the class still reads what was played."""
        told = self._told
        if told is None or self.selected:
            self.show(self.game, say(key), "hint")
            return
        said, changed, hints = told
        self.show(self.game, lambda lang: f"{said(lang)} {text(key, lang)}", "played", changed, hints)
        self._told = told

    def _redraw(self, _change=None) -> None:
        if not self._quiet:
            words, kind, changed, hints = self._shown
            told = self._told
            self.show(self.game, words, kind, changed, hints)
            self._told = told

    def _act(self, action: Action) -> None:
        self.selected.clear()
        self.act(action)

    def _undo(self, undo) -> None:
        self.selected.clear()
        undo()

    @property
    def people(self) -> list[str]:
        return [player for _, player in self.who_acts.options]

    def _pile_clicked(self, owner: int, column: int) -> None:
        """A click selects a card (or lets it go) in every app and mode: Cover and "Aggravation!"
        act on what is selected, so a click never means two things (`how_to_play` says so). Where
        there is no call (F1, C5) one card is all Cover needs, so a click on another card moves the
        selection there; with a call, two may be selected, and the line says what each button does."""
        game = self.game
        pile = (game.players[owner], column)
        most = 2 if game.has_call else 1
        if pile in self.selected:
            self.selected.remove(pile)
        else:
            self.selected = (self.selected + [pile])[-most:]
        if not self.selected or game.outcome is not None:
            self._redraw()
            return
        acting, cards = self.acting, [str(game.top(p)) for p in self.selected]
        if len(cards) == 2:
            first, second = cards
            words = lambda lang: for_player(  # noqa: E731
                "selected.two", acting, lang, first=cards_in(first, lang), second=cards_in(second, lang)
            )
        else:
            key = "selected" if game.has_call else "selected.no-call"
            words = lambda lang: for_player(key, acting, lang, card=cards_in(cards[0], lang))  # noqa: E731
        self.show(game, words, "hint")

    def _cover_selected(self) -> None:
        hint = "select-one.two" if len(self.selected) == 2 else "select-one"
        self._act_on_selected(1, hint, lambda piles: Cover(self.acting, piles[0]))

    def _call_selected(self) -> None:
        self._act_on_selected(2, "select-two", lambda piles: Call(self.acting, tuple(piles)))

    def _act_on_selected(self, count: int, hint: str, action) -> None:
        """Cover or call on the selected cards; after the end, say the game is over rather than ask for cards."""
        if self.game.outcome is not None:
            self.hint("game-over")
        elif len(self.selected) != count:
            self.hint(hint)
        else:
            self._act(action(list(self.selected)))

"""The Intrigue app: step through one deal, then play its end by clicks.

The app owns only which step of the game is shown, the actions it can step
forward through again, and which column is selected. Where a card goes in
the deal, which move is legal, and whether the game can still be won are
the engine's answers (`aggravation_nb.games.intrigue`), shown in its own words.
"""

from __future__ import annotations

import html
import random
from functools import partial

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.places import one_of, read_place, whole_number, write_place
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.aggravation.narration import describe_refusal
from aggravation_nb.games.intrigue import VARIANTS, Move, Patience, describe, winning_line, winning_move
from aggravation_nb.games.intrigue.link import moves_text, read_moves
from aggravation_nb.games.intrigue.stats.statistics import play_greedy
from aggravation_nb.i18n import text, whole
from aggravation_nb.widgets.controls import FRESH_DEALS, Toggle, deal_number, relabel_options
from aggravation_nb.widgets.intrigue_table import IntrigueTable, intrigue_view
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.saving import AUTO, SaveLoad
from aggravation_nb.widgets.stepper import Stepper

LIMIT = 20_000
"""Positions the solver may look at before it says "unknown": a few hundredths of a second."""
DEFAULT_SEED = 1


def move_words(game: Patience, move: Move, lang: str) -> str:
    """A legal move in words, counting columns and foundations from 1, then in the notation that code
    and saved games use ("c3>f2")."""
    card = str(game.columns[move.column][-1])
    kind, where = move.to
    if kind == "column":
        words = text("intrigue-app.to-column", lang, card=card, column=move.column + 1, target=where + 1)
    elif where is None:
        words = text("intrigue-app.to-new-foundation", lang, card=card, column=move.column + 1)
    else:
        words = text("intrigue-app.to-foundation", lang, card=card, column=move.column + 1, foundation=where + 1)
    return f"{words} ({Move(*move)})"


def on_foundations(game: Patience) -> int:
    return sum(len(foundation) for foundation in game.foundations)


def best_try(game: Patience) -> tuple[Move | None, int]:
    """For a deal nothing can win any more: the useful move after which the statistics' greedy
    player (who takes whatever goes up at once) puts the most cards on the foundations, and how many."""
    best, most = None, on_foundations(game)
    for move in game.useful_moves():
        after = game.copy()
        after.move(*move)
        play_greedy(after)
        if best is None or on_foundations(after) > most:
            best, most = move, on_foundations(after)
    return best, most


class IntrigueApp(Relabels, Placed, widgets.VBox):
    """One deal of Intrigue or a variant: step through the deal, then play to the end.

    `lang` is the language of every word; setting it keeps the deal, its moves, the step shown,
    the selection and any hint. Its place is the deal, the variant, the step and any moves
    played after the deal (`deal=12&variant=glencoe&step=40`).

    >>> app = IntrigueApp("en", seed=1)
    >>> app.next_button.click()
    >>> app.game.stock_size
    102
    """

    published = "06-intrigue"

    def __init__(
        self,
        lang: str = "en",
        seed: int = DEFAULT_SEED,
        variant: str = "intrigue",
        script: list | None = None,
        step: int | None = None,
        folder=AUTO,
    ) -> None:
        """`folder` is where Save also writes the game (`SaveLoad`: by default beside the notebook in JupyterLab)."""
        self.failures = 0
        self._searched: tuple[tuple, list[Move], bool | None] | None = None
        """(position, winning line, verdict): the solver's answer for the position shown, asked once."""
        self._syncing = False
        self._said: tuple[Words, str] = (frozen(""), "story")
        report = guarded(self._report_failure)
        self._make_controls(lang, report, variant, seed, folder)
        self._connect(report)
        super().__init__(children=self._layout())
        self.lang = lang
        self._start(script, step)

    def _make_controls(self, lang: str, report, variant: str, seed: int, folder) -> None:
        """The app's widgets, without words yet (`_relabel` says them)."""
        self.variant_choice = Toggle(
            options=[(name, name) for name in VARIANTS], value=variant, style={"button_width": "auto"}
        )
        self.seed_box = deal_number(seed)
        self.new_deal_button = widgets.Button()
        self.table = IntrigueTable()
        self.stepper = Stepper(lang)
        self.first_button, self.back_button = self.stepper.first_button, self.stepper.back_button
        self.next_button, self.last_button = self.stepper.next_button, self.stepper.last_button
        self.step_slider, self.step_label = self.stepper.slider, self.stepper.label
        self.undo_button = widgets.Button()
        self.hint_button = widgets.Button()
        self.auto_button = widgets.Button()
        self.winnable = widgets.HTML()
        self.readings = widgets.HTML()
        self.help = widgets.HTML()
        self.saving = SaveLoad(
            lang,
            report,
            file=self._file,
            read=Patience.from_json,
            load=self._load,
            tell=lambda words: self._refresh(words, "story"),
            folder=folder,
        )

    def _connect(self, report) -> None:
        """What each button, key, click and choice does; every handler is guarded by `report`."""
        self.variant_choice.observe(report(lambda _c: self._new_game()), names="value")
        self.seed_box.observe(report(lambda _c: self._new_game()), names="value")
        self.new_deal_button.on_click(report(self.seed_box.unless_refused(lambda _b: self._new_deal())))
        self.first_button.on_click(report(lambda _b: self.go_to(0)))
        self.back_button.on_click(report(lambda _b: self.go_to(self.step - 1)))
        self.next_button.on_click(report(lambda _b: self.go_to(self.step + 1)))
        self.last_button.on_click(report(lambda _b: self.go_to(len(self.script))))
        self.stepper.on_slide(report(self.go_to))
        self.undo_button.on_click(report(lambda _b: self._undo()))
        self.hint_button.on_click(report(lambda _b: self._hint()))
        self.auto_button.on_click(report(lambda _b: self._auto_finish()))
        self.table.on_place(report(self._clicked))
        self.table.listen({"arrowleft", "arrowright"})
        self.table.on_key(report(lambda key: self.go_to(self.step + (1 if key == "arrowright" else -1))))

    def _layout(self) -> list[widgets.Widget]:
        def row(*children: widgets.Widget) -> widgets.HBox:
            return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

        return [
            row(self.variant_choice),
            row(self.seed_box, self.new_deal_button),
            self.seed_box.note,
            self.table,
            self.stepper,
            row(self.undo_button, self.hint_button, self.auto_button),
            self.saving,
            self.winnable,
            self.readings,
            self.help,
        ]

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.stepper.lang = self.saving.lang = self.seed_box.lang = self.lang
        relabel_options(self.variant_choice, [t(f"intrigue.variant.{name}") for name in VARIANTS])
        for widget, key in (
            (self.variant_choice, "intrigue-app.variant"),
            (self.seed_box, "seed"),
            (self.new_deal_button, "intrigue-app.new-deal"),
            (self.undo_button, "undo"),
            (self.hint_button, "intrigue-app.hint"),
            (self.auto_button, "intrigue-app.auto-finish"),
        ):
            widget.description = t(key)
        if self.table.view:  # the game is dealt: its words too
            self._show_readings()
            self._refresh(*self._said)

    def __repr__(self) -> str:
        return f"IntrigueApp(lang={self.lang!r}, variant={self.variant!r}, seed={self.seed}, step={self.step})"

    @property
    def seed(self) -> int:
        return self.game.seed

    @property
    def variant(self) -> str:
        return self.game.variant

    @property
    def step(self) -> int:
        """How many actions of the script are played: steps of the deal, then moves."""
        return len(self.game.log)

    # ----- the game and its script --------------------------------------------

    def _start(self, script=None, step=None) -> None:
        """Deal afresh; the script is the whole deal (the rules alone play it), then any moves."""
        self.game = Patience.deal(self.seed_box.value, self.variant_choice.value)
        dealt = self.game.copy()
        self.deal_length = len(dealt.deal_all())
        self.script: list[Move | None] = list(script) if script else [None] * self.deal_length
        self.selected: int | None = None
        self.hint: Move | None = None
        self._show_readings()
        self.go_to(step or 0)

    def _new_game(self) -> None:
        if not self._syncing:
            self._start()

    def _new_deal(self) -> None:
        self.seed_box.value = random.SystemRandom().randrange(FRESH_DEALS)

    def go_to(self, step: int) -> None:
        """Show the game after `step` actions of the script, by undoing or playing them again."""
        step = max(0, min(step, len(self.script)))
        while self.step > step:
            self.game.undo()
        while self.step < step:
            action = self.script[self.step]
            if action is None:
                self.game.deal_one()
            else:
                self.game.move(Move(*action))
        self.selected = self.hint = None
        self._refresh(self._step_words(), "story")

    def _step_words(self) -> Words:
        log, rules = self.game.log, self.game.rules
        if not log:
            return say("intrigue-app.start", card=str(self.game.columns[0][0]), rule=rules.rule("head"))
        step, over = log[-1], self.step == self.deal_length
        return lambda lang: (
            f"{describe(step, lang)} {text('intrigue-app.deal-over', lang, rule=rules.rule('reserve'))}"
            if over
            else describe(step, lang)
        )

    def _play(self, move: Move) -> None:
        """Play a move; moves the script held beyond this step are forgotten."""
        try:
            step = self.game.move(Move(*move))
        except IllegalAction as refusal:
            self.selected = None
            self._refresh(partial(describe_refusal, refusal), "refused")
            return
        self.script = self.script[: self.step - 1] + [Move(*move)]
        self.selected = self.hint = None
        self._refresh(lambda lang: describe(step, lang), "played")

    # ----- what a person does ----------------------------------------------

    def _source_refusal(self, column: int) -> IllegalAction | None:
        """The engine's refusal of every move out of `column`, if it has one: the deal is not
        over, or its top card is the head, which never moves (I4). Found by asking the engine,
        on a copy, to move the card onto its own column, which is never a move: a column a card
        may leave gets the "same column" refusal instead."""
        try:
            self.game.copy().move(Move(column, ("column", column)))
        except IllegalAction as refusal:
            return None if refusal.key == "intrigue-same-column" else refusal
        return None

    def _clicked(self, kind: str, index: int | None) -> None:
        if self.selected is None:
            refusal = self._source_refusal(index) if kind == "column" and index is not None else None
            if refusal is not None:
                self._refresh(partial(describe_refusal, refusal), "refused")
            elif kind == "column":
                assert index is not None, "a column's place names its column"
                self.selected, self.hint = index, None
                card = self.game.columns[index][-1]
                self._refresh(
                    say(
                        self.game.rules.app_key("selected"),
                        card=str(card),
                        column=index + 1,
                        rule=self.game.rules.rule("reserve"),
                    ),
                    "hint",
                )
            else:
                self._refresh(say("intrigue-app.pick-first"), "hint")
        elif kind == "column" and index == self.selected:
            self.selected = None
            self._refresh(say("intrigue-app.unselected"), "hint")
        else:
            self._play(Move(self.selected, (kind, index)))

    def _undo(self) -> None:
        if self.step <= self.deal_length:
            self._refresh(say("intrigue-app.nothing-to-undo"), "refused")
            return
        step = self.game.undo()
        self.script = self.script[: self.step]
        self.selected = self.hint = None
        self._refresh(say("intrigue-app.undone", card=str(step.card), column=step.source[1] + 1), "story")

    def _hint(self) -> None:
        game = self.game
        if game.dealing:
            self._refresh(say("intrigue-app.hint-dealing"), "hint")
            return
        if game.won or game.lost:
            self._refresh(say("intrigue-app.hint-over"), "hint")
            return
        chosen = self.selected
        own = game.useful_moves([move for move in game.moves() if move.column == chosen])
        if own:
            move, verdict = winning_move(game, own, LIMIT)
        else:  # nothing selected, or a card with no useful move: a hint for the whole game, from one search
            chosen = None
            line, verdict = self._winning_line()
            move = line[0] if line else None
        self.hint = move
        if move is not None:
            words = lambda lang: text("intrigue-app.hint-move", lang, move=move_words(game, move, lang))  # noqa: E731
        elif verdict is None:
            words = say("intrigue-app.hint-unknown")
        elif chosen is not None:
            words = say("intrigue-app.hint-loses", card=str(game.columns[chosen][-1]))
        else:
            self.hint, count = best_try(game)
            hint, now = self.hint, on_foundations(game)
            words = (
                (
                    lambda lang: text(
                        "intrigue-app.hint-best-try", lang, move=move_words(game, hint, lang), count=count, now=now
                    )
                )
                if hint
                else say("intrigue-app.hint-none")
            )
        self._refresh(words, "hint")

    def _auto_finish(self) -> None:
        """Finish the deal, then play one winning line to the end: found by one search, the one
        that answers "can it still be won?", so it finishes every deal that answer calls winnable."""
        if self.step < self.deal_length:
            self.go_to(self.deal_length)
        if self.game.won or self.game.lost:
            self._refresh(say("intrigue-app.hint-over"), "hint")
            return
        line, verdict = self._winning_line()
        if not line:
            self.selected = None
            key = "intrigue-app.auto-stuck" if verdict is False else "intrigue-app.auto-unknown"
            self._refresh(lambda lang: text(key, lang, limit=whole(LIMIT, lang)), "refused")
            return
        for move in line:
            self.game.move(Move(*move))
        self.script = [*self.script[: self.step - len(line)], *line]
        self.selected = self.hint = None
        last = self.game.log[-1]
        self._refresh(lambda lang: describe(last, lang), "played")

    # ----- saving and loading ------------------------------------------------

    def _file(self) -> tuple[str, str]:
        """The game as shown: the deal and the moves played up to this step."""
        return f"{self.variant}-seed-{self.seed}.json", self.game.to_json()

    def load(self, data: bytes | str) -> None:
        """Load a saved patience: its deal, variant, moves and step; a bad file is refused in words
        (`SaveLoad`) and the game shown stays as it was."""
        self.saving.load(data)

    def _load(self, game: Patience) -> Words | None:
        if game.seed is None or game.seed > self.seed_box.max:
            return lambda lang: text(
                "load-failed",
                lang,
                reason=text("intrigue-app.load-not-a-deal", lang, most=whole(self.seed_box.max, lang)),
            )
        self._syncing = True
        try:
            self.variant_choice.value, self.seed_box.value = game.variant, game.seed
        finally:
            self._syncing = False
        actions = game.actions
        self._start(actions if any(action is not None for action in actions) else None, len(actions))
        seed, variant = game.seed, f"intrigue.variant.{game.variant}"
        step, steps = self.step + 1, len(self.script) + 1  # counted as the step label counts them
        self._refresh(
            lambda lang: text(
                "intrigue-app.loaded", lang, seed=seed, variant=text(variant, lang), step=step, steps=steps
            ),
            "story",
        )
        return None

    def open_place(self, fragment: str) -> None:
        """Show the deal, variant and step a link names, with the moves it plays after the deal."""
        place = read_place(fragment, {"deal", "variant", "step", "moves"})
        variant = one_of(place, "variant", VARIANTS, self.variant)
        seed = whole_number(place, "deal", 0, self.seed_box.max, self.seed)
        game = Patience.deal(seed, variant)
        moves = read_moves(str(place.get("moves", "")), game)
        script = [None] * len(game.copy().deal_all()) + moves
        step = whole_number(place, "step", 0, len(script), len(script) if moves else 0)
        self._syncing = True
        try:
            self.variant_choice.value, self.seed_box.value = variant, seed
        finally:
            self._syncing = False
        self._start(script, step)

    def _report_failure(self) -> None:
        self.failures += 1
        self._refresh(say("internal-error"), "refused")

    # ----- showing -------------------------------------------------------------

    def _refresh(self, words: Words | str, kind: str) -> None:
        """Draw the game with `words` on its narration line (said now in every language)."""
        self._said = (frozen(words), kind)
        self.table.draw(intrigue_view(self.game, self.lang, self._said[0](self.lang), kind, self.selected, self.hint))
        self._syncing = True
        try:
            self.seed_box.value = self.game.seed
            self.variant_choice.value = self.game.variant
        finally:
            self._syncing = False
        self.stepper.show(self.step, len(self.script))
        self._show_winnable()
        moves = [move for move in self.script if move is not None]
        self.place = write_place(
            [
                ("deal", self.seed),
                ("variant", self.variant),
                ("step", self.step),
                *([("moves", moves_text(moves))] if moves else []),
            ]
        )

    def _winning_line(self) -> tuple[list[Move], bool | None]:
        """One search per position shown (tens of milliseconds in a browser): it answers "can it
        still be won?", and its line gives the whole game's hint and Auto-finish."""
        key = (self.game.variant, self.game.seed, tuple(self.game.log))
        if self._searched is None or self._searched[0] != key:
            self._searched = (key, *winning_line(self.game, LIMIT))
        return self._searched[1], self._searched[2]

    def _show_winnable(self) -> None:
        """The solver's answer to "can it still be won?" for the position shown."""
        if self.game.won:
            answer = text("intrigue-app.winnable-won", self.lang)
        else:
            verdict = self._winning_line()[1]
            answer = text(
                {
                    True: "intrigue-app.winnable-yes",
                    False: "intrigue-app.winnable-no",
                    None: "intrigue-app.winnable-unknown",
                }[verdict],
                self.lang,
                limit=whole(LIMIT, self.lang),
            )
        question = html.escape(text("intrigue-app.winnable", self.lang))
        self.winnable.value = (
            f'<p class="agg-note" aria-live="polite"><strong>{question}</strong> {html.escape(answer)}</p>'
        )

    def _show_readings(self) -> None:
        """The variant's readings and its help, in its own words (they change with the variant)."""
        help_words = html.escape(text(self.game.rules.app_key("help"), self.lang))
        self.help.value = f'<p class="agg-help">{help_words}</p>'
        items = "".join(
            f"<li>{linked(html.escape(text(f'intrigue.reading.{key}', self.lang)), self.lang)}</li>"
            for key in self.game.rules.readings
        )
        summary = html.escape(text("intrigue-app.readings", self.lang))
        self.readings.value = (
            f'<details class="agg-intrigue-readings"><summary>{summary}</summary><ul>{items}</ul></details>'
        )


def rates_lines(rates: dict, lang: str = "en") -> str:
    """`intrigue.statistics.win_rates` in sentences, one variant a line."""
    return "\n".join(
        text(
            "intrigue-app.rates-unknown" if rate.unknown else "intrigue-app.rates",
            lang,
            variant=text(f"intrigue.variant.{rate.variant}", lang),
            solved=rate.solved,
            deals=rate.deals,
            unknown=rate.unknown,
            greedy=rate.greedy,
        )
        for rate in rates.values()
    )


def intrigue(lang: str | None = None, seed: int = DEFAULT_SEED, variant: str = "intrigue") -> AppPage:
    """The Intrigue app, in `lang` or the language the page asks for (?lang=ru), with a switch.

    Switching the language keeps the deal, the variant, its moves, the step shown and the selection.

    >>> page = intrigue("en", seed=12, variant="glencoe")
    >>> type(page.app).__name__, page.app.game.rules.name
    ('IntrigueApp', 'glencoe')
    """
    return AppPage(lambda chosen: IntrigueApp(chosen, seed, variant), lang)

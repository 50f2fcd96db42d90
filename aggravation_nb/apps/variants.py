"""Aggravation, Frustration and California Speed side by side, each playable, and the tournament.

Three tabs: one deal stepped through under the three rule sets (with the
reason each time they part ways), a whole game of any variant in the play
app, and a California Speed tournament of 3 to 5 where the computer takes
the seats nobody takes.
"""

from __future__ import annotations

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed
from aggravation_nb.apps.play import PLACE_KEYS, PlayApp
from aggravation_nb.core.places import (
    BadLink,
    one_of,
    read_place,
    shown,
    whole_number,
    write_fitting_place,
    write_place,
)
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.words import Words, say
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.link import DEAL_KEYS
from aggravation_nb.games.aggravation.link import KEYS as POSITION_KEYS
from aggravation_nb.games.aggravation.narration import describe_event, describe_outcome
from aggravation_nb.games.aggravation.play.bots import computer_step
from aggravation_nb.games.aggravation.stats.comparison import COMPARED, LIMIT, Compared, compare
from aggravation_nb.i18n import listing, name, text
from aggravation_nb.widgets.controls import Toggle, deal_number, relabel_options
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.stepper import Stepper
from aggravation_nb.widgets.tab_page import OpensTabPages, TabPage
from aggravation_nb.widgets.table import CardTable, table_view

PLAYABLE = {
    "aggravation": ("aggravation", False),
    "frustration": ("frustration", False),
    "california-speed": ("california-speed", False),
    "california-rutter": ("california-speed", True),
}
TABS = ("compare", "play", "tournament")
"""The tabs' names in a link (`tab=play`)."""
PLAYED_KEYS = tuple(key for key in dict.fromkeys((*DEAL_KEYS, *POSITION_KEYS)) if key not in ("variant", "rutter"))
"""What the play tab's link takes from the play app's own place (`deal=12&moves=f.c2-2-1`, or a position
shared with its stocks): the variant is the tab's own key (`variant=california-rutter`), and the tab plays in
relaxed mode, its own, so its link names no mode."""
PLAY_ON_LIMIT = 5000
"""Computer moves at most per "Play on" press, so a page always answers."""


class CompareView(Relabels, widgets.VBox):
    """One deal under the three rule sets, stepped together, with why they differ.

    >>> app = VariantsApp("en", seed=3)
    >>> compare = app.compare
    >>> compare.next_button.click()
    >>> compare.step
    1
    """

    step: int

    def __init__(self, lang: str, report, seed: int = 1) -> None:
        self.seed = deal_number(seed)
        self.dealt = seed
        self.moved = lambda: None
        """Called whenever another step or deal is shown (the app's place follows)."""
        self.deal_button = widgets.Button()
        self.tables = {variant: CardTable() for variant in COMPARED}
        self.headings = {variant: widgets.HTML() for variant in COMPARED}
        columns = [
            widgets.VBox(
                [self.headings[variant], self.tables[variant]], layout=widgets.Layout(flex="1 1 20em", min_width="16em")
            )
            for variant in COMPARED
        ]
        self.difference_button = widgets.Button(button_style="info")
        self.stepper = Stepper(lang, slider=False, between=[self.difference_button])
        self.first_button, self.back_button = self.stepper.first_button, self.stepper.back_button
        self.next_button, self.last_button = self.stepper.next_button, self.stepper.last_button
        self.step_label = self.stepper.label
        self.why = widgets.HTML()

        self.deal_button.on_click(report(self.seed.unless_refused(lambda _b: self.deal(self.seed.value))))
        for button, move in [
            (self.first_button, lambda: 0),
            (self.back_button, lambda: self.step - 1),
            (self.next_button, lambda: self.step + 1),
            (self.last_button, lambda: self.compared.last_step),
            (self.difference_button, self._next_difference),
        ]:
            button.on_click(report(lambda _b, move=move: self.go_to(move())))
        self.intro = widgets.HTML()
        super().__init__(
            children=[
                self.intro,
                widgets.HBox([self.seed, self.deal_button]),
                self.seed.note,
                self.stepper,
                self.why,
                widgets.HBox(columns, layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start")),
            ]
        )
        self.compared: Compared = compare(seed)
        self.step = 0
        self.lang = lang

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.stepper.lang = self.seed.lang = self.lang
        self.seed.description = t("seed")
        self.deal_button.description = t("deal-again")
        self.difference_button.description = t("next-difference")
        self.intro.value = f"<p>{t('compare-intro')}</p>"
        for variant, heading in self.headings.items():
            heading.value = f"<h2>{t('variant.' + variant)}</h2><p>{linked(t('summary.' + variant), self.lang)}</p>"
        self.go_to(self.step)

    def deal(self, seed: int, step: int = 0, compared: Compared | None = None) -> None:
        """Compare deal `seed` (already `compared`, if given) from `step`."""
        self.compared = compared or compare(seed)
        self.dealt = self.seed.value = seed
        self.go_to(step)

    def go_to(self, step: int) -> None:
        self.step = max(0, min(step, self.compared.last_step))
        for variant in COMPARED:
            self._show(variant)
        notes = self.compared.notes(self.step) if self.step else []
        words = (
            text("why-here", self.lang, notes=" ".join(text(n, self.lang) for n in notes))
            if notes
            else text("same-here", self.lang)
        )
        self.why.value = f'<p role="status" aria-live="polite">{linked(words, self.lang)}</p>'
        self.stepper.show(self.step, self.compared.last_step)
        self.moved()

    def _show(self, variant: str) -> None:
        played = self.compared.games[variant]
        game = self.compared.at(variant, self.step)
        words, kind, changed = "", "story", []
        if game.events and self.step <= played.length:
            event = game.events[-1]
            words, kind, changed = describe_event(game, event, self.lang), "played", [p for p, _, _ in event.placed]
        if game.outcome is not None:
            words, kind = f"{words} {describe_outcome(game.outcome, self.lang)}".strip(), "outcome"
        elif self.step >= played.length >= LIMIT:
            words = text("unfinished", self.lang, count=LIMIT)
        self.tables[variant].draw(table_view(game, self.lang, words, kind, changed=changed, readonly=True))

    def _next_difference(self) -> int:
        later = [step for step in self.compared.notable_steps() if step > self.step]
        return later[0] if later else self.compared.last_step


class TournamentView(Relabels, widgets.VBox):
    """C7 for 3 to 5 players: people take the first seats, the computer the rest (relaxed play).

    >>> app = VariantsApp("en", seed=3)
    >>> tournament = app.tournament
    >>> tournament.game.players
    ('Player 1', 'Computer 2', 'Computer 3')
    """

    def __init__(self, lang: str, report, seed: int = 1) -> None:
        self.count = Toggle(options=[3, 4, 5], value=3, style={"description_width": "initial"})
        self.people = Toggle(options=[1, 2, 3], value=1, style={"description_width": "initial"})
        self.seed = deal_number(seed)
        self.new_button = widgets.Button(button_style="primary")
        self.computer_button = widgets.Button()
        self.play_on_button = widgets.Button()
        self.status = widgets.HTML()
        self.help = widgets.HTML()
        self.game = self._deal()
        self.panel = PlayPanel(
            lang, self.game, act=self._person_acts, undo=self._undo, report=report, people=self.seats()[0]
        )

        self.count.observe(report(self._count_chosen), names="value")
        self.people.observe(report(lambda _change: self.new_tournament()), names="value")
        self.new_button.on_click(report(self.seed.unless_refused(lambda _b: self.new_tournament())))
        self.computer_button.on_click(report(lambda _b: self.computer_move()))
        self.play_on_button.on_click(report(lambda _b: self.play_on()))
        super().__init__(
            children=[
                widgets.HBox([self.count, self.people]),
                widgets.HBox([self.seed, self.new_button]),
                self.seed.note,
                self.status,
                self.panel,
                widgets.HBox([self.computer_button, self.play_on_button]),
                self.help,
            ]
        )
        self.lang = lang
        self._show_started()

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.panel.lang = self.seed.lang = self.lang
        for widget, key in (
            (self.count, "players-count"),
            (self.people, "people-count"),
            (self.seed, "seed"),
            (self.new_button, "new-tournament"),
            (self.computer_button, "computer-move"),
            (self.play_on_button, "play-on"),
        ):
            widget.description = t(key)
        self.help.value = f"<p>{linked(t('tournament-help'), self.lang)}</p>"
        self._update_status()

    def seats(self) -> tuple[list[str], list[str]]:
        """(people's seats, computer seats) for the numbers chosen."""
        names = [f"Player {k}" if k <= self.people.value else f"Computer {k}" for k in range(1, self.count.value + 1)]
        return names[: self.people.value], names[self.people.value :]

    def new_tournament(self) -> None:
        self.game = self._deal()
        self._show_started()

    def _show_started(self) -> None:
        self.panel.seat(self.seats()[0])
        self._say(
            say(
                "tournament-started" if self.people.value > 1 else "tournament-started.one",
                count=self.count.value,
                people=self.people.value,
                seed=self.seed.value,
            ),
            "story",
        )

    def computer_move(self) -> None:
        """One move of the computer seats (a cover, or the deal when nothing is owed)."""
        action = computer_step(self.game, self.seats()[1])
        if action is None:
            self._say(say("persons-turn" if self.game.outcome is None else "game-over"), "hint")
            return
        self.panel.play_on(self.game, action)
        self._update_status()

    def play_on(self) -> None:
        """The computer seats play until a person could cover something, the round ends (its last move,
        which the narration tells, says who is eliminated: C7), or the game ends."""
        people, computers = self.seats()
        moves, round_ = 0, self.game.round
        while moves < PLAY_ON_LIMIT and not self._persons_turn(people) and self.game.round == round_:
            action = computer_step(self.game, computers)
            if action is None:
                break
            self.game.apply(action)
            moves += 1
        if not moves:
            self._say(say("persons-turn" if self.game.outcome is None else "game-over"), "hint")
            return
        self.panel.show_played(self.game, before=say("played-on", count=moves))
        self._update_status()

    def _persons_turn(self, people: list[str]) -> bool:
        game = self.game
        return game.outcome is not None or any(
            p in game.in_round and game.stock_size(p) and game.to_cover for p in people
        )

    def _deal(self) -> Game:
        people, computers = self.seats()
        return Game.deal(seed=self.seed.value, players=people + computers, variant="tournament")

    def _count_chosen(self, _change) -> None:
        """New seats; a change of the people's number deals through its own observer, so deal once."""
        people = self.people.value
        self.people.options = list(range(1, self.count.value + 1))
        if self.people.value == people:
            self.new_tournament()

    def _person_acts(self, action) -> None:
        self.panel.play_on(self.game, action)
        self._update_status()

    def _undo(self) -> None:
        self.panel.undo_on(self.game)
        self._update_status()

    def _say(self, words: Words, kind: str) -> None:
        self.panel.show(self.game, words, kind)
        self._update_status()

    def _acting(self) -> tuple[list[str], str]:
        """Whom a click acts for (C7): the people still in the tournament, or, once every person is
        eliminated, the players still in it; who acts stays unless out, or waiting while another plays."""
        game = self.game
        staying = [p for p in self.seats()[0] if p not in game.eliminated]
        staying = staying or [p for p in game.players if p not in game.eliminated]
        playing = [p for p in staying if p in game.in_round]
        acting = self.panel.acting
        if acting not in staying or (acting not in playing and playing):
            acting = (playing or staying)[0]
        return staying, acting

    def _update_status(self) -> None:
        self.panel.reseat(*self._acting())
        players = listing((name(p, self.lang) for p in self.game.in_round), self.lang)
        self.status.value = (
            f"<p>{linked(text('round-status', self.lang, round=self.game.round, players=players), self.lang)}</p>"
        )


class VariantsApp(Relabels, Placed, OpensTabPages, widgets.Tab):
    """The three games side by side, each playable, and the tournament.

    `lang` is the language of every word; setting it keeps the step compared, the variant chosen
    and every game. Its place is the tab, and on the first tab the deal and step compared
    (`deal=12&step=7`), on the second the variant played and the play app's own place, the deal and the
    moves played on it (`tab=play&variant=frustration&deal=12&moves=f.f.c2-2-1`, `PlayApp`), which shows
    no card still in a stock (A1) and opens the same game again.
    The play app (`play`) and the tournament (`tournament`) are built when their tab is first
    opened, or when code first reads them (`open_every_tab` builds both): the browser draws the
    widgets of every tab at once, and the page opened with 248 widgets, where the first tab has 78.

    >>> app = VariantsApp("en", seed=3)
    >>> app.variant.value, app.play.game.variant
    ('frustration', 'frustration')
    """

    published = "04-variants"

    def __init__(self, lang: str = "en", seed: int = 1) -> None:
        self._failures = 0
        report = guarded(self._report_failure)
        self.compare = CompareView(lang, report, seed)
        self.variant = Toggle(
            options=[(key, key) for key in PLAYABLE],
            value="frustration",
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.summary = widgets.HTML()
        self._opening = False
        """True while a link sets the variant: the link's game is on the table already, so nothing is dealt."""
        self.variant.observe(report(self._variant_chosen), names="value")
        self.pages = {
            "play": TabPage(lambda: self._new_play(seed), before=(self.variant, self.summary)),
            "tournament": TabPage(lambda: TournamentView(self.lang, report, seed)),
        }
        """The second and third tabs' pages, which build the play app and the tournament when first opened."""
        super().__init__(children=[self.compare, *self.pages.values()])
        self.compare.moved = self._placed
        self.observe(report(lambda _change: self._opened()), names="selected_index")
        self.lang = lang
        self._placed()

    @property
    def play(self) -> PlayApp:
        """The play app of the second tab, built the first time it is asked for."""
        return self.pages["play"].build()

    @property
    def tournament(self) -> TournamentView:
        """The tournament of the third tab, built the first time it is asked for."""
        return self.pages["tournament"].build()

    def _new_play(self, seed: int) -> PlayApp:
        variant, rutter = PLAYABLE[self.variant.value]
        play = PlayApp(self.lang, seed=seed, mode="relaxed", variant=variant, rutter=rutter)
        play.observe(lambda _change: self._placed(), names="place")  # a new deal: the link names it
        return play

    def _opened(self) -> None:
        self._open_selected()
        self._placed()

    def _placed(self) -> None:
        tab = TABS[self.selected_index or 0]
        if tab == "compare":
            pairs: list[tuple[str, object]] = [("deal", self.compare.dealt), ("step", self.compare.step)]
        elif tab == "play":
            play = self.pages["play"].view
            pairs = [("tab", tab), ("variant", self.variant.value)]
            if play is not None:
                played = read_place(play.place, PLACE_KEYS, repeated={"players"})
                pairs += [(key, value) for key, value in played.items() if key in PLAYED_KEYS]
            self.place = write_fitting_place(pairs)
            return
        else:
            pairs = [("tab", tab)]
        self.place = write_place(pairs)

    def open_place(self, fragment: str) -> None:
        """Show the tab a link names, with its deal and step compared, or its variant and the game played
        on it (the play app opens its deal and moves, or a position shared with its stocks)."""
        place = read_place(fragment, {"tab", "step", "variant", *PLAYED_KEYS}, repeated={"players"})
        tab = one_of(place, "tab", TABS, TABS[0])
        variant = one_of(place, "variant", PLAYABLE, self.variant.value)
        if tab == "play":
            self._open_played(place, variant)
            return
        other = [key for key in place if key not in ("tab", "deal", "step", "variant")]
        if other:  # a game's moves or position belong to the play tab
            raise BadLink("link.unknown-key", field=shown(other[0]))
        seed = whole_number(place, "deal", 0, self.compare.seed.max, self.compare.dealt)
        if "deal" in place or "step" in place:
            compared = compare(seed) if seed != self.compare.dealt else self.compare.compared
            step = whole_number(place, "step", 0, compared.last_step, 0)
            self.compare.deal(seed, step, compared)
        self.variant.value = variant
        self.selected_index = TABS.index(tab)

    def _open_played(self, place: dict, variant: str) -> None:
        """The play tab with `variant` and the game the link's deal and moves (or position) name, through
        the play app's own `open_place`, which raises `BadLink` having changed nothing."""
        played = [(key, value) for key, value in place.items() if key in PLAYED_KEYS]
        if played:
            name, rutter = PLAYABLE[variant]
            pairs = [*played, ("variant", name), ("mode", "relaxed")] + ([("rutter", "1")] if rutter else [])
            self.play.open_place(write_place(pairs))
            self._opening = True
            try:
                self.variant.value = variant
            finally:
                self._opening = False
        else:
            self.variant.value = variant
        self.selected_index = TABS.index("play")
        self._placed()

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        for view in (self.compare, *(page.view for page in self.pages.values())):
            if view is not None:
                view.lang = self.lang
        relabel_options(self.variant, [t(f"variant.{key}") for key in PLAYABLE])
        self.variant.description = t("variant")
        self.titles = [t("tab.compare"), t("tab.play"), t("tab.tournament")]
        self._show_summary()

    @property
    def failures(self) -> int:
        """Callbacks that failed in this app, the embedded play app included."""
        play = self.pages["play"].view
        return self._failures + (play.failures if play is not None else 0)

    def __repr__(self) -> str:
        return f"VariantsApp(lang={self.lang!r}, step={self.compare.step}, variant={self.variant.value!r})"

    def _variant_chosen(self, _change) -> None:
        play = self.pages["play"].view
        if play is not None and not self._opening:  # else it is built with the variant chosen, or linked
            play.variant = PLAYABLE[self.variant.value]
            play.same_deal()
        self._show_summary()
        self._placed()

    def _show_summary(self) -> None:
        variant = PLAYABLE[self.variant.value][0]
        self.summary.value = f"<p>{linked(text('summary.' + variant, self.lang), self.lang)}</p>"

    def _report_failure(self) -> None:
        self._failures += 1
        self.compare.why.value = f"<p>{text('internal-error', self.lang)}</p>"


def variants(lang: str | None = None, seed: int = 1) -> AppPage:
    """The variants app, in `lang` or the language the page asks for (?lang=ru), with a switch.

    >>> page = variants("en")
    >>> type(page.app).__name__
    'VariantsApp'
    """
    return AppPage(lambda chosen: VariantsApp(chosen, seed=seed), lang)

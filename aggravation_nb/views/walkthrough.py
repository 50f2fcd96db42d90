"""The worked example as a step-through app: the table, play controls, a stepper.

The app owns only what is selected and which step is shown (through
`aggravation_nb.story.Story`); every rule question goes to the game.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..actions import Call, Cover, Flip
from ..i18n import name, text
from ..story import Said, Story
from .guard import guarded
from .language import page_language
from .table import CardTable, table_view


class Walkthrough(widgets.VBox):
    """Step through the worked example, or take over at any step and play it differently."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.story = Story(lang)
        self.selected: list[tuple[str, int]] = []
        self.failures = 0
        self._syncing = False
        report = guarded(self._report_failure)
        t = lambda key: text(key, lang)  # noqa: E731 - a short alias keeps the layout readable

        self.chapter_choice = widgets.Dropdown(
            options=[(t(f"chapter.{c.key}"), i) for i, c in enumerate(self.story.chapters)],
            value=0, description=t("chapter"), style={"description_width": "initial"},
            layout=widgets.Layout(width="auto"))
        self.four_colour = widgets.Checkbox(value=False, description=t("four-colour"), indent=False)
        players = self.story.game.players
        self.who_acts = widgets.ToggleButtons(
            options=[(name(p, lang), p) for p in players], value=players[0],
            description=t("who-acts"), style={"description_width": "initial", "button_width": "auto"})
        self.table = CardTable()
        self.flip_button = widgets.Button(description=t("flip"))
        self.cover_button = widgets.Button(description=t("cover"))
        self.call_button = widgets.Button(description=t("call"), button_style="warning")
        self.undo_button = widgets.Button(description=t("undo"))
        self.return_button = widgets.Button(description=t("return"))
        self.first_button = widgets.Button(description=t("first"))
        self.back_button = widgets.Button(description=t("back"))
        self.next_button = widgets.Button(description=t("next"), button_style="primary")
        self.last_button = widgets.Button(description=t("last"))
        self.step_slider = widgets.IntSlider(value=0, min=0, max=self.story.last_step,
                                             description=t("step"), readout=False, continuous_update=False)
        self.step_label = widgets.Label()
        self.help = widgets.HTML(f"<p>{t('help')}</p>")

        self.table.on_pile(report(self._pile_clicked))
        for button, handler in [
            (self.flip_button, lambda: self.story.play(Flip())),
            (self.cover_button, self._cover_selected),
            (self.call_button, self._call_selected),
            (self.undo_button, self.story.undo),
            (self.return_button, lambda: self.story.go_to(self.story.step)),
            (self.first_button, self.story.first),
            (self.back_button, self.story.back),
            (self.next_button, self.story.next),
            (self.last_button, self.story.last),
        ]:
            button.on_click(report(self._then_refresh(handler)))
        self.step_slider.observe(report(self._slid), names="value")
        self.chapter_choice.observe(report(self._chapter_chosen), names="value")
        self.who_acts.observe(report(self._acting_chosen), names="value")
        self.four_colour.observe(report(lambda _change: self._refresh()), names="value")

        super().__init__(children=[
            widgets.HBox([self.chapter_choice, self.four_colour]),
            self.who_acts,
            self.table,
            widgets.HBox([self.flip_button, self.cover_button, self.call_button, self.undo_button,
                          self.return_button]),
            widgets.HBox([self.first_button, self.back_button, self.next_button, self.last_button,
                          self.step_slider, self.step_label]),
            self.help,
        ])
        self._refresh()

    def __repr__(self) -> str:
        return f"Walkthrough(lang={self.lang!r}, chapter={self.story.chapter.key!r}, step={self.story.step})"

    # ----- handlers ---------------------------------------------------------

    def _then_refresh(self, handler):
        def run(_button):
            handler()
            self.selected.clear()
            self._follow_story()
            self._refresh()
        return run

    def _pile_clicked(self, owner: int, column: int) -> None:
        game = self.story.game
        pile = (game.players[owner], column)
        acting = self.who_acts.value
        if game.outcome is None and game.stock_size(acting) and pile in game.to_cover:
            self.story.play(Cover(acting, pile))
            self.selected.clear()
        elif pile in self.selected:
            self.selected.remove(pile)
        else:
            self.selected = (self.selected + [pile])[-2:]
        self._refresh()

    def _cover_selected(self) -> None:
        if len(self.selected) != 1:
            self.story.said = Said("hint", text("select-one", self.lang))
            return
        self.story.play(Cover(self.who_acts.value, self.selected[0]))

    def _call_selected(self) -> None:
        if len(self.selected) != 2:
            self.story.said = Said("hint", text("select-two", self.lang))
            return
        self.story.play(Call(self.who_acts.value, (self.selected[0], self.selected[1])))

    def _slid(self, change) -> None:
        if not self._syncing:
            self.story.go_to(change["new"])
            self.selected.clear()
            self._follow_story()
            self._refresh()

    def _chapter_chosen(self, change) -> None:
        if not self._syncing:
            self.story.choose_chapter(change["new"])
            self.selected.clear()
            self._follow_story()
            self._refresh()

    def _acting_chosen(self, _change) -> None:
        if not self._syncing:
            self._refresh()

    def _report_failure(self) -> None:
        self.failures += 1
        self.story.said = Said("refused", text("internal-error", self.lang))
        self._refresh()

    # ----- showing ------------------------------------------------------------

    def _follow_story(self) -> None:
        """After a step, show as acting the player whose hands the step used."""
        story = self.story
        player = getattr(story.chapter.steps[story.step].action, "player", None)
        if not story.took_over and player in story.game.players:
            self._syncing = True
            try:
                self.who_acts.value = player
            finally:
                self._syncing = False

    def _refresh(self) -> None:
        story = self.story
        said = story.said
        words = said.words
        if story.took_over and said.kind == "played":
            words = f"{words} {text('your-line', self.lang)}"
        events = story.game.events
        changed = [pile for pile, _, _ in events[-1].placed] if events and said.kind in ("story", "played", "outcome") else []
        self.table.view = table_view(story.game, self.lang, words, said.kind, self.selected,
                                     self.who_acts.value, self.four_colour.value, changed)
        self._syncing = True
        try:
            self.chapter_choice.value = story.chapter_index
            self.step_slider.max = story.last_step
            self.step_slider.value = story.step
        finally:
            self._syncing = False
        self.step_label.value = text("step-of", self.lang, step=story.step + 1, total=story.last_step + 1)


def walkthrough(lang: str | None = None) -> Walkthrough:
    """The worked-example app, in `lang` or the language the Voilà page asks for (?lang=ru)."""
    return Walkthrough(page_language(lang))

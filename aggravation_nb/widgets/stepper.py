"""First, Back, Next, Last, a step slider and "Step n of m": the controls of every app that steps.

The worked example, the comparison of variants and the Intrigue app each
step through something different, so each wires the buttons to its own
moves; what they share is how the controls look, read and stay in step.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from aggravation_nb.core.words import Words, frozen
from aggravation_nb.i18n import text
from aggravation_nb.widgets.language import Relabels


class Stepper(Relabels, widgets.HBox):
    """The controls in one wrapping row: `between` goes after Last, `after` after the step label."""

    def __init__(self, lang: str, slider: bool = True, between=(), after=()) -> None:
        self.first_button = widgets.Button()
        self.back_button = widgets.Button()
        self.next_button = widgets.Button(button_style="primary")
        self.last_button = widgets.Button()
        self.slider = (
            widgets.IntSlider(value=1, min=1, max=2, readout=False, continuous_update=False) if slider else None
        )
        self.label = widgets.HTML()
        self._syncing = False
        self._shown: tuple[int, int, Words] = (0, 0, frozen(""))
        super().__init__(
            children=[
                self.first_button,
                self.back_button,
                self.next_button,
                self.last_button,
                *between,
                *([self.slider] if slider else []),
                self.label,
                *after,
            ],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.add_class("agg-stepper")  # presenter mode gives the step's words a line of their own (page.css)
        self.label.add_class("agg-step-label")
        self.lang = lang

    def _relabel(self) -> None:
        for button, key in (
            (self.first_button, "first"),
            (self.back_button, "back"),
            (self.next_button, "next"),
            (self.last_button, "last"),
        ):
            button.description = text(key, self.lang)
        if self.slider is not None:
            self.slider.description = text("step", self.lang)
        self._say()

    def on_slide(self, go_to) -> None:
        """Call `go_to(step)` when a person moves the slider (not when `show` moves it). The slider counts
        from 1, as "Step 2 of 4" does, so a screen reader reads the step shown; `step` counts from 0."""
        if self.slider is not None:
            self.slider.observe(lambda change: None if self._syncing else go_to(change["new"] - 1), names="value")

    def show(self, step: int, last: int, note: Words | str = "") -> None:
        """Step `step` of `last` (counted from 0, shown from 1), with `note` after it.

        At the last step Next stops being the highlighted button, without
        losing the focus, so a presenter sees that there is no next step.
        """
        if self.slider is not None:
            self._syncing = True
            try:
                self.slider.max = last + 1
                self.slider.value = step + 1
            finally:
                self._syncing = False
        self._shown = (step, last, frozen(note))
        self._say()
        self.next_button.button_style = "" if step >= last else "primary"

    def _say(self) -> None:
        step, last, note = self._shown
        words, after = text("step-of", self.lang, step=step + 1, total=last + 1), note(self.lang)
        # Presenter mode leaves the note out (page.css): the Next chapter button says it, and the cards keep
        # their size at a chapter's end instead of making room for a second line of words.
        note_html = f'<span class="agg-step-note">. {html.escape(after)}</span>' if after else ""
        self.label.value = f"<span>{html.escape(words)}{note_html}</span>"

"""First, Back, Next, Last, a step slider and "Step n of m": the controls of every app that steps.

The worked example, the comparison of variants and the Intrigue app each
step through something different, so each wires the buttons to its own
moves; what they share is how the controls look, read and stay in step.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from aggravation_nb.i18n import text


class Stepper(widgets.HBox):
    """The controls in one wrapping row: `between` goes after Last, `after` after the step label."""

    def __init__(self, lang: str, slider: bool = True, between=(), after=()) -> None:
        self.lang = lang
        self.first_button = widgets.Button(description=text("first", lang))
        self.back_button = widgets.Button(description=text("back", lang))
        self.next_button = widgets.Button(description=text("next", lang), button_style="primary")
        self.last_button = widgets.Button(description=text("last", lang))
        self.slider = (widgets.IntSlider(value=0, min=0, max=1, description=text("step", lang), readout=False,
                                         continuous_update=False) if slider else None)
        self.label = widgets.HTML()
        self._syncing = False
        super().__init__(children=[self.first_button, self.back_button, self.next_button, self.last_button,
                                   *between, *([self.slider] if slider else []), self.label, *after],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def on_slide(self, go_to) -> None:
        """Call `go_to(step)` when a person moves the slider (not when `show` moves it)."""
        self.slider.observe(lambda change: None if self._syncing else go_to(change["new"]), names="value")

    def show(self, step: int, last: int, note: str = "") -> None:
        """Step `step` of `last` (counted from 0, shown from 1), with `note` after it.

        At the last step Next stops being the highlighted button, without
        losing the focus, so a presenter sees that there is no next step.
        """
        if self.slider is not None:
            self._syncing = True
            try:
                self.slider.max = last
                self.slider.value = step
            finally:
                self._syncing = False
        words = text("step-of", self.lang, step=step + 1, total=last + 1)
        self.label.value = "<span>{}</span>".format(html.escape(f"{words}. {note}" if note else words))
        self.next_button.button_style = "" if step >= last else "primary"

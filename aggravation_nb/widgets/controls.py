"""Selection widgets that always hold a choice.

ipywidgets lets a page clear a selection (index None). For a chapter, a
mode or the player who acts, "nothing" is never a valid answer, so these
refuse it at validation, like any other value the page has no business sending.
When the page changes language, `relabel_options` says their labels again
without choosing anything.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

import ipywidgets as widgets
import traitlets

from aggravation_nb.core.saved import MAX_SEED
from aggravation_nb.core.words import Words
from aggravation_nb.i18n import text, whole
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.upstream import choice_kept


def _one_of_the_options(widget: widgets.Widget, proposal) -> int:
    """A selection's index: one of its options' (ipywidgets' own check), and never None."""
    if proposal.value is None:
        raise traitlets.TraitError("a choice is required here")
    if not 0 <= proposal.value < len(widget.options):
        raise traitlets.TraitError("Invalid selection: index out of bounds")
    return proposal.value


class Choice(widgets.Dropdown):
    """A dropdown that cannot be left empty. Its label is as wide as its words (ipywidgets gives a fixed
    width, which a longer language overflows)."""

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("style", {"description_width": "initial"})
        super().__init__(**kwargs)

    @traitlets.validate("index")
    def _validate_index(self, proposal):
        return _one_of_the_options(self, proposal)


class Toggle(widgets.ToggleButtons):
    """Toggle buttons that cannot be left with none pressed."""

    @traitlets.validate("index")
    def _validate_index(self, proposal):
        return _one_of_the_options(self, proposal)


def relabel_options(widget: widgets.Widget, labels) -> None:
    """New labels for a selection's options, in their order: the choice stays, and no observer hears
    of one (only the words changed)."""
    place_options(widget, list(zip(labels, (value for _, value in widget.options), strict=False)))


def place_options(widget: widgets.Widget, options) -> None:
    """New (label, value) options, in a new order if need be, of the same values: the value chosen
    stays chosen, and no observer hears of a choice. ipywidgets would choose the first option on new
    options; while it builds a selection it does not, and that is the state it is put in here."""
    chosen = None if widget.index is None else widget.value
    with choice_kept(widget):
        widget.options = options
        if widget.index is not None:
            widget.index = [value for _, value in options].index(chosen)
    if widget.index is not None:
        widget.set_trait("label", options[widget.index][0])


def show(widget: widgets.Widget, visible: bool) -> None:
    """Show or hide a widget.

    Never with `layout.display = None`: in the static site's in-browser
    Python (Pyodide), None reaches the page as `undefined` and is dropped, so
    a hidden widget would stay hidden. An empty value clears the style as well.
    """
    widget.layout.display = "" if visible else "none"


FRESH_DEALS = 2**31
"""New game draws a fresh deal's number below this: short enough to read out to a class."""

_DIGITS = re.compile(r"\s*[+-]?[0-9]{1,30}\s*")
"""What a deal number is typed as (Python's int() would also take "4_2" and other digits than 0-9)."""


class DealNumber(Relabels, widgets.IntText):
    """The box for a deal's number (its seed), its label never cut off; its owner labels it
    (`text("seed", lang)`), sets its `lang` and shows its `note` below it.

    A number the page sends outside `min`..`max` (-5 or 10²³, which ipywidgets' bounded box would
    clamp silently to another number) is refused: the box keeps its number, the page is sent it back,
    and the note says the range and the number kept, in the page's language, until a number is taken.
    Python setting such a number is a TraitError.

    A page sends the typed number as the box loses focus, so "type -3, press New game" sends the refused
    number just before the click: the app's deal buttons go through `unless_refused`, which refuses that
    deal (the game unchanged, the note still saying why) instead of dealing another number.
    """

    min, max = 0, MAX_SEED - 1
    """By default every number `Game.deal(seed=…)` and `Patience.deal(seed=…)` accept (`most` lowers it)."""
    value = traitlets.CInt(0).tag(sync=True, to_json=lambda number, _widget: str(number))
    """Sent to the page as text: a JavaScript number would round one above 2⁵³."""
    _view_name = traitlets.Unicode("TextView").tag(sync=True)
    """Shown as a text box: ipywidgets' number box drops an "e", a "." or a "," as they are typed, so that
    1e5 reached Python as 15, and 1.5 as 15. The page sends the text typed, which is refused unless it is
    written in digits alone."""
    refuses_in_words = True
    """The server's guard (`server.messages`) leaves a refused update to `set_state`, which says why: dropped
    there, it changed nothing and said nothing, and the deal button pressed next dealt another number."""
    placeholder = traitlets.Unicode("").tag(sync=True)
    """The text box shows it while empty (it would say "undefined" without it)."""

    def __init__(self, value: int, most: int | None = None) -> None:
        if most is not None:
            self.max = most
        if not self.min <= value <= self.max:
            raise ValueError(f"a deal number is from {self.min} to {self.max}, not {value!r}")
        self._refusal: Words | None = None
        self._pending = False
        """A number was refused since the last deal asked for: the next one is refused too."""
        self.note = widgets.HTML(layout=widgets.Layout(display="none"))
        super().__init__(value=value, style={"description_width": "initial"}, layout=widgets.Layout(width="20em"))
        self.observe(lambda _change: self._refuse(None), names="value")

    @traitlets.validate("value")
    def _validate_value(self, proposal):
        if not self.min <= proposal.value <= self.max:
            raise traitlets.TraitError(f"a deal number is from {self.min} to {self.max}, not {proposal.value!r}")
        self._pending = False  # a number taken, even the one the box holds, ends the refusal
        return proposal.value

    def set_state(self, sync_data) -> None:
        """Take the page's update; a number refused changes nothing (traitlets rolls it back, and no
        observer hears of it) and is sent back, so the page shows the number kept, and the note says why."""
        typed = sync_data.get("value")
        try:
            if isinstance(typed, str):
                if not _DIGITS.fullmatch(typed):
                    raise traitlets.TraitError(f"a deal number is written in digits, not {typed!r}")
                sync_data = {**sync_data, "value": typed.strip()}
            super().set_state(sync_data)
        except traitlets.TraitError:
            if "value" not in sync_data:
                raise
            kept = self.value
            self._pending = True
            self._refuse(
                lambda lang: text(
                    "deal-number-refused", lang, low=whole(self.min, lang), high=whole(self.max, lang), kept=kept
                )
            )
            self.send_state("value")

    def unless_refused(self, deal: Callable[..., None]) -> Callable[..., None]:
        """`deal` (a button's handler), except just after a number typed in the box was refused: then that
        press deals nothing and the note stays, saying the range and the number kept (pressed again, the
        button deals as if nothing had been typed)."""

        def run(*args) -> None:
            if self._pending:
                self._pending = False
                show(self.note, True)
                return
            deal(*args)

        return run

    def _refuse(self, words: Words | None) -> None:
        self._refusal = words
        self._pending = self._pending and words is not None
        self._relabel()

    def _relabel(self) -> None:
        words = self._refusal
        self.note.value = (
            "" if words is None else f'<p role="status" class="agg-note">{html.escape(words(self.lang or "en"))}</p>'
        )
        show(self.note, words is not None)


def deal_number(value: int, most: int | None = None) -> DealNumber:
    """The box for a deal's number (`DealNumber`), up to `most` if the app takes fewer than the engines."""
    return DealNumber(value, most)

"""Selection widgets that always hold a choice.

ipywidgets lets a page clear a selection (index None). For a chapter, a
mode or the player who acts, "nothing" is never a valid answer, so these
refuse it at validation, like any other value the page has no business sending.
When the page changes language, `relabel_options` says their labels again
without choosing anything.
"""

from __future__ import annotations

import ipywidgets as widgets
import traitlets


def _refuse_none(proposal, base_validator, widget):
    if proposal.value is None:
        raise traitlets.TraitError("a choice is required here")
    return base_validator(widget, proposal)


class Choice(widgets.Dropdown):
    """A dropdown that cannot be left empty. Its label is as wide as its words (ipywidgets gives a fixed
    width, which a longer language overflows)."""

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("style", {"description_width": "initial"})
        super().__init__(**kwargs)

    @traitlets.validate("index")
    def _validate_index(self, proposal):
        return _refuse_none(proposal, widgets.Dropdown._validate_index, self)


class Toggle(widgets.ToggleButtons):
    """Toggle buttons that cannot be left with none pressed."""

    @traitlets.validate("index")
    def _validate_index(self, proposal):
        return _refuse_none(proposal, widgets.ToggleButtons._validate_index, self)


def relabel_options(widget: widgets.widget_selection._Selection, labels) -> None:
    """New labels for a selection's options, in their order: the choice stays, and no observer hears
    of one (only the words changed)."""
    place_options(widget, list(zip(labels, (value for _, value in widget.options))))


def place_options(widget: widgets.widget_selection._Selection, options) -> None:
    """New (label, value) options, in a new order if need be, of the same values: the value chosen
    stays chosen, and no observer hears of a choice. ipywidgets would choose the first option on new
    options; while it builds a selection it does not, and that is the state it is put in here."""
    chosen = None if widget.index is None else widget.value
    widget._initializing_traits_ = True
    try:
        widget.options = options
        if widget.index is not None:
            widget.index = [value for _, value in options].index(chosen)
    finally:
        widget._initializing_traits_ = False
    if widget.index is not None:
        widget.set_trait("label", options[widget.index][0])


def show(widget: widgets.Widget, visible: bool) -> None:
    """Show or hide a widget.

    Never with `layout.display = None`: in the static site's in-browser
    Python (Pyodide), None reaches the page as `undefined` and is dropped, so
    a hidden widget would stay hidden. An empty value clears the style as well.
    """
    widget.layout.display = "" if visible else "none"


def deal_number(value: int) -> widgets.BoundedIntText:
    """The box for a deal's number (its seed), its label never cut off; its owner labels it
    (`text("seed", lang)`) in the page's language."""
    return widgets.BoundedIntText(value=value, min=0, max=2**31 - 1,
                                  style={"description_width": "initial"}, layout=widgets.Layout(width="20em"))

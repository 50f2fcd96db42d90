"""Tabs whose content is built when the tab is first opened.

The browser draws the widgets of every tab of a Tab at once, so an app of
several tabs (the rules' eleven lessons, the variants' play app and
tournament) would open with all of them: with `TabPage`s it opens with the
first tab's only, and builds another tab's when it is opened or when code
asks for it.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets


class TabPage(widgets.VBox):
    """One tab's page: `before` at once, and the view `make()` makes, added after them the first time
    `build()` is called (its tab opened, or code asking for the view)."""

    def __init__(self, make: Callable[[], widgets.Widget], before: tuple = ()) -> None:
        self.view: widgets.Widget | None = None
        self._make = make
        super().__init__(children=tuple(before))

    def build(self) -> widgets.Widget:
        """The page's view, built now if it was not yet (not `open`, which is ipywidgets' own)."""
        if self.view is None:
            self.view = self._make()
            self.children += (self.view,)
        return self.view


class OpensTabPages:
    """For a `widgets.Tab` among whose children are `TabPage`s: `_open_selected()` (called when the tab
    selected changes) builds the page shown; `open_every_tab()` builds them all now."""

    children: tuple[widgets.Widget, ...]
    selected_index: int | None

    def open_every_tab(self) -> None:
        """Build every tab's view now (opening a tab then shows it at once)."""
        for page in self.children:
            if isinstance(page, TabPage):
                page.build()

    def _open_selected(self) -> None:
        page = self.children[self.selected_index or 0]
        if isinstance(page, TabPage):
            page.build()

"""An app under a language switch: the page changes language without a reload.

Switching builds the app afresh in the other language (each app is built in
one language; a fresh build is simpler and safer than relabelling every
widget). Until the page has said which language it wants, the app stays out
of sight, so a Russian page never flashes English.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.server.messages import guard_page
from aggravation_nb.widgets.language import known_language
from aggravation_nb.widgets.pagebar import PageBar
from aggravation_nb.widgets.stored import RunToShow


def close_app(app: widgets.Widget) -> None:
    """Close an app and every widget in it (a play app also stops its clock)."""
    for child in getattr(app, "children", ()):
        close_app(child)
    app.close()


class AppPage(RunToShow, widgets.VBox):
    """The language switch above an app; `app` is the app shown now.

    Anything else asked of the page is the app's: `walkthrough().next_button`
    still finds the app's Next button.

    >>> from aggravation_nb.views import walkthrough
    >>> page = walkthrough("ru")
    >>> page.lang, type(page.app).__name__, page.next_button.description
    ('ru', 'Walkthrough', 'Далее')
    """

    def __init__(self, build: Callable[[str], widgets.Widget], lang: str | None = None) -> None:
        guard_page()
        known = known_language(lang)
        self.build = build
        self.switch = PageBar(lang=known or "en", follows_page=lang is None)
        self.app = build(self.switch.lang)
        report = guarded(self._switch_failed)
        self.switch.observe(report(self._switched), names="lang")
        self.switch.observe(report(self._page_asked), names="page_lang")
        super().__init__(children=(self.switch, self.app) if known else (self.switch,))

    def __getattr__(self, name: str):
        if name.startswith("_") or "app" not in self.__dict__:
            raise AttributeError(name)
        return getattr(self.__dict__["app"], name)

    def __repr__(self) -> str:
        return f"AppPage({self.app!r})"

    @property
    def lang(self) -> str:
        return self.switch.lang

    def _page_asked(self, _change) -> None:
        self.children = (self.switch, self.app)

    def _switch_failed(self) -> None:
        """A build that failed leaves the app as it was; the bar goes back to the app's language."""
        self.switch.lang = getattr(self.app, "lang", self.switch.lang)

    def _switched(self, change) -> None:
        if getattr(self.app, "lang", None) == change["new"]:
            return
        old, self.app = self.app, self.build(change["new"])
        self.children = (self.switch, self.app)
        close_app(old)

"""An app under a language switch: the page changes language without a reload.

One live language per page: the page bar's `lang` is the app's `lang`
(`aggravation_nb.widgets.language.Relabels`), so switching says every word
of the app again in place, and the game, the step, the selection and any
progress stay as they were. Until the page has said which language it wants,
the app stays out of sight, so a Russian page never flashes English.
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
    """The language switch above an app; `app` is the app, built once by `build(lang)`.

    The bar's language is the app's: switching it sets `app.lang`, which says
    every word again and keeps everything else. A relabel that fails leaves
    the app and the bar in the language they spoke. Anything else asked of the
    page is the app's: `walkthrough().next_button` still finds the app's Next button.

    >>> from aggravation_nb.views import walkthrough
    >>> page = walkthrough("ru")
    >>> page.lang, type(page.app).__name__, page.next_button.description
    ('ru', 'Walkthrough', 'Далее')
    >>> page.next_button.click()
    >>> page.lang = "en"
    >>> page.app.story.step, page.next_button.description
    (1, 'Next')
    """

    def __init__(self, build: Callable[[str], widgets.Widget], lang: str | None = None) -> None:
        guard_page()
        known = known_language(lang)
        self.build = build
        self.switch = PageBar(lang=known or "en", follows_page=lang is None)
        self.app = build(self.switch.lang)
        self._spoken = self.switch.lang
        """The language the app last said everything in."""
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
        """The page's language: the bar's and the app's. Setting it switches, as the bar does."""
        return self.switch.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.switch.lang = lang

    def _page_asked(self, _change) -> None:
        self.children = (self.switch, self.app)

    def _switch_failed(self) -> None:
        """A relabel that failed: the bar goes back to the language the app spoke, and so the app
        says everything again in it (`_switched`), so the page keeps working in one language."""
        self.switch.lang = self._spoken

    def _switched(self, change) -> None:
        self.app.lang = change["new"]
        self._spoken = change["new"]

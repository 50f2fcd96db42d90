"""An app under a language switch: the page changes language without a reload.

One live language per page: the page bar's `lang` is the app's `lang`
(`aggravation_nb.widgets.language.Relabels`), so switching says every word
of the app again in place, and the game, the step, the selection and any
progress stay as they were. Until the page has said which language it wants,
the app stays out of sight, so a Russian page never flashes English.

An app with places (`Placed`) opens the place the address's fragment names
and keeps the fragment equal to its place as one steps (the bar carries it
to and from the page); a link it will not open is said in words on the bar.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets
import traitlets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.core.places import BadLink
from aggravation_nb.core.words import Words, frozen
from aggravation_nb.i18n import sentence, text
from aggravation_nb.server.messages import guard_page
from aggravation_nb.server.published import rule_book_link, site_link
from aggravation_nb.widgets.language import known_language
from aggravation_nb.widgets.pagebar import PageBar
from aggravation_nb.widgets.stored import RunToShow


def close_app(app: widgets.Widget) -> None:
    """Close an app and every widget in it (a play app also stops its clock)."""
    for child in getattr(app, "children", ()):
        close_app(child)
    app.close()


class Placed(traitlets.HasTraits):
    """An app whose place a link can name: it keeps `place` (a fragment, `core.places.write_place`)
    equal to what it shows, and `open_place(fragment)` shows the place a fragment names, or raises
    `BadLink` having changed nothing. `published` is its notebook in `server.published.APPS`."""

    place = traitlets.Unicode("")
    published = ""

    def open_place(self, fragment: str) -> None:
        raise NotImplementedError


def refusal_words(refusal: BadLink) -> Words:
    """Why a link was not opened, in any language."""
    return lambda lang: text("link-refused", lang, reason=sentence(refusal.key, lang, **refusal.details))


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
        self._refusal: Words = frozen("")
        self.switch.rule_book = rule_book_link(self.lang)
        if isinstance(self.app, Placed):
            self.switch.linkable = True
            self.switch.place = self.app.place
            self._link_base()
            self.app.observe(report(self._moved), names="place")
            self.switch.observe(report(self._place_asked), names="page_place")
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

    @property
    def link(self) -> str:
        """The link to the app's place on the published site (what Copy link gives in JupyterLab)."""
        place = self.switch.place
        return self.switch.link_base + (f"#{place}" if place else "")

    def open_place(self, fragment: str) -> bool:
        """Open the place `fragment` names, as a link does; True if opened, else the bar says why not."""
        try:
            self.app.open_place(fragment)
        except BadLink as refusal:
            self._refusal = refusal_words(refusal)
        else:
            self._refusal = frozen("")
        self.switch.link_message = self._refusal(self.lang)
        return not self.switch.link_message

    def _link_base(self) -> None:
        self.switch.link_base = site_link(self.app.published, self.lang) if self.app.published else ""

    def _moved(self, change) -> None:
        """The app shows another place: the address follows, and a refusal of an older link goes."""
        self.switch.place = change["new"]
        self._refusal = frozen("")
        self.switch.link_message = ""

    def _place_asked(self, change) -> None:
        if change["new"]:
            self.open_place(change["new"])
            self.switch.page_place = ""

    def _page_asked(self, _change) -> None:
        self.children = (self.switch, self.app)

    def _switch_failed(self) -> None:
        """A relabel that failed: the bar goes back to the language the app spoke, and so the app
        says everything again in it (`_switched`), so the page keeps working in one language."""
        self.switch.lang = self._spoken

    def _switched(self, change) -> None:
        self.app.lang = change["new"]
        self._spoken = change["new"]
        self.switch.rule_book = rule_book_link(change["new"])
        if isinstance(self.app, Placed):
            self._link_base()
            self.switch.link_message = self._refusal(self.lang)

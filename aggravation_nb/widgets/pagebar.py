"""The bar on top of every page: the language switch, the rule book, presenter mode, the link.

One small widget because all four act on the whole page: the language of
its prose, a dialog that opens any rule id shown anywhere on it, the size
of everything for a projector, and the address fragment that names the
app's place (`aggravation_nb.core.places`), with its Copy link button.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import anywidget
import traitlets

from aggravation_nb.core.rulebook import link_name, rules
from aggravation_nb.i18n import LANGUAGES, language, text
from aggravation_nb.widgets.language import known_language
from aggravation_nb.widgets.palette import stylesheet
from aggravation_nb.widgets.stored import RunToShow

HERE = Path(__file__).parent / "static"


@cache
def rule_book(lang: str) -> dict[str, dict[str, str]]:
    """Every rule, ready for the page: its name for screen readers, its title and its text as HTML."""
    return {rule.id: {"name": link_name(rule.id, lang), "html": rule.html} for rule in rules(lang).values()}


class PageBar(RunToShow, anywidget.AnyWidget):
    """English | Русский | Français (each language under its own name), Presenter mode, and the rule book's dialog.

    `lang` is the language shown; `page_lang` is what the page's address asked
    for, reported once the bar is drawn. A bar that `follows_page` takes that
    language; one made with a language from the notebook keeps it. Python
    validates what the page sends; the rule texts are Python's alone.

    >>> bar = PageBar("en", follows_page=False)
    >>> bar.page_lang = "ru"
    >>> bar.lang
    'en'
    """

    _esm = HERE / "pagebar.js"
    _css = stylesheet("page.css")
    lang = traitlets.Unicode("en").tag(sync=True)
    page_lang = traitlets.Unicode("").tag(sync=True)
    presenter = traitlets.Bool(False).tag(sync=True)
    choices: traitlets.List[list[str]] = traitlets.List(read_only=True).tag(sync=True)
    """[code, the language's name in itself] for every language of the catalogues, in the switch's order."""
    words = traitlets.Dict(read_only=True).tag(sync=True)
    rules = traitlets.Dict(read_only=True).tag(sync=True)
    place = traitlets.Unicode("").tag(sync=True)
    """The app's place as a fragment (without "#"); on an app page the address follows it."""
    page_place = traitlets.Unicode("").tag(sync=True)
    """The fragment the address holds when the page opens, or when a person changes it: anybody's text."""
    rule_book = traitlets.Unicode("").tag(sync=True)
    """The rule book on the documentation site in the bar's language (the app page sets it; the dialog adds the
    rule's id as the anchor), or "" for no link."""
    linkable = traitlets.Bool(False).tag(sync=True)
    """Whether the app has places, and so the bar a Copy link button."""
    link_base = traitlets.Unicode("").tag(sync=True)
    """Where a copied link leads outside an app page (in JupyterLab): the published app."""
    link_message = traitlets.Unicode("").tag(sync=True)
    """Why the address's link was not opened, in the page's language; empty when it was."""

    def __init__(self, lang: str = "en", follows_page: bool = True, **kwargs) -> None:
        super().__init__(lang=lang, **kwargs)
        self.set_trait("choices", [[code, text("language-name", code)] for code in LANGUAGES])
        self.follows_page = follows_page
        self._speak(lang)

    def __repr__(self) -> str:
        return f"PageBar(lang={self.lang!r}, presenter={self.presenter})"

    @traitlets.validate("lang")
    def _validate_lang(self, proposal):
        if proposal.value not in LANGUAGES:
            raise traitlets.TraitError(f"no such language: {proposal.value!r}")
        return proposal.value

    @traitlets.validate("page_lang")
    def _validate_page_lang(self, proposal):
        return language(proposal.value)  # an address may ask for anything; unknown means English

    @traitlets.observe("page_lang")
    def _page_asked(self, change) -> None:
        if self.follows_page:
            self.lang = change["new"]

    @traitlets.observe("lang")
    def _switched(self, change) -> None:
        self._speak(change["new"])

    def _speak(self, lang: str) -> None:
        self.set_trait(
            "words",
            {
                key: text(key, lang)
                for key in (
                    "presenter",
                    "close",
                    "rule-book-link",
                    "languages",
                    "copy-link",
                    "link-copied",
                    "link-copy-failed",
                    "link-box",
                )
            },
        )
        self.set_trait("rules", rule_book(lang))


def page_bar(lang: str | None = None) -> PageBar:
    """The bar alone, for a page of prose such as the index: its language, and the rules at hand.

    >>> page_bar("ru").lang
    'ru'
    """
    return PageBar(lang=known_language(lang) or "en", follows_page=lang is None)

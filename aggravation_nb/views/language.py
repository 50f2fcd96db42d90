"""Which language a page speaks, and the switch that changes it without a reload.

The browser tells: the switch's script reads `?lang=` from the page's own
address, the one place where Voilà, preheated Voilà kernels and the static
site (where no query string reaches the kernel) all agree. In JupyterLab the
notebook says it (`lang="ru"`).
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs

import anywidget
import traitlets

from ..i18n import LANGUAGES, language

HERE = Path(__file__).parent


def known_language(lang: str | None = None) -> str | None:
    """`lang` if given, else what a Voilà kernel was told at start (`?lang=` in QUERY_STRING), else None.

    None means only the browser can tell: a preheated kernel and the static
    site's kernel run the notebook before anyone asks for the page.
    """
    if lang is not None:
        return language(lang)
    asked = parse_qs(os.environ.get("QUERY_STRING", "")).get("lang")
    return language(asked[0]) if asked else None


def page_language(lang: str | None = None) -> str:
    """The language to build an app in now: `lang`, else the kernel's query string, else English."""
    return known_language(lang) or "en"


class LanguageSwitch(anywidget.AnyWidget):
    """English | Русский buttons; its script also reports the page address's `?lang=`.

    `lang` is the language shown; `page_lang` is what the page's address asked
    for, reported once the switch is drawn. A switch that `follows_page` takes
    that language; one made with a language from the notebook keeps it. Python
    validates both: a page may send anything.
    """

    _esm = HERE / "language.js"
    _css = HERE / "page.css"
    lang = traitlets.Unicode("en").tag(sync=True)
    page_lang = traitlets.Unicode("").tag(sync=True)
    choices = traitlets.List([["en", "English"], ["ru", "Русский"]], read_only=True).tag(sync=True)

    @traitlets.validate("lang")
    def _validate_lang(self, proposal):
        if proposal.value not in LANGUAGES:
            raise traitlets.TraitError(f"no such language: {proposal.value!r}")
        return proposal.value

    def __init__(self, lang: str = "en", follows_page: bool = True, **kwargs) -> None:
        super().__init__(lang=lang, **kwargs)
        self.follows_page = follows_page

    @traitlets.validate("page_lang")
    def _validate_page_lang(self, proposal):
        return language(proposal.value)  # an address may ask for anything; unknown means English

    @traitlets.observe("page_lang")
    def _page_asked(self, change) -> None:
        if self.follows_page:
            self.lang = change["new"]


def language_switch(lang: str | None = None) -> LanguageSwitch:
    """The switch alone, for a page of prose such as the index: it shows the prose in one language."""
    return LanguageSwitch(lang=known_language(lang) or "en", follows_page=lang is None)

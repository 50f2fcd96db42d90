"""Which language a page speaks, and the widgets that follow it.

The browser tells: the page bar's script reads `?lang=` from the page's own
address, the one place where Voilà, preheated Voilà kernels and the static
site (where no query string reaches the kernel) all agree. In JupyterLab the
notebook says it (`lang="ru"`).
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs

import traitlets

from aggravation_nb.i18n import LANGUAGES, language


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
    """The language to build an app in now: `lang`, else the kernel's query string, else English.

    >>> page_language("ru"), page_language("xx")
    ('ru', 'en')
    """
    return known_language(lang) or "en"


class Relabels(traitlets.HasTraits):
    """A widget whose words follow `lang`: setting it says every word again, in place, and keeps
    everything else (the game, the step, the selection, any progress).

    `lang` is "" while the widget is built; the end of its `__init__` sets it, which says every word
    for the first time. A widget that holds others with words of their own sets their `lang` in its
    `_relabel`.
    """

    lang = traitlets.Unicode("")

    @traitlets.validate("lang")
    def _validate_lang(self, proposal):
        if proposal.value not in LANGUAGES:
            raise traitlets.TraitError(f"no such language: {proposal.value!r}")
        return proposal.value

    @traitlets.observe("lang")
    def _lang_changed(self, _change) -> None:
        self._relabel()

    def _relabel(self) -> None:
        """Say every word of this widget in `self.lang`."""
        raise NotImplementedError

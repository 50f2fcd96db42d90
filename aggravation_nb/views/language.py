"""Which language a page speaks: an argument in JupyterLab, `?lang=ru` in Voilà."""

from __future__ import annotations

import os
from urllib.parse import parse_qs

from ..i18n import language


def page_language(lang: str | None = None) -> str:
    """`lang` if given, else the `lang` of the Voilà page's query string, else English.

    Voilà puts the page's query string in the kernel's QUERY_STRING variable.
    """
    if lang is not None:
        return language(lang)
    asked = parse_qs(os.environ.get("QUERY_STRING", "")).get("lang", ["en"])
    return language(asked[0])

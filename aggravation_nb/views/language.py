"""Which language a page speaks: an argument in JupyterLab, `?lang=ru` in Voilà."""

from __future__ import annotations

import os
from urllib.parse import parse_qs

from ..i18n import language


def page_language(lang: str | None = None) -> str:
    """`lang` if given, else the `lang` of the Voilà page's query string, else English.

    Voilà puts the page's query string in the kernel's QUERY_STRING variable.
    A preheated kernel (classroom setting) runs the notebook before anyone
    asks for the page, so there it waits for the request's query string.
    """
    if lang is not None:
        return language(lang)
    query = os.environ.get("QUERY_STRING", "")
    if os.environ.get("VOILA_PREHEAT") == "True":
        from voila.utils import get_query_string

        query = get_query_string() or ""
    asked = parse_qs(query).get("lang", ["en"])
    return language(asked[0])

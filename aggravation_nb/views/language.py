"""Which language a page speaks: an argument in JupyterLab, `?lang=ru` in Voilà."""

from __future__ import annotations

import json
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
        query = _wait_for_the_request()
    asked = parse_qs(query).get("lang", ["en"])
    return language(asked[0])


def _wait_for_the_request() -> str:
    """The query string of the request that takes this preheated kernel.

    Voilà sends a taken pool kernel its request over a websocket; this is the
    client side of `voila.utils.wait_for_request`, without importing Voilà's
    server stack, which costs seconds of CPU in every kernel of the pool.
    """
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    env = os.environ
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    url = (f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{env.get('VOILA_APP_IP', '127.0.0.1')}:"
           f"{env.get('VOILA_APP_PORT', '8866')}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}")
    try:
        with connect(url, open_timeout=5) as websocket:
            request = json.loads(websocket.recv())
    except (OSError, ValueError, WebSocketException):  # TimeoutError is an OSError
        return ""
    env.update({key: value for key, value in request.items() if isinstance(value, str)})
    return env.get("QUERY_STRING", "")

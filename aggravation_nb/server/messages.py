"""Widget messages from the page that a widget refuses: dropped cheaply and quietly.

A page can send any value to any synced trait. ipywidgets answers a refused
one (a `TraitError`, or a `TypeError` inside a deserialiser such as
FileUpload's) by printing a full traceback to the page through IPython's
`showtraceback`, which Voilà's `show_tracebacks: false` does not cover: the
server's paths and source lines reach the browser, and formatting them costs
a few hundred milliseconds of kernel time per message. Here a refused message
is dropped instead; the first of each kind is logged to stderr, the rest
only counted. Nothing changes in the widget, as with any refused action.
What this needs of ipywidgets' and ipykernel's internals is in
`widgets/upstream.py`.
"""

from __future__ import annotations

import logging
import sys
from collections import Counter
from typing import TextIO

import ipywidgets as widgets
import traitlets

from aggravation_nb.widgets.upstream import (
    Handler,
    handle_widget_messages,
    kernel_stderr_fd,
    put_buffers,
    validate_trait,
)

log = logging.getLogger("aggravation_nb")

refused: Counter[tuple[str, str]] = Counter()
"""How many page messages were dropped, by (widget class, error class)."""


def _check_update(widget: widgets.Widget, msg: dict) -> None:
    """Validate an update before ipywidgets echoes it to every page showing the widget, unless the widget
    refuses in words (`refuses_in_words`), which it could not do with the update dropped here.

    ipywidgets sends an update back to the pages (its "echo") before it sets
    the values, so a refused value would otherwise reach the real page too.
    """
    data = msg["content"]["data"]
    if data.get("method") != "update" or "state" not in data:
        return
    state = data["state"]
    # The binary buffers go into the state here, once: without buffer_paths ipywidgets does not redo it.
    put_buffers(state, data.pop("buffer_paths", []), msg["buffers"])
    if getattr(widget, "refuses_in_words", False):
        return  # its set_state sends the page back what it keeps and says why (the deal-number box)
    traits = widget.traits()
    for name, value in state.items():
        if name not in widget.keys:
            continue
        if traits[name].read_only:
            raise traitlets.TraitError(f"{name} is not the page's to set")
        validate_trait(widget, name, value)


def _server_log() -> TextIO | None:
    """The kernel process's own stderr, which is the server's log.

    ipykernel sends whatever reaches file descriptor 2 to the page, so a log
    line goes to the copy of the original stderr that ipykernel keeps.
    """
    original = kernel_stderr_fd()
    if original is not None:
        return open(original, "w", buffering=1, closefd=False, encoding="utf-8", errors="replace")
    return sys.__stderr__


def guard_page() -> None:
    """Prepare the kernel for an app page: refused page messages dropped, the package's log to the server.

    `AppPage` calls it before it builds anything, so every widget of the page
    opens its comm already guarded. Importing the package changes nothing;
    this does, once per kernel (idempotent).
    """
    if not log.handlers:
        log.addHandler(logging.StreamHandler(_server_log()))
    drop_refused_messages()


def drop_refused_messages() -> None:
    """Make every widget drop a message it refuses, instead of showing a traceback on the page.

    Called by `guard_page` before any app widget opens its comm (a widget
    binds its message handler when it opens). Idempotent.
    """
    handle_widget_messages(_dropping_refused)


def _dropping_refused(handle: Handler, widget: widgets.Widget, msg: dict) -> None:
    try:
        _check_update(widget, msg)
        handle(widget, msg)
    except Exception as error:
        kind = (type(widget).__name__, type(error).__name__)
        refused[kind] += 1
        if refused[kind] == 1:
            log.warning("dropped a page message that %s refused (%s); further ones are only counted", *kind)

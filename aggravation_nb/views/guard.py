"""One wrapper for every widget callback.

ipywidgets swallows exceptions raised in callbacks (logged, never shown), and
a traceback printed on a Voilà page would leak code. So every callback runs
through `guarded`: an unexpected error is logged to stderr and the person is
told, in their language, that nothing changed.
"""

from __future__ import annotations

import functools
import logging
import sys

log = logging.getLogger("aggravation_nb")


def _server_log():
    """The kernel process's own stderr, which is the server's log.

    ipykernel sends whatever reaches file descriptor 2 to the page, so a log
    line goes to the copy of the original stderr that ipykernel keeps.
    """
    original = getattr(sys.stderr, "_original_stdstream_copy", None)
    if isinstance(original, int):
        return open(original, "w", buffering=1, closefd=False, encoding="utf-8", errors="replace")
    return sys.__stderr__


if not log.handlers:
    log.addHandler(logging.StreamHandler(_server_log()))


def guarded(report_failure):
    """Wrap a callback so any exception is logged and reported through `report_failure()`."""

    def wrap(callback):
        @functools.wraps(callback)
        def run(*args, **kwargs):
            try:
                return callback(*args, **kwargs)
            except Exception:
                log.exception("a callback failed: %s", callback.__qualname__)
                report_failure()
                return None

        return run

    return wrap

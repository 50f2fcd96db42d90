"""One wrapper for every widget callback.

ipywidgets swallows exceptions raised in callbacks (logged, never shown), and
a traceback printed on a Voilà page would leak code. So every callback runs
through `guarded`: an unexpected error is logged to stderr and the person is
told, in their language, that nothing changed. Where the log goes is
`aggravation_nb.server.messages.guard_page`'s to set, when a page is built.
"""

from __future__ import annotations

import functools
import logging

log = logging.getLogger("aggravation_nb")


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

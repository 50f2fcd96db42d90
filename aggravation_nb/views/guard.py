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
if not log.handlers:
    # The kernel process's own stderr, which is the server's log. The kernel sends
    # whatever is written to sys.stderr to the page, so a log line must not go there.
    log.addHandler(logging.StreamHandler(sys.__stderr__))


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

"""Running an app's asyncio code in a test, whatever ran before it in this test worker."""

from __future__ import annotations

import asyncio
import threading


def run_in_own_loop(coroutine):
    """asyncio.run in a thread of its own: once a browser test has run in this worker, Playwright keeps
    an event loop running in the main thread, where asyncio.run refuses to start another."""
    outcome = {}

    def run():
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as error:  # handed back to the test below
            outcome["error"] = error

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(timeout=60)
    if "error" in outcome:
        raise outcome["error"]
    assert "value" in outcome, "the scenario did not finish"
    return outcome["value"]

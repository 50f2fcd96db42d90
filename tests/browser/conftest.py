"""Fixtures: a real Voilà server on 127.0.0.1 and Debian's Chromium driven by Playwright."""

from __future__ import annotations

import os
import subprocess

import pytest
from playwright.sync_api import expect

from voila_server import ARTIFACTS, CHROMIUM_ARGS, free_port, start_voila, wait_for_page


@pytest.fixture(scope="session")
def voila_url():
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(ARTIFACTS / f"voila-browser-tests-{worker}.log", "w") as log:
        server = start_voila(port, log)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for_page(f"{base}/voila/tree", server)
            yield base
        finally:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()


@pytest.fixture(scope="session")
def browser_type_launch_args():
    return {"executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"), "args": CHROMIUM_ARGS}


# Waits end when their condition holds; these only bound how long a broken page is waited for.
# Two test workers share two cores with the kernels, so a step can take seconds under load.
expect.set_options(timeout=60_000)


@pytest.fixture
def page(page):
    """pytest-playwright's page, as patient as `expect` (its own default is 30 s)."""
    page.set_default_timeout(60_000)
    page.set_default_navigation_timeout(120_000)
    return page


@pytest.fixture
def console_errors(page):
    """Every console error and uncaught page error; a test fails if any is left."""
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: errors.append(f"request failed: {request.url}"))
    yield errors
    assert errors == [], f"the browser reported errors: {errors}"

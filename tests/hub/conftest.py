"""The Hub tests' Chromium: Debian's full browser (the other browser tests drive its headless shell, so both
builds are tested), launched with the browser tests' options (tests/browser/conftest.py)."""

from __future__ import annotations

import os

import background_jobs
import pytest
from hub_server import ARTIFACTS  # noqa: F401 (puts tests/browser on the path)
from playwright.sync_api import expect
from voila_server import launch_options

# As in tests/browser: waits end when their condition holds; this bounds how long a broken page is waited for.
expect.set_options(timeout=60_000)


@pytest.fixture(scope="session")
def browser_type_launch_args():
    background_jobs.wait_outside(os.environ.get("BROWSER_INSTALL"), "installing the browsers with apt-get")
    return launch_options(headless_shell=False)


@pytest.fixture(scope="module")
def browser(browser_type, browser_type_launch_args):
    """A Chromium of the module's own, closed after it: nothing else in the run uses this one."""
    chromium = browser_type.launch(**browser_type_launch_args)
    yield chromium
    chromium.close()

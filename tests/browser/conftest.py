"""Fixtures: a real Voilà server on 127.0.0.1, the static site served there, and Debian's Chromium
(one profile for each test worker, a page for each test)."""

from __future__ import annotations

import os

import background_jobs
import pytest
from playwright.sync_api import expect
from static_site import serving, watch_origins
from voila_server import CHROMIUM_ARGS, running_voila


@pytest.fixture(scope="session")
def voila_url():
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with running_voila(f"voila-browser-tests-{worker}.log") as (_, base, _):
        yield base


@pytest.fixture(scope="session")
def static_site(run_folder):
    """The static site, built once per run by `scripts/publish`, begun in the background when the run starts."""
    return background_jobs.wait(run_folder, "site")


@pytest.fixture(scope="module")
def site_url(static_site):
    with serving(static_site) as base:
        yield base


@pytest.fixture
def same_origin_only(page, site_url):
    """Fails the test if the page asked any other origin for anything."""
    foreign = watch_origins(page, site_url)
    yield
    assert foreign == [], f"the static site asked other origins: {foreign}"


@pytest.fixture(scope="session")
def browser_type_launch_args():
    return {"executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"), "args": CHROMIUM_ARGS}


# Waits end when their condition holds; these only bound how long a broken page is waited for.
# Two test workers share two cores with the kernels, so a step can take seconds under load.
expect.set_options(timeout=60_000)


@pytest.fixture(scope="session")
def browser_profile(browser_type, browser_type_launch_args, browser_context_args, tmp_path_factory):
    """One Chromium profile on disk for each test worker, in place of a fresh context for every test: after
    a worker's first page, the apps' scripts come compiled from the profile's cache, about a third less
    browser CPU a page. Each test still has a page of its own; the static site has an origin per module."""
    profile = browser_type.launch_persistent_context(tmp_path_factory.mktemp("chromium-profile"),
                                                     **browser_type_launch_args, **browser_context_args)
    yield profile
    profile.close()


@pytest.fixture
def context(browser_profile):
    return browser_profile


@pytest.fixture
def page(context):
    """A page of the test's own (closed after it, with any it opened), as patient as `expect`
    (pytest-playwright's default is 30 s)."""
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.set_default_navigation_timeout(120_000)
    yield page
    for opened in context.pages:
        opened.close()


@pytest.fixture
def console_errors(page):
    """Every console error and uncaught page error; a test fails if any is left."""
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: errors.append(f"request failed: {request.url}"))
    yield errors
    assert errors == [], f"the browser reported errors: {errors}"

"""Fixtures: a real Voilà server on 127.0.0.1, the static site served there, Debian's Chromium (one profile
for each test worker, a page for each test, or an app's page that a module's tests share) and Debian's
Firefox ESR (one for each test worker that needs it, tests/browser/firefox_driver.py)."""

from __future__ import annotations

import os
from collections.abc import Callable

import background_jobs
import pytest
from firefox_driver import Firefox
from playwright.sync_api import Locator, Page, expect
from static_site import serving, watch_origins
from voila_server import ARTIFACTS, launch_options


@pytest.fixture(scope="session")
def voila_url(run_folder):
    """The run's Voilà server, one for every test worker, begun in the background as the run starts
    (tests/background_jobs.py, tests/browser/voila_server.py: `serve`)."""
    return background_jobs.address(run_folder, "voila")


@pytest.fixture(scope="session")
def static_site(run_folder):
    """The static site, built once per run by `scripts/publish`, begun in the background when the run starts."""
    return background_jobs.wait(run_folder, "site")


@pytest.fixture(scope="session")
def site_url(static_site):
    """One address for a test worker's static pages: the worker's browser profile then keeps Pyodide's
    compiled WebAssembly and the site's files from one module's pages for the next module's."""
    with serving(static_site) as base:
        yield base


@pytest.fixture
def same_origin_only(page, site_url):
    """Fails the test if the page asked any other origin for anything."""
    foreign = watch_origins(page, site_url)
    yield
    assert foreign == [], f"the static site asked other origins: {foreign}"


@pytest.fixture(scope="session")
def browsers_installed():
    """The browsers, which the test command may still be installing (scripts/test: its apt-get runs beside the
    tests, which need no browser, and writes its exit code to $BROWSER_INSTALL.rc): waits for that."""
    background_jobs.wait_outside(os.environ.get("BROWSER_INSTALL"), "installing the browsers with apt-get")


@pytest.fixture(scope="session")
def browser_type_launch_args(browsers_installed):
    return launch_options()


@pytest.fixture(scope="module")
def firefox(browsers_installed):
    """Debian's Firefox ESR for the module that uses it, closed after it: an idle headless Firefox still
    takes a core's tenth or so, which the rest of the run needs."""
    ARTIFACTS.mkdir(exist_ok=True)
    browser = Firefox(ARTIFACTS / f"firefox-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.log")
    yield browser
    browser.close()


# Waits end when their condition holds; these only bound how long a broken page is waited for.
# Two test workers share two cores with the kernels, so a step can take seconds under load.
expect.set_options(timeout=60_000)


@pytest.fixture(scope="session")
def browser_profile(browser_type, browser_type_launch_args, browser_context_args, tmp_path_factory):
    """One Chromium profile on disk for each test worker, in place of a fresh context for every test: after
    a worker's first page, the apps' scripts come compiled from the profile's cache, about a third less
    browser CPU a page. Each test still has a page of its own.

    The profile asks for reduced motion, as a learner may (table.css honours it): a card arriving on the
    table is drawn at once instead of fading in, so no check reads a card half drawn (a fading card once
    failed the contrast audit in a real-time game) and the browser draws fewer frames. Firefox, in
    test_static_site_and_voila_in_firefox.py, shows the motion."""
    profile = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("chromium-profile"),
        **browser_type_launch_args,
        **browser_context_args,
        reduced_motion="reduce",
    )
    yield profile
    profile.close()


@pytest.fixture
def context(browser_profile):
    return browser_profile


def patient(page: Page) -> Page:
    """As patient as `expect` (pytest-playwright's default is 30 s)."""
    page.set_default_timeout(60_000)
    page.set_default_navigation_timeout(120_000)
    return page


def watch_errors(page: Page, errors: list[str]) -> None:
    """Every console error, uncaught page error and failed request of `page` goes into `errors`."""
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: errors.append(f"request failed: {request.url}"))


KEPT: set[Page] = set()
"""The pages `AppPages` keeps open for a module's tests: a test's own `page` closes every other page."""


@pytest.fixture
def page(context):
    """A page of the test's own (closed after it, with any it opened)."""
    page = patient(context.new_page())
    yield page
    for opened in context.pages:
        if opened not in KEPT:
            opened.close()


@pytest.fixture
def console_errors(page):
    """Every console error and uncaught page error; a test fails if any is left."""
    errors: list[str] = []
    watch_errors(page, errors)
    yield errors
    assert errors == [], f"the browser reported errors: {errors}"


class AppPages:
    """An app's page loaded once and kept for the next tests of a module that use the same address.

    Every page load starts a kernel and draws the app afresh, the costliest step of a browser test;
    tests that only need the app loaded share its page, and each begins by bringing the app where it
    needs it with the app's own controls (a chapter chosen, a tab opened), so it passes alone too.
    A test that fails closes them: the next test loads its page again.
    """

    def __init__(self, context) -> None:
        self.context = context
        self.pages: dict[str, Page] = {}
        self.errors: list[str] = []

    def open(self, url: str, ready: Callable[[Page], Locator]) -> Page:
        """The page at `url`, loaded (until `ready` is visible) by the first test that asks for it, and
        brought to the front (a page left behind another is hidden, and waits for its next frame)."""
        page = self.pages.get(url)
        if page is not None:
            page.bring_to_front()
        else:
            page = patient(self.context.new_page())
            KEPT.add(page)
            watch_errors(page, self.errors)
            self.pages[url] = page
            page.goto(url)
            expect(ready(page)).to_be_visible(timeout=60_000)
        return page

    def close(self) -> None:
        for page in self.pages.values():
            KEPT.discard(page)
            page.close()
        self.pages.clear()


@pytest.fixture(scope="module")
def _module_app_pages(browser_profile):
    pages = AppPages(browser_profile)
    yield pages
    pages.close()


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Marks a test that failed, for `app_pages` to close the pages it leaves in an unknown state."""
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


@pytest.fixture
def app_pages(request, _module_app_pages):
    """The module's shared app pages; a test fails if any of them reported an error while it ran
    (console, page or request errors, as `console_errors`), and a failed test closes them."""
    yield _module_app_pages
    errors, _module_app_pages.errors[:] = list(_module_app_pages.errors), []
    if errors or request.node.stash.get(FAILED, False):
        _module_app_pages.close()
    assert errors == [], f"the browser reported errors: {errors}"

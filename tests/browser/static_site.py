"""The static site (built once per test run by `scripts/publish`, see tests/background_jobs.py), served on
127.0.0.1 like any static host."""

from __future__ import annotations

import contextlib
import threading
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from aggravation_nb.server.site_host import host


@contextlib.contextmanager
def serving(site: Path):
    """The site on 127.0.0.1 as GitHub Pages serves it (gzipped, cacheable for ten minutes, so a second visit
    uses the browser's cache), by the server `scripts/serve-site` runs; no Python runs on it for the apps:
    yields its address."""
    server = host(site, cache_control="max-age=600")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def watch_origins(page: Page, base: str) -> list[str]:
    """Every request the page makes to another origin (the list a test asserts is empty)."""
    foreign: list[str] = []

    def check(request) -> None:
        if not request.url.startswith((base + "/", "data:", "blob:")):
            foreign.append(request.url)

    page.on("request", check)
    return foreign


def wait_until(page: Page, check: str, timeout: float = 120) -> None:
    """Wait until the page's async JavaScript function `check` resolves to true, asking every quarter second.

    Not `page.wait_for_function`, which takes the promise an async function returns for a true value at once
    (so a wait for the service worker's cache, which only an async function can read, did not wait)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(check):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout} s: {check}")
        page.wait_for_timeout(250)


def open_page(page: Page, site_url: str, app: str, ready: str, lang: str = "en", theme: str = "light") -> None:
    """Open one app of the static site and wait for a button that shows its Python has run
    (and, opened dark, for the dark theme)."""
    query = ([f"lang={lang}"] if lang != "en" else []) + ([f"theme={theme}"] if theme != "light" else [])
    page.goto(f"{site_url}/voici/render/{app}.html" + ("?" + "&".join(query) if query else ""))
    expect(page.get_by_role("button", name=ready, exact=True).first).to_be_visible(timeout=120_000)
    if theme == "dark":
        expect_dark_theme(page)


DARK_THEME = "/build/themes/@jupyterlab/theme-dark-extension/index.css"
"""Where a Voici page opened with `?theme=dark` loads JupyterLab's dark theme from (Voici's `themesUrl`)."""


def expect_dark_theme(page: Page) -> None:
    """The page is in JupyterLab's dark theme: its stylesheet loaded from the site and darkens the page, and no
    dialog says it failed (what a site without `build/themes/` showed)."""
    page.wait_for_function(
        """stylesheet => {
        const link = [...document.querySelectorAll("link[rel=stylesheet]")].find(l => l.href.endsWith(stylesheet));
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\\d+/g).map(Number);
        return document.body.dataset.jpThemeName === "JupyterLab Dark" && link && link.sheet !== null
            && (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.2;
    }""",
        arg=DARK_THEME,
        polling=100,
    )
    expect(page.get_by_role("dialog")).to_have_count(0)

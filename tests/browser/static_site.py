"""The static site (built once per test run by `scripts/publish`, see tests/background_jobs.py), served on
127.0.0.1 like any static host."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from pathlib import Path

from playwright.sync_api import Page, expect


class StaticHost(http.server.SimpleHTTPRequestHandler):
    """Serves files as GitHub Pages does: cacheable for ten minutes, so a second visit uses the browser's cache."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, *args) -> None:
        """Requests are checked in the browser, not logged."""


@contextlib.contextmanager
def serving(site: Path):
    """A plain static file server for `site` on 127.0.0.1 (no Python runs on it for the apps): yields its address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(StaticHost, directory=str(site)))
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


def open_page(page: Page, site_url: str, app: str, ready: str, lang: str = "en") -> None:
    """Open one app of the static site and wait for a button that shows its Python has run."""
    page.goto(f"{site_url}/voici/render/{app}.html" + ("?lang=ru" if lang == "ru" else ""))
    expect(page.get_by_role("button", name=ready, exact=True).first).to_be_visible(timeout=120_000)

"""Take the pictures the README and the documentation show, from the real apps: Voilà serves them on 127.0.0.1 and
Debian's headless Chromium (Playwright) takes each picture. Run after changing how an app looks:

    .venv/bin/python scripts/screenshots.py      # writes docs/images/*.png

(The presenter-mode pictures are the browser test's, tests/browser/test_presenter_keys_and_reloads_browser.py.)
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "images"
CHROMIUM = os.environ.get("CHROMIUM_HEADLESS", "/usr/bin/chromium-headless-shell")
WORKED_EXAMPLE = "worked-example.png"
"""The README's picture: the worked example, at its second step, on a 1366×768 laptop in presenter mode."""
APPS = {
    "02-rules": ("app-rules.png", [("tab", "A5 Cover")]),
    "03-play": ("app-play.png", [("button", "Relaxed (no clock)"), ("button", "Flip")]),
    "04-variants": ("app-variants.png", [("button", "Next difference")]),
    "05-statistics": ("app-statistics.png", []),
    "06-intrigue": ("app-intrigue.png", [("button", "Last")]),
}
"""The teachers' page's pictures: each app in presenter mode at 1366×768, after a few clicks (role, name) that
put cards on its table."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve(port: int) -> subprocess.Popen:
    """Voilà on the notebooks, as `scripts/apps` runs it; returns once the index answers."""
    voila = Path(sys.executable).parent / "voila"
    server = subprocess.Popen(
        [str(voila), "notebooks/", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5)
            return server
        except OSError:
            time.sleep(0.5)
    server.terminate()
    raise SystemExit("screenshots: Voilà did not answer within two minutes")


def worked_example(page, base: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{base}/voila/render/01-worked-example.ipynb", timeout=120_000)
    page.get_by_role("button", name="Presenter mode").click(timeout=120_000)
    page.get_by_role("button", name="Next", exact=True).click()
    page.get_by_text("Step 2 of").first.wait_for()
    page.screenshot(path=str(IMAGES / WORKED_EXAMPLE))


def app_in_use(page, base: str, notebook: str, picture: str, clicks: list[tuple[str, str]]) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{base}/voila/render/{notebook}.ipynb", timeout=120_000)
    page.get_by_role("button", name="Presenter mode").click(timeout=120_000)
    page.get_by_role("button", name="Presenter mode", pressed=True).wait_for()
    for role, name in clicks:
        page.get_by_role(role, name=name, exact=True).first.click()
    expect(page.locator("text=no piles yet >> visible=true")).to_have_count(0, timeout=60_000)
    page.screenshot(path=str(IMAGES / picture))


def main() -> None:
    port = free_port()
    server = serve(port)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            worked_example(browser.new_page(reduced_motion="reduce"), f"http://127.0.0.1:{port}")
            for notebook, (picture, clicks) in APPS.items():
                app_in_use(
                    browser.new_page(reduced_motion="reduce"), f"http://127.0.0.1:{port}", notebook, picture, clicks
                )
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"screenshots: wrote {WORKED_EXAMPLE} and {', '.join(picture for picture, _ in APPS.values())} in {IMAGES}")


if __name__ == "__main__":
    main()

"""The classroom setup (scripts/classroom): preheated kernels, culling, no CDN, both themes."""

from __future__ import annotations

import re
import subprocess
import time

import pytest
from playwright.sync_api import Page, expect

from voila_server import ARTIFACTS, ROOT, free_port, kernel_processes, start_classroom, wait_for_page

POOL_SIZE = 1  # deploy/classroom/voila.json has 2; one kernel a notebook shows the same and starts half as many
CULL = ["--MappingKernelManager.cull_idle_timeout=3", "--MappingKernelManager.cull_interval=1",
        "--AppKernelManager.closed_tab_grace=1", f"--VoilaConfiguration.default_pool_size={POOL_SIZE}"]


def kernels(server: subprocess.Popen) -> int:
    return len(kernel_processes(server))


def settle(server: subprocess.Popen, wanted, seconds: float = 120) -> int:
    """Wait until the kernel count satisfies `wanted`; return it."""
    deadline = time.monotonic() + seconds
    count = kernels(server)
    while time.monotonic() < deadline and not wanted(count):
        time.sleep(0.5)
        count = kernels(server)
    return count


@pytest.fixture(scope="module")
def classroom():
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    with open(ARTIFACTS / "voila-classroom.log", "w") as log:
        server = start_classroom(port, log, *CULL)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for_page(f"{base}/voila/tree", server, seconds=120)
            yield server, base
        finally:
            server.terminate()
            server.wait(timeout=20)


def test_preheated_pages_still_speak_the_language_asked_for(page: Page, classroom, console_errors):
    """The page is asked for while the pool may still be warming up: it waits for its page, however long."""
    server, base = classroom
    page.goto(f"{base}/voila/render/01-worked-example.ipynb?lang=ru", timeout=180_000)
    expect(page.get_by_role("button", name="Далее", exact=True)).to_be_visible(timeout=180_000)
    expect(page.get_by_role("button", name="7♣, ряд Марины, стопка 1", exact=True)).to_be_visible()
    assert "Using pre-heated kernel" in (ARTIFACTS / "voila-classroom.log").read_text()


def test_an_abandoned_tab_does_not_keep_its_kernel(page: Page, classroom, console_errors):
    server, base = classroom
    baseline = POOL_SIZE * len(list((ROOT / "notebooks").glob("*.ipynb")))
    assert settle(server, lambda n: n == baseline) == baseline, "the preheated pools should be full and alone"
    page.goto(f"{base}/voila/render/01-worked-example.ipynb")
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=60_000)
    busy = settle(server, lambda n: n > baseline, seconds=30)
    assert busy > baseline, "opening a page should use a kernel and the pool refill"
    page.goto("about:blank")
    after = settle(server, lambda n: n <= baseline)
    assert after <= baseline, f"{after} kernels stayed after the tab closed (baseline {baseline})"


def test_the_dark_theme_darkens_the_table(page: Page, classroom, console_errors):
    _, base = classroom
    page.goto(f"{base}/voila/render/01-worked-example.ipynb?theme=dark")
    card = page.get_by_role("button", name="7♣, Marina's row, pile 1", exact=True)
    expect(card).to_be_visible(timeout=60_000)
    background = card.evaluate("e => getComputedStyle(e).backgroundColor")
    red, green, blue = (float(part) for part in re.findall(r"[\d.]+", background)[:3])
    assert (red + green + blue) / 3 < 100, background
    page.screenshot(path=str(ARTIFACTS / "walkthrough-dark.png"), full_page=True)

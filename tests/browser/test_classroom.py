"""The classroom setup (scripts/classroom): preheated kernels, culling, no CDN, both themes."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS, running_voila, wait_for_kernels, wait_for_log

PREHEATED = "01-worked-example.ipynb"
POOLS = json.dumps({"default": {"pool_size": 0}, PREHEATED: {"pool_size": 1}})
"""deploy/classroom/voila.json keeps two kernels ready for every notebook; one for the page these tests open
shows the same, and the run starts one kernel instead of fourteen."""
CULL = [
    "--MappingKernelManager.cull_idle_timeout=30",
    "--MappingKernelManager.cull_interval=1",
    "--AppKernelManager.closed_tab_grace=1",
    f"--VoilaKernelManager.kernel_pools_config={POOLS}",
]


@pytest.fixture(scope="module")
def classroom():
    with running_voila("voila-classroom-{port}.log", *CULL, classroom=True) as running:
        yield running


def test_a_preheated_page_speaks_the_language_asked_for_and_its_abandoned_tab_is_freed(
    page: Page, classroom, console_errors
):
    """A student's page, start to end. Asked for once Voilà will hand out a preheated kernel (its pool
    is "filled" as soon as the kernel has started), the page waits for that kernel to run the notebook,
    however long it takes, and speaks the language asked for; its kernel is one more than the pools
    hold, and once the tab is left it goes and the pools are full again and alone."""
    server, base, log_path = classroom
    baseline = 1
    wait_for_log(log_path, f"Kernel pool of {PREHEATED} is filled", server)
    page.goto(f"{base}/voila/render/01-worked-example.ipynb?lang=ru", timeout=180_000)
    expect(page.get_by_role("button", name="Далее", exact=True)).to_be_visible(timeout=180_000)
    expect(page.get_by_role("button", name="7♣, ряд Марины, стопка 1", exact=True)).to_be_visible()
    wait_for_log(log_path, "Using pre-heated kernel", server, seconds=30)

    busy = wait_for_kernels(server, lambda n: n > baseline)
    assert busy > baseline, "opening a page should use a kernel and the pool refill"
    page.goto("about:blank")
    after = wait_for_kernels(server, lambda n: n <= baseline)
    assert after <= baseline, f"{after} kernels stayed after the tab closed (baseline {baseline})"
    assert wait_for_kernels(server, lambda n: n == baseline) == baseline, "the preheated pools should be full and alone"


def test_the_dark_theme_darkens_the_table(page: Page, classroom, console_errors):
    """A page in the other theme (not the one the pools drew theirs in)."""
    _, base, _ = classroom
    page.goto(f"{base}/voila/render/01-worked-example.ipynb?theme=dark")
    card = page.get_by_role("button", name="7♣, Marina's row, pile 1", exact=True)
    expect(card).to_be_visible(timeout=60_000)
    background = card.evaluate("e => getComputedStyle(e).backgroundColor")
    red, green, blue = (float(part) for part in re.findall(r"[\d.]+", background)[:3])
    assert (red + green + blue) / 3 < 100, background
    page.screenshot(path=str(ARTIFACTS / "walkthrough-dark.png"), full_page=True)

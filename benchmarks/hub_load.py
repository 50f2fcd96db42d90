"""A class on the JupyterHub at once: N pupils log in and open the worked example on servers of their own.

Run: .venv/bin/python benchmarks/hub_load.py [pupils]   (30 by default)

Starts the Hub of deploy/jupyterhub/ as root (as tests/hub/ does: 127.0.0.1, a Unix account per pupil, one class, no
shared service, the idle culler at 300 s) and N Chromium contexts at the same moment, each signing in on the
Hub's form and waiting until the worked example takes a click (Next moves the story), reloading the page
after 4 minutes without the app as a pupil would (the Hub's "starting" page sometimes misses that the server is
up when the machine is overloaded). Reports failures and reloads,
time from the start to each pupil's interactive app (median, 95th percentile, the last), the memory of
the Hub and everything it started (pupils' servers, kernels, proxy) before, at the peak, and after the pages
closed and the culler stopped the idle servers. Exits non-zero on any failure.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import psutil
from playwright.async_api import async_playwright, expect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hub"))
sys.path.insert(0, str(ROOT))
from hub_server import password_of, running_hub  # noqa: E402
from voila_server import launch_options  # noqa: E402

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text  # noqa: E402
from aggravation_nb.i18n import text  # noqa: E402

APP = "voila/render/notebooks/01-worked-example.ipynb"
CULL_AFTER = 300
"""Longer than a loaded machine takes from a server's start to its pupil's first request (at 60 s the culler
stopped servers whose pupils were still on the "starting" page)."""


def memory(hub) -> tuple[float, int, int]:
    """Resident MB of the Hub and all it started; how many pupils' servers and kernels run."""
    total, servers, kernels = 0.0, 0, 0
    for process in [psutil.Process(hub.pid), *psutil.Process(hub.pid).children(recursive=True)]:
        try:
            total += process.memory_info().rss / 2**20
            command = " ".join(process.cmdline())
        except psutil.NoSuchProcess:
            continue
        servers += "jupyterhub-singleuser" in command
        kernels += "ipykernel_launcher" in command
    return total, servers, kernels


RELOADS: list[str] = []
"""Pupils whose page was reloaded after 4 minutes without the app (once per reload)."""


async def pupil(browser, base: str, name: str, began: float) -> float:
    context = await browser.new_context()
    try:
        page = await context.new_page()
        page.set_default_timeout(600_000)  # the Sign in click waits for the spawn it starts
        page.set_default_navigation_timeout(600_000)
        await page.goto(f"{base}/hub/login?" + urlencode({"next": f"/hub/user-redirect/{APP}"}), timeout=600_000)
        await page.get_by_label("Username").fill(name)
        await page.get_by_label("Password").fill(password_of(name))
        await page.get_by_role("button", name="Sign in").click()
        following = page.get_by_role("button", name=text("next", "en"), exact=True)
        for _ in range(10):
            try:
                await expect(following).to_be_visible(timeout=240_000)
                break
            except AssertionError:  # as a pupil would: the Hub's "starting" page can miss that the server is up
                RELOADS.append(name)
                await page.reload()
        await following.click()
        await expect(page.get_by_role("status")).to_have_text(
            worked_text(WORKED_EXAMPLE[0].steps[1].key, "en"), timeout=600_000
        )
        return time.monotonic() - began
    finally:
        await context.close()


async def watch_peak(hub, peak: list, stop: asyncio.Event) -> None:
    while not stop.is_set():
        now = memory(hub)
        if now[0] > peak[0][0]:
            peak[0] = now
        await asyncio.sleep(1)


async def class_at_once(base: str, hub, pupils: list[str]) -> tuple[list, list]:
    peak, stop = [memory(hub)], asyncio.Event()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(**launch_options(headless_shell=False))
        watcher = asyncio.create_task(watch_peak(hub, peak, stop))
        began = time.monotonic()
        results = await asyncio.gather(*(pupil(browser, base, name, began) for name in pupils), return_exceptions=True)
        stop.set()
        await watcher
        await browser.close()
    return results, peak[0]


def main(count: int) -> int:
    pupils = [f"pupil{number:02d}" for number in range(1, count + 1)]
    with running_hub({"bench": {"pupils": pupils}}, [], "hub-load.log", cull_after=CULL_AFTER) as running:
        base, hub = running.base, running.process
        before = memory(hub)
        results, peak = asyncio.run(class_at_once(base, hub, pupils))
        failures = [result for result in results if isinstance(result, BaseException)]
        times = sorted(result for result in results if not isinstance(result, BaseException))
        print(
            f"{count} pupils, {len(failures)} failures, {len(RELOADS)} reloads ({len(set(RELOADS))} pupils)"
            + "".join(f"\n  {failure!r}"[:300] for failure in failures)
        )
        if times:
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"interactive after: median {statistics.median(times):.1f} s, 95th percentile {p95:.1f} s, "
                f"last {times[-1]:.1f} s"
            )
        for label, (mb, servers, kernels) in (("before", before), ("peak", peak)):
            print(f"memory {label}: {mb:.0f} MB ({servers} pupils' servers, {kernels} kernels)", flush=True)
        culled_by = time.monotonic() + CULL_AFTER * 3
        while memory(hub)[1] and time.monotonic() < culled_by:
            time.sleep(2)
        mb, servers, kernels = memory(hub)
        print(f"memory after the culler: {mb:.0f} MB ({servers} pupils' servers, {kernels} kernels)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 30))

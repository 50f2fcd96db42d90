"""The memory of a class touring every app on the JupyterHub: N pupils open the seven apps one after another.

Run (as root, as the Hub runs): .venv/bin/python benchmarks/hub_tour.py [pupils]   (10 by default)

Starts the Hub of deploy/jupyterhub/ as tests/hub/ does (127.0.0.1, a Unix account per pupil, one class, no shared
service), then N pupils in Chromium at once, each logging in and opening the index and the six apps in turn,
waiting for each app's page bar (its widgets are live), then closing that page before opening the next (as a pupil
following the index does; a page without its app after 2 minutes is reloaded, as a pupil would). Samples the memory
of the Hub and all it started (pupils' servers, kernels, proxy) every second: before, at the peak, when the last
pupil closes their last page, and then until no page's kernel is left, which says how soon a closed page's kernel
is freed (the pupils' servers cull it 40-50 s after the page goes). Exits non-zero on any failure.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

from playwright.async_api import TimeoutError as PlaywrightTimeout
from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hub"))
sys.path.insert(0, str(ROOT))
from hub_load import memory, watch_peak  # noqa: E402
from hub_server import password_of, running_hub  # noqa: E402
from voila_server import launch_options  # noqa: E402

from aggravation_nb.i18n import text  # noqa: E402
from aggravation_nb.server.published import APPS  # noqa: E402

RELOADS: list[str] = []
"""Pupils whose page was reloaded after 2 minutes without its app (once per reload)."""


async def ready(page, name: str) -> None:
    """Wait for the page's app (its page bar), reloading it twice at most, as a pupil would."""
    for _ in range(2):
        try:
            await page.get_by_role("button", name=text("presenter", "en")).first.wait_for(timeout=120_000)
            return
        except PlaywrightTimeout:
            RELOADS.append(name)
            await page.reload()
    await page.get_by_role("button", name=text("presenter", "en")).first.wait_for(timeout=120_000)


async def tour(browser, base: str, name: str) -> float:
    """One pupil's tour; the seconds it took."""
    began = time.monotonic()
    context = await browser.new_context()
    context.set_default_timeout(300_000)  # a loaded machine: a class's first pages take minutes
    context.set_default_navigation_timeout(300_000)
    try:
        page = await context.new_page()
        first = f"/hub/user-redirect/voila/render/notebooks/{APPS[0]}.ipynb"
        await page.goto(f"{base}/hub/login?" + urlencode({"next": first}))
        await page.get_by_label("Username").fill(name)
        await page.get_by_label("Password").fill(password_of(name))
        await page.get_by_role("button", name="Sign in").click()
        for app in APPS:
            if app != APPS[0]:
                page = await context.new_page()
                await page.goto(f"{base}/user/{name}/voila/render/notebooks/{app}.ipynb")
            await ready(page, name)
            await page.close()
        return time.monotonic() - began
    finally:
        await context.close()


async def class_tour(base: str, hub, pupils: list[str]) -> tuple[list, tuple, tuple, float]:
    peak, stop = [memory(hub)], asyncio.Event()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(**launch_options(headless_shell=False))
        watcher = asyncio.create_task(watch_peak(hub, peak, stop))
        results = await asyncio.gather(*(tour(browser, base, name) for name in pupils), return_exceptions=True)
        closed_at = time.monotonic()
        at_close = memory(hub)
        stop.set()
        await watcher
        await browser.close()
    return results, peak[0], at_close, closed_at


def main(count: int) -> int:
    pupils = [f"pupil{number:02d}" for number in range(1, count + 1)]
    with running_hub({"bench": {"pupils": pupils}}, [], "hub-tour.log") as running:
        hub = running.process
        before = memory(hub)
        results, peak, at_close, closed_at = asyncio.run(class_tour(running.base, hub, pupils))
        failures = [result for result in results if isinstance(result, BaseException)]
        times = sorted(result for result in results if not isinstance(result, BaseException))
        print(f"{count} pupils touring {len(APPS)} pages each, {len(failures)} failures, {len(RELOADS)} reloads")
        for failure in failures:
            print(f"  {failure!r}"[:300])
        if times:
            print(f"tour took {times[0]:.0f}-{times[-1]:.0f} s")
        for label, (mb, servers, kernels) in (("before", before), ("peak", peak), ("last page closed", at_close)):
            print(f"memory {label}: {mb:.0f} MB ({servers} pupils' servers, {kernels} kernels)", flush=True)
        while memory(hub)[2] and time.monotonic() < closed_at + 180:
            time.sleep(1)
        mb, servers, kernels = memory(hub)
        print(
            f"memory once no page's kernel is left, {time.monotonic() - closed_at:.0f} s after the last page "
            f"closed: {mb:.0f} MB ({servers} pupils' servers, {kernels} kernels)"
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10))

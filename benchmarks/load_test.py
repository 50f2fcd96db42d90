"""A class at once: N browser sessions walk the worked example to its win on one server.

Run: .venv/bin/python benchmarks/load_test.py [sessions]   (30 by default)

Starts the classroom server (scripts/classroom with its own settings; idle
kernels are culled after 300 s, checked every 5 s here) on 127.0.0.1, then:
1. the server alone: N plain HTTP requests for the app page at once, as when
   pupils' own machines ask (the server executes the notebook for each);
2. the class: N sessions opened at the same moment in Debian's Chromium, each
   walking the worked example to Marina's win.
Reports failures, the page times, time to interactive (median, 95th
percentile) and the memory of the server and its kernels: before, at the
peak, and after the sessions close and culling has run. Exits non-zero on any
failure. Traffic goes to 127.0.0.1 only; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.async_api import async_playwright, expect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import free_port, launch_options, server_memory, start_classroom, wait_for_page  # noqa: E402

sys.path.insert(0, str(ROOT))
from aggravation_nb.games.aggravation.teaching.scenarios import chapter, worked_text  # noqa: E402

POOL_SIZE = 2
STORY = chapter("last-card")


async def settle(server, wanted, seconds: float) -> tuple[float, float, int]:
    """Wait until the kernel count satisfies `wanted` and memory has stopped moving (bounded)."""
    deadline = time.monotonic() + seconds
    last = server_memory(server)
    while time.monotonic() < deadline:
        await asyncio.sleep(2)
        now = server_memory(server)
        if wanted(now[2]) and abs(now[0] + now[1] - last[0] - last[1]) < 3:
            return now
        last = now
    return last


def fetch_page(url: str) -> float:
    """Seconds until the server has sent a whole app page (the notebook executed server-side)."""
    began = time.monotonic()
    with urllib.request.urlopen(url, timeout=600) as answer:
        page = answer.read().decode("utf-8")
    if "Walkthrough(lang=" not in page:
        raise RuntimeError("the page came without the app")
    return time.monotonic() - began


async def session(browser, url: str, start: asyncio.Event) -> float:
    """One pupil: open the app, walk the last chapter to Marina's win; returns seconds to interactive."""
    context = await browser.new_context()
    try:
        page = await context.new_page()
        await start.wait()
        began = time.monotonic()
        await page.goto(url, timeout=300_000)
        await expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=300_000)
        await expect(page.get_by_role("button", name="7♣, Marina's row, pile 1", exact=True)).to_be_visible(
            timeout=60_000
        )
        interactive = time.monotonic() - began
        await page.get_by_label("Chapter").select_option(label=worked_text("chapter.last-card", "en"))
        status = page.get_by_role("status")
        await expect(status).to_have_text(worked_text(STORY.steps[0].key, "en"), timeout=60_000)
        for step in STORY.steps[1:]:
            await page.get_by_role("button", name="Next", exact=True).click()
            await expect(status).to_have_text(worked_text(step.key, "en"), timeout=60_000)
        return interactive
    finally:
        await context.close()


async def main(sessions: int) -> int:
    port = free_port()
    log = (
        open(ROOT / "test-artifacts" / "voila-load-test.log", "w")
        if (ROOT / "test-artifacts").exists()
        else subprocess.DEVNULL
    )
    server = start_classroom(port, log, "--MappingKernelManager.cull_interval=5")
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_page(f"{base}/voila/tree", server, seconds=120)
        pools = POOL_SIZE * len(list((ROOT / "notebooks").glob("*.ipynb")))
        before = await settle(server, lambda n: n == pools, seconds=180)
        peak = sum(before[:2])

        async def watch():
            nonlocal peak
            while True:
                peak = max(peak, sum(server_memory(server)[:2]))
                await asyncio.sleep(0.5)

        watcher = asyncio.create_task(watch())
        url = f"{base}/voila/render/01-worked-example.ipynb"
        served = await asyncio.gather(
            *(asyncio.to_thread(fetch_page, url) for _ in range(sessions)), return_exceptions=True
        )
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(**launch_options(headless_shell=False))
            start = asyncio.Event()
            tasks = [asyncio.create_task(session(browser, url, start)) for _ in range(sessions)]
            began = time.monotonic()
            start.set()
            results = await asyncio.gather(*tasks, return_exceptions=True)
            wall = time.monotonic() - began
            await browser.close()
        watcher.cancel()
        after = await settle(server, lambda n: n <= pools, seconds=420)
    finally:
        server.terminate()
        server.wait(timeout=30)
    failures = [r for r in [*served, *results] if isinstance(r, BaseException)]
    server_times = sorted(r for r in served if not isinstance(r, BaseException))
    if server_times:
        print(
            f"server alone, {sessions} page requests at once: whole page sent after median "
            f"{statistics.median(server_times):.1f} s, slowest {server_times[-1]:.1f} s"
        )
    times = sorted(r for r in results if not isinstance(r, BaseException))
    print(f"{sessions} sessions at once, {len(failures)} failures, all done in {wall:.1f} s")
    if times:
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"time to interactive: median {statistics.median(times):.1f} s, 95th percentile {p95:.1f} s")
    print(
        f"memory, server + kernels: before {before[0]:.0f} + {before[1]:.0f} MB ({before[2]} pool kernels), "
        f"peak {peak:.0f} MB in all, after culling {after[0]:.0f} + {after[1]:.0f} MB ({after[2]} kernels)"
    )
    for failure in failures[:5]:
        print(f"failure: {failure!r}"[:300])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)))

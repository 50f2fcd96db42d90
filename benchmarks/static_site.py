"""The static site's worked example against the Voilà page: time to an interactive table, and the site's size.

Run: .venv/bin/python benchmarks/static_site.py [visits]

Builds the site with scripts/publish (into a scratch folder), serves it and
the Voilà apps on 127.0.0.1 in the same run, and opens the worked example in
Debian's Chromium until its card table and Next button are visible:

- static, cold: a fresh browser context (empty cache), so Pyodide, the
  standard library and every wheel are downloaded and compiled;
- static, warm: a second visit in the same context (the browser's cache);
- Voilà: a fresh context each time (the server runs the notebook per visit).

Goals (issue 11): warm visit at most 3× the Voilà page; site at most 50 MB.
It also reports how many bytes a first visit downloads.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from static_site import serving  # noqa: E402
from voila_server import CHROMIUM_ARGS, running_voila  # noqa: E402

GOAL_RATIO, GOAL_MB = 3.0, 50


def interactive(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.get_by_role("button", name="7♣, Marina's row, pile 1").wait_for(timeout=180_000)
    page.get_by_role("button", name="Next", exact=True).wait_for(timeout=180_000)
    return time.perf_counter() - start


def cold_visit_bytes(browser, url: str) -> int:
    """Bytes a first visit downloads (its own, unmeasured visit: asking each response's size costs time)."""
    context = browser.new_context()
    sizes: list = []
    context.on("requestfinished", lambda request: sizes.append(request.sizes()["responseBodySize"]))
    interactive(context.new_page(), url)
    context.close()
    return sum(sizes)


def main(visits: int = 5) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "scripts" / "publish.py"), "--output", str(site)],
                       check=True, stdout=subprocess.DEVNULL)
        build_seconds = time.perf_counter() - start
        size_mb = sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6
        cold, warm, voila = [], [], []
        with serving(site) as site_url, running_voila("static-site-benchmark-voila.log") as (_, voila_url, _):
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                for _ in range(visits):
                    context = browser.new_context()
                    page = context.new_page()
                    cold.append(interactive(page, f"{site_url}/voici/render/01-worked-example.html"))
                    page.close()
                    page = context.new_page()
                    warm.append(interactive(page, f"{site_url}/voici/render/01-worked-example.html"))
                    context.close()
                    context = browser.new_context()
                    voila.append(interactive(context.new_page(), f"{voila_url}/voila/render/01-worked-example.ipynb"))
                    context.close()
                cold_bytes = cold_visit_bytes(browser, f"{site_url}/voici/render/01-worked-example.html")
                browser.close()
    median = statistics.median
    ratio = median(warm) / median(voila)
    print(f"site: {size_mb:.1f} MB (goal ≤ {GOAL_MB} MB), built in {build_seconds:.1f} s")
    print(f"a first visit downloads {cold_bytes / 1e6:.1f} MB")
    print(f"time to an interactive table, median of {visits} (min–max):")
    for label, times in (("static, cold", cold), ("static, warm", warm), ("Voilà", voila)):
        print(f"  {label:13} {median(times):6.2f} s ({min(times):.2f}–{max(times):.2f})")
    print(f"warm static / Voilà: {ratio:.2f}× (goal ≤ {GOAL_RATIO}×); cold static / Voilà: "
          f"{median(cold) / median(voila):.2f}×")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:2]))

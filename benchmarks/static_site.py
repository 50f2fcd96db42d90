"""The static site's worked example against the Voilà page: time to an interactive table, and the site's size.

Run: .venv/bin/python benchmarks/static_site.py [visits] [built site]

Builds the site with scripts/publish (into a scratch folder) unless given one, serves it and
the Voilà apps on 127.0.0.1 in the same run, and opens the worked example in
Debian's Chromium until its card table and Next button are visible:

- static, cold: a fresh browser context (empty cache), so Pyodide, the
  standard library and every wheel are downloaded and compiled;
- static, warm: a second visit in the same context, once the site's service
  worker has stored the site and the kernel snapshot;
- Voilà: a fresh context each time (the server runs the notebook per visit).

Goals (issues 11 and 27): warm visit at most 1.5× the Voilà page; site at most
50 MB; a first visit at most 12 MB sent by a host that gzips (the site's own
server, as GitHub Pages does), reported file by file.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from static_site import serving  # noqa: E402
from voila_server import launch_options, running_voila  # noqa: E402

GOAL_RATIO, GOAL_MB, GOAL_FIRST_VISIT_MB = 1.5, 50, 12


def interactive(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=180_000)
    page.get_by_role("button", name="7♣, Marina's row, pile 1").wait_for(timeout=180_000)
    page.get_by_role("button", name="Next", exact=True).wait_for(timeout=180_000)
    return time.perf_counter() - start


STORED = """async () => {
    for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (name.startsWith("aggravation-site-") && await cache.match(new URL("../../offline-ready", location))) {
            return (await cache.keys()).some((request) => request.url.includes("/kernel.snapshot.gz"));
        }
    }
    return false;
}"""
"""Whether the site's service worker has stored the whole site (for offline use) and the kernel snapshot (for
the next visits)."""


def cold_visit_files(browser, url: str, site: Path) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """What a first visit fetches, file by file ({path: [bytes on disk, bytes sent, gzipped by the host]}), until
    the service worker has stored the site: the files the page itself asked for, and the rest it stored.

    Its own, unmeasured visit (asking each response's size costs time). Bytes are counted where they
    crossed the network: a file the service worker fetched for the page counts once, as the page's.
    """
    context = browser.new_context()
    asked: set[str] = set()
    sent: dict[str, list[int]] = {}

    def finished(request) -> None:
        response = request.response()
        if response is None or not request.url.startswith(url.split("/voici/")[0]):
            return
        path = urlsplit(request.url).path.lstrip("/")
        if request.service_worker is None:
            asked.add(path)
        if request.service_worker is not None or not response.from_service_worker:
            local = site / path
            entry = sent.setdefault(path, [local.stat().st_size if local.is_file() else 0, 0])
            entry[1] += request.sizes()["responseBodySize"]

    context.on("requestfinished", finished)
    page = context.new_page()
    interactive(page, url)
    page.wait_for_function(STORED, timeout=300_000)
    context.close()
    return (
        {path: entry for path, entry in sent.items() if path in asked},
        {path: entry for path, entry in sent.items() if path not in asked},
    )


def report_files(files: dict[str, list[int]], after: dict[str, list[int]], shown: int = 25) -> None:
    raw, sent = (sum(entry[n] for entry in files.values()) for n in (0, 1))
    print(
        f"a first visit's page asks for {len(files)} files, {raw / 1e6:.2f} MB on disk, "
        f"{sent / 1e6:.2f} MB sent gzipped (goal ≤ {GOAL_FIRST_VISIT_MB} MB); the largest ({shown}), MB on disk → sent:"
    )
    ranked = sorted(files.items(), key=lambda item: -item[1][1])
    for path, (size, bytes_sent) in ranked[:shown]:
        print(f"  {size / 1e6:7.3f} → {bytes_sent / 1e6:7.3f}  {path}")
    rest = ranked[shown:]
    print(
        f"  {sum(e[0] for _, e in rest) / 1e6:7.3f} → {sum(e[1] for _, e in rest) / 1e6:7.3f}  "
        f"the other {len(rest)} files"
    )
    snapshot = files.get("static/pyodide/kernel.snapshot.gz", [0, 0])[1]
    print(
        f"  of which the kernel snapshot, fetched once the kernel has started, for the next visits: "
        f"{snapshot / 1e6:.2f} MB; before it, {(sent - snapshot) / 1e6:.2f} MB"
    )
    print(
        f"and the service worker stores the rest of the site (every app offline): {len(after)} files, "
        f"{sum(e[1] for e in after.values()) / 1e6:.2f} MB sent, the largest:"
    )
    for path, (size, bytes_sent) in sorted(after.items(), key=lambda item: -item[1][1])[:5]:
        print(f"  {size / 1e6:7.3f} → {bytes_sent / 1e6:7.3f}  {path}")


def main(visits: int = 5, built: str = "") -> None:
    with tempfile.TemporaryDirectory() as scratch:
        site, build_seconds = Path(built or Path(scratch) / "site"), 0.0
        if not built:
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, str(ROOT / "scripts" / "publish.py"), "--output", str(site)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
            build_seconds = time.perf_counter() - start
        size_mb = sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6
        cold, warm, voila = [], [], []
        with serving(site) as site_url, running_voila("static-site-benchmark-voila.log") as (_, voila_url, _):
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**launch_options(headless_shell=False))
                for _ in range(visits):
                    context = browser.new_context()
                    page = context.new_page()
                    cold.append(interactive(page, f"{site_url}/voici/render/01-worked-example.html"))
                    page.wait_for_function(STORED, timeout=300_000)
                    page.close()
                    page = context.new_page()
                    warm.append(interactive(page, f"{site_url}/voici/render/01-worked-example.html"))
                    context.close()
                    context = browser.new_context()
                    voila.append(interactive(context.new_page(), f"{voila_url}/voila/render/01-worked-example.ipynb"))
                    context.close()
                files, after = cold_visit_files(browser, f"{site_url}/voici/render/01-worked-example.html", site)
                browser.close()
    median = statistics.median
    ratio = median(warm) / median(voila)
    print(
        f"site: {size_mb:.1f} MB (goal ≤ {GOAL_MB} MB)" + (f", built in {build_seconds:.1f} s" if build_seconds else "")
    )
    report_files(files, after)
    print(f"time to an interactive table, median of {visits} (min–max):")
    for label, times in (("static, cold", cold), ("static, warm", warm), ("Voilà", voila)):
        print(f"  {label:13} {median(times):6.2f} s ({min(times):.2f}–{max(times):.2f})")
    print(
        f"warm static / Voilà: {ratio:.2f}× (goal ≤ {GOAL_RATIO}×); cold static / Voilà: "
        f"{median(cold) / median(voila):.2f}×"
    )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:2]), *sys.argv[2:3])

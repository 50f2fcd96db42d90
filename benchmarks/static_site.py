"""The static site's worked example: the bytes a first visit receives before it is usable, and warm visits
against the Voilà page.

Run: .venv/bin/python benchmarks/static_site.py [rounds] [built site]

Builds the site with scripts/publish (into a scratch folder) unless given one, serves it as a compressing
host does (the site's own server, `aggravation_nb.server.site_host`: gzip, validators, cacheable for ten
minutes as on GitHub Pages) and the Voilà apps on 127.0.0.1, and in Debian's Chromium, each round in turn:

- a first visit: a fresh browser context (empty cache, no service worker) opens the worked example; every
  byte the browser receives over the network from the navigation to the moment its Next button is usable
  is counted (DevTools' `encodedDataLength`, headers included, gzipped where the host gzips; the page, the
  kernel's worker and the service worker alike: `received_bytes.py`), then what arrives after it (the rest
  of the site, stored for offline use, and the kernel snapshot for the next visits);
- a warm visit: a second page in that context once the service worker has stored the site and snapshot;
- the Voilà page, in a fresh context (the server runs the notebook per visit).

Goals (issue 43): a first visit at most 12 MB before the app is usable; a warm visit at most the Voilà
page's time to interactive (the ratio of each round's pair, median of the rounds); the site at most 50 MB.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from received_bytes import Received, ReceivedBytes, by_file  # noqa: E402
from voila_server import free_port, launch_options, running_voila  # noqa: E402

from aggravation_nb.server.site_host import host  # noqa: E402

GOAL_FIRST_VISIT_MB, GOAL_WARM_RATIO, GOAL_SITE_MB = 12, 1.0, 50
APP = "01-worked-example"

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


def interactive(page, url: str) -> float:
    """Seconds from navigation to the worked example's table and Next button on screen."""
    start = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=180_000)
    page.get_by_role("button", name="7♣, Marina's row, pile 1").wait_for(timeout=180_000)
    page.get_by_role("button", name="Next", exact=True).wait_for(timeout=180_000)
    return time.perf_counter() - start


@dataclass
class Round:
    """One round's figures: the first visit's bytes (before the app was usable, and after) and three times."""

    before: list[Received]
    after: list[Received]
    cold: float
    warm: float
    voila: float

    @property
    def first_visit(self) -> int:
        return sum(entry.size for entry in self.before)


def one_round(browser, network: ReceivedBytes, site_url: str, voila_url: str) -> Round:
    context = browser.new_context()
    page = context.new_page()
    start = time.monotonic()
    cold = interactive(page, f"{site_url}/voici/render/{APP}.html")
    usable = time.monotonic()
    while not page.evaluate(STORED):  # wait_for_function would take the async function's promise for true
        page.wait_for_timeout(250)
    stored = time.monotonic()
    page.close()
    warm = interactive(context.new_page(), f"{site_url}/voici/render/{APP}.html")
    context.close()
    context = browser.new_context()
    voila = interactive(context.new_page(), f"{voila_url}/voila/render/{APP}.ipynb")
    context.close()
    return Round(network.between(start, usable), network.between(usable, stored), cold, warm, voila)


@contextmanager
def serving(site: Path):
    """The site on 127.0.0.1 as the browser tests serve it (tests/browser/static_site.py, whose name this
    script's shadows): gzipped, cacheable for ten minutes as on GitHub Pages; yields its address."""
    server = host(site, cache_control="max-age=600")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def chromium_with_devtools(playwright):
    """Debian's Chromium as the tests launch it, with a DevTools port `ReceivedBytes` listens on."""
    port = free_port()
    options = launch_options(headless_shell=False)
    browser = playwright.chromium.launch(**{**options, "args": [*options["args"], f"--remote-debugging-port={port}"]})
    try:
        with ReceivedBytes(port) as network:
            yield browser, network
    finally:
        browser.close()


def measure(site: Path, rounds: int) -> tuple[list[Round], str]:
    with (
        serving(site) as site_url,
        running_voila("static-site-benchmark-voila.log") as (_, voila_url, _),
        sync_playwright() as playwright,
        chromium_with_devtools(playwright) as (browser, network),
    ):
        return [one_round(browser, network, site_url, voila_url) for _ in range(rounds)], site_url


def report_bytes(chosen: Round, base: str, shown: int = 20) -> None:
    files = by_file(chosen.before, base)
    print(
        f"a first visit receives {chosen.first_visit / 1e6:.2f} MB in {len(chosen.before)} responses before the "
        f"Next button is usable (goal ≤ {GOAL_FIRST_VISIT_MB} MB); the largest, MB received (responses):"
    )
    ranked = list(files.items())
    for path, (count, size) in ranked[:shown]:
        print(f"  {size / 1e6:7.3f} ({count})  {path}")
    rest = ranked[shown:]
    print(f"  {sum(size for _, (_, size) in rest) / 1e6:7.3f}  the other {len(rest)} files")
    after = by_file(chosen.after, base)
    print(
        f"then, once the app has answered, the service worker stores the rest (every app offline, the kernel "
        f"snapshot for the next visits): {sum(size for _, size in after.values()) / 1e6:.2f} MB, the largest:"
    )
    for path, (count, size) in list(after.items())[:4]:
        print(f"  {size / 1e6:7.3f} ({count})  {path}")


def first_visit_and_warm_ratio(rounds: list[Round]) -> tuple[float, float]:
    """The median first visit's MB and the median of the rounds' warm ÷ Voilà ratios."""
    return (
        statistics.median(r.first_visit for r in rounds) / 1e6,
        statistics.median(r.warm / r.voila for r in rounds),
    )


def built_site(built: str, scratch: str) -> tuple[Path, float]:
    """The site given, or one built now with scripts/publish (and how long that took)."""
    if built:
        return Path(built), 0.0
    site, start = Path(scratch) / "site", time.perf_counter()
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "publish.py"), "--output", str(site)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return site, time.perf_counter() - start


def main(rounds: int = 5, built: str = "") -> None:
    with tempfile.TemporaryDirectory() as scratch:
        site, build_seconds = built_site(built, scratch)
        size_mb = sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6
        measured, base = measure(site, rounds)
    print(
        f"site: {size_mb:.1f} MB (goal ≤ {GOAL_SITE_MB} MB)"
        + (f", built in {build_seconds:.0f} s" if build_seconds else "")
    )
    report_bytes(sorted(measured, key=lambda r: r.first_visit)[len(measured) // 2], base)
    print(f"time to an interactive table, median of {rounds} rounds (min–max):")
    for label, times in (
        ("static, first visit", [r.cold for r in measured]),
        ("static, warm", [r.warm for r in measured]),
        ("Voilà", [r.voila for r in measured]),
    ):
        print(f"  {label:20} {statistics.median(times):6.2f} s ({min(times):.2f}–{max(times):.2f})")
    first_visit, ratio = first_visit_and_warm_ratio(measured)
    ratios = [r.warm / r.voila for r in measured]
    print(f"first visit: {first_visit:.2f} MB before the app is usable (goal ≤ {GOAL_FIRST_VISIT_MB} MB)")
    print(
        f"warm static ÷ Voilà, each round's pair: median {ratio:.2f} (min {min(ratios):.2f}, max {max(ratios):.2f}; "
        f"goal ≤ {GOAL_WARM_RATIO})"
    )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:2]), *sys.argv[2:3])

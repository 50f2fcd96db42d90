"""Time to an interactive table and click-to-update latency, in Debian's Chromium.

Run: .venv/bin/python benchmarks/browser_timing.py [loads] [clicks]

1. Time to interactive: fresh browser contexts open the worked-example app
   until its card table and its Next button are visible, alternating with a
   one-button ipywidgets notebook served the same way (same Voilà options,
   same run); the ratio of medians is reported.
2. Click latency: in the page, press Next / Back alternately and wait for the
   narration line to change (a MutationObserver, timed with performance.now),
   once with the project's TCP_NODELAY websocket and once with stock Voilà's.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import free_port, launch_options, start_voila, wait_for_page  # noqa: E402

STOCK_CONNECTION = "jupyter_server.services.kernels.connection.channels.ZMQChannelsWebsocketConnection"
CLICK_AND_WAIT = """async (name) => {
  const status = document.querySelector('[role=status]');
  const button = [...document.querySelectorAll('button')].find(b => b.innerText.trim() === name);
  const before = status.textContent;
  const start = performance.now();
  await new Promise(resolve => {
    const watch = new MutationObserver(() => { if (status.textContent !== before) { watch.disconnect(); resolve(); } });
    watch.observe(status, {childList: true, characterData: true, subtree: true});
    button.click();
  });
  return performance.now() - start;
}"""


def serve(folder: Path, log, *options: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    server = start_voila(port, log, folder, *options)
    base = f"http://127.0.0.1:{port}"
    wait_for_page(f"{base}/voila/tree", server)
    return server, base


def one_button_notebook(folder: Path) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("import ipywidgets\nipywidgets.Button(description='Press')")]
    nbformat.write(notebook, folder / "one-button.ipynb")


def time_to_interactive(browser, url: str, ready) -> float:
    context = browser.new_context()
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    ready(page)
    elapsed = time.perf_counter() - start
    context.close()
    return elapsed


def click_latencies(browser, url: str, clicks: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.get_by_role("button", name="Next", exact=True).wait_for(timeout=60_000)
    page.get_by_role("button", name="7♣, Marina's row, pile 1").wait_for()
    times = [page.evaluate(CLICK_AND_WAIT, "Next" if n % 2 == 0 else "Back") for n in range(clicks + 4)]
    context.close()
    return times[4:]


def main(loads: int = 7, clicks: int = 40) -> None:
    def app_ready(page: Page) -> None:
        page.get_by_role("button", name="7♣, Marina's row, pile 1").wait_for(timeout=60_000)
        page.get_by_role("button", name="Next", exact=True).wait_for(timeout=60_000)

    baseline_ready = lambda page: page.get_by_role("button", name="Press").wait_for(timeout=60_000)  # noqa: E731
    with tempfile.TemporaryDirectory() as scratch, open(Path(scratch) / "voila.log", "w") as log:
        baseline_folder = Path(scratch) / "baseline"
        baseline_folder.mkdir()
        one_button_notebook(baseline_folder)
        app_server, app_base = serve(ROOT / "notebooks", log)
        base_server, base_base = serve(baseline_folder, log)
        stock_server, stock_base = serve(
            ROOT / "notebooks", log, f"--Voila.kernel_websocket_connection_class={STOCK_CONNECTION}"
        )
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**launch_options(headless_shell=False))
                app_times, base_times = [], []
                for _ in range(loads):
                    app_times.append(
                        time_to_interactive(browser, f"{app_base}/voila/render/01-worked-example.ipynb", app_ready)
                    )
                    base_times.append(
                        time_to_interactive(browser, f"{base_base}/voila/render/one-button.ipynb", baseline_ready)
                    )
                nodelay = click_latencies(browser, f"{app_base}/voila/render/01-worked-example.ipynb", clicks)
                stock = click_latencies(browser, f"{stock_base}/voila/render/01-worked-example.ipynb", clicks)
                browser.close()
        finally:
            for server in (app_server, base_server, stock_server):
                server.terminate()
                server.wait(timeout=15)
    app_median, base_median = statistics.median(app_times), statistics.median(base_times)
    print(
        f"time to interactive, median of {loads}: app {app_median:.2f} s, one-button notebook "
        f"{base_median:.2f} s, ratio {app_median / base_median:.2f}"
    )
    print(
        f"click to table updated, median of {clicks}: {statistics.median(nodelay):.1f} ms with TCP_NODELAY "
        f"(p90 {statistics.quantiles(nodelay, n=10)[-1]:.1f} ms); stock Voilà {statistics.median(stock):.1f} ms"
    )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))

"""A flood of refused widget messages: what it costs the kernel, and what reaches the page.

Run: .venv/bin/python benchmarks/comm_flood.py [messages]   (10,000 by default)

Serves the worked example with the project's voila.json on 127.0.0.1, opens
it in Debian's Chromium, then a page script sends `messages` updates that the
app's root widget refuses, and a kernel_info_request after them. Reports the
kernel's CPU time for the flood (goal: under 10 s for 10,000), the messages
that came back (goal: none but the kernel_info reply and status messages) and
whether the app still answers a click. Exits non-zero if a goal is missed.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import COMM_FLOOD, kernel_processes, launch_options, page_ids, running_voila  # noqa: E402


def main(messages: int) -> int:
    with running_voila("voila-comm-flood.log") as (server, base, _), sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options(headless_shell=False))
        page = browser.new_page()
        html = page.goto(f"{base}/voila/render/01-worked-example.ipynb").text()
        expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=60_000)
        kernel_id, model_id = page_ids(html)
        [kernel] = kernel_processes(server)
        before = sum(kernel.cpu_times()[:2])
        began = time.monotonic()
        seen = page.evaluate(
            COMM_FLOOD, {"kernelId": kernel_id, "modelId": model_id, "count": messages, "state": {"children": "x"}}
        )
        wall = time.monotonic() - began
        cpu = sum(kernel.cpu_times()[:2]) - before
        page.get_by_role("button", name="Next", exact=True).click()
        expect(page.get_by_role("status")).to_contain_text("Marina spots the sevens first")
        browser.close()
    extra = [m for m in seen if m["type"] not in ("kernel_info_reply", "status")]
    print(
        f"{messages:,} refused messages: kernel CPU {cpu:.2f} s ({cpu / messages * 1000:.3f} ms each), "
        f"wall {wall:.1f} s; other messages back: {len(extra)} {[m['text'][:200] for m in extra][:3]}; "
        "the app still answers: yes"
    )
    return 0 if cpu < 10 * messages / 10_000 and not extra else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000))

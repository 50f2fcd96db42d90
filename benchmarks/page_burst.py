"""A burst of page requests against the apps server: memory stays within the kernel cap.

Run: .venv/bin/python benchmarks/page_burst.py [requests] [at_once]   (100 and 10 by default)

Starts the apps server as `scripts/apps` does (the project's voila.json:
at most 20 kernels; a kernel that no page connects to is freed after 60 s)
on 127.0.0.1, sends `requests` plain GETs for the worked example, `at_once`
at a time, as a script would, and samples the memory (RSS) of the server and
all its kernels throughout. Reports answers by status, the peak memory against
the budget (server + max_kernels kernels of 110 MB each), and how long the
unclaimed kernels took to go. Exits non-zero past the budget. Bounded: every
request has a timeout, and the wait for kernels to go ends after 180 s.
"""

from __future__ import annotations

import json
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import kernel_processes, running_voila, server_memory  # noqa: E402

KERNEL_MB = 110


def get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            answer.read()
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


def main(requests: int = 100, at_once: int = 10) -> int:
    settings = json.loads((ROOT / "voila.json").read_text())["AppKernelManager"]
    with running_voila("voila-page-burst.log") as (server, base, _):
        url = f"{base}/voila/render/01-worked-example.ipynb"
        idle = sum(server_memory(server)[:2])
        peak, most, done = idle, 0, threading.Event()

        def watch():
            nonlocal peak, most
            while not done.is_set():
                server_mb, kernels_mb, kernels = server_memory(server)
                peak, most = max(peak, server_mb + kernels_mb), max(most, kernels)
                time.sleep(0.2)

        watcher = threading.Thread(target=watch)
        watcher.start()
        began = time.monotonic()
        with ThreadPoolExecutor(at_once) as pool:
            answers = Counter(pool.map(get, [url] * requests))
        burst = time.monotonic() - began
        freed = time.monotonic()
        while kernel_processes(server) and time.monotonic() - freed < 180:
            time.sleep(1)
        freed = time.monotonic() - freed
        left = len(kernel_processes(server))
        done.set()
        watcher.join()
    budget = idle + settings["max_kernels"] * KERNEL_MB
    print(
        f"{requests} requests, {at_once} at a time, in {burst:.1f} s: answers {dict(answers)}; "
        f"most kernels at once {most} (cap {settings['max_kernels']}); memory idle {idle:.0f} MB, "
        f"peak {peak:.0f} MB, budget {budget:.0f} MB; unclaimed kernels gone {freed:.0f} s after the burst "
        f"({left} left)"
    )
    return 0 if peak <= budget and most <= settings["max_kernels"] and left == 0 else 1


if __name__ == "__main__":
    sys.exit(main(*(int(arg) for arg in sys.argv[1:3])))

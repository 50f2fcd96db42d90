"""A class opening the site at once from the teacher's laptop: 30 simulated browsers fetch it from `scripts/serve-site`.

Run: .venv/bin/python benchmarks/class_on_one_laptop.py [built site] [clients]

Builds the site with scripts/publish (into a scratch folder) unless given one,
starts `scripts/serve-site`'s server on 127.0.0.1 in its own process, and has
every simulated browser fetch what one holds after its first visit (what the
site's service worker stores, and the kernel snapshot), six connections each as
a browser opens, asking for gzip. Reports the time until the last one has
everything, and the bytes sent. Loopback only: it measures the server, not a
school's Wi-Fi (divide the bytes by the line's speed for that).
"""

from __future__ import annotations

import http.client
import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONNECTIONS = 6
"""What a browser opens to one host over HTTP/1.1."""


def site_files(site: Path) -> list[str]:
    """What a browser holds after one visit: the service worker's list, and the snapshot it stores last."""
    worker = (site / "service-worker.js").read_text()
    return [
        *json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker).group(1)),
        "static/pyodide/kernel.snapshot.gz",
    ]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, server: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("class_on_one_laptop: the server stopped")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit("class_on_one_laptop: the server did not listen in time")


def browser(port: int, files: list[str], sent: list[int]) -> float:
    """One simulated browser: every file, over `CONNECTIONS` kept-alive connections; returns its seconds."""
    queue, lock, start = list(files), threading.Lock(), time.perf_counter()

    def connection() -> None:
        client = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        while True:
            with lock:
                if not queue:
                    break
                path = queue.pop()
            client.request("GET", "/" + path, headers={"Accept-Encoding": "gzip"})
            response = client.getresponse()
            body = response.read()
            if response.status != 200:
                raise RuntimeError(f"{path}: {response.status}")
            with lock:
                sent.append(len(body))
        client.close()

    threads = [threading.Thread(target=connection) for _ in range(CONNECTIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - start


def main(built: str = "", clients: int = 30) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(built or Path(scratch) / "site")
        if not built:
            subprocess.run(
                [sys.executable, str(ROOT / "scripts" / "publish.py"), "--output", str(site)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
        files, port = site_files(site), free_port()
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "aggravation_nb.server.site_host",
                str(site),
                "--bind",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            stdout=subprocess.DEVNULL,
        )
        try:
            wait_for_port(port, server)
            sent: list[int] = []
            durations: list[float] = [0.0] * clients

            def run(index: int) -> None:
                durations[index] = browser(port, files, sent)

            start = time.perf_counter()
            threads = [threading.Thread(target=run, args=(n,)) for n in range(clients)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            last = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait(timeout=15)
    if len(sent) != clients * len(files):
        raise SystemExit(f"class_on_one_laptop: {len(sent)} of {clients * len(files)} files arrived")
    each = sum(sent) / clients / 1e6
    print(
        f"{clients} browsers at once, {len(files)} files each ({each:.1f} MB sent gzipped per browser, "
        f"{sum(sent) / 1e6:.0f} MB in all), from 127.0.0.1:"
    )
    print(
        f"  the last one had everything after {last:.1f} s; per browser median {statistics.median(durations):.1f} s "
        f"(fastest {min(durations):.1f} s)"
    )
    print(f"  on a 50 Mbit/s school line the same bytes take about {sum(sent) * 8 / 50e6:.0f} s")


if __name__ == "__main__":
    main(*sys.argv[1:2], *(int(arg) for arg in sys.argv[2:3]))

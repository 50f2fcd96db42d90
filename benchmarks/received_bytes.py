"""Every byte a Chromium receives over the network, as its DevTools protocol counts them, file by file.

Playwright drives the page; this listens on a second DevTools connection to the same browser (started with
`--remote-debugging-port`), attached to every target as it starts (pages, their workers, where Pyodide's
kernel runs, and the site's service worker), paused until its Network domain is on so that no early request
is missed. A response counts with `Network.loadingFinished`'s `encodedDataLength` (headers and body as they
crossed the wire, gzipped where the host gzipped them); one the service worker or the browser's cache
answered crossed no network and counts nothing (the service worker's own fetch counts, in its target).
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from typing import Self
from urllib.parse import urlsplit

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

ATTACH = {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True}


@dataclass
class Received:
    """One response that crossed the network: its address, bytes and when its last byte arrived."""

    url: str
    size: int
    at: float


@dataclass
class ReceivedBytes:
    """Listens to the browser at DevTools port `port` while open; `since(t)` lists what arrived after `t`."""

    port: int
    received: list[Received] = field(default_factory=list)
    _urls: dict[str, str] = field(default_factory=dict)
    _local: set[str] = field(default_factory=set)
    _counted: set[str] = field(default_factory=set)
    _ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    def __enter__(self) -> Self:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/version") as answer:
            address = json.load(answer)["webSocketDebuggerUrl"]
        self._socket = connect(address, max_size=None, open_timeout=30)
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._send("Target.setAutoAttach", ATTACH)
        return self

    def __exit__(self, *exc) -> None:
        self._socket.close()
        self._reader.join(timeout=10)

    def between(self, start: float, end: float) -> list[Received]:
        """What arrived from `start` to `end` (time.monotonic() values)."""
        with self._lock:
            return [entry for entry in self.received if start <= entry.at <= end]

    def _send(self, method: str, params: dict | None = None, session: str | None = None) -> None:
        message = {"id": next(self._ids), "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._socket.send(json.dumps(message))

    def _read(self) -> None:
        try:
            for text in self._socket:
                self._handle(json.loads(text), time.monotonic())
        except ConnectionClosed:  # when the benchmark is done with it
            return

    def _handle(self, message: dict, now: float) -> None:
        method, params = message.get("method"), message.get("params", {})
        if method == "Target.attachedToTarget":
            session = params["sessionId"]
            self._send("Network.enable", {}, session)
            self._send("Target.setAutoAttach", ATTACH, session)  # its dedicated workers (Pyodide's kernel)
            self._send("Runtime.runIfWaitingForDebugger", {}, session)
        elif method == "Network.requestWillBeSent":
            self._urls[params["requestId"]] = params["request"]["url"]
        elif method == "Network.responseReceived":
            response = params["response"]
            if response.get("fromServiceWorker") or response.get("fromDiskCache") or response.get("fromMemoryCache"):
                self._local.add(params["requestId"])
        elif method == "Network.requestServedFromCache":
            self._local.add(params["requestId"])
        elif method == "Network.loadingFinished":
            request = params["requestId"]
            url = self._urls.get(request, "")
            if request in self._local or request in self._counted or not url.startswith("http"):
                return
            self._counted.add(request)  # a worker's request can be reported by its page's target too
            with self._lock:
                self.received.append(Received(url, int(params["encodedDataLength"]), now))


def by_file(received: list[Received], base: str) -> dict[str, list[int]]:
    """{path under the site: [responses, bytes]}, the largest first."""
    files: dict[str, list[int]] = {}
    for entry in received:
        path = urlsplit(entry.url).path.removeprefix(urlsplit(base).path).lstrip("/") or "/"
        counts = files.setdefault(path, [0, 0])
        counts[0] += 1
        counts[1] += entry.size
    return dict(sorted(files.items(), key=lambda item: -item[1][1]))

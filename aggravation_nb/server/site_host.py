"""Serve a built static site (`scripts/publish`) as a good static host does: gzip, validators, cache headers.

A school's line is the bottleneck when a class opens the site at once, so
every compressible file goes out gzipped (compressed once per server, then
kept in memory), and a second request for a file the browser already has is
answered with a 304. `scripts/serve-site` runs this on the local network for
a class; the browser tests serve the site with it on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import http.server
import io
import os
import re
import socket
import subprocess
import threading
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

INCOMPRESSIBLE = (".gz", ".br", ".whl", ".zip", ".png", ".ico", ".jpg", ".woff", ".woff2")
"""Files compressed already: gzipping them again costs the server time and saves nothing."""
TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
}


@dataclass
class Compressed:
    """One file's gzipped body, made by the first request that needs it while the others wait for it."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    body: bytes | None = None


class SiteHost(http.server.SimpleHTTPRequestHandler):
    """A site's files, gzipped where that helps; `cache_control` says how long a browser may keep them unasked."""

    cache_control = "no-cache"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    _compressed: dict[tuple[str, int, int], Compressed] = {}
    _lock = threading.Lock()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, *args) -> None:
        """A class's hundreds of requests would bury the address the teacher needs to read."""

    def send_head(self):
        path = self.translate_path(self.path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not accepts or not os.path.isfile(path) or path.endswith(INCOMPRESSIBLE):
            return super().send_head()
        stat = os.stat(path)
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gzip"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        body = self.gzipped(path, stat)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True))
        self.end_headers()
        return io.BytesIO(body)

    def gzipped(self, path: str, stat: os.stat_result) -> bytes:
        """Once per server and file: thirty browsers asking at once for the same file would otherwise each
        compress it, holding the teacher's laptop for seconds; other files are compressed meanwhile."""
        with self._lock:
            entry = self._compressed.setdefault((path, stat.st_mtime_ns, stat.st_size), Compressed())
        with entry.lock:
            if entry.body is None:
                entry.body = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
        return entry.body


def host(site: Path, address: str = "127.0.0.1", port: int = 0, cache_control: str = "no-cache") -> ClassServer:
    """A threaded server of `site` (not yet serving: call `serve_forever`)."""
    handler = type("Host", (SiteHost,), {"cache_control": cache_control, "_compressed": {}})
    return ClassServer((address, port), partial(handler, directory=str(site)))


class ClassServer(http.server.ThreadingHTTPServer):
    """A thread per connection, and room for a class's connections arriving at once (a browser opens six;
    the standard library's queue of five would turn most of thirty browsers away)."""

    request_queue_size = 256
    daemon_threads = True


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback, where pupils on the same network reach it: what
    `ip` lists (Linux), else what the host name resolves to (often only loopback, hence `ip` first)."""
    found: set[str] = set()
    try:
        listing = subprocess.run(
            ["ip", "-4", "-o", "addr", "show", "scope", "global"], capture_output=True, text=True, timeout=5
        ).stdout
        found.update(re.findall(r"\binet (\d+\.\d+\.\d+\.\d+)/", listing))
    except (OSError, subprocess.SubprocessError):
        pass
    if not found:
        try:
            found.update(str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
        except OSError:
            pass
    return sorted(address for address in found if not address.startswith("127."))


def qr_code(url: str) -> str | None:
    """The address as a QR code drawn in the terminal, if segno (the `publish` extra) is installed."""
    try:
        import segno
    except ImportError:
        return None
    text = io.StringIO()
    segno.make(url, error="m").terminal(out=text, compact=True)
    return text.getvalue()


INDEX_APP = "voici/render/index.html"
"""The page pupils open: the index of the apps (the site's root may hold the documentation, `publish --docs`)."""


def pupils_addresses(addresses: list[str], port: int) -> list[str]:
    """What pupils type: the index app on each of the machine's addresses (127.0.0.1 if it has none).

    >>> pupils_addresses(["192.168.1.20"], 8000)
    ['http://192.168.1.20:8000/voici/render/index.html']
    """
    return [f"http://{address}:{port}/{INDEX_APP}" for address in addresses or ["127.0.0.1"]]


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve a built static site to a class on the local network.")
    parser.add_argument("site", type=Path, nargs="?", default=Path("site"), help="the built site (default: site/)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every network)")
    arguments = parser.parse_args()
    if not (arguments.site / INDEX_APP).is_file():
        raise SystemExit(f"serve-site: {arguments.site} is no built site; build it with scripts/publish")
    server = host(arguments.site, arguments.bind, arguments.port)
    port = server.server_address[1]
    addresses = lan_addresses() if arguments.bind == "0.0.0.0" else [arguments.bind]
    urls = pupils_addresses(addresses, port)
    print(f"serve-site: serving {arguments.site.resolve()}; pupils open " + "  or  ".join(urls))
    code = qr_code(urls[0])
    if code:
        print(code)
    print("serve-site: Ctrl+C stops")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()

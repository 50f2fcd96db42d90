"""A real Voilà server on 127.0.0.1 and Debian's Chromium driven by Playwright.

The server is started the way the README's launch command starts it (from
the repository root, so the project's voila.json applies).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_voila(port: int, log) -> subprocess.Popen:
    voila = Path(sys.executable).with_name("voila")
    return subprocess.Popen([str(voila), "notebooks/", "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)


def wait_for_page(url: str, server: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"Voilà exited with code {server.returncode}; see test-artifacts/")
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"Voilà did not serve {url} within {seconds} s")


@pytest.fixture(scope="session")
def voila_url():
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    with open(ARTIFACTS / "voila-browser-tests.log", "w") as log:
        server = start_voila(port, log)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for_page(f"{base}/voila/tree", server)
            yield base
        finally:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()


@pytest.fixture(scope="session")
def browser_type_launch_args():
    return {"executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"), "args": CHROMIUM_ARGS}


@pytest.fixture
def console_errors(page):
    """Every console error and uncaught page error; a test fails if any is left."""
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: errors.append(f"request failed: {request.url}"))
    yield errors
    assert errors == [], f"the browser reported errors: {errors}"

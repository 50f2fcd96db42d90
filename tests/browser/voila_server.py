"""Starting a real Voilà server on 127.0.0.1 the way the README's launch command does
(from the repository root, so the project's voila.json applies)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_voila(port: int, log, folder: str | Path = "notebooks/", *options: str) -> subprocess.Popen:
    """Voilà as `scripts/apps` runs it: from the repository root, so voila.json applies."""
    voila = Path(sys.executable).with_name("voila")
    return subprocess.Popen([str(voila), str(folder), "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1", *options], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)


def start_classroom(port: int, log, *options: str) -> subprocess.Popen:
    """The classroom server exactly as `scripts/classroom` starts it."""
    return subprocess.Popen(["bash", str(ROOT / "scripts" / "classroom"), *options],
                            env={**os.environ, "PORT": str(port)}, stdout=log, stderr=subprocess.STDOUT)


def kernel_processes(server: subprocess.Popen) -> list[psutil.Process]:
    """The kernels a Voilà server runs (its child processes running ipykernel)."""
    kernels = []
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            if "ipykernel_launcher" in " ".join(child.cmdline()):
                kernels.append(child)
        except psutil.NoSuchProcess:
            continue
    return kernels


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

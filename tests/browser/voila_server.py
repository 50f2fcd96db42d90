"""Starting a real Voilà server on 127.0.0.1 the way the README's launch command does
(from the repository root, so the project's voila.json applies)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu-rasterization",
]
"""Debian's launcher turns on GPU rasterization, which with no GPU is emulated on the CPU (SwiftShader):
drawing the pages that way took about a sixth more of the browser's CPU than its own software raster."""


def chromium(headless_shell: bool = True) -> str:
    """The Chromium binary a test launches: Debian's chromium-headless-shell (Chromium's own headless build,
    what Playwright runs for headless Chromium by default; a page costs it about a third less CPU than the
    full browser), or with `headless_shell` False the full browser; `CHROMIUM_HEADLESS` and `CHROMIUM` name
    others (scripts/test)."""
    full = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    shell = os.environ.get("CHROMIUM_HEADLESS", "/usr/bin/chromium-headless-shell")
    return shell if headless_shell and os.access(shell, os.X_OK) else full


def launch_options(headless_shell: bool = True) -> dict:
    """What Playwright's `chromium.launch` is given by every test and benchmark: `chromium()`'s binary with
    CHROMIUM_ARGS."""
    return {"executable_path": chromium(headless_shell), "args": CHROMIUM_ARGS}


def end_process_tree(server: subprocess.Popen) -> None:
    """A test's server and every process it started (kernels, a Hub's proxy and pupils' servers), ended at
    once: each is frozen before its children are listed, so none starts another meanwhile (a Hub restarts a
    proxy that dies, a classroom server refills its pool of kernels), then all are killed. A test server
    keeps nothing worth a graceful shutdown, which (its kernels shut down one by one) took a test worker 2–8 s."""
    frozen, waiting = [], [server.pid]
    while waiting:
        try:
            process = psutil.Process(waiting.pop())
            process.suspend()
            frozen.append(process)
            waiting.extend(child.pid for child in process.children())
        except psutil.NoSuchProcess:  # gone already, or a zombie
            continue
    for process in frozen:
        with contextlib.suppress(psutil.NoSuchProcess):
            process.kill()
    psutil.wait_procs(frozen, timeout=10)
    server.wait()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


RUNTIME = Path(tempfile.gettempdir()) / "aggravation_nb-test-servers"
"""The test servers' runtime folder (their kernels' connection files and sockets), out of the person's own
(~/.local/share/jupyter/runtime): a test server is killed, not shut down (`end_process_tree`), and leaves
those files behind. A short path: a Unix socket's path may not exceed 107 bytes."""


def serving_env(**extra: str) -> dict[str, str]:
    """The environment for a test server: this checkout's Voilà template first (the installed copy, the
    wheel's shared data copied at install time, may be older than the checkout), and `RUNTIME`."""
    path = os.pathsep.join(filter(None, [str(ROOT / "share" / "jupyter"), os.environ.get("JUPYTER_PATH")]))
    RUNTIME.mkdir(mode=0o700, exist_ok=True)
    return {**os.environ, "JUPYTER_PATH": path, "JUPYTER_RUNTIME_DIR": str(RUNTIME), **extra}


def start_voila(
    port: int, log, folder: str | Path = "notebooks/", *options: str, env: dict[str, str] | None = None
) -> subprocess.Popen:
    """Voilà as `scripts/apps` runs it: from the repository root, so voila.json applies."""
    voila = Path(sys.executable).with_name("voila")
    return subprocess.Popen(
        [str(voila), str(folder), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", *options],
        cwd=ROOT,
        env=serving_env(**(env or {})),
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def start_classroom(port: int, log, *options: str) -> subprocess.Popen:
    """The classroom server exactly as `scripts/classroom` starts it."""
    return subprocess.Popen(
        ["bash", str(ROOT / "scripts" / "classroom"), *options],
        env=serving_env(PORT=str(port)),
        stdout=log,
        stderr=subprocess.STDOUT,
    )


@contextlib.contextmanager
def running_voila(log_name: str, *options: str, classroom: bool = False, env: dict[str, str] | None = None):
    """A Voilà server on 127.0.0.1 while the block runs: yields (server, base address, log path).

    `scripts/apps` settings, or with `classroom` those of `scripts/classroom`; `options` override
    them; `env` adds to its environment. Its output goes to test-artifacts/`log_name` ("{port}" in the
    name is filled in).
    """
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    log_path = ARTIFACTS / log_name.format(port=port)
    with open(log_path, "w") as log:
        server = (
            start_classroom(port, log, *options)
            if classroom
            else start_voila(port, log, "notebooks/", *options, env=env)
        )
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for_page(f"{base}/voila/tree", server, seconds=120)
            yield server, base, log_path
        finally:
            end_process_tree(server)


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


def wait_for_kernels(server: subprocess.Popen, wanted, seconds: float = 120) -> int:
    """Wait until the number of the server's kernels satisfies `wanted` (or time runs out); return it."""
    deadline = time.monotonic() + seconds
    count = len(kernel_processes(server))
    while time.monotonic() < deadline and not wanted(count):
        time.sleep(0.2)
        count = len(kernel_processes(server))
    return count


def wait_for_log(path: Path, words: str, server: subprocess.Popen, seconds: float = 180) -> None:
    """Wait until the server's log file says `words`."""
    deadline = time.monotonic() + seconds
    while words not in path.read_text(encoding="utf-8", errors="replace"):
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the server never logged {words!r}; see {path}")
        time.sleep(0.2)


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


KERNEL_CHANNEL = """
  const openChannel = async (kernelId, name) => {
    const ws = new WebSocket(`ws://${location.host}/api/kernels/${kernelId}/channels?session_id=${name}-${Date.now()}`);
    await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
    return ws;
  };
  const message = (type, content, id) => JSON.stringify({
    header: {msg_id: id, msg_type: type, username: 'probe', session: 'probe', date: new Date().toISOString(),
             version: '5.3'},
    parent_header: {}, metadata: {}, content, channel: 'shell', buffers: []});
"""
"""Page-script helpers: a websocket of one's own to a kernel, and a kernel message to send on it."""

COMM_FLOOD = (
    """async ({kernelId, modelId, count, state}) => {"""
    + KERNEL_CHANNEL
    + """
  const ws = await openChannel(kernelId, 'flood');
  const seen = [];
  let answered;
  const done = new Promise((resolve) => { answered = resolve; });
  ws.onmessage = (event) => {
    const m = JSON.parse(event.data);
    seen.push({type: m.header.msg_type, text: JSON.stringify(m.content)});
    if (m.header.msg_type === 'kernel_info_reply' && m.parent_header.msg_id === 'flood-done') answered();
  };
  for (let i = 0; i < count; i++) {
    ws.send(message('comm_msg', {comm_id: modelId, data: {method: 'update', state, buffer_paths: []}}, `flood-${i}`));
  }
  ws.send(message('kernel_info_request', {}, 'flood-done'));
  await done;
  ws.close();
  return seen;
}"""
)
"""A page script that sends `count` widget updates to one model on the app's kernel, then waits
for the kernel to answer a kernel_info_request sent after them (so all were handled); returns
every message the kernel sent back."""


def server_memory(server: subprocess.Popen) -> tuple[float, float, int]:
    """Resident memory (MB) of the Voilà server process and of all its kernels, and how many kernels run."""
    kernels_mb = 0.0
    kernels = kernel_processes(server)
    for kernel in kernels:
        try:
            kernels_mb += kernel.memory_info().rss / 2**20
        except psutil.NoSuchProcess:
            continue
    return psutil.Process(server.pid).memory_info().rss / 2**20, kernels_mb, len(kernels)


def page_ids(html: str) -> tuple[str, str]:
    """The kernel id and the app's root widget model id, as a Voilà page holds them."""
    kernel = re.search(r'"kernelId": "([0-9a-f-]{36})"', html).group(1)
    model = re.search(r'"model_id": "([0-9a-f]{32})"', html).group(1)
    return kernel, model


SHARED = ["--AppKernelManager.max_kernels=60"]
"""The run's Voilà server has `scripts/apps` settings but a cap of 60 kernels, its 20 for each of up to three
test workers (a closed page's kernel lives half a minute on; the cap's own checks use a server of their own)."""


def serve(folder: Path) -> None:
    """The run's Voilà server, which every test worker's pages use: begun in the background as the run
    starts (tests/background_jobs.py), stopped as it ends. Its address goes to `folder`/address."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # stop the server as the run ends
    folder.mkdir(parents=True, exist_ok=True)
    with running_voila("voila-browser-tests.log", *SHARED) as (server, base, _):
        (folder / "address.part").write_text(base)
        os.replace(folder / "address.part", folder / "address")
        server.wait()
    raise SystemExit(f"Voilà exited with code {server.returncode}; see test-artifacts/voila-browser-tests.log")


if __name__ == "__main__":
    serve(Path(sys.argv[1]))

"""Slow set-ups (building the static site, a fresh install) and the browser tests' Voilà server, begun once
per run in the background as soon as the run knows a selected test needs them, so that no test worker sits
waiting for them.

A job is a command whose output goes to a log and whose exit code lands in `<folder>/<name>.rc`;
a test waits for that file. A service is a job that runs until the run ends and writes its address to
`<folder>/<name>/address` once it serves; a test waits for that file instead. The run's first process to
ask starts a job (a lock makes it one), and the process that started it stops it when the run ends (a
job only if it is still running). The test command may also begin one before the run (the browsers' install,
`BROWSER_INSTALL`): the run waits for its `.rc` file the same way, and the test command for its end.
"""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
JOBS = {
    "site": ("tests/browser/test_static_site_", [sys.executable, str(ROOT / "scripts" / "publish.py"), "--output"]),
    "light-install": (
        "tests/packaging/test_light_install.py::test_the_core_install",
        [sys.executable, str(ROOT / "tests" / "packaging" / "light_install.py")],
    ),
    "voila": ("tests/browser/", [sys.executable, str(ROOT / "tests" / "browser" / "voila_server.py")]),
    "docs": (
        "tests/packaging/test_docs_site.py",
        [sys.executable, str(ROOT / "scripts" / "docs_build.py"), "--output"],
    ),
}
"""Job → (the test ids that need it begin with this, the command; the job's own folder is added to it).
`voila` is a service: the Voilà server every test worker's pages use (tests/browser/voila_server.py)."""

_started: list[subprocess.Popen] = []


def start(folder: Path, name: str) -> Path:
    """Begin job `name` in `folder` (shared by the run's processes) unless it has begun; return its folder."""
    output = folder / name
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / f"{name}.started").exists():
            (folder / f"{name}.started").touch()
            ARTIFACTS.mkdir(exist_ok=True)
            command = [*JOBS[name][1], str(output)]
            _started.append(
                subprocess.Popen(
                    [sys.executable, __file__, str(folder / f"{name}.rc"), str(ARTIFACTS / f"{name}.log"), *command],
                    cwd=ROOT,
                    start_new_session=True,
                    stdin=subprocess.DEVNULL,
                )
            )
    return output


def start_needed(folder: Path, test_ids: list[str]) -> None:
    for name, (prefix, _command) in JOBS.items():
        if any(test_id.startswith(prefix) for test_id in test_ids):
            start(folder, name)


def wait(folder: Path, name: str, seconds: float = 600) -> Path:
    """Start job `name` if nobody has, wait until it has ended, and fail unless it succeeded; return its folder."""
    output = start(folder, name)
    rc, deadline = folder / f"{name}.rc", time.monotonic() + seconds
    while not rc.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(
                f"the background job {name!r} did not end within {seconds} s; see {ARTIFACTS / name}.log"
            )
        time.sleep(0.2)
    if rc.read_text() != "0":
        log = (ARTIFACTS / f"{name}.log").read_text(encoding="utf-8", errors="replace")
        raise RuntimeError(f"the background job {name!r} failed (exit code {rc.read_text()}):\n{log[-3000:]}")
    return output


def address(folder: Path, name: str, seconds: float = 300) -> str:
    """Start service `name` if nobody has and wait until it serves; return its address."""
    output = start(folder, name)
    rc, deadline = folder / f"{name}.rc", time.monotonic() + seconds
    while not (output / "address").exists():
        if rc.exists() or time.monotonic() > deadline:
            log = (ARTIFACTS / f"{name}.log").read_text(encoding="utf-8", errors="replace")
            raise RuntimeError(
                f"the background service {name!r} is not serving (exit code "
                f"{rc.read_text() if rc.exists() else 'none yet'}):\n{log[-3000:]}"
            )
        time.sleep(0.2)
    return (output / "address").read_text()


def begun_outside(prefix: str | None) -> bool:
    """Whether a job the test command began before the run (its exit code to land in `<prefix>.rc`) is running."""
    return bool(prefix) and not Path(prefix + ".rc").exists()


def wait_outside(prefix: str | None, what: str, seconds: float = 600) -> None:
    """Wait until a job the test command began before the run (scripts/test's install of the browsers) has
    written its exit code to `<prefix>.rc`, and fail unless it succeeded; without one, nothing to wait for."""
    if not prefix:
        return
    rc, deadline = Path(prefix + ".rc"), time.monotonic() + seconds
    while not rc.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not end within {seconds} s; see {prefix}.log")
        time.sleep(0.2)
    if rc.read_text().strip() != "0":
        log = Path(prefix + ".log").read_text(encoding="utf-8", errors="replace")
        raise RuntimeError(f"{what} failed (exit code {rc.read_text().strip()}):\n{log[-3000:]}")


def stop_unfinished() -> None:
    """Stop the jobs this process began that are still running (the run ended before the tests needing them)."""
    for job in _started:
        if job.poll() is None:
            os.killpg(job.pid, signal.SIGTERM)
            job.wait()


if __name__ == "__main__":
    rc_path, log_path, *job = sys.argv[1:]
    with open(log_path, "w") as log:
        code = subprocess.call(job, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    Path(rc_path + ".part").write_text(str(code))
    os.replace(rc_path + ".part", rc_path)

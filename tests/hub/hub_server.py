"""A JupyterHub on 127.0.0.1 with deploy/jupyterhub/jupyterhub_config.py as shipped, its settings from the
environment, for the Hub tests and benchmarks/hub_load.py; and pupils' cookie sessions with it.

The Hub runs as root and makes a Unix account per pupil, so this needs root (as CI runs the suite). Each
Hub gets accounts and a group of its own (a random prefix: two runs on one machine never share one), a
world-traversable folder for the homes and its state (the state itself 0700, as the config makes it), and
removes the accounts, their homes and the group afterwards.
"""

from __future__ import annotations

import contextlib
import grp
import json
import os
import pwd
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import ARTIFACTS, end_process_tree, free_port, serving_env  # noqa: E402

CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
NEEDS_ROOT = "the Hub runs as root to start each pupil's server as their own Unix account: run the Hub tests as root"
SHUTDOWN_SECONDS = 30


def password_of(name: str) -> str:
    """The password each person chooses at their first login, in these tests."""
    return f"{name}'s own secret"


@dataclass
class Hub:
    base: str
    process: subprocess.Popen
    folder: Path
    """World-traversable: `state/` (the Hub's, 0700), `homes/`, and anything pupils' servers must read."""
    prefix: str
    env: dict[str, str]
    shutdown_seconds: float | None = None

    @property
    def state(self) -> Path:
        return self.folder / "state"

    def home(self, name: str) -> Path:
        return self.folder / "homes" / (self.prefix + name)


@contextlib.contextmanager
def running_hub(
    classes: dict[str, dict[str, list[str]]],
    shared: list[str],
    log_name: str,
    cull_after: int = 1200,
    service_options: tuple[str, ...] = (),
):
    """The Hub while the block runs; then stopped as a service manager stops it (SIGTERM, its pupils' servers and
    shared services with it, timed in `shutdown_seconds`), what is left killed, and its Unix accounts, homes and
    group removed. The Hub starts with Ctrl-C (SIGINT) ignored, as a Hub started in the background of a script
    is: its shutdown must not depend on what started it."""
    assert os.geteuid() == 0, NEEDS_ROOT
    folder = Path(tempfile.mkdtemp(prefix="aggravation-hub-"))
    folder.chmod(0o755)
    (folder / "homes").mkdir(mode=0o755)
    (folder / "classes.json").write_text(json.dumps(classes), encoding="utf-8")
    prefix = f"t{secrets.token_hex(3)}-"
    port = free_port()
    env = serving_env(
        AGGRAVATION_HUB_STATE=str(folder / "state"),
        AGGRAVATION_HUB_HOMES=str(folder / "homes"),
        AGGRAVATION_HUB_ACCOUNT_PREFIX=prefix,
        AGGRAVATION_HUB_GROUP=f"{prefix}pupils",
        AGGRAVATION_HUB_SERVICE_ACCOUNT=f"{prefix}voila",
        AGGRAVATION_HUB_CLASSES=str(folder / "classes.json"),
        AGGRAVATION_HUB_SHARED=",".join(shared),
        AGGRAVATION_HUB_PORT=str(port),
        AGGRAVATION_HUB_API_PORT=str(free_port()),
        AGGRAVATION_HUB_PROXY_API_PORT=str(free_port()),
        AGGRAVATION_HUB_SERVICE_PORT=str(free_port()),
        AGGRAVATION_HUB_CULL_AFTER=str(cull_after),
        AGGRAVATION_HUB_SERVICE_OPTIONS=json.dumps(service_options),
    )
    ARTIFACTS.mkdir(exist_ok=True)
    base = f"http://127.0.0.1:{port}"
    opened = open_the_way([Path(sys.executable).resolve(), ROOT, Path(sys.executable).parent], listable=ROOT)
    with open(ARTIFACTS / log_name, "w") as log:
        process = subprocess.Popen(
            ["sh", "-c", 'trap "" INT && exec "$0" -f "$1"', Path(sys.executable).with_name("jupyterhub"), CONFIG],
            cwd=folder,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        hub = Hub(base, process, folder, prefix, env)
        try:
            wait_for(
                lambda: (
                    status(f"{base}/hub/login") == 200
                    and all(status(f"{base}/services/aggravation-{name}/voila/tree") == 200 for name in shared)
                ),
                process,
                "the Hub and its services to serve",
                seconds=120,
            )
            yield hub
        finally:
            began = time.monotonic()
            process.send_signal(signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(SHUTDOWN_SECONDS + 5)
                hub.shutdown_seconds = time.monotonic() - began
            end_process_tree(process)  # anything left (nothing, when the Hub stopped as it should)
            remove_accounts(prefix)
            shutil.rmtree(folder, ignore_errors=True)
            for path, mode in opened:
                path.chmod(mode)


def open_the_way(paths: list[Path], listable: Path) -> list[tuple[Path, int]]:
    """Folders on the way to `paths`, and `paths` that are folders, that other users may not pass through (a
    Python installed under /root, as pyenv does; a checkout in a folder of mode 0700, as `mktemp -d` makes),
    opened to passing (o+x: not to listing) while the Hub runs, since pupils' servers run that Python;
    (folder, mode) to restore. `listable` is opened to listing too (o+rx): the checkout, on the pupils'
    import path through the editable install, which Python lists to find the package. A school installs the
    Hub's environment where pupils can read it instead (docs/classroom.md)."""
    opened = []
    for path in paths:
        for folder in reversed([path, *path.parents] if path.is_dir() else path.parents):
            wanted = 0o005 if folder == listable else 0o001
            mode = folder.stat().st_mode & 0o7777
            if mode & wanted != wanted:
                folder.chmod(mode | wanted)
                opened.append((folder, mode))
    return opened


def remove_accounts(prefix: str) -> None:
    """Every Unix account (with its home) and group whose name begins with `prefix`."""
    for entry in pwd.getpwall():
        if entry.pw_name.startswith(prefix):
            subprocess.run(["userdel", "--force", "--remove", entry.pw_name], check=False, capture_output=True)
    for group in grp.getgrall():
        if group.gr_name.startswith(prefix):
            subprocess.run(["groupdel", group.gr_name], check=False, capture_output=True)


def status(url: str) -> int | None:
    try:
        return requests.get(url, timeout=5).status_code
    except requests.RequestException:
        return None


def wait_for(condition, hub: subprocess.Popen, what: str, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if hub.poll() is not None:
            raise RuntimeError(f"the Hub exited with code {hub.returncode}; see test-artifacts/")
        if time.monotonic() > deadline:
            raise RuntimeError(f"waited {seconds} s for {what}; see test-artifacts/")
        time.sleep(0.5)


def try_log_in(base: str, name: str, password: str) -> requests.Session | None:
    """A cookie session with the Hub by its login form, as a browser posts it; None if the Hub refuses."""
    session = requests.Session()
    session.get(f"{base}/hub/login", timeout=30)
    answer = session.post(
        f"{base}/hub/login",
        allow_redirects=False,
        timeout=30,
        data={"username": name, "password": password, "_xsrf": session.cookies.get("_xsrf", path="/hub/")},
    )
    return session if answer.status_code == 302 else None


def log_in(base: str, name: str) -> requests.Session:
    """`name`'s session, with the password they chose (at their first login, this sets it)."""
    session = try_log_in(base, name, password_of(name))
    assert session is not None, f"{name} could not log in"
    return session


def hub_headers(session: requests.Session) -> dict[str, str]:
    return {"X-XSRFToken": session.cookies.get("_xsrf", path="/hub/")}


def server_ready(session: requests.Session, base: str, name: str) -> bool:
    model = session.get(f"{base}/hub/api/users/{name}", headers=hub_headers(session), timeout=30).json()
    return bool(model["servers"].get("", {}).get("ready"))


def start_server(session: requests.Session, base: str, name: str) -> None:
    """Ask the Hub to start the pupil's server (as the Hub's home page does) and wait until it is ready."""
    answer = session.post(f"{base}/hub/api/users/{name}/server", headers=hub_headers(session), timeout=30)
    assert answer.status_code in (201, 202, 400), answer.text  # 400: already running
    deadline = time.monotonic() + 120
    while not server_ready(session, base, name):
        assert time.monotonic() < deadline, f"{name}'s server did not start within 120 s"
        time.sleep(0.5)

"""A JupyterHub on 127.0.0.1 with deploy/jupyterhub/jupyterhub_config.py as shipped, its settings from the
environment, for the Hub tests and benchmarks/hub_load.py; and pupils' cookie sessions with it."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import ARTIFACTS, end_process_tree, free_port, serving_env  # noqa: E402

CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PASSWORD = "class-password"


@contextlib.contextmanager
def running_hub(
    folder: Path,
    classes: dict[str, list[str]],
    shared: list[str],
    log_name: str,
    cull_after: int = 1200,
    service_options: tuple[str, ...] = (),
):
    """The Hub while the block runs (yields its address); every process it started is ended afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "classes.json").write_text(json.dumps(classes), encoding="utf-8")
    port = free_port()
    env = serving_env(
        AGGRAVATION_HUB_STATE=str(folder / "state"),
        AGGRAVATION_HUB_CLASSES=str(folder / "classes.json"),
        AGGRAVATION_HUB_SHARED=",".join(shared),
        AGGRAVATION_HUB_PASSWORD=PASSWORD,
        AGGRAVATION_HUB_PORT=str(port),
        AGGRAVATION_HUB_API_PORT=str(free_port()),
        AGGRAVATION_HUB_PROXY_API_PORT=str(free_port()),
        AGGRAVATION_HUB_SERVICE_PORT=str(free_port()),
        AGGRAVATION_HUB_CULL_AFTER=str(cull_after),
        AGGRAVATION_HUB_SERVICE_OPTIONS=json.dumps(service_options),
    )
    ARTIFACTS.mkdir(exist_ok=True)
    base = f"http://127.0.0.1:{port}"
    with open(ARTIFACTS / log_name, "w") as log:
        hub = subprocess.Popen(
            [str(Path(sys.executable).with_name("jupyterhub")), "-f", str(CONFIG)],
            cwd=folder,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_for(
                lambda: (
                    status(f"{base}/hub/login") == 200
                    and all(status(f"{base}/services/aggravation-{name}/voila/tree") == 200 for name in shared)
                ),
                hub,
                "the Hub and its services to serve",
                seconds=120,
            )
            yield base, hub
        finally:
            end_process_tree(hub)  # the proxy, services, pupils' servers and their kernels with it


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


def log_in(base: str, name: str, password: str = PASSWORD) -> requests.Session:
    """A pupil's cookie session with the Hub (its login form, as a browser posts it)."""
    session = requests.Session()
    session.get(f"{base}/hub/login", timeout=30)
    answer = session.post(
        f"{base}/hub/login",
        allow_redirects=False,
        timeout=30,
        data={"username": name, "password": password, "_xsrf": session.cookies.get("_xsrf", path="/hub/")},
    )
    assert answer.status_code == 302, f"{name} could not log in: {answer.status_code}"
    return session


def start_server(session: requests.Session, base: str, name: str) -> None:
    """Ask the Hub to start the pupil's server (as the Hub's home page does) and wait until it is ready."""
    headers = {"X-XSRFToken": session.cookies.get("_xsrf", path="/hub/")}
    answer = session.post(f"{base}/hub/api/users/{name}/server", headers=headers, timeout=30)
    assert answer.status_code in (201, 202, 400), answer.text  # 400: already running
    deadline = time.monotonic() + 120
    while (
        not session.get(f"{base}/hub/api/users/{name}", headers=headers, timeout=30)
        .json()["servers"]
        .get("", {})
        .get("ready")
    ):
        assert time.monotonic() < deadline, f"{name}'s server did not start within 120 s"
        time.sleep(0.5)

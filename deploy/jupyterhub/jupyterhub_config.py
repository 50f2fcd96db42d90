"""JupyterHub for classes on one machine: logins, each pupil's own server with the apps, a shared Voilà per class.

Run from this repository's environment (`scripts/hub` does, on 127.0.0.1):
    jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

- Pupils log in with their name from the class list and the class's shared password.
- Each pupil gets a server of their own (a local process; no system users), whose home
  holds a copy of `notebooks/`, and which opens on the apps' index in Voilà. Their work stays there.
- Each class in `AGGRAVATION_HUB_SHARED` also gets one shared Voilà server, `/services/aggravation-<class>/`,
  which only that class may open (aggravation_nb.server.hub.HubLogin and a role per class).
- The idle culler stops a pupil's server after `AGGRAVATION_HUB_CULL_AFTER` seconds without activity.

Settings come from the environment (defaults in brackets):
    AGGRAVATION_HUB_PASSWORD   the shared password, 8 characters or more (required)
    AGGRAVATION_HUB_CLASSES    a JSON file {"<class>": ["<pupil>", ...]} [classes.json beside this file]
    AGGRAVATION_HUB_SHARED     classes with a shared Voilà service, comma-separated [every class]
    AGGRAVATION_HUB_STATE      the Hub's database, cookie secret and pupils' homes [~/.aggravation-hub]
    AGGRAVATION_HUB_IP, AGGRAVATION_HUB_PORT               where pupils connect [127.0.0.1, 8000]
    AGGRAVATION_HUB_API_PORT, AGGRAVATION_HUB_PROXY_API_PORT the Hub's and the proxy's own ports [8081, 8001]
    AGGRAVATION_HUB_SERVICE_PORT  the first shared service's port; the next class's is one more [10101]
    AGGRAVATION_HUB_CULL_AFTER idle seconds before a pupil's server is stopped [1200]
    AGGRAVATION_HUB_SERVICE_OPTIONS  Voilà options for the shared services, a JSON list [none], e.g.
                               '["--VoilaConfiguration.default_pool_size=4"]' for a big class
"""

import json
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BIN = Path(sys.executable).parent
env = os.environ.get

STATE = Path(env("AGGRAVATION_HUB_STATE", Path.home() / ".aggravation-hub")).resolve()
HOMES = STATE / "homes"
CLASSES = json.loads(Path(env("AGGRAVATION_HUB_CLASSES", HERE / "classes.json")).read_text(encoding="utf-8"))
SHARED = [name for name in env("AGGRAVATION_HUB_SHARED", ",".join(CLASSES)).split(",") if name]
IP = env("AGGRAVATION_HUB_IP", "127.0.0.1")
CULL_AFTER = int(env("AGGRAVATION_HUB_CULL_AFTER", "1200"))
DEFAULT_URL = "/voila/render/notebooks/index.ipynb"
"""Where a pupil's server opens: the apps' index, in Voilà (JupyterLab stays at /user/<name>/lab)."""

c = get_config()  # noqa: F821 (JupyterHub provides it)
STATE.mkdir(parents=True, exist_ok=True)
c.JupyterHub.bind_url = f"http://{IP}:{env('AGGRAVATION_HUB_PORT', '8000')}"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{env('AGGRAVATION_HUB_API_PORT', '8081')}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{env('AGGRAVATION_HUB_PROXY_API_PORT', '8001')}"
c.ConfigurableHTTPProxy.command = [str(ROOT / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "cookie_secret")

c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = env("AGGRAVATION_HUB_PASSWORD", "")
c.Authenticator.allowed_users = {pupil for pupils in CLASSES.values() for pupil in pupils}

c.JupyterHub.spawner_class = "simple"  # SimpleLocalProcessSpawner: every pupil runs as this OS user
c.SimpleLocalProcessSpawner.home_dir_template = str(HOMES / "{username}")
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.args = ["--allow-root"] if os.geteuid() == 0 else []
c.Spawner.default_url = DEFAULT_URL
c.Spawner.environment = {"JUPYTER_CONFIG_PATH": str(HERE / "singleuser")}
c.Spawner.env_keep = ["PATH", "PYTHONPATH", "VIRTUAL_ENV", "LANG", "LC_ALL", "JUPYTER_PATH"]
c.Spawner.start_timeout = 300  # a whole class logging in at once, on a busy machine
c.Spawner.http_timeout = 300


def copy_notebooks(spawner) -> None:
    """The apps' notebooks into a new pupil's home; a pupil's own copy is never overwritten."""
    home = Path(spawner.home_dir_template.format(username=spawner.user.name))
    home.mkdir(parents=True, exist_ok=True)
    if not (home / "notebooks").exists():
        shutil.copytree(ROOT / "notebooks", home / "notebooks")


c.Spawner.pre_spawn_hook = copy_notebooks

services, roles = [], []
for number, name in enumerate(SHARED):
    service = f"aggravation-{name}"
    port = int(env("AGGRAVATION_HUB_SERVICE_PORT", "10101")) + number
    services.append(
        {
            "name": service,
            "url": f"http://127.0.0.1:{port}",
            "oauth_no_confirm": True,
            "cwd": str(ROOT / "deploy" / "classroom"),  # its voila.json: the classroom server's settings
            "command": [
                str(BIN / "voila"),
                str(ROOT / "notebooks"),
                "--no-browser",
                f"--port={port}",
                "--Voila.ip=127.0.0.1",
                f"--Voila.base_url=/services/{service}/",
                "--Voila.identity_provider_class=aggravation_nb.server.hub.HubLogin",
                *json.loads(env("AGGRAVATION_HUB_SERVICE_OPTIONS", "[]")),
            ],
            "environment": {key: os.environ[key] for key in ("PATH", "JUPYTER_PATH") if key in os.environ},
        }
    )
    roles.append({"name": f"class-{name}", "users": CLASSES[name], "scopes": [f"access:services!service={service}"]})

services.append(
    {
        "name": "idle-culler",
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={CULL_AFTER}",
            f"--cull-every={max(CULL_AFTER // 10, 5)}",
        ],
    }
)
roles.append(
    {
        "name": "idle-culler",
        "services": ["idle-culler"],
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    }
)
c.JupyterHub.services = services
c.JupyterHub.load_roles = roles

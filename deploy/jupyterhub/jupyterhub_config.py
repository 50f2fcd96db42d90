"""JupyterHub for classes on one machine: a Unix account and a password of their own for every pupil, teachers
who see their class, and (if asked) a shared Voilà per class.

Run as root, from this repository's environment (`scripts/hub` does, on 127.0.0.1):
    sudo .venv/bin/jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

- The Hub runs as root, as JupyterHub documents for local servers: it starts each pupil's server as the pupil's
  own unprivileged Unix account, `jupyter-<name>` (aggravation_nb.server.hub_accounts.PupilSpawner), made
  on the pupil's first start from the class list, with a home only they can read (0700) holding a copy of
  `notebooks/`; the server opens on the apps' index in Voilà. Nothing a pupil runs is root.
- Logins: each pupil chooses their own password the first time they log in (FirstUseAuthenticator, as The
  Littlest JupyterHub does); only names on the class list may log in.
- The Hub's state (database, cookie secret, passwords, tokens) is in a folder only root can read.
- Teachers: the role `teacher-<class>` lists, starts, stops and opens the servers of that class's pupils
  alone (aggravation_nb.server.class_list); `python -m aggravation_nb.server.class_list add 7a yuri` adds a
  pupil while the Hub runs.
- Each class in `AGGRAVATION_HUB_SHARED` (none by default) also gets one shared Voilà server,
  `/services/aggravation-<class>/`, which only that class may open (aggravation_nb.server.hub.HubLogin).
- The idle culler stops a pupil's server after `AGGRAVATION_HUB_CULL_AFTER` seconds without activity.

Settings come from the environment (defaults in brackets):
    AGGRAVATION_HUB_CLASSES    the class list, a JSON file {"<class>": {"teachers": [...], "pupils": [...]}}
                               [classes.json beside this file]
    AGGRAVATION_HUB_STATE      the Hub's database, cookie secret, passwords and tokens [/srv/aggravation-hub]
    AGGRAVATION_HUB_HOMES      where pupils' homes are made [/home]
    AGGRAVATION_HUB_ACCOUNT_PREFIX, AGGRAVATION_HUB_GROUP  the pupils' Unix names and group [jupyter-, jupyterhub-users]
    AGGRAVATION_HUB_SSL_CERT, AGGRAVATION_HUB_SSL_KEY  the certificate and key for https [none: http]
    AGGRAVATION_HUB_ADMINS     the school's JupyterHub admins (their own logins), comma-separated [none]
    AGGRAVATION_HUB_SERVICE_ACCOUNT  the Unix account of the shared Voilà services [aggravation-voila]
    AGGRAVATION_HUB_IP, AGGRAVATION_HUB_PORT               where pupils connect [127.0.0.1, 8000]
    AGGRAVATION_HUB_API_PORT, AGGRAVATION_HUB_PROXY_API_PORT the Hub's and the proxy's own ports [8081, 8001]
    AGGRAVATION_HUB_SHARED     classes with a shared Voilà service, comma-separated [none]
    AGGRAVATION_HUB_SERVICE_PORT  the first shared service's port; the next class's is one more [10101]
    AGGRAVATION_HUB_SERVICE_OPTIONS  Voilà options for the shared services, a JSON list [none], e.g.
                               '["--VoilaConfiguration.preheat_kernel=True"]'
    AGGRAVATION_HUB_CULL_AFTER idle seconds before a pupil's server is stopped [1200]
"""

import json
import os
import secrets
import sys
from pathlib import Path

from aggravation_nb.server.class_list import NAME, TOKEN_FILE, groups, read_classes, teacher_roles
from aggravation_nb.server.hub_accounts import ensure_account

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BIN = Path(sys.executable).parent
env = os.environ.get

if os.geteuid() != 0:
    sys.exit(
        "jupyterhub_config.py: run the Hub as root (sudo): it starts each pupil's server as the pupil's own "
        "Unix account, which only root can do (see docs/classroom.md)"
    )
STATE = Path(env("AGGRAVATION_HUB_STATE", "/srv/aggravation-hub")).resolve()
HOMES = Path(env("AGGRAVATION_HUB_HOMES", "/home")).resolve()
CLASSES_FILE = Path(env("AGGRAVATION_HUB_CLASSES", HERE / "classes.json")).resolve()
CLASSES = read_classes(CLASSES_FILE)
SHARED = [name for name in env("AGGRAVATION_HUB_SHARED", "").split(",") if name]
IP = env("AGGRAVATION_HUB_IP", "127.0.0.1")
CULL_AFTER = int(env("AGGRAVATION_HUB_CULL_AFTER", "1200"))
DEFAULT_URL = "/voila/render/notebooks/index.ipynb"
"""Where a pupil's server opens: the apps' index, in Voilà (JupyterLab stays at /user/<name>/lab)."""

c = get_config()  # noqa: F821 (JupyterHub provides it)
STATE.mkdir(parents=True, exist_ok=True)
STATE.chmod(0o700)  # the database, cookie secret, passwords and tokens: the Hub's (root's) alone
c.JupyterHub.bind_url = (
    f"{'https' if env('AGGRAVATION_HUB_SSL_CERT') else 'http'}://{IP}:{env('AGGRAVATION_HUB_PORT', '8000')}"
)
if env("AGGRAVATION_HUB_SSL_CERT"):
    c.JupyterHub.ssl_cert = env("AGGRAVATION_HUB_SSL_CERT")
    c.JupyterHub.ssl_key = env("AGGRAVATION_HUB_SSL_KEY")
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{env('AGGRAVATION_HUB_API_PORT', '8081')}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{env('AGGRAVATION_HUB_PROXY_API_PORT', '8001')}"
c.ConfigurableHTTPProxy.command = [str(ROOT / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "cookie_secret")

c.JupyterHub.authenticator_class = "firstuseauthenticator.FirstUseAuthenticator"
c.FirstUseAuthenticator.dbm_path = str(STATE / "passwords.dbm")
c.FirstUseAuthenticator.create_users = False  # only the class list's names (and pupils added with class_list)
c.FirstUseAuthenticator.min_password_length = 8
c.Authenticator.username_pattern = NAME.pattern
c.Authenticator.allowed_users = {person for group in CLASSES.values() for person in group.teachers + group.pupils}
c.JupyterHub.load_groups = groups(CLASSES)
c.Authenticator.admin_users = {name for name in env("AGGRAVATION_HUB_ADMINS", "").split(",") if name}

c.JupyterHub.spawner_class = "aggravation_nb.server.hub_accounts.PupilSpawner"
c.PupilSpawner.homes = str(HOMES)
c.PupilSpawner.account_prefix = env("AGGRAVATION_HUB_ACCOUNT_PREFIX", "jupyter-")
c.PupilSpawner.account_group = env("AGGRAVATION_HUB_GROUP", "jupyterhub-users")
c.PupilSpawner.notebooks = str(ROOT / "notebooks")
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.default_url = DEFAULT_URL
c.Spawner.environment = {"JUPYTER_CONFIG_PATH": str(HERE / "singleuser")}
c.Spawner.env_keep = ["PATH", "PYTHONPATH", "VIRTUAL_ENV", "LANG", "LC_ALL", "JUPYTER_PATH"]
c.Spawner.start_timeout = 300  # a whole class logging in at once, on a busy machine
c.Spawner.http_timeout = 300
c.LocalProcessSpawner.interrupt_timeout = 5  # the Hub's shutdown stops every server: well within 30 s
c.LocalProcessSpawner.term_timeout = 3

token_file = STATE / TOKEN_FILE
if not token_file.exists():
    token_file.write_text(secrets.token_hex(32), encoding="ascii")
services = [{"name": "class-list", "api_token": token_file.read_text(encoding="ascii").strip()}]
roles = [
    *teacher_roles(CLASSES),
    {"name": "class-list", "services": ["class-list"], "scopes": ["admin:users", "groups", "list:groups"]},
]

for number, name in enumerate(SHARED):
    service = f"aggravation-{name}"
    port = int(env("AGGRAVATION_HUB_SERVICE_PORT", "10101")) + number
    account = env("AGGRAVATION_HUB_SERVICE_ACCOUNT", "aggravation-voila")  # no pupil's (theirs have the prefix)
    ensure_account(account, account, HOMES)
    services.append(
        {
            "name": service,
            "url": f"http://127.0.0.1:{port}",
            "oauth_no_confirm": True,
            "user": account,
            "cwd": str(ROOT / "deploy" / "classroom"),  # its voila.json: the classroom server's settings
            # The Hub stops a service with SIGINT (then SIGTERM 10 s later, then SIGKILL). A Hub started where
            # Ctrl-C is ignored (in the background of a script: `jupyterhub ... &`) passes that on, and Python then
            # ignores SIGINT too: Voilà only stopped on SIGKILL, 30 s into the Hub's shutdown. Restored here,
            # SIGINT is Voilà's Ctrl-C (its kernels shut down, then it exits) whatever started the Hub.
            "command": [
                sys.executable,
                "-c",
                "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
                "runpy.run_module('voila', run_name='__main__', alter_sys=True)",
                str(ROOT / "notebooks"),
                "--no-browser",
                f"--port={port}",
                "--Voila.ip=127.0.0.1",
                f"--Voila.base_url=/services/{service}/",
                "--Voila.identity_provider_class=aggravation_nb.server.hub.HubLogin",
                "--VoilaConfiguration.preheat_kernel=False",  # memory only for pages asked for, unless told
                *json.loads(env("AGGRAVATION_HUB_SERVICE_OPTIONS", "[]")),
            ],
            "environment": {key: os.environ[key] for key in ("PATH", "JUPYTER_PATH") if key in os.environ},
        }
    )
    roles.append({"name": f"class-{name}", "groups": [name], "scopes": [f"access:services!service={service}"]})

services.append(
    {
        "name": "idle-culler",
        # The Hub stops a service with SIGINT, then waits 10 s before SIGTERM; the culler, which keeps nothing,
        # ends on SIGINT at once (it let the Hub's shutdown run past 30 s).
        "command": [
            sys.executable,
            "-c",
            "import runpy, signal; signal.signal(signal.SIGINT, signal.SIG_DFL); "
            "runpy.run_module('jupyterhub_idle_culler', run_name='__main__')",
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

"""The package's Jupyter server extension keeps the JupyterLite kernel's front end off the JupyterLab page
(issue 26.8), and installing the package enables it; the static site's build still finds the files.
(`tests/browser/test_jupyterlab.py` loads JupyterLab in Chromium and finds no console error.)"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import tomllib

from aggravation_nb.server import lab

ROOT = Path(__file__).resolve().parents[2]
SETTING = "etc/jupyter/jupyter_server_config.d/aggravation_nb.json"


def test_installing_the_package_enables_the_server_extension():
    shared = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert shared["shared-data"][SETTING] == SETTING
    enabled = json.loads((ROOT / SETTING).read_text())["ServerApp"]["jpserver_extensions"]
    assert enabled == {"aggravation_nb.server.lab": True}
    assert lab._jupyter_server_extension_points() == [{"module": "aggravation_nb.server.lab"}]
    assert SETTING.split("/")[-2] in (ROOT / "scripts" / "setup").read_text()


def test_the_hook_drops_only_the_lite_extension_and_keeps_an_earlier_hook():
    app = SimpleNamespace(
        web_app=SimpleNamespace(settings={"page_config_hook": lambda handler, config: {**config, "seen": handler}})
    )
    lab._load_jupyter_server_extension(app)
    page = {
        "federated_extensions": [
            {"name": "@jupyterlite/pyodide-kernel-extension", "load": "a.js"},
            {"name": "@jupyter-widgets/jupyterlab-manager", "load": "b.js"},
        ]
    }
    shown = app.web_app.settings["page_config_hook"]("handler", page)
    assert shown["federated_extensions"] == [{"name": "@jupyter-widgets/jupyterlab-manager", "load": "b.js"}]
    assert shown["seen"] == "handler"
    assert lab.without_lite_only({"disabledExtensions": {}}) == {"disabledExtensions": {}}

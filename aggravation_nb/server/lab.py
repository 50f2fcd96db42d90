"""JupyterLab without the static site's kernel extension: a Jupyter server extension.

The `publish` extra installs the JupyterLite Pyodide kernel into the same
environment as JupyterLab, because `scripts/publish` builds the static site
with it. JupyterLab then loads its front-end module on every page and
reports "Shared module @jupyterlite/services doesn't exist in shared scope
default": the module needs JupyterLite, which JupyterLab is not. Disabling
the extension (`jupyter labextension disable`) does not help, because
JupyterLab 4 still loads a disabled extension's module and only skips its
plugins. So this extension takes it off the list of extensions the lab page
is told to load; the files stay where the static site's build finds them.
Voilà has its own setting for the same (voila.json: `extension_denylist`).

Enabled by `etc/jupyter/jupyter_server_config.d/aggravation_nb.json`, which
installing the package puts in the environment.
"""

from __future__ import annotations

LITE_ONLY = frozenset({"@jupyterlite/pyodide-kernel-extension"})
"""Front-end extensions that work only inside JupyterLite."""


def without_lite_only(page_config: dict) -> dict:
    """The lab page's configuration without the extensions only JupyterLite can load.

    >>> without_lite_only({"federated_extensions": [{"name": "@jupyterlite/pyodide-kernel-extension"},
    ...                                             {"name": "@jupyter-widgets/jupyterlab-manager"}]})
    {'federated_extensions': [{'name': '@jupyter-widgets/jupyterlab-manager'}]}
    """
    extensions = page_config.get("federated_extensions")
    if extensions:
        page_config["federated_extensions"] = [
            extension for extension in extensions if extension.get("name") not in LITE_ONLY
        ]
    return page_config


def _jupyter_server_extension_points() -> list[dict]:
    return [{"module": "aggravation_nb.server.lab"}]


def _load_jupyter_server_extension(serverapp) -> None:
    """Hook the lab page's configuration, after any hook set before this one."""
    settings = serverapp.web_app.settings
    earlier = settings.get("page_config_hook")

    def hook(handler, page_config: dict) -> dict:
        return without_lite_only(earlier(handler, page_config) if earlier else page_config)

    settings["page_config_hook"] = hook

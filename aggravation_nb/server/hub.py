"""A class's shared Voilà server behind JupyterHub's login (deploy/jupyterhub/jupyterhub_config.py).

A Voilà server that the Hub runs as a service is otherwise public to anyone
who reaches the Hub's proxy. `HubLogin` (Voilà's
`--Voila.identity_provider_class`) asks the Hub who is asking, by the Hub's
OAuth for services: a stranger is sent to the Hub's login, and a pupil
without the class's role (`access:services!service=<name>`) gets 403.
Needs `jupyterhub`, which only the Hub's environment has.
"""

from __future__ import annotations

from jupyter_server.utils import url_path_join
from jupyterhub.singleuser.extension import JupyterHubIdentityProvider


class HubLogin(JupyterHubIdentityProvider):
    """JupyterHub's own identity provider, fitted to how a standalone Voilà builds one."""

    def __init__(self, token=None, **kwargs) -> None:
        # Voilà passes a token ("" for none); the Hub's OAuth is the only way in, so it is dropped.
        super().__init__(**kwargs)

    def get_handlers(self) -> list[tuple]:
        """The OAuth callback (and logout) under the service's prefix: standalone Voilà adds no prefix."""
        base = self.parent.base_url
        return [(url_path_join(base, path), *rest) for path, *rest in super().get_handlers()]

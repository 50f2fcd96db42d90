"""deploy/jupyterhub/: the one-machine configuration as JupyterHub reads it, and the Zero to JupyterHub
values for Kubernetes (never run here: no cluster) naming the same settings."""

from __future__ import annotations

import json

import pytest
import yaml
from hub_server import CONFIG, ROOT
from traitlets.config import PyFileConfigLoader

HERE = CONFIG.parent


@pytest.fixture
def config(tmp_path, monkeypatch):
    """jupyterhub_config.py loaded as `jupyterhub -f` loads it, with its defaults but the state folder."""
    monkeypatch.setenv("AGGRAVATION_HUB_STATE", str(tmp_path))
    for name in ("AGGRAVATION_HUB_CLASSES", "AGGRAVATION_HUB_SHARED", "AGGRAVATION_HUB_CULL_AFTER"):
        monkeypatch.delenv(name, raising=False)
    return PyFileConfigLoader(CONFIG.name, path=str(HERE)).load_config()


def test_every_class_has_its_own_shared_service_behind_the_login_and_a_role_for_its_pupils_alone(config):
    classes = json.loads((HERE / "classes.json").read_text(encoding="utf-8"))
    services = {service["name"]: service for service in config.JupyterHub.services}
    roles = {role["name"]: role for role in config.JupyterHub.load_roles}
    for name, pupils in classes.items():
        service = services[f"aggravation-{name}"]
        assert "--Voila.identity_provider_class=aggravation_nb.server.hub.HubLogin" in service["command"]
        assert f"--Voila.base_url=/services/aggravation-{name}/" in service["command"]
        assert service["cwd"] == str(ROOT / "deploy" / "classroom"), "the classroom server's voila.json"
        assert roles[f"class-{name}"] == {
            "name": f"class-{name}",
            "users": pupils,
            "scopes": [f"access:services!service=aggravation-{name}"],
        }
    assert len({service["url"] for service in services.values() if "url" in service}) == len(classes)
    assert set(config.Authenticator.allowed_users) == {pupil for pupils in classes.values() for pupil in pupils}


def test_kubernetes_values_parse_and_name_the_one_machine_settings(config):
    values = yaml.safe_load((HERE / "config.yaml").read_text(encoding="utf-8"))
    hub = values["hub"]["config"]
    assert hub["JupyterHub"]["authenticator_class"] == config.JupyterHub.authenticator_class == "shared-password"
    assert set(hub["Authenticator"]["allowed_users"]) == set(config.Authenticator.allowed_users)
    assert values["singleuser"]["defaultUrl"] == config.Spawner.default_url
    assert (
        values["singleuser"]["extraEnv"]["JUPYTER_CONFIG_PATH"]
        == "/srv/repo/" + str((HERE / "singleuser").relative_to(ROOT))
        == "/srv/repo/" + str(config.Spawner.environment["JUPYTER_CONFIG_PATH"]).removeprefix(str(ROOT) + "/")
    )
    culler = next(service for service in config.JupyterHub.services if service["name"] == "idle-culler")
    assert values["cull"]["enabled"] is True
    assert f"--timeout={values['cull']['timeout']}" in culler["command"]
    assert f"--cull-every={values['cull']['every']}" in culler["command"]


def test_a_new_pupils_home_gets_the_notebooks_and_a_pupils_own_copy_is_kept(config, tmp_path):
    class Spawner:
        home_dir_template = str(tmp_path / "homes" / "{username}")
        user = type("User", (), {"name": "anna"})

    config.Spawner.pre_spawn_hook(Spawner)
    worked_example = tmp_path / "homes" / "anna" / "notebooks" / "01-worked-example.ipynb"
    assert worked_example.read_bytes() == (ROOT / "notebooks" / "01-worked-example.ipynb").read_bytes()
    worked_example.write_text("anna's own", encoding="utf-8")
    config.Spawner.pre_spawn_hook(Spawner)
    assert worked_example.read_text(encoding="utf-8") == "anna's own"


def test_a_pupils_server_opens_on_the_apps_index_with_the_classroom_settings(config):
    assert (ROOT / config.Spawner.default_url.removeprefix("/voila/render/")).is_file()
    server = json.loads((HERE / "singleuser" / "jupyter_server_config.json").read_text(encoding="utf-8"))
    classroom = json.loads((ROOT / "deploy" / "classroom" / "voila.json").read_text(encoding="utf-8"))
    assert (
        server["ServerApp"]["kernel_websocket_connection_class"]
        == classroom["Voila"]["kernel_websocket_connection_class"]
    )
    assert server["VoilaExecutor"] == classroom["VoilaExecutor"]
    assert server["ServerApp"]["terminals_enabled"] is False
    assert server["MappingKernelManager"]["cull_idle_timeout"] == 600
    voila = json.loads((HERE / "singleuser" / "voila.json").read_text(encoding="utf-8"))["VoilaConfiguration"]
    assert voila["template"] == classroom["VoilaConfiguration"]["template"]

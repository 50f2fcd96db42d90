"""deploy/jupyterhub/: the one-machine configuration as JupyterHub reads it, and the Zero to JupyterHub
values for Kubernetes (never run here: no cluster) naming the same settings."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import jsonschema
import pytest
import yaml
from hub_server import CONFIG, NEEDS_ROOT, ROOT
from traitlets.config import PyFileConfigLoader

from aggravation_nb.server.class_list import read_classes
from aggravation_nb.server.hub_accounts import ensure_account

HERE = CONFIG.parent


@pytest.fixture
def config(tmp_path, monkeypatch):
    """jupyterhub_config.py loaded as `jupyterhub -f` loads it (as root), with its defaults but the state folder."""
    assert os.geteuid() == 0, NEEDS_ROOT
    monkeypatch.setenv("AGGRAVATION_HUB_STATE", str(tmp_path / "state"))
    for name in ("AGGRAVATION_HUB_CLASSES", "AGGRAVATION_HUB_SHARED", "AGGRAVATION_HUB_CULL_AFTER"):
        monkeypatch.delenv(name, raising=False)
    return PyFileConfigLoader(CONFIG.name, path=str(HERE)).load_config()


def test_each_class_is_a_group_of_its_pupils_and_its_teachers_role_reaches_that_group_alone(config):
    classes = read_classes(HERE / "classes.json")
    roles = {role["name"]: role for role in config.JupyterHub.load_roles}
    assert config.JupyterHub.load_groups == {name: {"users": list(c.pupils)} for name, c in classes.items()}
    for name, school_class in classes.items():
        role = roles[f"teacher-{name}"]
        assert role["users"] == list(school_class.teachers)
        filtered = [scope for scope in role["scopes"] if scope != "admin-ui"]
        assert filtered and all(scope.endswith(f"!group={name}") for scope in filtered), role["scopes"]
        assert {"list:users", "servers", "access:servers"} <= {scope.split("!")[0] for scope in filtered}
    people = {person for c in classes.values() for person in c.teachers + c.pupils}
    assert set(config.Authenticator.allowed_users) == people


def test_pupils_choose_their_own_password_and_the_hubs_state_is_roots_alone(config, tmp_path):
    assert config.JupyterHub.authenticator_class == "firstuseauthenticator.FirstUseAuthenticator"
    assert config.FirstUseAuthenticator.create_users is False, "a name not on the class list makes no account"
    assert "SharedPasswordAuthenticator" not in config
    state = tmp_path / "state"
    assert (state.stat().st_mode & 0o777) == 0o700
    for setting in (config.JupyterHub.cookie_secret_file, config.FirstUseAuthenticator.dbm_path):
        assert Path(setting).parent == state
    assert config.JupyterHub.db_url == f"sqlite:///{state / 'jupyterhub.sqlite'}"


def test_every_pupil_runs_as_their_own_unprivileged_account_and_no_server_as_root(config):
    assert config.JupyterHub.spawner_class == "aggravation_nb.server.hub_accounts.PupilSpawner"
    assert config.PupilSpawner.account_prefix == "jupyter-"
    assert "--allow-root" not in config.Spawner.get("args", [])
    assert all("--allow-root" not in service.get("command", []) for service in config.JupyterHub.services)
    assert [service["name"] for service in config.JupyterHub.services] == ["class-list", "idle-culler"], (
        "no class-wide Voilà server unless AGGRAVATION_HUB_SHARED asks for one"
    )


@pytest.mark.parametrize(("account", "group"), [("root", "root"), ("daemon", "users"), ("nobody", "users")])
def test_an_account_the_hub_did_not_make_is_refused_for_a_pupil(account, group, tmp_path):
    """System accounts are never a pupil's: uid 0, or an account outside the Hub's group."""
    with pytest.raises(PermissionError, match="did not make"):
        ensure_account(account, group, tmp_path)


def test_a_closed_pages_kernel_is_freed_within_a_minute_on_a_pupils_server():
    server = json.loads((HERE / "singleuser" / "jupyter_server_config.json").read_text(encoding="utf-8"))
    culling = server["MappingKernelManager"]
    assert culling["cull_connected"] is False, "an open page's kernel is never culled"
    assert culling["cull_idle_timeout"] + culling["cull_interval"] <= 60


CHART = HERE / "chart"


def with_chart_defaults(values: dict, defaults: dict) -> dict:
    """`values` over the chart's defaults as helm merges them: maps key by key, anything else replaced."""
    merged = dict(defaults)
    for key, value in values.items():
        both_maps = isinstance(value, dict) and isinstance(defaults.get(key), dict)
        merged[key] = with_chart_defaults(value, defaults[key]) if both_maps else value
    return merged


def chart_errors(values: dict) -> list[str]:
    schema = json.loads((CHART / "values.schema.json").read_text(encoding="utf-8"))
    defaults = yaml.safe_load((CHART / "values.yaml").read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    return [
        f"{list(error.path)}: {error.message}" for error in validator.iter_errors(with_chart_defaults(values, defaults))
    ]


def kubernetes_values() -> dict:
    return yaml.safe_load((HERE / "config.yaml").read_text(encoding="utf-8"))


def test_kubernetes_values_validate_against_the_charts_schema_which_refuses_a_misspelled_setting():
    assert chart_errors(kubernetes_values()) == []
    misspelled = kubernetes_values()
    misspelled["singleuser"]["memroy"] = misspelled["singleuser"].pop("memory")
    assert chart_errors(misspelled), "the schema must refuse what the chart does not know"


def test_kubernetes_values_have_the_one_machine_classes_logins_teachers_and_https(config):
    values = kubernetes_values()
    hub = values["hub"]["config"]
    assert hub["JupyterHub"]["authenticator_class"] == config.JupyterHub.authenticator_class
    assert hub["FirstUseAuthenticator"]["create_users"] is False
    assert hub["FirstUseAuthenticator"]["min_password_length"] == config.FirstUseAuthenticator.min_password_length
    assert hub["Authenticator"]["username_pattern"] == config.Authenticator.username_pattern
    assert set(hub["Authenticator"]["allowed_users"]) == set(config.Authenticator.allowed_users)
    assert hub["JupyterHub"]["load_groups"] == config.JupyterHub.load_groups
    one_machine = {role.pop("name"): role for role in config.JupyterHub.load_roles}
    for name, role in values["hub"]["loadRoles"].items():
        assert role == one_machine[name], name
    assert values["proxy"]["https"]["enabled"] is True
    text = (HERE / "config.yaml").read_text(encoding="utf-8").lower()
    assert "password:" not in text and "user_password" not in text and "apitoken" not in text, "no secret in values"


def test_the_pupils_image_runs_the_charts_jupyterhub_and_copies_the_notebooks_before_the_server_starts(config):
    chart_hub = re.search(r"\(JupyterHub (\d+)\.(\d+)\.\d+\)", (CHART / "values.yaml").read_text(encoding="utf-8"))
    recipe = (HERE / "image" / "Dockerfile").read_text(encoding="utf-8")
    pinned = re.search(r'"jupyterhub==(\d+)\.(\d+)\.\*"', recipe)
    assert chart_hub and pinned and pinned.groups() == chart_hub.groups(), "jupyterhub must match the chart's"
    assert "nbgitpuller" in recipe and "/srv/repo[apps,stats]" in recipe
    assert 'ENTRYPOINT ["tini", "--", "start-pupil"]' in recipe
    start = (HERE / "image" / "start-pupil").read_text(encoding="utf-8")
    assert 'python -m aggravation_nb.server.notebook_copy /srv/repo/notebooks "$HOME/notebooks"' in start
    values = kubernetes_values()["singleuser"]
    assert "lifecycleHooks" not in values, "a postStart copy races the server's start"
    assert values["defaultUrl"] == config.Spawner.default_url
    assert (
        values["extraEnv"]["JUPYTER_CONFIG_PATH"]
        == "/srv/repo/" + str((HERE / "singleuser").relative_to(ROOT))
        == "/srv/repo/" + str(config.Spawner.environment["JUPYTER_CONFIG_PATH"]).removeprefix(str(ROOT) + "/")
    )
    culler = next(service for service in config.JupyterHub.services if service["name"] == "idle-culler")
    cull = kubernetes_values()["cull"]
    assert cull["enabled"] is True
    assert f"--timeout={cull['timeout']}" in culler["command"]
    assert f"--cull-every={cull['every']}" in culler["command"]


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
    voila = json.loads((HERE / "singleuser" / "voila.json").read_text(encoding="utf-8"))["VoilaConfiguration"]
    assert voila["template"] == classroom["VoilaConfiguration"]["template"]

"""A school on the JupyterHub of deploy/jupyterhub/, run as root as shipped: class 7a (pupil anna, teacher
irina, a shared Voilà service) and 7b (pupil boris, teacher pavel). Each pupil logs in with a password of
their own and steps the worked example in Chromium on a server running as their own Unix account, boris by
the published link to the Russian app. Pupils are kept apart: boris's code reads nothing of
anna's, of the Hub's or of any other process; nobody logs in as another; irina sees and stops 7a's servers
alone; a pupil added while the Hub runs logs in; anna's saved game outlives her server; the Hub stops
within 30 s (plain HTTP with each person's cookies beside the browser)."""

from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import nbformat
import psutil
import pytest
import requests
from hub_server import (
    SHUTDOWN_SECONDS,
    hub_headers,
    log_in,
    password_of,
    running_hub,
    server_ready,
    start_server,
    try_log_in,
)
from playwright.sync_api import Browser, Page, expect
from static_site import watch_origins
from voila_server import page_ids

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.i18n import text
from aggravation_nb.server.hub_accounts import NOTEBOOKS
from aggravation_nb.server.published import hub_link

pytestmark = pytest.mark.browser
"""End to end, as the browser layer: a real Hub spawning real servers, which `-m "not browser"` (the fast
layers) leaves out; the Hub's files alone are checked fast (test_deploy_files.py)."""

SERVICE = "/services/aggravation-7a"
APP = "voila/render/notebooks/01-worked-example.ipynb"
FIRST = WORKED_EXAMPLE[0]
CLASSES = {"7a": {"teachers": ["irina"], "pupils": ["anna"]}, "7b": {"teachers": ["pavel"], "pupils": ["boris"]}}


@pytest.fixture(scope="module")
def hub():
    """One Hub for the module, its culler idle; stopped afterwards as a service manager stops it, which
    must take under 30 s with its servers."""
    with running_hub(CLASSES, ["7a"], "hub-tests.log") as running:
        yield running
    assert running.shutdown_seconds is not None, f"the Hub had not stopped {SHUTDOWN_SECONDS + 5} s after SIGTERM"
    assert running.shutdown_seconds < SHUTDOWN_SECONDS, f"the Hub took {running.shutdown_seconds:.1f} s to stop"


@pytest.fixture(scope="module")
def sessions(hub) -> dict[str, requests.Session]:
    """Every person logged in (choosing their password), the pupils' servers running."""
    people = {name: log_in(hub.base, name) for name in ("anna", "boris", "irina", "pavel")}
    for name in ("anna", "boris"):
        start_server(people[name], hub.base, name)
    return people


def sign_in(page: Page, base: str, name: str, then: str) -> None:
    """The Hub's login form, by its labels, going on to `then` (a path on the Hub) once signed in."""
    page.goto(f"{base}/hub/login?" + requests.compat.urlencode({"next": then}))
    page.get_by_label("Username").fill(name)
    page.get_by_label("Password").fill(password_of(name))
    page.get_by_role("button", name="Sign in").click()


def steps_the_story(page: Page, lang: str) -> None:
    story = page.get_by_role("status")
    expect(story).to_have_text(worked_text(FIRST.steps[0].key, lang), timeout=120_000)
    page.get_by_role("button", name=text("next", lang), exact=True).click()
    expect(story).to_have_text(worked_text(FIRST.steps[1].key, lang))
    expect(page.get_by_text(text("step-of", lang, step=2, total=len(FIRST.steps)))).to_be_visible()


def test_two_pupils_log_in_and_step_the_worked_example_one_of_them_by_the_published_link(hub, browser: Browser):
    """anna opens the copy of the notebooks her home was given; boris follows the link `hub_link` makes for
    the Russian app, which opens it from that same copy in his home (the one copy a pupil has).
    Both servers start at once (each pupil in a browser context of their own)."""
    base = hub.base
    link = urlparse(hub_link("01-worked-example", "ru", hub=f"{base}/"))
    contexts = [browser.new_context(), browser.new_context()]
    try:
        for context in contexts:
            context.set_default_timeout(120_000)  # Sign in waits for the Hub to begin the pupil's server
            context.set_default_navigation_timeout(120_000)
        anna, boris = (context.new_page() for context in contexts)
        foreign = {"anna": watch_origins(anna, base), "boris": watch_origins(boris, base)}
        sign_in(anna, base, "anna", f"/hub/user-redirect/{APP}")
        sign_in(boris, base, "boris", f"{link.path}?{link.query}")
        steps_the_story(anna, "en")
        steps_the_story(boris, "ru")
        assert urlparse(anna.url).path == f"/user/anna/{APP}"
        assert urlparse(boris.url).path == f"/user/boris/{APP}"
        copies = [path.relative_to(hub.home("boris")) for path in hub.home("boris").rglob("01-worked-example.ipynb")]
        assert copies == [Path(NOTEBOOKS, "01-worked-example.ipynb")], "one copy of the notebooks"
        assert foreign == {"anna": [], "boris": []}, f"the pages asked other origins (which fail offline): {foreign}"
    finally:
        for context in contexts:
            context.close()


def ends_at_the_login(answer: requests.Response) -> bool:
    return answer.status_code == 200 and urlparse(answer.url).path == "/hub/login"


def test_strangers_are_sent_to_the_login_from_a_pupils_apps_and_the_class_service(hub, sessions):
    base = hub.base
    for path in (
        f"/user/anna/{APP}",
        "/user/anna/voila/tree",
        "/user/anna/lab",
        f"{SERVICE}/voila/render/index.ipynb",
        f"{SERVICE}/voila/tree",
    ):
        answer = requests.get(base + path, timeout=60)
        assert ends_at_the_login(answer), f"{path}: {answer.status_code} at {answer.url}"
    for path in ("/user/anna/api/contents", "/user/anna/api/kernels"):
        assert requests.get(base + path, timeout=60).status_code == 403, path


def test_a_pupil_cannot_open_another_pupils_server(hub, sessions):
    base = hub.base
    own = sessions["anna"].get(f"{base}/user/anna/voila/tree", timeout=60)
    assert own.status_code == 200 and urlparse(own.url).path == "/user/anna/voila/tree", own.url
    assert sessions["anna"].get(f"{base}/user/anna/api/contents/notebooks", timeout=60).status_code == 200
    assert sessions["anna"].get(f"{base}/user/anna/api/terminals", timeout=60).status_code == 404, "terminals are off"
    for path in (
        f"/user/anna/{APP}",
        "/user/anna/voila/tree",
        "/user/anna/lab",
        "/user/anna/api/contents",
        "/user/anna/api/kernels",
    ):
        answer = sessions["boris"].get(base + path, timeout=60)
        assert answer.status_code == 403 or ends_at_the_login(answer), f"{path}: {answer.status_code} at {answer.url}"


def test_the_class_service_lets_in_its_class_alone_and_serves_no_lab_kernels_or_files(hub, sessions):
    """anna opens the index there (its kernel runs the app); boris and strangers cannot even ask after
    that kernel, whose id they would need to talk to it."""
    base = hub.base
    assert sessions["anna"].get(f"{base}{SERVICE}/voila/tree", timeout=60).status_code == 200
    index = sessions["anna"].get(f"{base}{SERVICE}/voila/render/index.ipynb", timeout=180)
    assert index.status_code == 200 and urlparse(index.url).path == f"{SERVICE}/voila/render/index.ipynb"
    kernel, _model = page_ids(index.text)
    assert sessions["anna"].get(f"{base}{SERVICE}/api/kernels/{kernel}", timeout=60).status_code == 200
    for stranger in (sessions["boris"], requests.Session()):
        answer = stranger.get(f"{base}{SERVICE}/api/kernels/{kernel}", timeout=60, allow_redirects=False)
        assert answer.status_code in (302, 403), answer.status_code
    for path in ("/voila/tree", "/voila/render/index.ipynb"):
        answer = sessions["boris"].get(base + SERVICE + path, timeout=60)
        assert answer.status_code == 403 or ends_at_the_login(answer), f"{path}: {answer.status_code} at {answer.url}"
    for path in ("/lab", "/tree", "/api/kernels", "/api/contents", "/api/sessions", "/files/01-worked-example.ipynb"):
        answer = sessions["anna"].get(base + SERVICE + path, timeout=60)
        assert answer.status_code in (403, 404), f"{path}: {answer.status_code}"


def run_in_voila(session: requests.Session, base: str, name: str, path: str, code: str) -> dict:
    """`code` run by `name`'s own server, as a notebook at `path` in their home that Voilà renders (the way a
    pupil's saved notebook runs); it prints `RESULT` and a base64 JSON line, which this returns."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    url = f"{base}/user/{name}/api/contents/{path}"
    body = {"type": "notebook", "format": "json", "content": json.loads(nbformat.writes(notebook))}
    session.get(f"{base}/user/{name}/voila/tree", timeout=60)  # the server's login (the Hub's OAuth) and _xsrf
    xsrf = next(cookie.value for cookie in session.cookies if cookie.name == "_xsrf" and name in cookie.path)
    headers = {"X-XSRFToken": xsrf}
    answer = session.put(url, json=body, headers=headers, timeout=60)
    assert answer.status_code in (200, 201), answer.text
    page = session.get(f"{base}/user/{name}/voila/render/{path}", timeout=180)
    found = re.search(r"RESULT ([A-Za-z0-9+/=]+)", page.text)
    assert found, f"{path} printed no result (status {page.status_code})"
    return json.loads(base64.b64decode(found.group(1)))


PROBE = """
import base64, glob, json, os, pwd
def outcome(path):
    try:
        if os.path.isdir(path):
            os.listdir(path)
        else:
            open(path, "rb").read(1)
        return "read"
    except OSError as error:
        return type(error).__name__
mine = os.getuid()
others = {}
for environ in glob.glob("/proc/[0-9]*/environ"):
    try:
        owner = os.stat(environ).st_uid
    except FileNotFoundError:
        continue
    if owner != mine:
        others[environ] = outcome(environ)
paths = {path: outcome(path) for path in PATHS}
result = {"user": pwd.getpwuid(os.geteuid()).pw_name, "paths": paths, "processes": others}
print("RESULT", base64.b64encode(json.dumps(result).encode()).decode())
"""


def test_a_pupils_code_reads_no_other_home_nor_the_hubs_secrets_nor_any_other_process_token(hub, sessions):
    """boris's notebook, run by his server, as his account: anna's home, the Hub's cookie secret, database,
    passwords and service token, and the environment (where servers and services keep their tokens) of
    every process not his, the Hub's, the proxy's, anna's server's among them: each a PermissionError."""
    state = hub.state
    paths = [
        str(hub.home("anna")),
        str(hub.home("anna") / "notebooks" / "01-worked-example.ipynb"),
        *(str(path) for path in sorted(state.iterdir())),
    ]
    assert all(Path(path).exists() for path in paths), "the probe must aim at files that are there"
    names = {Path(path).name for path in paths}
    assert {"cookie_secret", "jupyterhub.sqlite", "class-list-token"} <= names, names
    assert any(name.startswith("passwords.dbm") for name in names), names
    assert (state.stat().st_mode & 0o777) == 0o700
    result = run_in_voila(sessions["boris"], hub.base, "boris", "probe.ipynb", f"PATHS = {paths!r}\n{PROBE}")
    assert result["user"] == hub.prefix + "boris", "boris's code runs as his own Unix account, not root"
    assert result["paths"] == dict.fromkeys(paths, "PermissionError")
    anna_server = next(
        p.pid for p in psutil.Process(hub.process.pid).children(recursive=True) if p.username() == hub.prefix + "anna"
    )
    for pid in (hub.process.pid, anna_server):
        assert result["processes"].get(f"/proc/{pid}/environ") == "PermissionError", pid
    assert set(result["processes"].values()) == {"PermissionError"}, result["processes"]


def test_nobody_logs_in_as_another_nor_without_a_name_on_the_class_list(hub, sessions):
    base = hub.base
    assert try_log_in(base, "anna", password_of("boris")) is None, "boris's password opens anna's account"
    assert try_log_in(base, "anna", "") is None
    assert try_log_in(base, "stranger", password_of("stranger")) is None, "a name not on the class list"
    assert try_log_in(base, "anna", password_of("anna")) is not None


def test_a_teacher_sees_and_stops_their_class_servers_and_is_refused_for_another_class(hub, sessions):
    """irina (7a) lists 7a's pupils, opens anna's files and stops her server; boris (7b) is not listed,
    his files and his server refused to her. anna's game saved in Voilà before is in her home after her
    server starts again, and the app offered its download as well."""
    base, irina = hub.base, sessions["irina"]
    saved = run_in_voila(
        sessions["anna"],
        base,
        "anna",
        "notebooks/save-probe.ipynb",
        "import base64, json, os\nfrom aggravation_nb.apps.play import PlayApp\n"
        "app = PlayApp('en', seed=3, mode='relaxed')\napp.opponent_button.click()\napp.save()\n"
        "result = {'game': app.game.to_json(), 'download': app.download.value, 'files': os.listdir('.')}\n"
        "print('RESULT', base64.b64encode(json.dumps(result).encode()).decode())\n",
    )
    assert saved["download"].startswith("<a download=")
    assert "aggravation-seed-3.json" in saved["files"], saved["files"]

    listed = irina.get(f"{base}/hub/api/users", headers=hub_headers(irina), timeout=30).json()
    assert "anna" in {user["name"] for user in listed}
    assert "boris" not in {user["name"] for user in listed}
    authorize = irina.get(f"{base}/user/anna/voila/tree", timeout=30)  # the Hub asks irina to let anna's server in
    fields = re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', authorize.text)
    opened = irina.post(authorize.url, data=fields, timeout=60)  # her "Authorize", as a browser posts it
    assert opened.status_code == 200 and urlparse(opened.url).path == "/user/anna/voila/tree", opened.url
    assert irina.get(f"{base}/user/anna/api/contents/notebooks", timeout=30).status_code == 200
    refused = irina.get(f"{base}/user/boris/voila/tree", timeout=30)
    assert refused.status_code == 403, (refused.status_code, refused.url)
    assert irina.get(f"{base}/user/boris/api/contents", timeout=30).status_code == 403
    refused = irina.delete(f"{base}/hub/api/users/boris/server", headers=hub_headers(irina), timeout=30)
    assert refused.status_code in (403, 404), refused.status_code
    assert server_ready(sessions["boris"], base, "boris")

    stopped = irina.delete(f"{base}/hub/api/users/anna/server", headers=hub_headers(irina), timeout=30)
    assert stopped.status_code in (202, 204), stopped.text
    deadline = time.monotonic() + 60
    while irina.get(f"{base}/hub/api/users/anna", headers=hub_headers(irina), timeout=30).json()["servers"]:
        assert time.monotonic() < deadline, "anna's server did not stop within 60 s"
        time.sleep(0.5)
    start_server(sessions["anna"], base, "anna")
    sessions["anna"].get(f"{base}/user/anna/voila/tree", timeout=60)  # her login to the new server (the Hub's OAuth)
    kept = sessions["anna"].get(f"{base}/user/anna/api/contents/notebooks/aggravation-seed-3.json", timeout=30)
    assert kept.status_code == 200
    assert json.loads(kept.json()["content"]) == json.loads(saved["game"])


def test_a_pupil_added_while_the_hub_runs_logs_in_and_joins_the_teachers_list(hub, sessions):
    base, irina = hub.base, sessions["irina"]
    assert try_log_in(base, "clara", password_of("clara")) is None, "not on the class list yet"
    subprocess.run(
        [sys.executable, "-m", "aggravation_nb.server.class_list", "add", "7a", "clara"],
        env={**os.environ, **hub.env},
        check=True,
        capture_output=True,
    )
    assert try_log_in(base, "clara", password_of("clara")) is not None
    assert "clara" in {user["name"] for user in irina.get(f"{base}/hub/api/users", headers=hub_headers(irina)).json()}
    pavel = sessions["pavel"]
    assert "clara" not in {
        user["name"] for user in pavel.get(f"{base}/hub/api/users", headers=hub_headers(pavel)).json()
    }
    listed = json.loads((hub.folder / "classes.json").read_text(encoding="utf-8"))
    assert listed["7a"]["pupils"] == ["anna", "clara"], "kept for the Hub's next start"

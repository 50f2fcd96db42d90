"""A class on the JupyterHub of deploy/jupyterhub/: two pupils in two classes, anna in 7a (which has a shared
Voilà service) and boris in 7b. Each logs in and steps the worked example on a server of their own in
Chromium, boris by an nbgitpuller link from a local bare repository; strangers are sent to the login, and
neither pupil gets into what is not theirs (plain HTTP with each pupil's cookies)."""

from __future__ import annotations

import shutil
import subprocess
from urllib.parse import urlparse

import pytest
import requests
from hub_server import PASSWORD, ROOT, log_in, running_hub, start_server
from playwright.sync_api import Browser, Page, expect
from static_site import watch_origins
from voila_server import page_ids

from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, worked_text
from aggravation_nb.i18n import text
from aggravation_nb.server.published import PULLED, hub_link

pytestmark = pytest.mark.browser
"""End to end, as the browser layer: a real Hub spawning real servers, which `-m "not browser"` (the fast
layers) leaves out; the Hub's files alone are checked fast (test_deploy_files.py)."""

SERVICE = "/services/aggravation-7a"
APP = "voila/render/notebooks/01-worked-example.ipynb"
FIRST = WORKED_EXAMPLE[0]


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """One Hub for the module; its shared service without preheated kernels (nothing here renders an app
    there), its culler idle."""
    folder = tmp_path_factory.mktemp("hub")
    with running_hub(
        folder,
        {"7a": ["anna"], "7b": ["boris"]},
        ["7a"],
        "hub-tests.log",
        service_options=("--VoilaConfiguration.preheat_kernel=False",),
    ) as (base, _):
        yield base, folder


@pytest.fixture(scope="module")
def bare_repository(tmp_path_factory) -> str:
    """A repository holding the worked example's notebook, as a teacher's would, bare, at a file:// address."""
    work = tmp_path_factory.mktemp("teacher")
    (work / "notebooks").mkdir()
    shutil.copy(ROOT / "notebooks" / "01-worked-example.ipynb", work / "notebooks")
    git = ["git", "-c", "user.name=Teacher", "-c", "user.email=teacher@school.example"]
    subprocess.run([*git, "init", "-q", "-b", "main", str(work)], check=True)
    subprocess.run([*git, "-C", str(work), "add", "."], check=True)
    subprocess.run([*git, "-C", str(work), "commit", "-q", "-m", "the worked example"], check=True)
    bare = work.parent / "teacher.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(bare)], check=True)
    return bare.as_uri()


@pytest.fixture(scope="module")
def sessions(hub) -> dict[str, requests.Session]:
    """Both pupils logged in, with their servers running."""
    base, _ = hub
    pupils = {name: log_in(base, name) for name in ("anna", "boris")}
    for name, session in pupils.items():
        start_server(session, base, name)
    return pupils


def sign_in(page: Page, base: str, name: str, then: str) -> None:
    """The Hub's login form, by its labels, going on to `then` (a path on the Hub) once signed in."""
    page.goto(f"{base}/hub/login?" + requests.compat.urlencode({"next": then}))
    page.get_by_label("Username").fill(name)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()


def steps_the_story(page: Page, lang: str) -> None:
    story = page.get_by_role("status")
    expect(story).to_have_text(worked_text(FIRST.steps[0].key, lang), timeout=120_000)
    page.get_by_role("button", name=text("next", lang), exact=True).click()
    expect(story).to_have_text(worked_text(FIRST.steps[1].key, lang))
    expect(page.get_by_text(text("step-of", lang, step=2, total=len(FIRST.steps)))).to_be_visible()


def test_two_pupils_log_in_and_step_the_worked_example_one_of_them_by_an_nbgitpuller_link(
    hub, bare_repository, browser: Browser
):
    """anna opens the copy of the notebooks her home was given; boris follows the link `hub_link` makes for
    the Russian app, which pulls the teacher's repository into his home and opens the app from there.
    Both servers start at once (each pupil in a browser context of their own)."""
    base, folder = hub
    link = urlparse(hub_link("01-worked-example", "ru", hub=f"{base}/", repo=bare_repository))
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
        assert urlparse(boris.url).path == f"/user/boris/voila/render/{PULLED}/notebooks/01-worked-example.ipynb"
        assert (folder / "state" / "homes" / "boris" / PULLED / "notebooks" / "01-worked-example.ipynb").is_file()
        assert foreign == {"anna": [], "boris": []}, f"the pages asked other origins (which fail offline): {foreign}"
    finally:
        for context in contexts:
            context.close()


def ends_at_the_login(answer: requests.Response) -> bool:
    return answer.status_code == 200 and urlparse(answer.url).path == "/hub/login"


def test_strangers_are_sent_to_the_login_from_a_pupils_apps_and_the_class_service(hub, sessions):
    base, _ = hub
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
    base, _ = hub
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
    base, _ = hub
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

"""JupyterLab as the project's environment serves it (issue 26.8): it loads with no console error (the
JupyterLite kernel extension, which only the static site's build needs, is kept off the lab page by the
package's server extension, `aggravation_nb.server.lab`), a stored app notebook says "Run this cell" in
words instead of "Error displaying widget: model not found", and a code-along notebook opens with its
stored answers. Run there, an app's language switch changes the app and leaves JupyterLab's own address
and `<html lang>` alone (26.6). Voilà still draws the live app."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS, ROOT, free_port, wait_for_page

from aggravation_nb.i18n import text

NO_AUTOSAVE = {"@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False}}
"""JupyterLab's settings for the test: a notebook run in the test is never saved over the stored one (and
the server's own workspace folder starts empty, so no tab of an earlier run opens again)."""


@contextlib.contextmanager
def running_lab():
    """`jupyter lab` on 127.0.0.1 without a token, serving notebooks/, while the block runs."""
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    jupyter = Path(sys.executable).with_name("jupyter")
    with open(ARTIFACTS / "jupyterlab.log", "w") as log, tempfile.TemporaryDirectory() as folder:
        settings, workspaces = Path(folder, "settings"), Path(folder, "workspaces")
        for name, values in NO_AUTOSAVE.items():
            (settings / name).parent.mkdir(parents=True)
            (settings / name).write_text(json.dumps(values))
        server = subprocess.Popen([str(jupyter), "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                                   "--IdentityProvider.token=", "--ServerApp.password=", "--allow-root",
                                   f"--ServerApp.root_dir={ROOT / 'notebooks'}", f"--LabApp.user_settings_dir={settings}",
                                   f"--LabApp.workspaces_dir={workspaces}"],
                                  cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for_page(f"http://127.0.0.1:{port}/lab", server, seconds=60)
            yield f"http://127.0.0.1:{port}"
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()


@pytest.fixture(scope="module")
def lab_url():
    with running_lab() as base:
        yield base


def switch_the_app_to_russian(page: Page) -> None:
    """Run the open notebook's app and press the page bar's Русский: the app speaks Russian, and JupyterLab's
    address, `<html lang>` and the notebook's prose (every language's cells) stay as they were."""
    address, html_lang = page.url, page.evaluate("document.documentElement.lang")
    page.on("dialog", lambda dialog: dialog.accept())  # leaving the notebook, now run, asks whether to
    idle = page.locator('.jp-NotebookPanel-toolbar .jp-Notebook-ExecutionIndicator[data-status="idle"]')
    expect(idle).to_be_visible()  # the notebook's kernel is up
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    expect(page.get_by_role("button", name=text("next", "en"), exact=True)).to_be_visible()
    page.get_by_role("button", name=text("language-name", "ru"), exact=True).click()
    expect(page.get_by_role("button", name=text("next", "ru"), exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=text("next", "en"), exact=True)).to_have_count(0)
    assert (page.url, page.evaluate("document.documentElement.lang")) == (address, html_lang)
    assert page.evaluate("document.documentElement.dataset.lang") is None
    for heading in prose_headings("01-worked-example.ipynb", ("lang-en", "lang-ru")):
        expect(page.get_by_role("heading", name=heading).first).to_be_visible()


def prose_headings(notebook: str, tags: tuple[str, ...]) -> list[str]:
    """The first heading of the markdown cell tagged with each of `tags` in `notebook`."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    return [next(line.lstrip("# ") for line in "".join(cell["source"]).splitlines() if line.startswith("#"))
            for tag in tags for cell in cells if tag in cell["metadata"].get("tags", [])][:len(tags)]


def test_a_stored_app_says_run_this_cell_and_a_code_along_notebook_opens_without_a_console_error(
        page: Page, lab_url, console_errors):
    page.goto(f"{lab_url}/lab/tree/01-worked-example.ipynb")
    output = page.locator(".jp-OutputArea-output").filter(has_text="Run this cell to show the app")
    expect(output.first).to_be_visible(timeout=60_000)
    expect(page.get_by_text("Error displaying widget")).to_have_count(0)
    switch_the_app_to_russian(page)
    page.get_by_role("menuitem", name="File").click()  # the next notebook opened in this JupyterLab, as a person does
    page.get_by_role("menuitem", name="Open from Path…").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name="Path").fill("learn/01-position.ipynb")
    dialog.get_by_role("button", name="Open", exact=True).click()
    expect(page.get_by_role("heading", name="1. Build a position and ask the engine").first).to_be_visible()
    expect(page.get_by_text("✓ Right: Oleg may call on 7♣ and 7♦ (A8).")).to_be_visible()
    expect(page.get_by_text("Error displaying widget")).to_have_count(0)
    page.wait_for_load_state("networkidle")
    page.screenshot(path=str(ARTIFACTS / "jupyterlab-learn-01.png"))


def test_voila_draws_the_live_app_not_the_stored_words(page: Page, voila_url, console_errors):
    page.goto(f"{voila_url}/voila/render/01-worked-example.ipynb")
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible()
    expect(page.get_by_text("Run this cell")).to_have_count(0)

"""JupyterLab as the project's environment serves it (issue 26.8): it loads with no console error (the
JupyterLite kernel extension, which only the static site's build needs, is kept off the lab page by the
package's server extension, `aggravation_nb.server.lab`), a stored app notebook says "Run this cell" in
words instead of "Error displaying widget: model not found", and a code-along notebook opens with its
stored answers. Run there, an app's language switch changes the app and leaves JupyterLab's own address
and `<html lang>` alone (26.6). The play app, run in a notebook there, takes its keys while the focus is
in it and keeps them from JupyterLab's command shortcuts (issue 26.5: A and B insert a cell, K selects the
one above); a key pressed elsewhere in the notebook is JupyterLab's as before. (That Voilà still draws the live app
is test_walkthrough_browser.py's.)

JupyterLab serves a copy of notebooks/ (a notebook run there is changed), with autosave off and an empty
workspace folder, so no tab of an earlier run opens again."""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from app_controls import app_area
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS, ROOT, end_process_tree, free_port, serving_env, wait_for_page

from aggravation_nb.i18n import text
from aggravation_nb.views import play

NO_AUTOSAVE = {"@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False}}
"""JupyterLab's settings for the test: a notebook run in the test is not saved while the test goes on."""


@contextlib.contextmanager
def running_lab(root: Path):
    """`jupyter lab` on 127.0.0.1 without a token, serving `root`, while the block runs."""
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    jupyter = Path(sys.executable).with_name("jupyter")
    with open(ARTIFACTS / "jupyterlab.log", "w") as log, tempfile.TemporaryDirectory() as folder:
        settings, workspaces = Path(folder, "settings"), Path(folder, "workspaces")
        for name, values in NO_AUTOSAVE.items():
            (settings / name).parent.mkdir(parents=True)
            (settings / name).write_text(json.dumps(values))
        server = subprocess.Popen(
            [
                str(jupyter),
                "lab",
                "--no-browser",
                f"--port={port}",
                "--ServerApp.ip=127.0.0.1",
                "--IdentityProvider.token=",
                "--ServerApp.password=",
                "--allow-root",
                f"--ServerApp.root_dir={root}",
                f"--LabApp.user_settings_dir={settings}",
                f"--LabApp.workspaces_dir={workspaces}",
            ],
            cwd=ROOT,
            env=serving_env(),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_for_page(f"http://127.0.0.1:{port}/lab", server, seconds=60)
            yield f"http://127.0.0.1:{port}"
        finally:
            end_process_tree(server)


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab") / "notebooks"
    shutil.copytree(ROOT / "notebooks", root)
    with running_lab(root) as base:
        yield base


def switch_the_app_to_russian(page: Page, app, notebook: str) -> None:
    """Press the running app's Русский: the app speaks Russian, and JupyterLab's address, `<html lang>`
    and the notebook's prose (every language's cells) stay as they were."""
    address, html_lang = page.url, page.evaluate("document.documentElement.lang")
    app.get_by_role("button", name=text("language-name", "ru"), exact=True).click()
    expect(app.get_by_role("button", name=text("new-game", "ru"), exact=True)).to_be_visible()
    expect(app.get_by_role("button", name=text("new-game", "en"), exact=True)).to_have_count(0)
    assert (page.url, page.evaluate("document.documentElement.lang")) == (address, html_lang)
    assert page.evaluate("document.documentElement.dataset.lang") is None
    for heading in prose_headings(notebook, ("lang-en", "lang-ru")):
        expect(page.get_by_role("heading", name=heading).first).to_be_visible()


def prose_headings(notebook: str, tags: tuple[str, ...]) -> list[str]:
    """The first heading of the markdown cell tagged with each of `tags` in `notebook`."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    return [
        next(line.lstrip("# ") for line in "".join(cell["source"]).splitlines() if line.startswith("#"))
        for tag in tags
        for cell in cells
        if tag in cell["metadata"].get("tags", [])
    ][: len(tags)]


def open_from_path(page: Page, path: str) -> None:
    """The next notebook opened in this JupyterLab, as a person does, from the File menu."""
    page.get_by_role("menuitem", name="File").click()
    page.get_by_role("menuitem", name="Open from Path…").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name="Path").fill(path)
    dialog.get_by_role("button", name="Open", exact=True).click()


def wait_for_the_kernel(page: Page, notebook: str) -> None:
    """Wait until the opened notebook's kernel is connected and idle, as its status bar says: JupyterLab
    drops a cell run while the kernel is still connecting (the cell keeps "[ ]:" and nothing runs), which
    is what a slow machine showed. (The toolbar's indicator says "idle" before it connects.)"""
    expect(page.get_by_role("tab", name=notebook)).to_have_attribute("aria-selected", "true")
    status_bar = page.get_by_role("contentinfo")
    expect(status_bar.get_by_text(notebook, exact=True)).to_be_visible()
    expect(status_bar.get_by_role("button", name=re.compile(r"\| Idle$"))).to_be_visible(timeout=90_000)


def said(app) -> str:
    """The words an app's status line shows."""
    return "".join(words for words, *_ in app.table.view["narration_parts"])


def test_a_stored_app_says_run_this_cell_and_a_code_along_notebook_opens_without_a_console_error(
    page: Page, lab_url, console_errors
):
    page.goto(f"{lab_url}/lab/tree/01-worked-example.ipynb")
    output = page.locator(".jp-OutputArea-output").filter(has_text="Run this cell to show the app")
    expect(output.first).to_be_visible(timeout=60_000)
    expect(page.get_by_text("Error displaying widget")).to_have_count(0)
    open_from_path(page, "learn/01-position.ipynb")
    expect(page.get_by_role("heading", name="1. Build a position and ask the engine").first).to_be_visible()
    expect(page.get_by_text("✓ Right: Oleg may call on 7♣ and 7♦ (A8).")).to_be_visible()
    expect(page.get_by_text("Error displaying widget")).to_have_count(0)
    page.wait_for_load_state("networkidle")
    page.screenshot(path=str(ARTIFACTS / "jupyterlab-learn-01.png"))

    open_from_path(page, "03-play.ipynb")
    wait_for_the_kernel(page, "03-play.ipynb")
    page.locator(".jp-CodeCell .jp-InputArea-editor").filter(has_text="play()").click()
    page.keyboard.press("Control+Enter")  # run the cell and stay on it (Shift+Enter would add a cell below)
    new_game = page.get_by_role("button", name="New game", exact=True)
    expect(new_game).to_be_visible(timeout=90_000)
    notebook = page.locator(".jp-NotebookPanel").filter(has=new_game)
    cells, app_cell = notebook.locator(".jp-Cell"), notebook.locator(".jp-Cell").filter(has=new_game)
    area = app_area(page, new_game)
    status = area.get_by_role("status")
    mirror = play("en")  # the same keys in Python: what each one does on the page
    mirror.mode.value = "relaxed"
    area.get_by_role("button", name="Relaxed (no clock)", exact=True).click()
    expect(status).to_have_text(said(mirror))
    area.get_by_role("button", name="Flip", exact=True).click()
    mirror.table.press("space")
    expect(status).to_have_text(said(mirror))
    expect(area.get_by_role("button", name="Flip", exact=True)).to_be_focused()
    count = cells.count()
    for key in ("a", "k"):  # a focused button keeps the letters (WCAG 2.1.4), from JupyterLab's commands too
        page.keyboard.press(key)
    page.keyboard.press("Space")  # and Space presses it
    mirror.table.press("space")
    expect(status).to_have_text(said(mirror))
    expect(cells).to_have_count(count)  # JupyterLab's A would have inserted a cell above
    area.get_by_role("group", name=text("table", "en")).get_by_role("button").first.focus()  # a card: the keys act
    for key in ("a", "k", "space"):  # K is the second player's, in a two-player game: nothing here
        if key == "space":
            area.get_by_role("group", name=text("table", "en")).get_by_role("button").first.evaluate("e => e.blur()")
        mirror.table.press(key)
        page.keyboard.press("Space" if key == "space" else key)
        expect(status).to_have_text(said(mirror))
        expect(cells).to_have_count(count)  # JupyterLab's A would have inserted a cell above
        expect(app_cell).to_have_class(re.compile(r"\bjp-mod-active\b"))  # and its K selected the one above
    notebook.locator(".jp-MarkdownCell").first.click()  # the focus in the notebook, out of the app
    page.keyboard.press("Escape")
    words = status.text_content()
    page.keyboard.press("a")
    expect(cells).to_have_count(count + 1)  # JupyterLab's A: a cell inserted above
    expect(status).to_have_text(words)
    page.screenshot(path=str(ARTIFACTS / "jupyterlab-play-keys.png"))
    switch_the_app_to_russian(
        page,
        page.locator(".jp-OutputArea").filter(
            has=page.get_by_role("button", name=text("language-name", "fr"), exact=True)
        ),
        "03-play.ipynb",
    )  # a name in every language

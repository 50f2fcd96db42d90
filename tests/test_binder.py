"""The published links: every Binder link names a notebook that exists, and binder/ installs a working Voilà."""

from __future__ import annotations

import re
import subprocess
import sys
import urllib.parse
import urllib.request
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

sys.path.insert(0, str(Path(__file__).parent / "browser"))
from voila_server import free_port, wait_for_page  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = {path.name for path in (ROOT / "notebooks").glob("*.ipynb")}
LINK = re.compile(r"https://mybinder\.org/v2/gh/[^)\s]+")


def binder_links() -> list[str]:
    return LINK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_every_binder_link_names_a_notebook_that_exists_and_every_app_has_one():
    voila_pages = []
    for link in binder_links():
        urlpath = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)["urlpath"][0]
        if urlpath.startswith("voila/render/"):
            path, _, query = urlpath.removeprefix("voila/render/").partition("?")
            assert query in ("", "lang=ru"), link
            assert path.startswith("notebooks/") and (ROOT / path).is_file(), link
            voila_pages.append(Path(path).name)
        else:
            assert urlpath == "lab", link
    assert sorted(set(voila_pages)) == sorted(NOTEBOOKS)
    assert all(voila_pages.count(name) == 2 for name in NOTEBOOKS), "one English and one Russian link each"


def test_binder_requirements_use_the_same_ranges_as_the_package():
    declared = {(r.name, r.specifier) for r in map(Requirement, metadata.requires("aggravation_nb")) if not r.marker}
    lines = [line.strip() for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert "." in lines
    assert {(r.name, r.specifier) for r in map(Requirement, (line for line in lines if line != "."))} == declared


def test_a_fresh_environment_from_binder_requirements_serves_the_index(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r",
                    "binder/requirements.txt"], cwd=ROOT, check=True, timeout=900)
    port = free_port()
    with open(tmp_path / "voila.log", "w") as log:
        server = subprocess.Popen([str(venv / "bin" / "voila"), "notebooks/index.ipynb", "--no-browser",
                                   f"--port={port}", "--Voila.ip=127.0.0.1"], cwd=ROOT, stdout=log,
                                  stderr=subprocess.STDOUT)
        try:
            url = f"http://127.0.0.1:{port}/"
            wait_for_page(url, server, seconds=120)
            with urllib.request.urlopen(url, timeout=120) as answer:
                page = answer.read().decode("utf-8")
        finally:
            server.terminate()
            server.wait(timeout=20)
    assert "Aggravation: learn the game by playing it" in page
    assert "01-worked-example.ipynb" in page and "fontawesome" not in page.lower()

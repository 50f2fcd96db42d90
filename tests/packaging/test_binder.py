"""The published links: one setting (`aggravation_nb.server.published`) makes every link (the README's demo links
and the site's class links: tests/packaging/test_readme.py, test_docs_site.py), and every Binder link names a
notebook that exists, with the package's own version ranges.

(That the static-site links name pages the build produced is checked where the site is built:
`tests/browser/test_static_site_links.py`. That binder/requirements.txt really builds a Voilà serving
the index takes a fresh environment, about half a minute: `benchmarks/binder_build.py` times it.)"""

from __future__ import annotations

import re
import urllib.parse
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.server.published import APPS, BINDER, LEARN, binder_link, learn_link, links_table

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = {path.stem for path in (ROOT / "notebooks").glob("*.ipynb")}
LINK = re.compile(r"https://mybinder\.org/v2/gh/[^)\s]+")


def test_every_app_is_published_and_every_binder_link_names_a_notebook_that_exists():
    assert set(APPS) == NOTEBOOKS
    voila_pages = []
    for link in LINK.findall(links_table()):
        assert link.startswith(BINDER + "?urlpath=")
        urlpath = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)["urlpath"][0]
        if urlpath == "lab":
            continue
        path, _, query = urlpath.removeprefix("voila/render/").partition("?")
        assert query in ("", *(f"lang={lang}" for lang in LANGUAGES[1:])), link
        assert path.startswith("notebooks/") and (ROOT / path).is_file(), link
        voila_pages.append(Path(path).stem)
    assert set(voila_pages) == NOTEBOOKS
    assert all(voila_pages.count(name) == len(LANGUAGES) for name in NOTEBOOKS), "one link in each language"
    assert binder_link("01-worked-example", "ru").endswith("01-worked-example.ipynb%3Flang%3Dru")


def test_binder_installs_the_package_with_the_apps_and_statistics_ranges():
    wanted = {
        (r.name, r.specifier)
        for r in map(Requirement, metadata.requires("aggravation_nb"))
        if r.marker is None or r.marker.evaluate({"extra": "apps"}) or r.marker.evaluate({"extra": "stats"})
    }
    lines = [
        line.strip()
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert "." in lines
    assert {(r.name, r.specifier) for r in map(Requirement, (line for line in lines if line != "."))} == wanted


def test_the_binder_link_to_jupyterlab_opens_the_code_along_notebooks_which_are_no_apps():
    urlpath = urllib.parse.parse_qs(urllib.parse.urlparse(learn_link()).query)["urlpath"][0]
    assert urlpath == f"lab/tree/{LEARN}" and (ROOT / LEARN).is_file()
    assert not set(APPS) & {path.stem for path in (ROOT / "notebooks" / "learn").glob("*.ipynb")}

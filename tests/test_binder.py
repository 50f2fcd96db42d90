"""The published links: every Binder link names a notebook that exists, with the package's own ranges.

(That binder/requirements.txt really builds a Voilà serving the index takes a fresh environment, about
half a minute: `benchmarks/binder_build.py` does it and times it.)"""

from __future__ import annotations

import re
import urllib.parse
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

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

"""Every static-site link of the README's table names a page that `scripts/publish` built, and the site's own
wheel holds what its pages read."""

from __future__ import annotations

import json
import re
import zipfile

from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.server.published import APPS, SITE, links_table, site_page


def test_every_site_link_names_a_page_the_build_produced(static_site):
    links = re.findall(re.escape(SITE) + r"[^)\s]+", links_table())
    assert len(links) == len(LANGUAGES) * len(APPS)
    for link in links:
        page = link.removeprefix(SITE).split("?")[0]
        assert (static_site / page).is_file(), f"{link}: the build made no {page}"
    assert {site_page(app, lang) for app in APPS for lang in LANGUAGES} == {link.removeprefix(SITE) for link in links}
    assert (static_site / "index.html").is_file()


def test_the_sites_own_wheel_leaves_out_the_statistics_run_it_drew_at_build_time(static_site):
    """The site has no numpy: the statistics page shows the plots `scripts/publish` drew."""
    (wheel,) = (static_site / "static" / "pyodide").glob("aggravation_nb-*.whl")
    with zipfile.ZipFile(wheel) as files:
        names = files.namelist()
    assert [name for name in names if name.startswith("aggravation_nb/games/aggravation/stats/runs.")], names
    assert not [name for name in names if name.endswith(".npz")], names


def test_the_site_reads_yaml_studies_with_pyyamls_plain_python_which_it_ships(static_site):
    """PyPI has no PyYAML wheel for Pyodide: the build makes a pure one, so a study file written by hand or
    downloaded from the recorder opens on the site (test_static_site_opens_a_recorded_study.py opens one)."""
    pyodide = static_site / "static" / "pyodide"
    entry = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]["pyyaml"]
    assert entry["imports"] == ["yaml"] and entry["file_name"].endswith("-py3-none-any.whl")
    with zipfile.ZipFile(pyodide / entry["file_name"]) as files:
        names = files.namelist()
    assert {"yaml/__init__.py", "yaml/scanner.py"} <= {name.removesuffix("c") for name in names}, names
    assert not [name for name in names if name.endswith((".so", ".pyd"))], names
    assert [name for name in names if name.endswith(".dist-info/licenses/LICENSE")], names

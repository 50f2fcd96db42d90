"""The study files of `notebooks/studies/` are published with the static site, where a link opens each
(`#study-file=studies/two-sevens.yaml`), and each of them opens as a study."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from aggravation_nb import read_study

ROOT = Path(__file__).parents[2]
SHIPPED = sorted((ROOT / "notebooks" / "studies").glob("*.yaml"))


def test_the_site_holds_the_study_files_beside_its_notebooks(tmp_path: Path, monkeypatch):
    sys.path.insert(0, str(ROOT / "scripts"))
    import publish

    monkeypatch.setattr(publish, "PUBLISHED", ())  # the notebooks alone: the statistics page takes a while
    publish.site_contents(tmp_path / "contents")
    published = sorted(path.name for path in (tmp_path / "contents" / "studies").iterdir())
    assert published == [path.name for path in SHIPPED] and "two-sevens.yaml" in published


@pytest.mark.parametrize("study", SHIPPED, ids=lambda path: path.name)
def test_each_study_shipped_beside_the_notebooks_opens(study: Path):
    assert read_study(study.read_bytes()).chapters


def test_the_studies_shipped_are_the_docs_pages_examples_of_the_aggravation_family():
    examples = re.findall(
        r"```yaml\n(study: 1\n.*?)```", (ROOT / "docs" / "studies.md").read_text(encoding="utf-8"), re.S
    )
    family = [source for source in examples if "\ngame: intrigue\n" not in source]  # the walkthrough's own
    assert sorted(family) == sorted(path.read_text(encoding="utf-8") for path in SHIPPED)

"""The README is a doorway: short, its two commands exactly, its picture a real file, its demo links the ones
`server/published.py` makes, and its engine example runs as a doctest."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

from aggravation_nb.server.published import binder_link, learn_link, site_link

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"


def test_the_readmes_examples_run():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS, report=False)
    assert result.failed == 0 and result.attempted >= 8, result


def test_the_readme_is_short_and_gives_the_two_commands_and_how_to_open_jupyterlab_on_another_port():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    assert "\nbash scripts/apps    #" in text and "\nbash scripts/test    #" in text
    assert "bash scripts/lab" in text and "PORT=" in text and (ROOT / "scripts" / "lab").is_file()
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text), "a dated figure belongs in benchmarks/RESULTS.md"


def test_the_readmes_picture_and_local_links_exist():
    text = README.read_text(encoding="utf-8")
    local = [link for link in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in link]
    assert any(link.endswith(".png") for link in local)
    missing = [link for link in local if not (ROOT / link).is_file()]
    assert not missing, missing


def test_the_readmes_demo_links_are_the_published_ones():
    text = README.read_text(encoding="utf-8")
    for link in (
        site_link("01-worked-example"),
        site_link("01-worked-example", "ru"),
        binder_link("index"),
        learn_link(),
    ):
        assert f"({link})" in text, link

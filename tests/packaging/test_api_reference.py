"""The API reference: every public name of the faces has a docstring with a short example, and the examples run
as doctests (the documentation site's reference shows them: tests/packaging/test_docs_site.py)."""

from __future__ import annotations

import doctest
import importlib
import inspect
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FACES = ("aggravation_nb", "aggravation_nb.intrigue", "aggravation_nb.views", "aggravation_nb.arena")
"""The modules teachers and learners import: the contract, which the reference documents."""
EXAMPLED_IN_THE_FACE = {"aggravation_nb.intrigue": {"VARIANTS", "FIRST_DEAL"}}
"""A dict (or a path) has no docstring of its own: its example is in the face's docstring, and in the reference's page
(docs/site/reference/intrigue.rst), both run as doctests."""
EXTRA = (
    "aggravation_nb.games.aggravation.play.arena",
    "aggravation_nb.games.aggravation.picture",
    "aggravation_nb.games.intrigue.picture",
    "aggravation_nb.games.aggravation.teaching.exercises",
    "aggravation_nb.games.intrigue.teaching.exercises",
    "aggravation_nb.core.checks",
    "aggravation_nb.widgets.stored",
    "aggravation_nb.server.lab",
)


def public_names() -> list[tuple[str, str, object]]:
    found = []
    for face in FACES:
        module = importlib.import_module(face)
        found += [(face, name, getattr(module, name)) for name in module.__all__]
    return found


def test_every_public_name_has_a_docstring_with_an_example():
    missing = []
    for face, name, value in public_names():
        if name in EXAMPLED_IN_THE_FACE.get(face, ()):
            examples = [line for line in inspect.getdoc(importlib.import_module(face)).splitlines() if ">>>" in line]
            if not any(name in line for line in examples):
                missing.append(f"{face}.{name} (in the face's docstring)")
        elif ">>>" not in (inspect.getdoc(value) or ""):
            missing.append(f"{face}.{name}")
    assert not missing, f"no example: {missing}"


def test_the_docstrings_the_issue_found_missing_are_there():
    from aggravation_nb import Game
    from aggravation_nb.views import PlayApp, PlayPanel

    for member in (Game.to_json, Game.outcome, Game.log, Game.to_cover, PlayApp.__init__, PlayPanel.__init__):
        assert inspect.getdoc(member), member


def doctest_modules() -> list:
    modules = {importlib.import_module(face) for face in FACES} | {importlib.import_module(name) for name in EXTRA}
    modules |= {inspect.getmodule(value) for _face, _name, value in public_names() if inspect.getmodule(value)}
    return sorted(
        (module for module in modules if module.__name__.startswith("aggravation_nb")),
        key=lambda module: module.__name__,
    )


@pytest.mark.parametrize("module", doctest_modules(), ids=lambda module: module.__name__)
def test_the_examples_run(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    assert result.failed == 0, (
        f"{result.failed} of {result.attempted} examples failed in {module.__name__}: "
        f"python -m doctest -v {module.__file__}"
    )


def test_the_examples_the_reference_pages_write_run():
    for page in sorted((ROOT / "docs" / "site" / "reference").glob("*.rst")):
        result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS, report=False)
        assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {page}"

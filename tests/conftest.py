"""The test layers as markers, given by directory, so `pytest -m "not browser"` runs the fast ones."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = {"tests/unit": "unit", "tests/widgets": "widgets", "tests/notebooks": "notebooks",
          "tests/packaging": "packaging", "tests/browser": "browser", "notebooks": "notebooks"}
"""Folder (from the repository root) → marker; nbval's notebook cells are in the notebooks layer."""


def layer_of(path: Path) -> str:
    """The layer a test file belongs to; a file outside every layer is an error, not a test no marker selects."""
    relative = path.resolve().relative_to(ROOT).as_posix()
    for folder, marker in LAYERS.items():
        if relative.startswith(folder + "/"):
            return marker
    raise pytest.UsageError(f"{relative} is in no test layer; put it under one of {sorted(set(LAYERS))}")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Before `-m` deselects anything, every item gets its layer's marker."""
    for item in items:
        item.add_marker(layer_of(item.path))

"""The golden files (tests/golden/): what the engine plays now, compared with the copy a person has read."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SHOWN = 120
"""Diff lines shown at most: enough to read what changed, not a whole file."""


def compare_with_golden(name: str, lines: list[str], refresh: str) -> None:
    """Fail with a unified diff (golden copy → fresh output) unless `lines` are the file's lines;
    `refresh` is the command that rewrites the file, to run only once the change is meant."""
    expected = (GOLDEN / name).read_text(encoding="utf-8").splitlines()
    if lines == expected:
        return
    diff = list(difflib.unified_diff(expected, lines, f"tests/golden/{name}", "the engine now", lineterm=""))
    shown = diff[:SHOWN] + ([f"... and {len(diff) - SHOWN} more diff lines"] if len(diff) > SHOWN else [])
    pytest.fail(
        f"tests/golden/{name} differs from what the engine plays now:\n"
        + "\n".join(shown)
        + f"\nIf the change is meant, rewrite the file with `{refresh}` and read its diff before committing.",
        pytrace=False,
    )


@pytest.fixture
def golden():
    """`golden(name, lines, refresh)`: see `compare_with_golden`."""
    return compare_with_golden

"""nbval runs a code-along notebook with its "your turn" cells filled by their reference solutions.

A cell tagged `your-turn` holds the blank a learner fills in; its metadata
holds the solution (`solution`), which is what runs here, against the
outputs `scripts/run_notebooks.py` stored from the same solutions.
"""

from __future__ import annotations

YOUR_TURN = "your-turn"


def pytest_itemcollected(item) -> None:
    cell = getattr(item, "cell", None)
    if cell is not None and YOUR_TURN in cell.get("metadata", {}).get("tags", []):
        cell.source = cell.metadata["solution"]

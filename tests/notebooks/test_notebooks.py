"""Every notebook is stored executed: strict nbval skips a cell without an execution count."""

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def test_there_are_notebooks():
    assert any(path.name == "index.ipynb" for path in NOTEBOOKS)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_code_cell_is_stored_executed_in_order(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    counts = [cell.get("execution_count") for cell in cells
              if cell["cell_type"] == "code" and "".join(cell["source"]).strip()]
    assert counts and None not in counts, f"{path.name} has unexecuted code cells"
    assert counts == sorted(counts), f"{path.name} was not run top to bottom"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_error_or_traceback_is_stored(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error"
            assert output.get("name") != "stderr"

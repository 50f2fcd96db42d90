"""Every notebook is stored executed: strict nbval skips a cell without an execution count.

Also: no stored output holds a live widget view (JupyterLab would say "Error displaying widget: model
not found" until the cell is run), and the code-along notebooks in notebooks/learn/ hold blanks in
their "your turn" cells, the reference solution beside each, and links to each other."""

import json
import re
from pathlib import Path

import pytest

from aggravation_nb.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LEARN = sorted((ROOT / "notebooks" / "learn").glob("*.ipynb"))
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + LEARN
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def cells_of(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def name(path: Path) -> str:
    return str(path.relative_to(ROOT / "notebooks"))


def test_there_are_notebooks():
    assert any(path.name == "index.ipynb" for path in NOTEBOOKS)
    assert [path.name[:3] for path in LEARN] == ["01-", "02-", "03-", "04-"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_every_code_cell_is_stored_executed_in_order(path):
    cells = cells_of(path)
    counts = [
        cell.get("execution_count") for cell in cells if cell["cell_type"] == "code" and "".join(cell["source"]).strip()
    ]
    assert counts and None not in counts, f"{path.name} has unexecuted code cells"
    assert counts == sorted(counts), f"{path.name} was not run top to bottom"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_no_error_or_traceback_is_stored(path):
    for cell in cells_of(path):
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error"
            assert output.get("name") != "stderr"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_a_stored_widget_says_run_this_cell_in_words_instead_of_a_view_without_its_model(path):
    for cell in cells_of(path):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            assert WIDGET_VIEW not in data, f"{path.name}: a widget view is stored (scripts/run_notebooks.py drops it)"
            if re.match(r"(AppPage|PageBar|GameView|PatienceView|ProgressBar)\(", "".join(data.get("text/plain", ""))):
                assert "".join(data["text/html"]).startswith('<p class="agg-run-to-show">▶ Run this cell')


@pytest.mark.parametrize("path", LEARN, ids=name)
def test_a_code_along_notebook_has_your_turn_cells_with_a_blank_a_solution_and_a_check(path):
    cells = cells_of(path)
    turns = [index for index, cell in enumerate(cells) if "your-turn" in cell["metadata"].get("tags", [])]
    assert turns, f"{path.name} has no your-turn cell"
    for index in turns:
        cell = cells[index]
        blank, solution = "".join(cell["source"]), cell["metadata"]["solution"]
        assert cell["cell_type"] == "code" and blank.strip() and solution.strip() and blank != solution
        compile(solution, f"{path.name} solution", "exec")
        check = next(c for c in cells[index + 1 :] if c["cell_type"] == "code")
        shown = "".join("".join(output.get("data", {}).get("text/plain", "")) for output in check["outputs"])
        assert shown.startswith("✓ Right: "), f"{path.name}: the check after a your-turn cell shows {shown!r}"
        heading = next(c for c in reversed(cells[:index]) if "lang-en" in c["metadata"].get("tags", []))
        assert "Your turn" in "".join(heading["source"])


@pytest.mark.parametrize("path", LEARN, ids=name)
def test_a_code_along_notebooks_prose_is_in_every_language_each_linked_to_its_neighbours(path):
    """Each English prose cell is followed by its Russian and French ones (the apps' pages and the documentation
    show one language's), and each language's last cell links the same neighbours."""
    cells = cells_of(path)
    prose = [cell for cell in cells if cell["cell_type"] == "markdown"]
    tags = [cell["metadata"].get("tags") for cell in prose]
    assert tags == [[f"lang-{lang}"] for _ in range(len(prose) // len(LANGUAGES)) for lang in LANGUAGES], tags
    position = LEARN.index(path)
    wanted = [neighbour.name for neighbour in (LEARN[position - 1 : position] if position else [])]
    wanted += [LEARN[position + 1].name] if position + 1 < len(LEARN) else ["../index.ipynb"]
    for last in prose[-len(LANGUAGES) :]:
        text = "".join(last["source"])
        assert re.findall(r"\]\(([^)]+\.ipynb)\)", text) == wanted, text
    assert all((path.parent / target).is_file() for target in wanted)
    english = "".join(prose[-len(LANGUAGES)]["source"])
    assert ("Previous" in english) == (position > 0) and ("Next" in english) == (position + 1 < len(LEARN))

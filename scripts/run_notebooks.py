"""Execute notebooks top to bottom and store them with their outputs.

The saved widget state (model ids that change on every run) is dropped:
nbval never compares it and Voilà runs the notebook afresh anyway. So is
every output's live widget view, which without that state would only say
"Error displaying widget: model not found" in JupyterLab: the widgets the
apps display carry a "Run this cell" line in HTML beside it
(`aggravation_nb.widgets.stored`), and that line is what is stored.

A code-along notebook's "your turn" cells (tagged `your-turn`) hold a blank
for the learner and the reference solution in their metadata (`solution`).
The notebook runs with the solutions, as nbval runs it
(notebooks/learn/conftest.py), and is stored with the blanks: what a stored
"your turn" cell shows beneath it is what a right answer gives.
"""

from __future__ import annotations

import sys

import nbformat
from nbclient import NotebookClient

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
YOUR_TURN = "your-turn"


def your_turn_cells(notebook) -> list:
    return [cell for cell in notebook.cells if YOUR_TURN in cell.get("metadata", {}).get("tags", [])]


def run(path: str) -> None:
    notebook = nbformat.read(path, as_version=4)
    blanks = [(cell, cell.source) for cell in your_turn_cells(notebook)]
    for cell, _blank in blanks:
        cell.source = cell.metadata["solution"]
    NotebookClient(notebook, kernel_name="python3", timeout=600).execute()
    for cell, blank in blanks:
        cell.source = blank
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    nbformat.write(notebook, path)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(f"run-notebooks: {path}")
        run(path)

"""A notebook whose kernel died before answering is started again once, and only then
(tests/notebook_kernels.py)."""

from __future__ import annotations

import pytest
from nbval.plugin import IPyNbFile
from notebook_kernels import DIED_AT_START, NotebookStartedAgain, start_again_if_dead


def a_notebook(monkeypatch, tmp_path, failures: list[RuntimeError]) -> tuple[NotebookStartedAgain, list[str]]:
    """A notebook whose kernel starts raise `failures` in turn, then succeed; and the starts seen."""
    starts: list[str] = []

    def start(notebook):
        starts.append(notebook.nodeid)
        if len(starts) <= len(failures):
            raise failures[len(starts) - 1]

    monkeypatch.setattr(IPyNbFile, "setup", start)
    monkeypatch.setattr("notebook_kernels.RESTARTS", tmp_path / "restarts.log")
    monkeypatch.setattr(NotebookStartedAgain, "nodeid", "notebooks/index.ipynb")
    return object.__new__(NotebookStartedAgain), starts


def test_a_kernel_that_died_at_its_start_is_started_again_and_logged(monkeypatch, tmp_path):
    notebook, starts = a_notebook(monkeypatch, tmp_path, [RuntimeError(DIED_AT_START)])
    notebook.setup()
    assert starts == ["notebooks/index.ipynb"] * 2
    assert (tmp_path / "restarts.log").read_text().startswith("notebooks/index.ipynb: Kernel died")


def test_a_kernel_that_dies_twice_fails_the_notebook(monkeypatch, tmp_path):
    notebook, starts = a_notebook(monkeypatch, tmp_path, [RuntimeError(DIED_AT_START)] * 2)
    with pytest.raises(RuntimeError, match=DIED_AT_START):
        notebook.setup()
    assert len(starts) == 2


def test_a_kernel_that_does_not_answer_in_time_is_not_started_again(monkeypatch, tmp_path):
    notebook, starts = a_notebook(monkeypatch, tmp_path, [RuntimeError("Kernel didn't respond in 60 seconds")])
    with pytest.raises(RuntimeError, match="respond"):
        notebook.setup()
    assert len(starts) == 1
    assert not (tmp_path / "restarts.log").exists()


def test_only_nbvals_notebooks_get_the_restart():
    class Cell:
        def __init__(self, parent):
            self.parent = parent

    notebook, module = object.__new__(IPyNbFile), object()
    start_again_if_dead([Cell(notebook), Cell(notebook), Cell(module)])
    assert type(notebook) is NotebookStartedAgain
    assert type(module) is object

"""A notebook's kernel started again, once, when it died before it answered: nbval starts one kernel per
notebook with its stderr thrown away, and on a loaded two-core machine a kernel has died at its start
(CI, 2026-12-04: `RuntimeError: Kernel died before replying to kernel_info`, every cell of index.ipynb
reported as an error, and the kernel's manager, kept alive by the traceback, later failing an unrelated test
with nbval's unclosed /dev/null). A kernel that never started has run none of the notebook, so starting it
again checks the same cells; a kernel that dies while a cell runs still fails that cell. Each restart is
written to test-artifacts/notebook-kernel-restarts.log, so a run says how often it happens."""

from __future__ import annotations

from pathlib import Path

import pytest
from nbval.plugin import IPyNbFile

RESTARTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "notebook-kernel-restarts.log"
DIED_AT_START = "Kernel died before replying to kernel_info"


class NotebookStartedAgain(IPyNbFile):
    """nbval's notebook, whose kernel is started a second time if the first died before answering."""

    def setup(self) -> None:
        try:
            super().setup()
        except RuntimeError as error:
            if DIED_AT_START not in str(error):
                raise
            RESTARTS.parent.mkdir(exist_ok=True)
            with RESTARTS.open("a", encoding="utf-8") as log:
                log.write(f"{self.nodeid}: {error}\n")
            super().setup()


def start_again_if_dead(items: list[pytest.Item]) -> None:
    """Give every collected notebook the restart above (nbval makes its notebooks itself, at collection)."""
    for notebook in {item.parent for item in items if type(item.parent) is IPyNbFile}:
        notebook.__class__ = NotebookStartedAgain

"""What a learner has done, kept in the browser so that it is still there after a reload.

A tiny anywidget with nothing to see: the page keeps `done` in its
localStorage under `key` (Voilà, JupyterLab and the static site alike, with
no server to remember anyone) and sends it back when the app is built again.
A page can send anything, so Python keeps only the ids it knows, and
progress only grows: a page cannot take back what was done here.

Beside it the page keeps `learner`, a number of the learner's own drawn once
by the browser (never from a clock), which seeds anything an app shows in a
learner's own order (the answers of the rules' questions), the same on every visit.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

STATIC = Path(__file__).parent / "static"
MAX_LEARNER = 2**31 - 1


class Progress(anywidget.AnyWidget):
    """`done`: the ids of the things done, in the order of `known`; kept in the browser under `key`."""

    _esm = STATIC / "progress.js"
    key = traitlets.Unicode(read_only=True).tag(sync=True)
    done = traitlets.List(traitlets.Unicode()).tag(sync=True)
    learner = traitlets.Int(0).tag(sync=True)
    """The learner's own number, 1 to `MAX_LEARNER`; 0 until the page says it (or the app was given one)."""

    def __init__(self, key: str, known, **kwargs) -> None:
        self.known = tuple(known)
        self._kept: list[str] = []
        super().__init__(**kwargs)
        self.set_trait("key", key)

    def __repr__(self) -> str:
        return f"Progress(key={self.key!r}, done={self.done!r})"

    @traitlets.validate("done")
    def _validate_done(self, proposal):
        # Against what was kept, not `self.done`: ipywidgets sets a page's update before validating it.
        asked = set(proposal.value)
        return [item for item in self.known if item in asked or item in self._kept]

    @traitlets.validate("learner")
    def _validate_learner(self, proposal):
        if isinstance(proposal.value, bool) or not 0 <= proposal.value <= MAX_LEARNER:
            raise traitlets.TraitError(f"a learner's number runs from 1 to {MAX_LEARNER}")
        return proposal.value

    @traitlets.observe("done")
    def _keep(self, change) -> None:
        self._kept = list(change["new"])

    def add(self, item: str) -> None:
        self.done = [*self.done, item]

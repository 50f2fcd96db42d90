"""The test layers as markers, given by folder, so `pytest -m "not browser"` runs the fast ones; and the
slow set-ups (the static site, a fresh install) begun in the background as soon as a run knows it needs them."""

from __future__ import annotations

import functools
import gc
import os
from pathlib import Path

import background_jobs
import pytest
from notebook_kernels import start_again_if_dead

ROOT = Path(__file__).resolve().parents[1]
LAYERS = {
    "tests/unit": "unit",
    "tests/widgets": "widgets",
    "tests/notebooks": "notebooks",
    "tests/packaging": "packaging",
    "tests/browser": "browser",
    "tests/hub": "hub",
    "notebooks": "notebooks",
}
"""Folder (from the repository root) → marker; nbval's notebook cells are in the notebooks layer."""


@functools.cache
def layer_of(path: Path) -> str:
    """The layer a test file belongs to; a file outside every layer is an error, not a test no marker selects.
    (Once a file: resolving a path for each of 2,300 tests took each test process half a second.)"""
    relative = path.resolve().relative_to(ROOT).as_posix()
    for folder, marker in LAYERS.items():
        if relative.startswith(folder + "/"):
            return marker
    raise pytest.UsageError(f"{relative} is in no test layer; put it under one of {sorted(set(LAYERS))}")


RUN_ORDER = ("browser", "hub", "notebooks", "widgets", "unit", "packaging")
"""Layers in the order a run hands their files to the test workers: the long files first, so that the many
short unit files even out the workers' ends (pyproject.toml turns off xdist's own reordering); packaging
last, its fresh install having been made in the background meanwhile."""


WHILE_BROWSERS_INSTALL = ("notebooks", "browser", "hub", "widgets", "unit", "packaging")
"""The order when the test command is installing the browsers beside the run (`BROWSER_INSTALL` set, on a
machine without them): the notebooks, which need no browser, first, so the workers run them meanwhile
instead of waiting. The environment decides, not the install's progress: every worker sorts alike."""


def run_order(item: pytest.Item) -> tuple[int, bool]:
    """A layer's place in the run's order; in the browser layer, the static site's tests last (their site is
    built in the background meanwhile)."""
    order = WHILE_BROWSERS_INSTALL if os.environ.get("BROWSER_INSTALL") else RUN_ORDER
    return order.index(layer_of(item.path)), "static_site" in getattr(item, "fixturenames", ())


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Before `-m` deselects anything, every item gets its layer's marker; then items go in RUN_ORDER
    (a stable sort: each file's tests stay together and in order)."""
    for item in items:
        item.add_marker(layer_of(item.path))
    items.sort(key=run_order)
    start_again_if_dead(items)


SAME_WORKER = (
    (
        "tests/browser/test_static_site_worked_example.py",
        "tests/browser/test_static_site_apps.py",
        "tests/browser/test_static_site_statistics_and_intrigue.py",
        "tests/browser/test_static_site_opens_a_recorded_study.py",
    ),
    (
        "tests/widgets/test_names_and_states.py",
        "tests/widgets/test_deal_number_box.py",
        "tests/widgets/test_typography_of_apps.py",
        "tests/widgets/test_fuzz_widgets.py",
        "tests/widgets/test_live_language.py",
    ),
)
"""Groups of test files that each run on one test worker: the static site's pages, whose first visit in
a browser profile starts Pyodide without the kernel's snapshot (some 15 s more than the visits after), so
that one worker's profile pays it, not both; and the widget tests that build the statistics page in English,
Russian and French, whose plots a process draws once a language (`apps.statistics` keeps them: 0.65 s a
language), not once in each worker. (xdist's own `loadgroup` cannot do it: under pytest 9 the group it
writes into a test's id is lost.)"""
GROUP_OF = {path: group[0] for group in SAME_WORKER for path in group}


@pytest.hookimpl(optionalhook=True)  # a run without pytest-xdist knows no such hook
def pytest_xdist_make_scheduler(config, log):
    """`--dist loadfile` (pyproject.toml) as xdist does it, every file whole on one worker, but each group of
    SAME_WORKER's files as if it were one file."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class TogetherScheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return GROUP_OF.get(scope, scope)

    return TogetherScheduling(config, log)


def shared_folder(config: pytest.Config) -> Path:
    """The run's base temporary folder, which every process of the run sees (a test worker's own is inside it)."""
    base = config._tmp_path_factory.getbasetemp()  # as pytest-xdist finds it to give each worker its own
    return base.parent if hasattr(config, "workerinput") else base


GC_THRESHOLDS = (10_000, 10, 10)
"""How often each test process collects garbage: the widget tests leave hundreds of thousands of objects alive (every
widget stays registered until closed), and at Python's default (700, 10, 10) each process spent about 3 s of a run in
the collector, most of it walking those objects again; at these about 1 s. A cycle left by a test is still collected
within some 10,000 allocations, so a finalizer that fails is still reported by a test soon after."""


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*GC_THRESHOLDS)


def pytest_collection_finish(session: pytest.Session) -> None:
    """The modules imported and the tests collected live for the whole run: frozen, the collector no longer walks
    them. Run without test workers: begin the background jobs the selected tests need."""
    gc.collect()
    gc.freeze()
    if not hasattr(session.config, "workerinput") and not session.config.option.collectonly:
        background_jobs.start_needed(shared_folder(session.config), [item.nodeid for item in session.items])


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node, ids: list[str]) -> None:
    """Run with test workers: the controller begins them once a worker has collected (before any test runs)."""
    if not node.config.option.collectonly:
        background_jobs.start_needed(shared_folder(node.config), ids)


def pytest_sessionfinish(session: pytest.Session) -> None:
    background_jobs.stop_unfinished()


@pytest.fixture(scope="session", autouse=True)
def collected_at_the_end():
    """After a process's last test: collect the garbage once, inside that test's teardown (so a finalizer that
    fails there is reported by that test, also from a test worker), and freeze what is left alive (every widget a
    test built), so that pytest's last collections and the process's exit walk less of it: the test workers took
    1.6–2.2 s to end after their last tests, now 0.4–1.3 s."""
    yield
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def run_folder(pytestconfig) -> Path:
    """The folder the background jobs work in (see `shared_folder`)."""
    return shared_folder(pytestconfig)

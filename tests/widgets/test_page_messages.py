"""A widget message that a widget refuses never shows a traceback on the page (issue: hostile input).

ipywidgets reports a refused update through IPython's `showtraceback`, which
sends the server's paths and source lines to the page. Here a stand-in shell
records every `showtraceback` call: a refused message must make none, change
nothing, and leave the app working.
"""

import logging
from unittest import mock

import pytest

from aggravation_nb.server import messages
from aggravation_nb.views import PlayApp, walkthrough


class Shell:
    def __init__(self):
        self.tracebacks = 0

    def showtraceback(self, *args, **kwargs):
        self.tracebacks += 1


@pytest.fixture
def shell():
    """A guarded kernel (as every app page makes it) whose tracebacks are counted."""
    messages.guard_page()
    fake = Shell()
    with mock.patch("ipywidgets.widgets.widget.get_ipython", return_value=fake):
        yield fake


def update(widget, **state):
    widget._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []})


def test_a_refused_slider_value_shows_no_traceback_and_changes_nothing(shell):
    app = walkthrough("en")
    app.next_button.click()
    step = app.story.step
    update(app.step_slider, value="x")
    update(app.chapter_choice, index=None)
    update(app.panel.who_acts, index="none")
    assert shell.tracebacks == 0
    assert app.step_slider.value == step + 1 and step == app.story.step and app.failures == 0
    app.next_button.click()
    assert app.story.step == step + 1


def custom(widget, content, buffers=()):
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": list(buffers)})


@pytest.mark.parametrize(
    "content, buffers",
    [
        ({"kind": "file"}, [b"\xff\xfe"]),
        ({"kind": "too-big", "size": "x"}, []),
        ("x", []),
        (None, []),
        ({"kind": "file"}, []),
    ],
)
def test_a_malformed_file_shows_no_traceback_and_the_game_stays(shell, content, buffers):
    app = PlayApp("en", seed=3, mode="relaxed")
    before = app.game.to_json()
    custom(app.load_upload, content, buffers)
    update(app.load_upload, max_bytes=10**9)  # read-only: refused
    assert shell.tracebacks == 0 and app.failures == 0
    assert app.game.to_json() == before and app.load_upload.max_bytes == 1_000_000


def test_a_flood_of_refused_messages_is_logged_once(shell, caplog):
    app = walkthrough("en")
    already = messages.refused[("IntSlider", "TraitError")]
    with caplog.at_level(logging.WARNING, logger="aggravation_nb"):
        for _ in range(500):
            update(app.step_slider, value="x")
    assert messages.refused[("IntSlider", "TraitError")] == already + 500
    assert len([r for r in caplog.records if "IntSlider" in r.getMessage()]) == (1 if already == 0 else 0)
    assert shell.tracebacks == 0


def test_a_page_cannot_rewrite_a_read_only_trait_such_as_the_rule_texts(shell):
    from aggravation_nb.views import page_bar

    bar = page_bar("en")
    before = dict(bar.rules)
    update(bar, rules={"A7": {"name": "Rule A7", "html": "<img src=x onerror=alert(1)>"}})
    assert bar.rules == before and shell.tracebacks == 0
    update(bar, lang="ru")
    assert bar.lang == "ru", "a writable trait is still the page's to set"


IMPORT_EVERYTHING = """
import logging, sys
import ipywidgets
handle = ipywidgets.Widget._handle_msg
import aggravation_nb, aggravation_nb.intrigue, aggravation_nb.views
from aggravation_nb.views import intrigue, statistics
assert ipywidgets.Widget._handle_msg is handle, "importing the package patched ipywidgets"
assert not logging.getLogger("aggravation_nb").handlers, "importing the package added a log handler"
from aggravation_nb.views import walkthrough
walkthrough("en")
assert ipywidgets.Widget._handle_msg is not handle, "building an app page guards its messages"
assert logging.getLogger("aggravation_nb").handlers
print("ok")
"""


def test_importing_the_package_patches_nothing_and_building_a_page_guards_it():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", IMPORT_EVERYTHING], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "ok", done.stderr

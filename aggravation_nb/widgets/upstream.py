"""Every reach into another package's private names, in one place.

The package needs a few things that ipywidgets, traitlets, ipykernel,
jupyter_client and Voilà offer no public way to do. Each is a small function
here, and nowhere else does the package read another package's private name
or assign to another package's class (tests/unit/core/test_private_names.py
scans for it). tests/packaging/test_upstream_shape.py checks that each name
used here still exists with the shape it has in the versions pyproject.toml
admits, so an upgrade that changes one fails there, loudly, before a page
does. Each part names the upstream issue to watch for a public way.

Nothing here imports jupyter_server or Voilà: the kernel manager's parts
take the manager they read, so the light install (ipywidgets only) imports
this module too.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget import _put_buffers

# --- ipywidgets: a refused page message. ipywidgets answers a message a widget refuses with IPython's
# showtraceback, which reaches the page whatever Voilà's show_tracebacks says. To watch:
# https://github.com/voila-dashboards/voila/issues/604 (tracebacks shown without debug mode).


Handler = Callable[[widgets.Widget, dict], None]

_installed: list[Handler] = []
"""The handler `handle_widget_messages` put in place, once per process."""


def handle_widget_messages(handle: Callable[[Handler, widgets.Widget, dict], None]) -> None:
    """Route every widget's page messages through `handle(plain, widget, msg)`, where `plain` is
    ipywidgets' own handler without its traceback decorator. Idempotent: the first call wins. A widget
    binds the handler when it opens its comm, so this comes before the page's widgets are built."""
    if _installed and widgets.Widget._handle_msg is _installed[0]:
        return
    plain = _undecorated(widgets.Widget._handle_msg)

    def _handle_msg(self: widgets.Widget, msg: dict) -> None:
        handle(plain, self, msg)

    _installed[:] = [_handle_msg]
    widgets.Widget._handle_msg = _handle_msg


def _undecorated(method: Callable) -> Callable:
    """ipywidgets wraps `_handle_msg` in `_show_traceback`, whose closure holds the plain method."""
    inner = inspect.getclosurevars(method).nonlocals.get("method")
    return inner if callable(inner) else method


def put_buffers(state: dict, buffer_paths: list, buffers: list) -> None:
    """Put a message's binary buffers into its state, where ipywidgets would before setting it."""
    _put_buffers(state, buffer_paths, buffers)


def validate_trait(widget: widgets.Widget, name: str, value: object) -> object:
    """The value the page sent for trait `name`, deserialised and validated (cross-validation
    included) as setting it would, without setting it: a refused one raises `TraitError`."""
    from_json = widget.trait_metadata(name, "from_json", widget._trait_from_json)
    return widget.traits()[name]._validate(widget, from_json(value, widget))


@contextmanager
def choice_kept(selection: widgets.Widget) -> Iterator[None]:
    """New options for a selection without ipywidgets choosing the first one: it does not while it
    builds the widget, which is the state it is put in here. To watch:
    https://github.com/jupyter-widgets/ipywidgets/issues/3309 (keeping the value on new options)."""
    selection._initializing_traits_ = True
    try:
        yield
    finally:
        selection._initializing_traits_ = False


# --- ipykernel: the kernel's own stderr. ipykernel sends what reaches file descriptor 2 to the page,
# and keeps a copy of the original descriptor for the server's log.


def kernel_stderr_fd() -> int | None:
    """The file descriptor of the kernel process's own stderr (the server's log), if ipykernel has one."""
    original = getattr(sys.stderr, "_original_stdstream_copy", None)
    return original if isinstance(original, int) else None


# --- jupyter_client, jupyter_server and Voilà: the kernels a manager holds. To watch:
# https://github.com/voila-dashboards/voila/issues/617 (a maximum number of live kernels) and
# https://github.com/voila-dashboards/voila/issues/849 (kernels of pages no longer viewed).


def kernels_alive(manager: Any) -> int:
    """Kernels started or starting (jupyter_client keeps a starting one apart until it is ready)."""
    return len(manager._kernels.keys() | manager._pending_kernels.keys())


def page_connections(manager: Any, kernel_id: str) -> int:
    """How many page websockets are connected to a kernel (jupyter_server's count)."""
    return manager._kernel_connections.get(kernel_id, 0)


def preheated_pools(manager: Any) -> dict[str, list]:
    """Voilà's preheated kernels, by notebook: each a list of tasks that start one (none without preheating)."""
    return getattr(manager, "_pools", {})

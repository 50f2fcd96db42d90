"""Each private name `widgets/upstream.py` uses still has the shape it relies on, in the installed
ipywidgets, traitlets, ipykernel, jupyter_client, jupyter_server and Voilà: an upgrade that changes one
fails here, loudly, naming what moved, before a page does. (Each part of upstream.py names the upstream
issue to watch for a public way.)"""

from __future__ import annotations

import inspect

import ipykernel.iostream
import ipywidgets as widgets
import pytest
import traitlets
from ipywidgets.widgets import widget as widget_module
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from voila.voila_kernel_manager import voila_kernel_manager_factory

from aggravation_nb.server.serving import AppKernelManager
from aggravation_nb.widgets import upstream


def test_ipywidgets_still_wraps_its_message_handler_in_a_traceback_decorator_around_method():
    source = inspect.getsource(widgets.Widget)
    assert "@_show_traceback\n    def _handle_msg(self, msg):" in source, "ipywidgets' Widget._handle_msg changed"

    def plain(self, msg):
        return msg

    decorated = widget_module._show_traceback(plain)
    assert upstream._undecorated(decorated) is plain, "ipywidgets' _show_traceback no longer closes over `method`"


def test_ipywidgets_still_puts_buffers_into_a_state_by_path():
    state = {"value": [{"data": None}]}
    upstream.put_buffers(state, [["value", 0, "data"]], [b"bytes"])
    assert state == {"value": [{"data": b"bytes"}]}, "ipywidgets' _put_buffers changed"


def test_traitlets_still_validates_and_cross_validates_a_value_without_setting_it():
    slider = widgets.IntSlider(value=3, max=10)
    assert upstream.validate_trait(slider, "value", 40) == 10  # IntSlider's own cross-validation clamps
    with pytest.raises(traitlets.TraitError):
        upstream.validate_trait(slider, "value", "four")
    choice = widgets.Dropdown(options=["a", "b"])
    with pytest.raises(traitlets.TraitError):
        upstream.validate_trait(choice, "index", 5)
    assert slider.value == 3 and choice.index == 0


def test_a_selection_still_keeps_its_choice_on_new_options_while_it_is_being_built():
    choice = widgets.Dropdown(options=["a", "b"], index=1)
    with upstream.choice_kept(choice):
        choice.options = ["c", "d"]
    assert choice.index == 1, "ipywidgets' _initializing_traits_ no longer keeps the choice"
    choice.options = ["e", "f"]
    assert choice.index == 0, "ipywidgets now keeps the choice on new options: upstream.choice_kept may go"


def test_ipykernel_still_keeps_a_copy_of_the_original_stderr():
    assert "self._original_stdstream_copy" in inspect.getsource(ipykernel.iostream.OutStream), (
        "ipykernel's OutStream no longer keeps _original_stdstream_copy"
    )


def test_jupyter_server_still_counts_kernels_and_their_page_connections_where_upstream_reads_them():
    manager = AsyncMappingKernelManager()
    manager._kernels["started"] = object()
    manager._pending_kernels["starting"] = object()
    manager._kernel_connections["started"] = 2
    assert upstream.kernels_alive(manager) == 2
    assert upstream.page_connections(manager, "started") == 2 and upstream.page_connections(manager, "gone") == 0
    assert "started" in manager and "starting" not in manager


def test_voila_still_keeps_its_preheated_pools_by_notebook_and_refills_them():
    pooled = voila_kernel_manager_factory(AppKernelManager, preheat_kernel=True, default_pool_size=1)
    source = inspect.getsource(pooled)
    assert "self._pools: TypeDict[str, List[TypeDict]] = {}" in source, "Voilà's _pools changed"
    assert "notebook_name" in inspect.signature(pooled.fill_if_needed).parameters, "Voilà's fill_if_needed changed"
    assert upstream.preheated_pools(AsyncMappingKernelManager()) == {}

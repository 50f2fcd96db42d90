"""Serving the apps with Voilà: bounded kernels, freed when their page goes, and a fast websocket.

Every page view starts a kernel of about 100 MB. Stock Voilà keeps it until
an idle cull (minutes later), never caps how many run, and cannot shut one
down when its tab closes (its beacon is refused for a missing XSRF token).
`AppKernelManager` (voila.json: `VoilaConfiguration.multi_kernel_manager_class`)
adds three things:

- a cap on live kernels (`max_kernels`, by default what the machine's memory
  holds: `capacity.py`): past it a page gets a plain "too many visitors, try
  again" answer instead of a kernel, which tells a teacher what to do;
- a page's kernel is shut down `closed_tab_grace` seconds after its last
  websocket closes (a tab closed, reloaded or crashed), unless the page
  reconnects; a connected student is never culled;
- a kernel that no page ever connects to (a bare request for the page, as a
  script would make) is shut down after `unclaimed_timeout` seconds.

Only the page holding a kernel's id can connect to it, so no page can shut
down another's. Preheated kernels waiting in Voilà's pool are left alone.
The checks run on timers, so culling needs no polling of every kernel. What
this reads of jupyter_client's, jupyter_server's and Voilà's internals is in
`widgets/upstream.py`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Integer, default

from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.server.capacity import available_memory, kernels_for_memory
from aggravation_nb.widgets.upstream import kernels_alive, page_connections, preheated_pools


class FullHouse(HTTPError):
    """503, with its words in every language (the template's error.html shows the page's own), the teacher's
    among them: how many pages this server holds and what to do."""

    def __init__(self, most: int) -> None:
        super().__init__(503, reason=text("full.title"))
        self.words = {
            lang: {
                "title": text("full.title", lang),
                "body": text("full.body", lang),
                "teacher": text("full.teacher", lang, count=most),
            }
            for lang in LANGUAGES
        }


class AppKernelManager(AsyncMappingKernelManager):
    """Kernels for app pages: capped, and freed once no page is connected to them.

    One check serves both ways a kernel loses its page: `unclaimed_timeout`
    after it starts and `closed_tab_grace` after its last websocket closes,
    a kernel with no page connected is shut down; one still waiting in Voilà's
    preheated pool is checked again later instead.
    """

    max_kernels = Integer(
        config=True, help="Most kernels alive at once, preheated ones included; by default, what memory holds."
    )
    closed_tab_grace = Integer(30, config=True, help="Seconds a page's kernel outlives its last websocket.")
    unclaimed_timeout = Integer(60, config=True, help="Seconds a kernel may wait for its page to connect.")
    fill_if_needed: Callable[..., object]
    """Voilà's, on the class it makes of this one when it preheats kernels (`preheat_kernel`)."""

    @default("max_kernels")
    def _sized_to_memory(self) -> int:
        return kernels_for_memory(available_memory())

    # jupyter_client types start_kernel and shutdown_kernel as their synchronous wrappers: hence the ignores.
    async def start_kernel(self, *args, **kwargs):  # type: ignore[override]
        alive = kernels_alive(self)
        if alive >= self.max_kernels:
            self.log.warning("refused a kernel: %d are alive (max_kernels)", alive)
            raise FullHouse(self.max_kernels)
        kernel_id = await super().start_kernel(*args, **kwargs)
        self._check_later(kernel_id, self.unclaimed_timeout)
        return kernel_id

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):  # type: ignore[override]
        await super().shutdown_kernel(kernel_id, *args, **kwargs)
        self._refill_pools()

    def notify_disconnect(self, kernel_id) -> None:
        super().notify_disconnect(kernel_id)
        if kernel_id in self and page_connections(self, kernel_id) == 0:
            self._check_later(kernel_id, self.closed_tab_grace)

    def _check_later(self, kernel_id, seconds: int) -> None:
        asyncio.get_event_loop().call_later(
            seconds, lambda: asyncio.ensure_future(self._shut_if_pageless(kernel_id, seconds))
        )

    async def _shut_if_pageless(self, kernel_id, seconds: int) -> None:
        if kernel_id not in self or page_connections(self, kernel_id):
            return
        if self._may_wait_in_pool(kernel_id):
            self._check_later(kernel_id, seconds)
            return
        self.log.info("shutting down kernel %s: no page is connected to it", kernel_id)
        await self.shutdown_kernel(kernel_id)

    def _may_wait_in_pool(self, kernel_id) -> bool:
        """Whether a kernel waits in Voilà's preheated pool (or may: a pool kernel still starting)."""
        for pool in preheated_pools(self).values():
            for task in pool:
                if not task.done() or (not _failed(task) and task.result().get("kernel_id") == kernel_id):
                    return True
        return False

    def _refill_pools(self) -> None:
        """A preheated pool whose refill was refused at the cap starts again once a kernel is freed."""
        for name, pool in preheated_pools(self).items():
            refused = [task for task in pool if _failed(task)]
            if refused:
                pool[:] = [task for task in pool if task not in refused]
                self.fill_if_needed(notebook_name=name)


def _failed(task: asyncio.Future) -> bool:
    return task.done() and (task.cancelled() or task.exception() is not None)


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):
    """The stock kernel websocket (same message checks), with TCP_NODELAY on its socket.

    A click on a card sends a small comm message and gets small ones back; with
    Nagle's algorithm on, each waits for the previous ACK (about 40 ms here).
    """

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()

"""Serving the apps with Voilà: bounded kernels, freed when their page goes, and a fast websocket.

Every page view starts a kernel of about 100 MB. Stock Voilà keeps it until
an idle cull (minutes later), never caps how many run, and cannot shut one
down when its tab closes (its beacon is refused for a missing XSRF token).
`AppKernelManager` (voila.json: `VoilaConfiguration.multi_kernel_manager_class`)
adds three things:

- a cap on live kernels (`max_kernels`): past it a page gets a plain
  "too many visitors, try again" answer instead of a kernel;
- a page's kernel is shut down `closed_tab_grace` seconds after its last
  websocket closes (a tab closed, reloaded or crashed), unless the page
  reconnects; a connected student is never culled;
- a kernel that no page ever connects to (a bare request for the page, as a
  script would make) is shut down after `unclaimed_timeout` seconds.

Only the page holding a kernel's id can connect to it, so no page can shut
down another's. Preheated kernels waiting in Voilà's pool are left alone.
"""

from __future__ import annotations

import asyncio
import time

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Integer


class TooManyKernels(HTTPError):
    """The server is full: answered as 503, which the template's error.html words for a visitor."""

    def __init__(self, limit: int) -> None:
        super().__init__(503, reason="Too many visitors right now")
        self.limit = limit


class AppKernelManager(AsyncMappingKernelManager):
    """Kernels for app pages: capped, and freed when their page is gone."""

    max_kernels = Integer(20, config=True, help="Most kernels alive at once, preheated ones included.")
    closed_tab_grace = Integer(30, config=True, help="Seconds a page's kernel outlives its last websocket.")
    unclaimed_timeout = Integer(60, config=True, help="Seconds a kernel may wait for its page to connect.")

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._starting = 0
        self._started_at: dict[str, float] = {}
        self._ever_connected: set[str] = set()
        self._preheated: set[str] = set()

    async def start_kernel(self, *args, **kwargs):
        if len(self._kernels) + self._starting >= self.max_kernels:
            self.log.warning("refused a kernel: %d are alive (max_kernels)", len(self._kernels))
            raise TooManyKernels(self.max_kernels)
        self._starting += 1
        try:
            kernel_id = await super().start_kernel(*args, **kwargs)
        finally:
            self._starting -= 1
        self._started_at[kernel_id] = time.monotonic()
        if kwargs.get("env", {}).get("VOILA_PREHEAT") == "True":
            self._preheated.add(kernel_id)
        return kernel_id

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        for known in (self._ever_connected, self._preheated):
            known.discard(kernel_id)
        self._started_at.pop(kernel_id, None)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)
        self._refill_pools()

    def _refill_pools(self) -> None:
        """A preheated pool whose refill was refused at the cap starts again once a kernel is freed."""
        for name, pool in getattr(self, "_pools", {}).items():
            refused = [task for task in pool if _failed(task)]
            if refused:
                pool[:] = [task for task in pool if task not in refused]
                self.fill_if_needed(notebook_name=name)

    def notify_connect(self, kernel_id) -> None:
        super().notify_connect(kernel_id)
        self._ever_connected.add(kernel_id)

    def notify_disconnect(self, kernel_id) -> None:
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id) == 0:
            asyncio.get_event_loop().call_later(
                self.closed_tab_grace, lambda: asyncio.ensure_future(self._shut_if_left(kernel_id)))

    async def _shut_if_left(self, kernel_id) -> None:
        if kernel_id in self._kernels and self._kernel_connections.get(kernel_id) == 0:
            self.log.info("shutting down kernel %s: its page has gone", kernel_id)
            await self.shutdown_kernel(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id):
        if self._unclaimed(kernel_id):
            self.log.info("shutting down kernel %s: no page connected to it", kernel_id)
            await self.shutdown_kernel(kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    def _unclaimed(self, kernel_id) -> bool:
        waited = time.monotonic() - self._started_at.get(kernel_id, time.monotonic())
        if kernel_id in self._ever_connected or waited < self.unclaimed_timeout:
            return False
        return kernel_id not in self._preheated or not self._in_pool(kernel_id)

    def _in_pool(self, kernel_id) -> bool:
        """Whether a preheated kernel still waits in Voilà's pool (or may: a pool still starting)."""
        for pool in getattr(self, "_pools", {}).values():
            for task in pool:
                if not task.done() or (not _failed(task) and task.result().get("kernel_id") == kernel_id):
                    return True
        return False


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

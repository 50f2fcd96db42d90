"""Serving the apps with Voilà: a kernel websocket that sends small messages at once.

A click on a card sends a small comm message and gets small ones back; with
Nagle's algorithm on, each waits for the previous ACK (about 40 ms here).
Setting TCP_NODELAY on the websocket removes that wait. Voilà takes this
class through its `kernel_websocket_connection_class` setting (voila.json).
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):
    """The stock connection (same message checks), with TCP_NODELAY on its socket."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()

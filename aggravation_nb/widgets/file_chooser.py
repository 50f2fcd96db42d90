"""A button that gives the kernel one file the learner chooses (Load game's), checked for size in the page.

ipywidgets' FileUpload sends any file whole, and one larger than the server's limit on a message cuts the
page's connection with nothing said; its file input is never in the page, so nothing there can check it
first. This chooser's page script sends a file larger than `max_bytes` as its size alone; what arrives is
anybody's, so the file's receiver checks its size again (`SaveLoad.load`, which code calls too).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anywidget
import traitlets

MAX_FILE_BYTES = 1_000_000
"""The largest file Load takes: a saved game is a few kB."""


class FileChooser(anywidget.AnyWidget):
    """`description` on the button; `chosen(data)` gets a file's bytes (None for a message that is no
    file), `too_big(size)` the size of a file larger than `max_bytes`.

    >>> chooser = FileChooser(print, print, description="Choose a saved game")
    >>> chooser._received(None, {"kind": "too-big", "size": 2_000_000}, [])
    2000000
    """

    _esm = Path(__file__).parent / "static" / "file_chooser.js"
    description = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)
    max_bytes = traitlets.Int(MAX_FILE_BYTES, read_only=True).tag(sync=True)

    def __init__(self, chosen: Callable[[bytes | None], None], too_big: Callable[[int], None], **kwargs) -> None:
        super().__init__(**kwargs)
        self._chosen, self._too_big = chosen, too_big
        self.on_msg(self._received)

    def _received(self, _widget, content, buffers) -> None:
        kind = content.get("kind") if isinstance(content, dict) else None
        size = content.get("size") if isinstance(content, dict) else None
        if kind == "file" and len(buffers) == 1:
            self._chosen(bytes(buffers[0]))  # its receiver checks the size too (`SaveLoad.load`): code gives files
        elif kind == "too-big" and type(size) is int and size > self.max_bytes:
            self._too_big(size)
        else:
            self._chosen(None)

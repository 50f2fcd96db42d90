"""The anywidget both card tables are: each one file of JS that imports what they share.

anywidget loads a widget's `_esm` from a blob: URL, against which a relative
`import "./card_table_common.js"` cannot resolve, and the page may fetch
nothing from elsewhere. So the shared module's source travels with the
widget, as the synced trait `common_js`, and the page imports it from a blob
of its own, the way anywidget imports `_esm`: it works wherever anywidget does
(Voilà, JupyterLab, the static site).

Both tables also listen for keys alike: the keys a table listens for on the
page, and the check that a key the page reports is one of them, are here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anywidget
import traitlets

STATIC = Path(__file__).parent / "static"
COMMON_JS = (STATIC / "card_table_common.js").read_text(encoding="utf-8")


class TableWidget(anywidget.AnyWidget):
    """A card table whose front end imports `card_table_common.js` from `common_js`.

    That source is the package's alone: read-only, and checked on every set,
    since ipywidgets sets a page's update with `set_trait`, which a read-only
    trait does not stop.
    """

    common_js = traitlets.Unicode(COMMON_JS, read_only=True).tag(sync=True)
    shortcut_keys = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Keys this table listens for on the whole page ("a", "space", "arrowright", ...); none by default."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._keys: frozenset[str] = frozenset()
        self._key_handlers: list[Callable[[str], object]] = []

    def listen(self, keys) -> None:
        """Listen for these keys on the page."""
        self._keys = frozenset(keys)
        self.shortcut_keys = sorted(self._keys)

    def on_key(self, handler) -> None:
        """`handler(key)` when a person presses one of the keys listened for."""
        self._key_handlers.append(handler)

    def press(self, key: str) -> None:
        """Act as if a person pressed this key on the page."""
        self._received(self, {"key": key}, [])

    def _took_key(self, content) -> bool:
        """Hand a key message to the key handlers. Checked against the keys Python listens for,
        never the synced trait, which a page can set to anything."""
        if isinstance(content, dict) and isinstance(content.get("key"), str) and content["key"] in self._keys:
            for handler in self._key_handlers:
                handler(content["key"])
            return True
        return False

    @traitlets.validate("common_js")
    def _validate_common_js(self, proposal):
        if proposal.value != COMMON_JS:
            raise traitlets.TraitError("common_js is the package's front-end code, not the page's to set")
        return proposal.value

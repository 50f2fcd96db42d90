"""The anywidget both card tables are: each one bundled ES module, built from `js/`.

anywidget loads a widget's `_esm` from a blob: URL, against which a relative
`import "./card_table_common.js"` cannot resolve, and the page may fetch
nothing from elsewhere. So each table's module and the module both share are
bundled into one file by esbuild (`scripts/build-js`), committed under
`static/`: the package installs and runs without Node, and works wherever
anywidget does (Voilà, JupyterLab, the static site).

Both tables also listen for keys alike: the keys a table listens for on the
page, and the check that a key the page reports is one of them, are here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import anywidget
import traitlets

STATIC = Path(__file__).parent / "static"


class TableWidget(anywidget.AnyWidget):
    """A card table: its front end is one bundle under `static/`, named by the subclass's `_esm`.

    That code and its stylesheet are the package's alone: checked on every
    set, since ipywidgets sets a page's update with `set_trait`, and anywidget
    makes `_esm` and `_css` plain synced traits.
    """

    shortcut_keys = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Keys this table listens for on the whole page ("a", "space", "arrowright", ...); none by default."""

    def __init__(self, **kwargs) -> None:
        self._front_end = {name: str(getattr(self, name)) for name in ("_esm", "_css")}
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

    @traitlets.validate("_esm", "_css")
    def _validate_front_end(self, proposal: traitlets.Bunch) -> str:
        if proposal.value != self._front_end[proposal.trait.name]:
            raise traitlets.TraitError(f"{proposal.trait.name} is the package's front-end code, not the page's to set")
        return proposal.value

"""The anywidget both card tables are: each one file of JS that imports what they share.

anywidget loads a widget's `_esm` from a blob: URL, against which a relative
`import "./card_table_common.js"` cannot resolve, and the page may fetch
nothing from elsewhere. So the shared module's source travels with the
widget, as the synced trait `common_js`, and the page imports it from a blob
of its own, the way anywidget imports `_esm`: it works wherever anywidget does
(Voilà, JupyterLab, the static site).
"""

from __future__ import annotations

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

    @traitlets.validate("common_js")
    def _validate_common_js(self, proposal):
        if proposal.value != COMMON_JS:
            raise traitlets.TraitError("common_js is the package's front-end code, not the page's to set")
        return proposal.value

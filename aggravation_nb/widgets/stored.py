"""What a stored notebook shows where a live widget was: a line asking to run the cell.

A widget's view needs its model, which lives in the kernel; a notebook
stored without the widgets' state (`scripts/run_notebooks.py` drops it, since
the ids change on every run) would otherwise show JupyterLab's "Error
displaying widget: model not found" until the cell is run. So the widgets a
notebook cell displays carry an HTML line beside their live view; the store
keeps only that line and the plain text. A front end with a kernel prefers
the live view (Voilà, Voici and JupyterLab rank it above HTML), and
nbconvert's pages and GitHub show the words.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from aggravation_nb.i18n import LANGUAGES, text

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def run_to_show_html(key: str = "run-to-show") -> str:
    """The line a stored notebook shows for a widget, in every language of the package
    (a stored output has no page language to follow).

    >>> print(run_to_show_html().replace(" / ", " /\\n"))
    <p class="agg-run-to-show">▶ Run this cell to show the app. /
    ▶ Запустите эту ячейку, чтобы появилось приложение. /
    ▶ Exécutez cette cellule pour afficher l’application.</p>
    """
    words = " / ".join(escape(text(key, lang), quote=False) for lang in LANGUAGES)
    return f'<p class="agg-run-to-show">{words}</p>'


class RunToShow(widgets.DOMWidget):
    """Mixin for a widget that a notebook cell displays: its display data carries, beside the
    live view, the HTML line of `run_to_show_html` (by the text key `stored_words`)."""

    stored_words = "run-to-show"

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle  # anywidget answers (data, metadata)
        if data is not None:
            data["text/html"] = run_to_show_html(self.stored_words)
        return bundle

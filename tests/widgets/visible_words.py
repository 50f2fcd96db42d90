"""Every word a widget tree shows a person: descriptions, tooltips, HTML and labels, the options of a choice,
tab titles, the card tables' synced view and the page bar's words (`words_of`, each with where it is);
and, for a check of stray words, just the text a person reads (`visible_words`)."""

from __future__ import annotations

import html
import re

import ipywidgets as widgets

from aggravation_nb.widgets.pagebar import PageBar
from aggravation_nb.widgets.table_widget import TableWidget

WORD_TRAITS = ("description", "tooltip", "placeholder", "_options_labels", "tooltips", "titles")
"""Traits of any widget whose strings a person reads (or a screen reader says)."""


def strings(value, path: str):
    """Every string in a value of nested dicts and lists, with where it is."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from strings(item, f"{path}[{index}]")


def opened(widget: widgets.Widget) -> widgets.Widget:
    """`widget` with every tab opened: an app whose tabs are built when first opened (the rules app's lessons,
    the variants app's play app and tournament) builds them all (`open_every_tab`), as a learner may open each."""
    if hasattr(widget, "open_every_tab"):
        widget.open_every_tab()
    return widget


def children(widget: widgets.Widget) -> tuple:
    """A widget's children, every tab opened."""
    return getattr(opened(widget), "children", ())


def words_of(widget: widgets.Widget, path: str = "") -> list[tuple[str, str]]:
    """What a person can read or hear from `widget` and every widget in it, hidden ones too (they show
    later), each with the path to it: descriptions, tooltips and placeholders, an HTML or label's value,
    a selection's option labels, a tab's titles, the card tables' whole view (card names, row labels,
    narration, legend) and the page bar's words and rule names."""
    path = f"{path}/{type(widget).__name__}"
    found = []
    for trait in WORD_TRAITS:
        if widget.has_trait(trait):
            found += strings(getattr(widget, trait), f"{path}.{trait}")
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        found += strings(widget.value, f"{path}.value")
    if isinstance(widget, TableWidget):
        found += strings(widget.view, f"{path}.view")
    if isinstance(widget, PageBar):
        found += strings(widget.words, f"{path}.words")
        found += strings({rule: shown["name"] for rule, shown in widget.rules.items()}, f"{path}.rules")
    for index, child in enumerate(children(widget)):
        found += words_of(child, f"{path}[{index}]")
    return found


WORD_KEYS = re.compile(
    r"(label|name|description|heading|note|why|title|narration|outcome|words|beneath|banner|"
    r"status|text|legend|presenter|close|languages)$"
)
"""Keys of a table's view whose strings are drawn as words (the others hold classes, places, flags)."""
ATTRIBUTES = re.compile(r'\b(?:aria-label|title|alt|placeholder)="([^"]*)"')


def html_words(markup: str) -> list[str]:
    """The text of some HTML and the words of its labelling attributes (a plot's drawing is not text)."""
    said = [html.unescape(value) for value in ATTRIBUTES.findall(markup)]
    drawn = re.sub(r"<(svg|style|script)\b.*?</\1>", " ", markup, flags=re.DOTALL)
    return said + [html.unescape(re.sub(r"<[^>]+>", " ", drawn))]


def visible_words(widget: widgets.Widget) -> list[str]:
    """The text a person reads in `widget`: every string of `words_of`, HTML as its text, and of the card
    tables' views only the values under word keys."""
    said = []
    for path, value in words_of(widget):
        key = re.sub(r"\[\d+\]", "", path).rsplit(".", 1)[-1]
        if ".view" in path and not WORD_KEYS.search(key):
            continue
        said += html_words(value)
    return [words for words in said if words.strip()]

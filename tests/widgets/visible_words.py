"""Every word a widget tree shows a person: descriptions, tooltips, HTML and labels, the options of a choice,
tab titles, and the words the card tables' scripts draw (their synced view)."""

from __future__ import annotations

import html
import re

import ipywidgets as widgets

WORD_KEYS = re.compile(r"(label|name|description|heading|note|why|title|narration|outcome|words|beneath|banner|"
                       r"status|text|legend)$")
"""Keys of a table's synced view whose strings are drawn as words (others hold classes, places, flags)."""
ATTRIBUTES = re.compile(r'\b(?:aria-label|title|alt|placeholder)="([^"]*)"')


def html_words(markup: str) -> list[str]:
    """The text of some HTML and the words of its labelling attributes."""
    said = [html.unescape(value) for value in ATTRIBUTES.findall(markup)]
    drawn = re.sub(r"<(svg|style|script)\b.*?</\1>", " ", markup, flags=re.DOTALL)  # a plot's text is its alt
    return said + [html.unescape(re.sub(r"<[^>]+>", " ", drawn))]


def _view_words(value, key: str = "", every: bool = False) -> list[str]:
    """The words in a synced value: strings under word keys, or every string when `every`."""
    if isinstance(value, dict):
        return [word for name, item in value.items() for word in _view_words(item, name, every)]
    if isinstance(value, (list, tuple)):
        return [word for item in value for word in _view_words(item, key, every)]
    if isinstance(value, str) and (every or WORD_KEYS.search(key)):
        return html_words(value)
    return []


def visible_words(widget: widgets.Widget) -> list[str]:
    """Every string `widget` and the widgets inside it show, in order."""
    said: list[str] = []
    for name in ("description", "tooltip", "placeholder"):
        if isinstance(getattr(widget, name, None), str):
            said.append(getattr(widget, name))
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        said += html_words(widget.value)
    if hasattr(widget, "_options_labels"):
        said += list(widget._options_labels)
    if isinstance(widget, (widgets.Tab, widgets.Accordion)):
        said += list(widget.titles)
    if widget.has_trait("view"):
        said += _view_words(widget.view)
    for trait in ("words", "rules"):  # the page bar's: every string is shown
        if widget.has_trait(trait):
            said += _view_words(getattr(widget, trait), every=True)
    for child in getattr(widget, "children", ()):
        said += visible_words(child)
    return [words for words in said if words.strip()]

"""The card tables' front end: each table is one file of JS, and what both show alike is written once.

The shared module (banner, narration line, rule links, focus kept across a
redraw) reaches the page as the read-only trait `common_js`, which each table
imports; a page may not rewrite it.
"""

import re

import pytest
import traitlets

from aggravation_nb.server import messages
from aggravation_nb.widgets.intrigue_table import IntrigueTable
from aggravation_nb.widgets.table import CardTable
from aggravation_nb.widgets.table_widget import STATIC

TABLES = {CardTable: "table.js", IntrigueTable: "intrigue_table.js"}
COMMON = (STATIC / "card_table_common.js").read_text(encoding="utf-8")
SHARED = re.findall(r"^export function (\w+)\(", COMMON, re.MULTILINE)


def source(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def test_the_shared_module_holds_the_banner_the_status_line_the_rule_links_and_the_focus():
    assert {"tableFrame", "showWords", "withRuleLinks", "keepingFocus", "element"} <= set(SHARED)
    for made_there in ('"agg-outcome"', '"agg-status"', '"agg-rule-link"', '"alert"', "activeElement"):
        assert made_there in COMMON


@pytest.mark.parametrize(("table", "name"), TABLES.items())
def test_each_table_sends_one_file_and_the_shared_module(table, name):
    widget = table()
    assert widget._esm == source(name)
    assert widget.common_js == COMMON
    assert widget.get_state()["common_js"] == COMMON


@pytest.mark.parametrize("name", TABLES.values())
def test_no_table_writes_again_what_the_shared_module_does(name):
    text = source(name)
    for function in SHARED:
        assert not re.search(rf"\bfunction\s+{function}\b|\b{function}\s*=", text), f"{name} defines {function}"
    for made_there in ('"agg-outcome"', '"agg-status"', '"agg-rule-link"', '"alert"', "activeElement"):
        assert made_there not in text, f"{name} still makes {made_there} itself"
    imported = re.search(r"const \{([^}]*)\} = await import\(", text)
    assert imported, f"{name} does not import the shared module"
    assert {word.strip() for word in imported.group(1).split(",")} <= set(SHARED)


@pytest.mark.parametrize("table", TABLES)
def test_a_page_cannot_rewrite_the_shared_module(table):
    widget = table()
    hostile = "export function withRuleLinks(target) { target.innerHTML = '<img src=x onerror=alert(1)>'; }"
    messages.drop_refused_messages()
    widget._handle_msg(
        {"content": {"data": {"method": "update", "state": {"common_js": hostile}, "buffer_paths": []}}, "buffers": []}
    )
    assert widget.common_js == COMMON
    with pytest.raises(traitlets.TraitError):
        widget.common_js = hostile
    with pytest.raises(traitlets.TraitError, match="not the page's to set"):
        widget.set_trait("common_js", hostile)  # what ipywidgets does with a page's update, read-only or not
    assert widget.common_js == COMMON

"""The card tables' front end: each table is one ES module under `js/`, and what both show alike is written once.

esbuild (`scripts/build-js`) bundles each table with the module they share
(banner, narration line, rule links, focus kept across a redraw) into one file
under `widgets/static/`, committed so the package needs no Node; the widget's
`_esm` is that file, and a page may not rewrite it.
"""

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import traitlets

from aggravation_nb.server import messages
from aggravation_nb.widgets.intrigue_table import IntrigueTable
from aggravation_nb.widgets.table import CardTable
from aggravation_nb.widgets.table_widget import STATIC

ROOT = Path(__file__).parents[2]
SOURCES = ROOT / "js"
TABLES = {CardTable: "table.js", IntrigueTable: "intrigue_table.js"}
COMMON = (SOURCES / "card_table_common.js").read_text(encoding="utf-8")
SHARED = re.findall(r"^export function (\w+)\(", COMMON, re.MULTILINE)
MADE_BY_THE_SHARED_MODULE = ('"agg-outcome"', '"agg-status"', '"agg-rule-link"', '"alert"', "activeElement")


def source(name: str) -> str:
    return (SOURCES / name).read_text(encoding="utf-8")


def imported_names(text: str) -> set[str]:
    imported = re.search(r'import \{([^}]*)\} from "\./card_table_common\.js";', text)
    assert imported, "the table does not import the shared module"
    return {word.strip() for word in imported.group(1).split(",") if word.strip()}


def test_the_shared_module_holds_the_banner_the_status_line_the_rule_links_and_the_focus():
    assert {"tableFrame", "showWords", "withRuleLinks", "keepingFocus", "element"} <= set(SHARED)
    for made_there in MADE_BY_THE_SHARED_MODULE:
        assert made_there in COMMON


@pytest.mark.parametrize("name", TABLES.values())
def test_no_table_writes_again_what_the_shared_module_does(name):
    text = source(name)
    for function in SHARED:
        assert not re.search(rf"\bfunction\s+{function}\b|\b{function}\s*=", text), f"{name} defines {function}"
    for made_there in MADE_BY_THE_SHARED_MODULE:
        assert made_there not in text, f"{name} still makes {made_there} itself"
    assert imported_names(text) <= set(SHARED)


@pytest.mark.parametrize(("table", "name"), TABLES.items())
def test_each_table_sends_one_self_contained_bundle_with_what_it_imports(table, name):
    widget = table()
    bundle = (STATIC / name).read_text(encoding="utf-8")
    assert widget._esm == bundle and widget.get_state()["_esm"] == bundle
    assert not re.search(r"^\s*import\b|\bimport\(", bundle, re.MULTILINE), "a blob: module cannot import a file"
    for function in imported_names(source(name)):
        assert re.search(rf"^function {function}\(", bundle, re.MULTILINE), f"{name}'s bundle lacks {function}"
    assert "common_js" not in widget.get_state()


@pytest.mark.skipif(not (ROOT / "node_modules/.bin/esbuild").exists(), reason="esbuild not installed: scripts/setup")
def test_the_committed_bundles_are_what_the_sources_build(tmp_path):
    subprocess.run([shutil.which("bash") or "bash", ROOT / "scripts/build-js", tmp_path], check=True, cwd=ROOT)
    for name in TABLES.values():
        assert (tmp_path / name).read_bytes() == (STATIC / name).read_bytes(), f"run scripts/build-js: {name} is stale"


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("trait", ["_esm", "_css"])
def test_a_page_cannot_rewrite_the_tables_front_end(table, trait):
    widget = table()
    own = getattr(widget, trait)
    hostile = "export default { render({ el }) { el.innerHTML = '<img src=x onerror=alert(1)>'; } };"
    messages.drop_refused_messages()
    widget._handle_msg(
        {"content": {"data": {"method": "update", "state": {trait: hostile}, "buffer_paths": []}}, "buffers": []}
    )
    assert getattr(widget, trait) == own
    with pytest.raises(traitlets.TraitError, match="not the page's to set"):
        widget.set_trait(trait, hostile)  # what ipywidgets does with a page's update
    assert getattr(widget, trait) == own

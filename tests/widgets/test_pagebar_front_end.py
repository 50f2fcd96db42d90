"""The page bar's script in a notebook and on an app page (issue 26.6): a click on a language changes the
widgets everywhere, but only an app page (Voilà, the static site, whose template defines
`window.aggravationLanguage`) has its address and `<html lang>` follow; in JupyterLab both are JupyterLab's.

pagebar.js runs in Node with a small stand-in for the page (the document, the address, a widget model),
so the check needs no browser; tests/browser/test_jupyterlab.py clicks the real bar in JupyterLab.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from aggravation_nb.widgets.table_widget import STATIC

PAGEBAR = STATIC / "pagebar.js"

HARNESS = r"""
const template = process.argv[2] === "app-page";
class Node {
  constructor(tag) {
    this.tagName = tag; this.children = []; this.attributes = {}; this.listeners = {}; this.dataset = {};
    this.style = { setProperty() {}, removeProperty() {} };
    this.classList = { add() {}, toggle() {} };
    this.parentElement = null; this.textContent = "";
  }
  append(...nodes) { for (const node of nodes) { node.parentElement = this; this.children.push(node); } }
  setAttribute(name, value) { this.attributes[name] = value; }
  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  click() { for (const listener of this.listeners.click || []) listener({ target: this }); }
  querySelectorAll() { return []; }
  getBoundingClientRect() { return { bottom: 0, right: 0 }; }
  focus() {} showModal() {} close() {}
}
const html = new Node("html");
html.lang = "en-GB";
globalThis.window = globalThis;
globalThis.document = {
  documentElement: html, body: new Node("body"), createElement: (tag) => new Node(tag), addEventListener() {},
  contains: () => true,
};
const replaced = [];
window.location = { href: "http://127.0.0.1/lab/tree/01-worked-example.ipynb#chapter=last-card&step=7", search: "",
                    hash: "#chapter=last-card&step=7" };
window.history = { state: null, replaceState: (_state, _title, address) => replaced.push(String(address)) };
window.innerHeight = 768; window.innerWidth = 1366;
window.addEventListener = () => {}; window.removeEventListener = () => {};
globalThis.requestAnimationFrame = () => 0;
globalThis.MutationObserver = class { observe() {} disconnect() {} };
const marked = [];
if (template) window.aggravationLanguage = (lang) => marked.push(lang);

const state = { lang: "en", presenter: false, choices: [["en", "English"], ["ru", "Русский"]], words: {},
                rules: {}, place: "chapter=main&step=0", page_place: "", linkable: true };
const handlers = {};
const model = {
  get: (name) => state[name],
  set: (name, value) => { state[name] = value; for (const handler of handlers[`change:${name}`] || []) handler(); },
  save_changes() {},
  on: (event, handler) => (handlers[event] ||= []).push(handler),
};
const { default: bar } = await import(process.argv[1]);
const el = new Node("div");
bar.render({ model, el });
const asked = state.page_place;
const buttons = el.children[0].children.find((child) => child.attributes.role === "group").children;
buttons.find((button) => button.lang === "ru").click();
model.set("place", "chapter=last-card&step=8");
console.log(JSON.stringify({ lang: state.lang, htmlLang: html.lang, dataLang: html.dataset.lang ?? null,
                             replaced, marked, asked }));
"""


def switched_to_russian(page: str) -> dict:
    """What a click on Русский did, on a page with (`app-page`) or without (`notebook`) the template."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is not installed")
    done = subprocess.run(
        [node, "--input-type=module", "-e", HARNESS, PAGEBAR.as_uri(), page],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def test_in_a_notebook_the_switch_changes_the_widgets_and_leaves_jupyterlabs_address_and_html_lang():
    """...and the app's place neither comes from JupyterLab's fragment nor goes into it."""
    done = switched_to_russian("notebook")
    assert done == {"lang": "ru", "htmlLang": "en-GB", "dataLang": None, "replaced": [], "marked": [], "asked": ""}


def test_on_an_app_page_the_template_marks_the_language_and_the_address_keeps_it():
    """...and the address's fragment is reported as the place asked for, then follows the app's place."""
    done = switched_to_russian("app-page")
    assert done["lang"] == "ru" and done["marked"][-1] == "ru"
    assert done["asked"] == "chapter=last-card&step=7"
    assert done["replaced"] == [
        "http://127.0.0.1/lab/tree/01-worked-example.ipynb?lang=ru#chapter=last-card&step=7",
        "http://127.0.0.1/lab/tree/01-worked-example.ipynb#chapter=last-card&step=8",
    ]
    assert done["htmlLang"] == "en-GB", "the template's function sets <html lang>, not the bar"


def test_the_bar_never_sets_the_pages_language_itself():
    source = PAGEBAR.read_text(encoding="utf-8")
    assert not re.search(r"documentElement\.(lang|dataset\.lang)\s*=", source)
    assert not re.search(r"\bdocument\.documentElement\.setAttribute\(\s*[\"']lang", source)

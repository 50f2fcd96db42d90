"""Load's file chooser in the page (file_chooser.js), run in Node with a stand-in document and widget model: a
file no larger than `max_bytes` goes to the kernel whole, a larger one as its size alone (a file that large
could exceed the server's limit on one message and cut the page's connection), and the same file may be
chosen twice. tests/browser/test_presenter_keys_and_reloads_browser.py chooses a 12 MB file in Chromium."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from aggravation_nb.widgets.file_chooser import MAX_FILE_BYTES
from aggravation_nb.widgets.table_widget import STATIC

HARNESS = r"""
class Node {
  constructor(tag) {
    this.tagName = tag; this.children = []; this.listeners = {}; this.textContent = ""; this.value = "x";
  }
  append(...nodes) { this.children.push(...nodes); }
  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  async fire(type) { for (const listener of this.listeners[type] || []) await listener({ target: this }); }
  click() { this.opened = (this.opened || 0) + 1; return this.fire("click"); }
}
globalThis.document = { createElement: (tag) => new Node(tag) };
const sizes = JSON.parse(process.argv[2]);
const state = { description: "Choose a saved game", accept: ".json", max_bytes: Number(process.argv[3]) };
const sent = [];
const model = { get: (name) => state[name], on() {}, off() {},
                send: (content, _callbacks, buffers) =>
                  sent.push({ content, bytes: buffers ? buffers[0].byteLength : null }) };
const { default: chooser } = await import(process.argv[1]);
const el = new Node("div");
chooser.render({ model, el });
const [button, input] = el.children;
for (const size of sizes) {
  await button.click();
  const cleared = input.value === "";
  input.files = [{ size, arrayBuffer: async () => new ArrayBuffer(size) }];
  await input.fire("change");
  sent[sent.length - 1].cleared = cleared;
}
console.log(JSON.stringify({ label: button.textContent, accept: input.accept, hidden: input.hidden, type: input.type,
                             opened: input.opened, sent }));
"""


def chosen(sizes: list[int]) -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is not installed")
    done = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            HARNESS,
            (STATIC / "file_chooser.js").as_uri(),
            json.dumps(sizes),
            str(MAX_FILE_BYTES),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def test_a_file_up_to_the_limit_is_sent_whole_and_a_larger_one_as_its_size_alone():
    sizes = [2_000, MAX_FILE_BYTES, MAX_FILE_BYTES + 1, 12 * MAX_FILE_BYTES, 2_000]
    done = chosen(sizes)
    assert done["label"] == "Choose a saved game" and done["accept"] == ".json" and done["type"] == "file"
    assert done["hidden"] is True and done["opened"] == len(sizes)
    assert [item["content"] for item in done["sent"]] == [
        {"kind": "file"},
        {"kind": "file"},
        {"kind": "too-big", "size": MAX_FILE_BYTES + 1},
        {"kind": "too-big", "size": 12 * MAX_FILE_BYTES},
        {"kind": "file"},
    ]
    assert [item["bytes"] for item in done["sent"]] == [2_000, MAX_FILE_BYTES, None, None, 2_000]
    assert all(item["cleared"] for item in done["sent"]), "each opening forgets the last choice"

"""The browser cannot execute code through the kernel websocket of a Voilà app.

A page script opens its own connection to the app's kernel and sends an
execute_request that would write a file, then a kernel_info_request as a
control: the control is answered (the channel works), the code never runs.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from playwright.sync_api import Page, expect

PROBE = """async ({kernelId, code}) => {
  const ws = new WebSocket(`ws://${location.host}/api/kernels/${kernelId}/channels?session_id=probe-${Date.now()}`);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  const seen = [];
  ws.onmessage = (event) => {
    try { const m = JSON.parse(event.data); seen.push(`${m.header.msg_type}:${m.parent_header.msg_id || ''}`); }
    catch (error) { seen.push('binary'); }
  };
  const message = (type, content, id) => JSON.stringify({
    header: {msg_id: id, msg_type: type, username: 'probe', session: 'probe', date: new Date().toISOString(), version: '5.3'},
    parent_header: {}, metadata: {}, content, channel: 'shell', buffers: []});
  ws.send(message('execute_request', {code, silent: false, store_history: false, user_expressions: {},
                                      allow_stdin: false, stop_on_error: true}, 'probe-execute'));
  ws.send(message('kernel_info_request', {}, 'probe-info'));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  ws.close();
  return seen;
}"""


def test_the_browser_cannot_execute_code_through_the_kernel_websocket(page: Page, voila_url, tmp_path):
    page.goto(f"{voila_url}/voila/render/01-worked-example.ipynb")
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=60_000)
    kernel_id = re.search(r'"kernelId": "([0-9a-f-]{36})"', page.content()).group(1)
    marker = Path(tmp_path) / f"executed-{uuid.uuid4().hex}"
    seen = page.evaluate(PROBE, {"kernelId": kernel_id, "code": f"open({str(marker)!r}, 'w').write('ran')"})
    assert "kernel_info_reply:probe-info" in seen, f"the control message got no answer: {seen}"
    assert not any(entry.endswith(":probe-execute") for entry in seen), seen
    assert not marker.exists(), "code sent by the browser was executed"
    page.get_by_role("button", name="Next", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Marina spots the sevens first")

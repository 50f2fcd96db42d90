"""The browser cannot execute code through the kernel websocket of a Voilà app.

A page script opens its own connection to the app's kernel and sends an
execute_request that would write a file, then a kernel_info_request as a
control: the control is answered (the channel works), the code never runs.
The kernel answers shell requests in order, so once the control is answered
an executed request would have been answered (and its file written) too.
"""

from __future__ import annotations

import re
import uuid
from pathlib import Path

from playwright.sync_api import Page, expect
from voila_server import KERNEL_CHANNEL

PROBE = (
    """async ({kernelId, code}) => {"""
    + KERNEL_CHANNEL
    + """
  const ws = await openChannel(kernelId, 'probe');
  const seen = [];
  let answered;
  const done = new Promise((resolve) => { answered = resolve; });
  ws.onmessage = (event) => {
    try {
      const m = JSON.parse(event.data);
      seen.push(`${m.header.msg_type}:${m.parent_header.msg_id || ''}`);
      if (m.parent_header.msg_id === 'probe-info' && m.header.msg_type === 'kernel_info_reply') answered();
    } catch (error) { seen.push('binary'); }
  };
  ws.send(message('execute_request', {code, silent: false, store_history: false, user_expressions: {},
                                      allow_stdin: false, stop_on_error: true}, 'probe-execute'));
  ws.send(message('kernel_info_request', {}, 'probe-info'));
  await done;  // the kernel handles shell messages in order: an executed request would have answered first
  ws.close();
  return seen;
}"""
)


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

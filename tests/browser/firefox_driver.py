"""Debian's Firefox ESR for the browser tests: puppeteer-core (npm, package.json) drives it over WebDriver BiDi
from a small Node script (tests/browser/firefox/driver.mjs); a test hands it a plan of steps by role and name.

A plan is the page's address and a list of steps, each a list: ["click", role, name], ["select", label,
option], ["visible", role, name], ["pressed", role, name], ["text", role, words], ["contains", role, words],
["dark", stylesheet], ["noDialog"], ["plainHttp"]. Each step waits for its condition; the first that does not come true,
or any console error, fails the plan with a message naming the step.
"""

from __future__ import annotations

import json
import os
import subprocess
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCHOOL_HOST = "school.example"
"""A name the test Firefox resolves to 127.0.0.1 (driver.mjs) but, not being loopback's, treats as any server on
a network: a site served there over plain HTTP, as on a school's network, is no secure context."""
DRIVER = Path(__file__).parent / "firefox" / "driver.mjs"
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")

Step = list


class Firefox:
    """One Firefox for a test worker (started with the first plan's test), each plan in a page of its own."""

    def __init__(self, log: Path) -> None:
        if not (ROOT / "node_modules" / "puppeteer-core").is_dir():
            raise RuntimeError("no node_modules/puppeteer-core: run `bash scripts/setup` (it runs `npm ci`)")
        if not os.access(FIREFOX, os.X_OK):
            raise RuntimeError(
                f"no Firefox at {FIREFOX}: install Debian's firefox-esr (bash scripts/test does, as root) "
                "or set FIREFOX"
            )
        self.log = open(log, "w")
        self.process = subprocess.Popen(
            ["node", str(DRIVER)],
            cwd=ROOT,
            text=True,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            env={**os.environ, "FIREFOX": FIREFOX, "SCHOOL_HOST": SCHOOL_HOST},
        )
        self.version = self._answer().get("ready")

    def _answer(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            self.process.wait()
            raise RuntimeError(
                f"the Firefox driver stopped (exit code {self.process.returncode}); "
                f"see {self.log.name}:\n{Path(self.log.name).read_text()[-3000:]}"
            )
        return json.loads(line)

    def run(self, url: str, steps: list[Step], screenshot: Path | None = None, origin: str | None = None) -> int:
        """Open `url` in a new page and take `steps` (a request to anywhere but `origin`, if given, fails them too);
        fails with the driver's message. Returns the milliseconds the plan took."""
        plan = {"url": url, "steps": steps, "screenshot": str(screenshot) if screenshot else None, "origin": origin}
        self.process.stdin.write(json.dumps(plan, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        answer = self._answer()
        assert answer["ok"], f"in Firefox ({self.version}), {url}: {answer['error']}"
        if "retried" in answer:  # anywidget's two-second model timeout (driver.mjs): shown in the run's summary
            warnings.warn(
                f"Firefox ran the plan for {url} a second time after: {answer['retried'][:400]}", stacklevel=2
            )
        return answer["ms"]

    def close(self) -> None:
        self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()
        self.log.close()

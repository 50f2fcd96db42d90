"""The served apps under hostile input and load: a capped number of kernels, freed when their
page goes, and refused widget messages that show the page nothing of the server."""

from __future__ import annotations

import html
import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from voila_server import COMM_FLOOD, kernel_processes, page_ids, running_voila, wait_for_kernels

from aggravation_nb.i18n import LANGUAGES, text

LIMITS = [
    "--AppKernelManager.max_kernels=2",
    "--AppKernelManager.unclaimed_timeout=10",
    "--AppKernelManager.closed_tab_grace=1",
]
APP = "/voila/render/01-worked-example.ipynb"
REFUSED = 50
"""Refused messages of each kind: the first is logged, the rest only counted, and none may show the page
anything. What a flood of 10,000 costs the kernel is measured by benchmarks/comm_flood.py."""


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def kernel_transport(kernel) -> str:
    """How a kernel talks to its server, from its connection file: on Unix sockets ("ipc"), no other process
    can take a kernel's port between the server choosing it and the kernel binding it, which killed a
    kernel under load ("Address already in use") and left its page waiting for ever."""
    command = kernel.cmdline()
    return json.loads(Path(command[command.index("-f") + 1]).read_text())["transport"]


@pytest.fixture(scope="module")
def small_server():
    with running_voila("voila-limits.log", *LIMITS) as (server, base, _):
        yield server, base


def test_a_closed_tab_frees_its_kernel_and_the_page_that_stays_shows_nothing_of_refused_messages(
    page: Page, small_server, console_errors
):
    """Two pages, one closed: its kernel is freed and the other keeps its own, which then gets refused
    widget messages (the first of each kind logged, the rest only counted) that show it nothing of the
    server, and the app goes on."""
    server, base = small_server
    assert wait_for_kernels(server, lambda n: n == 0) == 0
    html = page.goto(base + APP).text()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=60_000)
    other = page.context.new_page()
    other.goto(base + APP)
    expect(other.get_by_role("button", name="Next", exact=True)).to_be_visible(timeout=60_000)
    kernels = kernel_processes(server)
    assert len(kernels) == 2
    assert [kernel_transport(kernel) for kernel in kernels] == ["ipc", "ipc"], "kernels on TCP ports (voila.json)"
    other.close()
    assert wait_for_kernels(server, lambda n: n == 1) == 1

    kernel, model = page_ids(html)
    for state in ({"children": "x"}, {"box_style": 5}, {"layout": None}):
        seen = page.evaluate(COMM_FLOOD, {"kernelId": kernel, "modelId": model, "count": REFUSED, "state": state})
        assert any(m["type"] == "kernel_info_reply" for m in seen), seen[-5:]
        leaked = [
            m
            for m in seen
            if m["type"] in ("error", "stream", "echo_update")
            or any(word in m["text"] for word in ("Traceback", "site-packages", "aggravation_nb/", "echo_update"))
        ]
        assert leaked == [], leaked[:2]
    page.get_by_role("button", name="Next", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Marina spots the sevens first")


def test_past_the_cap_a_visitor_gets_a_clear_page_and_unclaimed_kernels_are_freed(small_server):
    """Last in the module: its last page's kernel, never claimed, goes with the server."""
    server, base = small_server
    assert wait_for_kernels(server, lambda n: n == 0) == 0
    assert [get(base + APP)[0] for _ in range(2)] == [200, 200]
    status, page = get(base + APP + "?lang=ru")
    assert status == 503 and all(text("full.title", lang) in page for lang in LANGUAGES)
    assert "Сейчас слишком много посетителей" in page
    assert all(text("full.teacher", lang, count=2) in html.unescape(page) for lang in LANGUAGES), "what a teacher does"
    assert "cdn" not in page.lower() and "Traceback" not in page
    assert len(kernel_processes(server)) <= 2
    assert wait_for_kernels(server, lambda n: n == 0) == 0, "kernels that no page connected to should be freed"
    assert get(base + APP)[0] == 200

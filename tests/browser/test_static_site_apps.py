"""The static site's other apps, live in the browser's own Python: a few moves in each, in the dark theme;
the play app once more with the network off."""

from __future__ import annotations

import re

from accessibility import audit
from app_controls import select_card
from playwright.sync_api import Page, expect
from static_site import open_page, wait_until

from aggravation_nb.i18n import text


def switch_to_russian(page: Page, ready: str) -> None:
    page.get_by_role("button", name="Русский", exact=True).click()
    expect(page.get_by_role("button", name=text(ready, "ru"), exact=True).first).to_be_visible()


def test_rules_refuse_a_false_call_in_both_languages(page: Page, site_url, console_errors, same_origin_only):
    open_page(page, site_url, "02-rules", "Check", theme="dark")
    for lang, refused in (("en", "Not allowed (A9)"), ("ru", "Нельзя (A9)")):
        if lang == "ru":
            switch_to_russian(page, "check")
            expect(page).to_have_url(
                re.compile(r"\?theme=dark&lang=ru#lesson=A9$")
            )  # the bar keeps the theme and the tab
        page.get_by_role("tab", name=f"A9 {text('lesson.A9.title', lang)}").click()
        select_card(page, "Q♥", "Marina", 2, lang)
        select_card(page, "A♠", "Oleg", 2, lang)
        page.get_by_role("button", name="Aggravation!", exact=True).click()
        expect(page.get_by_role("status").filter(has_text=refused)).to_be_visible()
        audit(page, f"02-rules (static site), {lang}, light, a false call refused")


def test_play_a_few_relaxed_moves(page: Page, site_url, console_errors, same_origin_only):
    open_page(page, site_url, "03-play", "New game", theme="dark")
    status = page.get_by_role("status")
    page.get_by_role("button", name="Relaxed (no clock)", exact=True).click()
    expect(status).to_contain_text("each player holds 26 cards")
    stocks = page.get_by_text(re.compile(r"^(Your|Computer's) stock"))
    before = stocks.all_text_contents()
    for _ in range(3):
        page.get_by_role("button", name="Opponent's move", exact=True).click()
    expect(stocks.first).not_to_have_text(before[0])
    switch_to_russian(page, "new-game")
    page.get_by_role("button", name=text("mode.relaxed", "ru"), exact=True).click()
    page.get_by_role("button", name=text("opponent", "ru"), exact=True).click()
    expect(page.get_by_role("status")).not_to_contain_text("26")
    audit(page, "03-play (static site), ru, light, a few relaxed moves")
    play_offline_after_a_reload(page)


STORED = """async () => {
    for (const name of await caches.keys()) {
        const ready = new URL("../../offline-ready", location);
        if (name.startsWith("aggravation-site-") && await (await caches.open(name)).match(ready)) {
            return navigator.serviceWorker.controller !== null;
        }
    }
    return false;
}"""
"""Whether the site's service worker has stored the whole site (its last step) and serves this page."""


def play_offline_after_a_reload(page: Page) -> None:
    """Once the site's service worker has stored the site, the app opens and plays with no network at all, its
    kernel started from the snapshot with the files of one tar, no wheel. The snapshot imported ipywidgets
    before any kernel existed; the kernel registers its comm targets all the same, so the page's widget
    manager, which asks the control target for the kernel's widgets before the app is drawn, is not refused
    (refused, it warns at once that the "jupyter.widget.control" comm closed too early; a kernel busy
    starting on a loaded machine may only answer after the manager's four seconds, which it says apart). The
    reload keeps the service worker: JupyterLite unregistered it on every second visit, its version key unwritten,
    and the kernel started a second later. The kernel runs in the worker the page starts as it opens, which starts
    Python while the page's own scripts load, handed to JupyterLite when it asks for one (before, JupyterLite
    started its own worker once they had loaded, a second later)."""
    wait_until(page, STORED)
    page.context.set_offline(True)
    workers: list[str] = []
    wheels: list[str] = []
    control_refused: list[str] = []
    unregistered: list[str] = []

    def wheel(request) -> None:
        if request.url.endswith(".whl"):
            wheels.append(request.url)

    def worker(started) -> None:
        workers.append(started.url)

    def refused(message) -> None:
        if "jupyter.widget.control" in message.text and "closed too early" in message.text:
            control_refused.append(message.text)
        if "unregistering existing service workers" in message.text:
            unregistered.append(message.text)

    page.on("request", wheel)
    page.on("console", refused)
    page.on("worker", worker)
    try:
        page.goto(page.url.split("#")[0])  # the app's address again, without the place the game has reached
        expect(page.get_by_role("button", name=text("new-game", "ru"), exact=True)).to_be_visible(timeout=120_000)
        page.get_by_role("button", name=text("mode.relaxed", "ru"), exact=True).click()
        status = page.get_by_role("status")
        expect(status).to_contain_text("26")
        page.get_by_role("button", name=text("opponent", "ru"), exact=True).click()
        expect(status).not_to_contain_text("26")
        assert wheels == [], f"a kernel started from the snapshot loaded wheels: {wheels}"
        assert control_refused == []
        assert unregistered == [], "the second visit unregistered the site's service worker"
        assert [url.split("/")[-1] for url in workers] == ["kernel_worker.js"], f"the page's workers: {workers}"
    finally:
        page.remove_listener("request", wheel)
        page.remove_listener("console", refused)
        page.remove_listener("worker", worker)
        page.context.set_offline(False)


def test_variants_part_ways_and_california_speed_plays(page: Page, site_url, console_errors, same_origin_only):
    open_page(page, site_url, "04-variants", "Next difference", theme="dark")
    page.get_by_role("button", name="Next difference", exact=True).click()
    expect(page.get_by_text(re.compile("^(Why they differ here|At this step)"))).to_contain_text("(C2)")
    page.get_by_role("tab", name="Play a variant").click()
    page.get_by_role("button", name="California Speed", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("26 cards")
    page.get_by_role("button", name="Opponent's move", exact=True).click()
    expect(page.get_by_role("status")).not_to_contain_text("26 cards")
    switch_to_russian(page, "opponent")  # the game goes on, now in Russian
    expect(page.get_by_role("status")).not_to_contain_text("26 карт")
    page.get_by_role("tab", name=text("tab.compare", "ru")).click()  # still at the step where the rules part
    expect(page.get_by_text(re.compile("^(Почему здесь различие|На этом шаге)"))).to_contain_text("C2")
    audit(page, "04-variants (static site), ru, light, after California Speed")

"""A teacher records a walkthrough of their own on Voilà and downloads it; a pupil opens its link on the static
site (the browser's own Python, no server) and steps through it, in Chromium and in Firefox.

The teacher's session (`recorded`) runs once for the module: from a small study carried in a link, five moves
played by clicking, words typed for each, a question (its answers, the right one and why) before the first; the
line previewed as the class will see it, and a branch played from its first step ("what if Marina is quicker
again"); then the study goes into the address and is downloaded as a file. The pupils
see the words, are asked the question, and open the branch; in Chromium the pupil also opens the downloaded file
(YAML) with the app's own "Open a study file", which the site reads with the PyYAML it ships."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

import pytest
from firefox_driver import SCHOOL_HOST
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS

from aggravation_nb.games.aggravation.notation import parse_action
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.games.aggravation.teaching.study import read_study
from aggravation_nb.games.aggravation.teaching.study_link import read_link_study, study_link
from aggravation_nb.games.aggravation.teaching.study_text import study_json
from aggravation_nb.i18n import name, text

APP = "/voila/render/01-worked-example.ipynb"
SITE_APP = "/voici/render/01-worked-example.html"
START = """\
study: 1
title: Two sevens, and then?
chapters:
  - id: sevens
    position:
      rows: {Marina: ["7♣", "Q♥"], Oleg: ["7♦", "A♠"]}
      stocks: {Marina: ["K♦", "2♣", "9♠", "4♥", "6♦", "8♥"], Oleg: ["5♠", "3♦", "8♣", "J♣", "10♥", "Q♣"]}
    steps:
      - say: Two sevens on the table.
"""
"""The position the teacher starts from: a study of one step, small enough for a link."""
OPENING = "Two sevens on the table."
MOVES = ("Marina covers Marina 1", "Oleg covers Oleg 1", "flip", "flip", "flip")
CLICKS: tuple[tuple[str | None, str], ...] = (
    ("Marina", "7♣, Marina's row, pile 1"),
    ("Oleg", "7♦, Oleg's row, pile 1"),
    (None, "flip"),
    (None, "flip"),
    (None, "flip"),
)
"""Each move as the teacher makes it: who acts and the card then Cover, or the Flip button."""
LINE = (
    "Marina covers her own seven first.",
    "Oleg covers his seven.",
    "Nothing matches now: both flip.",
    "Still no pair: both flip again.",
    "Still none: a third flip, and two cards each are left.",
)
ASK, CHOICES, WHY = "Who covers first?", ("Oleg does", "Marina does"), "Marina saw the sevens first."
BRANCH_MOVE, BRANCH = ("Marina", "7♦, Oleg's row, pile 1"), "What if Marina is quicker again? She covers his seven too."
BRANCH_CARD = "2♣, Oleg's row, pile 1"
"""Marina's card on Oleg's seven, as the branch shows it."""


@dataclass(frozen=True)
class Recorded:
    fragment: str
    """The teacher's page's address after "Put this study in the link": `study=…&chapter=…&step=…`."""
    file: bytes
    """The study file the teacher downloaded."""


def button(page: Page, label: str):
    return page.get_by_role("button", name=label, exact=True)


def said_by_the_engine(moves: tuple[str, ...]) -> list[str]:
    """What the narration says after each move (with no words typed yet), to wait for each move to be made."""
    story = Story("en", read_study(START).chapters)
    said = []
    for move in moves:
        story.play(parse_action(move, story.game))
        said.append(story.said_in("en").words)
    return said


def play(page: Page, who: str | None, label: str, said: str) -> None:
    """One move by clicking, as a teacher makes it; waits until the narration tells it."""
    if who is None:
        button(page, text(label, "en")).click()
    else:
        button(page, name(who, "en")).click()
        button(page, label).click()
        button(page, text("cover", "en")).click()
    expect(page.get_by_role("status").first).to_contain_text(said)


@pytest.fixture(scope="module")
def recorded(browser_profile, voila_url) -> Recorded:
    """The teacher's session on Voilà, once for the module's pupils."""
    page = browser_profile.new_page()
    page.set_default_timeout(60_000)
    page.set_default_navigation_timeout(120_000)
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{voila_url}{APP}#study={study_link(read_study(START))}")
        narration = page.get_by_role("status").first
        expect(narration).to_have_text(OPENING, timeout=60_000)
        words = page.get_by_label(text("study.record-words", "en"))
        for number, ((who, label), typed, said) in enumerate(zip(CLICKS, LINE, said_by_the_engine(MOVES), strict=True)):
            play(page, who, label, said)
            words.fill(typed)
            if number == 0:
                page.get_by_label(text("study.record-ask", "en")).fill(ASK)
                page.get_by_label(text("study.record-choices", "en")).fill("\n".join(CHOICES))
                page.get_by_label(text("study.record-right", "en")).select_option(label=CHOICES[1])
                page.get_by_label(text("study.record-why", "en")).fill(WHY)
        button(page, text("study.preview", "en")).click()  # the line, as the class will step through it
        button(page, text("next", "en")).click()
        expect(narration).to_have_text(LINE[0])
        play(page, *BRANCH_MOVE, said_by_the_engine((MOVES[0], "Marina covers Oleg 1"))[1])  # a branch from there
        words.fill(BRANCH)
        page.get_by_label(text("chapter", "en")).select_option(label="sevens")  # shared from its start
        expect(narration).to_have_text(OPENING)
        button(page, text("study.link", "en")).click()
        expect(narration).to_have_text(text("study.link-ready", "en"))
        expect(page).to_have_url(re.compile(r"#study=[A-Za-z0-9_-]+&chapter=sevens&step=0$"))
        button(page, text("study.save", "en")).click()
        with page.expect_download() as download:
            page.get_by_role("link", name=text("study.download", "en")).click()
        file = download.value.path().read_bytes()
        page.screenshot(path=str(ARTIFACTS / "study-recorded.png"), full_page=True)
        assert errors == [], f"the browser reported errors: {errors}"
        return Recorded(unquote(page.url.split("#", 1)[1]), file)
    finally:
        page.close()


def test_the_downloaded_file_holds_the_recorded_line_its_question_and_the_branch_as_the_link_does(recorded):
    study = read_study(recorded.file)
    assert recorded.file.startswith(b"study: 1\n")  # YAML, as a teacher edits it (not the JSON of the link)
    assert [chapter.key for chapter in study.chapters] == ["sevens", "own-line-1", "own-line-2"]
    line, branch = study.chapters[1], study.chapters[2]
    assert [str(step.action) for step in line.steps[1:]] == list(MOVES)
    assert [step.words("en") for step in line.steps[1:]] == list(LINE)
    question = line.steps[1].question
    assert question is not None and question.prompt("en") == ASK
    assert [choice("en") for choice in question.choices] == list(CHOICES)
    assert question.correct == 1 and question.why[1]("en") == WHY
    assert line.branch == ("sevens", 0) and branch.branch == ("own-line-1", 1)
    assert [step.words("en") for step in branch.steps[1:]] == [BRANCH]
    shared = re.fullmatch(r"study=([A-Za-z0-9_-]+)&chapter=sevens&step=0", recorded.fragment)
    assert shared and study_json(read_link_study(shared[1])) == study_json(study)


def step_through(page: Page) -> None:
    """The pupil's steps: the teacher's line, asked first (a wrong answer, then the right one, and why), and
    then the branch."""
    narration = page.get_by_role("status").first
    chapter = page.get_by_label(text("chapter", "en"))
    chapter.select_option(label=text("study.own-line", "en", number=1))
    button(page, text("ask-first", "en")).click()
    button(page, text("next", "en")).click()
    expect(narration).to_have_text(ASK)
    button(page, CHOICES[0]).click()
    expect(page.get_by_text(text("study.recorded-wrong", "en"))).to_be_visible()
    button(page, CHOICES[1]).click()
    expect(page.get_by_text(WHY)).to_be_visible()
    expect(narration).to_have_text(LINE[0])
    for words in LINE[1:]:
        button(page, text("next", "en")).click()
        expect(narration).to_have_text(words)
    chapter.select_option(label=text("study.own-line", "en", number=2))
    button(page, text("next", "en")).click()
    expect(narration).to_have_text(BRANCH)
    expect(button(page, BRANCH_CARD)).to_be_visible()


def test_a_pupil_opens_the_link_and_the_downloaded_file_on_the_static_site_in_chromium(
    page: Page, site_url, recorded, console_errors, same_origin_only
):
    page.goto(f"{site_url}{SITE_APP}#{recorded.fragment}")
    narration = page.get_by_role("status").first
    expect(narration).to_have_text(OPENING, timeout=120_000)
    step_through(page)

    button(page, text("study.load", "en")).click()
    with page.expect_file_chooser() as chooser:
        button(page, text("choose-file", "en")).click()
    chooser.value.set_files({"name": "walkthrough.yaml", "mimeType": "application/x-yaml", "buffer": recorded.file})
    expect(narration, "the site did not open the downloaded YAML file").to_have_text(OPENING)  # from its start
    expect(page).not_to_have_url(re.compile("study="))
    expect(page.get_by_role("alert")).to_have_count(0)
    page.get_by_label(text("chapter", "en")).select_option(label=text("study.own-line", "en", number=1))
    button(page, text("next", "en")).click()
    expect(narration).to_have_text(ASK)  # still asking the class first: the file's question
    page.screenshot(path=str(ARTIFACTS / "static-study-from-link.png"), full_page=True)


def test_a_pupil_opens_the_link_on_the_static_site_in_firefox(firefox, site_url, recorded):
    def click(label: str) -> list:
        return ["click", "button", label]

    steps: list[list] = [
        ["plainHttp"],
        ["text", "status", OPENING],
        ["select", text("chapter", "en"), text("study.own-line", "en", number=1)],
        click(text("ask-first", "en")),
        click(text("next", "en")),
        ["text", "status", ASK],
        click(CHOICES[1]),
        ["contains", "status", WHY],
        ["text", "status", LINE[0]],
    ]
    for words in LINE[1:]:
        steps += [click(text("next", "en")), ["text", "status", words]]
    steps += [
        ["select", text("chapter", "en"), text("study.own-line", "en", number=2)],
        click(text("next", "en")),
        ["text", "status", BRANCH],
        ["visible", "button", BRANCH_CARD],
    ]
    school = site_url.replace("127.0.0.1", SCHOOL_HOST)  # as a school's server serves it: the kernel from the snapshot
    firefox.run(
        f"{school}{SITE_APP}#{recorded.fragment}",
        steps,
        ARTIFACTS / "firefox-static-study-from-link.png",
        origin=school,
    )

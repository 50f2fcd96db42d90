"""A teacher's study of the patience in a real browser, as a class sees it in Voilà: the teacher's folder
holds a notebook with `walkthrough(study="deal-7.yaml")` and the study file beside it (docs/studies.md).
One lean pass: the teacher's words, a switch to French, the question asked first, and the branch."""

from __future__ import annotations

import contextlib
import json
import shutil

import pytest
from app_controls import button, switch_language
from playwright.sync_api import Page, expect
from voila_server import ARTIFACTS, end_process_tree, free_port, start_voila, wait_for_page

from aggravation_nb.i18n import text
from aggravation_nb.intrigue import FIRST_DEAL, open_patience_study

STUDY = open_patience_study(FIRST_DEAL)
MAIN, BRANCH = STUDY.chapters
CODE = 'from aggravation_nb.views import walkthrough\n\nwalkthrough(study="deal-7.yaml")'
NOTEBOOK = {
    "nbformat": 4,
    "nbformat_minor": 5,
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "cells": [
        {"cell_type": "code", "id": "study", "metadata": {}, "execution_count": None, "outputs": [], "source": CODE}
    ],
}
"""The teacher's notebook (written as JSON: importing nbformat costs a test process seconds of CPU)."""


@pytest.fixture(scope="module")
def teachers_folder(tmp_path_factory):
    """A Voilà server (the project's settings) on a teacher's folder: the notebook and its study file."""
    folder = tmp_path_factory.mktemp("class")
    shutil.copy(FIRST_DEAL, folder / "deal-7.yaml")
    (folder / "deal-7.ipynb").write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    with open(ARTIFACTS / "voila-patience-study.log", "w") as log:
        server = start_voila(port, log, folder)
        with contextlib.ExitStack() as stack:
            stack.callback(end_process_tree, server)
            base = f"http://127.0.0.1:{port}"
            wait_for_page(f"{base}/voila/tree", server, seconds=120)
            yield base


def words(step, lang: str) -> str:
    """The teacher's own words for a study step (the steps this test checks have words in every language)."""
    return step.words(lang)


def test_a_class_steps_through_a_patience_study_with_its_words_question_and_branch(page: Page, teachers_folder):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{teachers_folder}/voila/render/deal-7.ipynb")
    status = page.locator(".agg-intrigue .agg-status")  # the narration line under the patience's table
    expect(status).to_have_text(words(MAIN.steps[0], "en"), timeout=120_000)
    expect(page.get_by_role("heading", name="A study of the patience: Intrigue, deal 7")).to_be_visible()
    button(page, text("next", "en")).click()
    expect(status).to_have_text(words(MAIN.steps[1], "en"))
    expect(page.get_by_role("button", name="7♣, column 1, top")).to_be_visible()  # the patience's own table

    switch_language(page, "fr")
    expect(status).to_have_text(words(MAIN.steps[1], "fr"))  # the same step, in French
    page.get_by_role("button", name=text("ask-first", "fr"), exact=True).click()
    button(page, text("next", "fr")).click()
    expect(status).to_have_text(words(MAIN.steps[2], "fr"))
    button(page, text("next", "fr")).click()  # step 3 has a question: asked before the table moves on
    question = MAIN.steps[3].question
    expect(status).to_have_text(question.prompt("fr"))  # the table stays at step 2, asking
    button(page, question.choices[1]("fr")).click()
    expect(page.get_by_role("status").filter(has_text=text("wrong", "fr"))).to_be_visible()
    button(page, question.choices[0]("fr")).click()
    expect(status).to_contain_text("7♣")

    page.get_by_label(text("chapter", "fr")).select_option(label=BRANCH.said_title("fr"))
    expect(status).to_have_text(text("study.patience.start", "fr"))
    button(page, text("next", "fr")).click()
    expect(status).to_have_text(words(BRANCH.steps[1], "fr"))
    page.screenshot(path=str(ARTIFACTS / "patience-study-branch.png"))
    assert errors == []

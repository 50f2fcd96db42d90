"""A fourth language is one folder: a pseudo-locale made from the template renders every app, and every word
those apps show came from its catalogue (anything left plain was written somewhere else)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import ipywidgets as widgets
import pytest
from pseudo_locale import CLOSE, CODE, OPEN, write_pseudo_locale
from visible_words import visible_words

RENDER = Path(__file__).with_name("pseudo_render.py")


def strays(words: str) -> list[str]:
    """The words of `words` outside every ⟦…⟧ the pseudo-locale wrote (sentences nest, so innermost first)."""
    inner = re.compile(re.escape(OPEN) + f"[^{OPEN}{CLOSE}]*" + re.escape(CLOSE))
    while (stripped := inner.sub(" ", words)) != words:
        words = stripped
    return re.findall(r"[^\W\d_]{2,}", words)


@pytest.fixture(scope="module")
def shown(tmp_path_factory) -> dict[str, list[str]]:
    """Every app's visible words, built in the pseudo-locale by a Python of its own (the languages are
    found when the package is imported)."""
    folder = write_pseudo_locale(tmp_path_factory.mktemp("locales"))
    env = {**os.environ, "AGGRAVATION_NB_LOCALES": str(folder)}
    done = subprocess.run([sys.executable, str(RENDER), CODE], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_every_app_renders_in_the_pseudo_locale(shown):
    assert set(shown) == {"index", "walkthrough", "rules", "play", "variants", "statistics", "intrigue"}
    for app, words in shown.items():
        assert sum(OPEN in said for said in words) > 10, f"{app} shows little from the pseudo catalogue"


def test_no_app_shows_a_word_that_did_not_come_from_the_catalogue(shown):
    found = {app: sorted({stray for said in words for stray in strays(said)}) for app, words in shown.items()}
    assert found == {app: [] for app in shown}


def test_a_word_written_outside_the_catalogue_is_caught():
    box = widgets.VBox(
        [
            widgets.Button(description="⟦Ƒļîþ··⟧"),
            widgets.HTML("<p>⟦Ñéxţ·⟧ Shuffle</p>"),
            widgets.Dropdown(options=["⟦Éàšý··⟧", "Hard"]),
        ]
    )
    assert [stray for said in visible_words(box) for stray in strays(said)] == ["Shuffle", "Hard"]
    assert strays("⟦Ñöţ àļļöŵéð (A5): ⟦Ţĥé çàŕð·⟧··⟧ 7♣ 10") == []

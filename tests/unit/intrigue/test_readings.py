"""Where this project reads the patience differently from PySolFC, the rule books and the app say so
(issue 24.21), and the engine does what they say."""

from __future__ import annotations

import pytest

from aggravation_nb.core.rulebook import rule
from aggravation_nb.i18n import text
from aggravation_nb.intrigue import Patience


def test_in_salic_law_any_ace_starts_a_foundation_with_one_king_out():
    patience = Patience.from_position(columns=[["KH"]], stock=["AC", "AD", "AS", "9S"], variant="salic-law")
    patience.deal_all()
    assert [str(foundation[0]) for foundation in patience.foundations] == ["A♣", "A♦", "A♠"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_both_readings_are_labelled_in_the_rule_book_and_the_app(lang):
    for rule_id, reading in (("I3", "which-foundation"), ("I8", "salic")):
        book = rule(rule_id, lang).text
        label = "Project's reading" if lang == "en" else "Прочтение проекта"
        assert label in book and "PySolFC" in book, rule_id
        assert "PySolFC" in text(f"intrigue.reading.{reading}", lang)

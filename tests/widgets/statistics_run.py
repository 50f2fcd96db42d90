"""The statistics app as the widget tests build it: with the settings the page opens with, whose run comes with
the package (`stats.runs.OPENING`), so building it simulates nothing (a run of 1,000 games took a test worker
about 3 s); the tests that press Run with other settings simulate those."""

from __future__ import annotations

import pytest


def statistics_app(lang: str = "en"):
    pytest.importorskip("numpy")
    from aggravation_nb.apps.statistics import StatisticsApp

    return StatisticsApp(lang)

"""The statistics app as the widget tests build it: fewer games than the page opens with (the controls are the
same), and one run for every test, which the app keeps once it has simulated it, so a test worker simulates it
once (about 3 s) however many tests build the app."""

from __future__ import annotations

import pytest

RUN = {"games": 1_000, "seed": 3}


def statistics_app(lang: str = "en"):
    pytest.importorskip("numpy")
    from aggravation_nb.apps.statistics import StatisticsApp

    return StatisticsApp(lang, **RUN)

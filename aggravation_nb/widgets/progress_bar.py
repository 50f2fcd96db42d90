"""The bar a notebook hands to `arena`, `leaderboard` or `ladder` as its progress: a count and the time left.

The time left comes from the progress itself: the games done since the
first call, over the time they took by `clock` (any function that gives
seconds, `time.monotonic` by default, a fake one in tests). The engine
reads no clock; only this bar does, between games.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import ipywidgets as widgets

from aggravation_nb.i18n import sentence, text
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.stored import RunToShow

MINUTE = 60


class ProgressBar(RunToShow, Relabels, widgets.IntProgress):
    """A progress bar that is also the callback `arena(..., progress=...)` calls with (done, total);
    `lang` is the language of its label, which counts the games and says about how long is left.

    >>> bar = progress_bar()
    >>> from aggravation_nb.arena import arena
    >>> result = arena(lambda view: view.legal[0] if view.legal else None, games=4, progress=bar)
    >>> bar.value, bar.max
    (4, 4)
    """

    stored_words = "run-to-show.progress"
    clock: Callable[[], float] = staticmethod(time.monotonic)
    seconds_left: float | None = None
    """About how many seconds the games left will take, at the pace so far (None until two calls)."""
    _started: tuple[float, int] | None = None
    _count: tuple[int, int] | None = None
    """(done, total) as last told."""

    def _relabel(self) -> None:
        if self._count is None:
            self.description = text("show.games", self.lang)
            return
        done, total = self._count
        if self.seconds_left is None:
            self.description = sentence("show.games-count", self.lang, done=done, total=total)
        else:
            minutes = self.seconds_left >= 2 * MINUTE
            left = round(self.seconds_left / MINUTE) if minutes else max(1, round(self.seconds_left))
            key = "show.games-left-minutes" if minutes else "show.games-left-seconds"
            self.description = sentence(key, self.lang, done=done, total=total, left=left)

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if self._started is None or self._count is None or total != self._count[1] or done < self._started[1]:
            self._started = (now, done)
        started, first = self._started
        pace = (done - first) / (now - started) if now > started and done > first else None
        self.seconds_left = (total - done) / pace if pace else None
        self._count = (done, total)
        self.max = total
        self.value = done
        self._relabel()


def progress_bar(lang: str = "en", clock: Callable[[], float] | None = None) -> ProgressBar:
    """A bar to show how far a long run has come: display it, then hand it to `arena`, `leaderboard`
    or `ladder`; `clock` gives the seconds it times the games with (by default `time.monotonic`).

    >>> ticks = iter([0.0, 2.0])
    >>> bar = progress_bar(clock=lambda: next(ticks))
    >>> bar(50, 200)
    >>> bar(60, 200)
    >>> bar.value, bar.max, bar.description
    (60, 200, 'Games played: 60 of 200, about 28 s left')
    """
    bar = ProgressBar(value=0, min=0, max=1, style={"description_width": "initial"})
    if clock is not None:
        bar.clock = clock
    bar.lang = lang
    return bar

"""Plots of many simulated games, with a sentence under each saying what it shows.

Controls choose how many games and how quickly each computer player reacts;
Run simulates (with a progress bar) and redraws every plot. A plot is a PNG
drawn by matplotlib's object API (no pyplot, so no global state), shown as an
image with an alternative text, inside a figure with its caption.
"""

from __future__ import annotations

import html
import io
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import ipywidgets as widgets
from matplotlib import rc_context
from matplotlib.figure import Figure
from matplotlib.ticker import ScalarFormatter

from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.aggravation.stats.runs import (
    OPENING,
    SWEEP_GAMES,
    RunKey,
    Simulated,
    opening_run,
    simulate_run,
)
from aggravation_nb.games.aggravation.stats.simulate import MAX_SIMULATION_SEED, VARIANTS, Results
from aggravation_nb.games.aggravation.stats.statistics import (
    counts_by_value,
    growth,
    outcome_shares,
    summarize,
)
from aggravation_nb.i18n import Shown, listing, message, number, percent, text, whole
from aggravation_nb.widgets.controls import Choice, deal_number, relabel_options
from aggravation_nb.widgets.language import Relabels

if TYPE_CHECKING:  # matplotlib 3.9 and later name rcParams' keys
    from matplotlib.typing import RcKeyType

GAME_COUNTS = (1_000, 10_000, 100_000)
HALF = 0.5
"""The growth curves stop when fewer than half the games are still going: the last long games are not typical."""

RUNS_KEPT = 4
"""How many runs' numbers are kept: a page switching language, or a class going back to an earlier
setting, redraws them instead of simulating again."""


@dataclass
class KeptRun:
    """A run kept: its numbers, and its plots as drawn in each language so far (plot name → HTML), so a page
    switching back to a language it showed, or a notebook running the app again in the same kernel, shows
    them without drawing (a second or more)."""

    simulated: Simulated
    drawn: dict[str, dict[str, str]] = field(default_factory=dict)


_runs: dict[RunKey, KeptRun] = {}


INK = "#010203"
"""A colour no plot uses otherwise: in the drawn SVG it becomes `currentColor`, the page's text colour."""
PLOT_STYLE: dict[RcKeyType, object] = {
    "text.color": INK,
    "axes.labelcolor": INK,
    "axes.edgecolor": INK,
    "axes.titlecolor": INK,
    "xtick.color": INK,
    "ytick.color": INK,
    "legend.edgecolor": INK,
    "legend.facecolor": "none",
    "axes.facecolor": "none",
    "figure.facecolor": "none",
    "savefig.transparent": True,
    "svg.fonttype": "none",
    "svg.hashsalt": "aggravation",
}
"""Plots drawn in the page's own colours, so they read on the light and the dark theme alike."""


class WrittenTicks(ScalarFormatter):
    """Matplotlib's tick numbers with the language's decimal mark (0,3 in Russian and French, not 0.3)."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.mark = message("decimal-separator", lang)

    def __call__(self, value, pos=None) -> str:
        return super().__call__(value, pos).replace(".", self.mark)


def figure_html(figure: Figure, alt: str, caption: str, lang: str = "en") -> str:
    """A figure as inline SVG in the page's text colour, named for screen readers, with its caption underneath."""
    for axis in (axis for axes in figure.axes for axis in (axes.xaxis, axes.yaxis)):
        if type(axis.get_major_formatter()) is ScalarFormatter:  # a numbered axis, not one of names
            axis.set_major_formatter(WrittenTicks(lang))
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg") :].replace(INK, "currentColor")
    svg = "\n".join(line for line in svg.splitlines() if line.strip())  # one HTML block, also inside Markdown
    svg = svg.replace(
        "<svg ", f'<svg role="img" aria-label="{html.escape(alt)}" style="max-width:100%;height:auto" ', 1
    )
    return (
        f'<figure style="margin:0 0 1.5em 0;color:var(--jp-ui-font-color1)">{svg}'
        f"<figcaption>{linked(html.escape(caption), lang)}</figcaption></figure>"
    )


def _axes(title: str, xlabel: str, ylabel: str):
    figure = Figure(figsize=(6, 3.2), dpi=100, layout="constrained")
    axes = figure.add_subplot()
    axes.set_title(title)
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.grid(axis="y", alpha=0.3)
    return figure, axes


class StatisticsApp(Relabels, widgets.VBox):
    """Simulate many games and show what decides them.

    `lang` is the language of every word; setting it keeps the settings and redraws the last run's
    plots in the new language from its numbers, without simulating again.

    Building it simulates thousands of games (several seconds), so the example is not run as a test:

    >>> app = StatisticsApp("en", games=1_000)  # doctest: +SKIP
    >>> app.progress.value  # doctest: +SKIP
    100
    """

    def __init__(
        self, lang: str = "en", games: int = 10_000, seed: int = 1, marina: float = 1.0, oleg: float = 1.1
    ) -> None:
        self.failures = 0
        report = guarded(self._report_failure)
        self.games = Choice(
            options=[(str(n), n) for n in GAME_COUNTS], value=games, style={"description_width": "initial"}
        )
        self.marina, self.oleg = (
            widgets.FloatSlider(
                value=value,
                min=0.3,
                max=2.0,
                step=0.05,
                readout=False,
                style={"description_width": "initial"},
                continuous_update=False,
                layout=widgets.Layout(width="21em"),
            )
            for value in (marina, oleg)
        )
        self.readouts = {
            slider: widgets.HTML(layout=widgets.Layout(margin="0 2em 0 0.5em")) for slider in (self.marina, self.oleg)
        }
        """Each reaction time as the language writes it ("1,00 s"): ipywidgets' own readout writes 1.00 in any
        language."""
        for slider in self.readouts:
            slider.observe(lambda _change: self._read_out(), names="value")
        self.seed = deal_number(seed, MAX_SIMULATION_SEED)
        self.run_button = widgets.Button(button_style="primary")
        self.progress = widgets.IntProgress(value=0, min=0, max=100)
        self.intro = widgets.HTML()
        self.status = widgets.HTML()
        self._status = frozen("")
        self.plots = {name: widgets.HTML() for name in ("widest", "length", "outcomes", "speed", "variants")}
        self.shown: tuple[KeptRun, RunKey] | None = None
        """The numbers the plots show (the last run's), and its settings."""
        self.run_button.on_click(report(self.seed.unless_refused(lambda _b: self.run())))
        super().__init__(
            children=[
                self.intro,
                widgets.HBox([self.games, self.seed]),
                self.seed.note,
                widgets.HBox([self.marina, self.readouts[self.marina], self.oleg, self.readouts[self.oleg]]),
                widgets.HBox([self.run_button, self.progress]),
                self.status,
                *self.plots.values(),
            ]
        )
        self.lang = lang
        self.run()

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        for widget, key in (
            (self.games, "stats.games"),
            (self.marina, "stats.marina"),
            (self.oleg, "stats.oleg"),
            (self.seed, "seed"),
            (self.run_button, "stats.run"),
            (self.progress, "stats.progress"),
        ):
            widget.description = t(key)
        relabel_options(self.games, [whole(n, self.lang) for n in GAME_COUNTS])
        self.seed.lang = self.lang
        self._read_out()
        self.intro.value = f"<p>{t('stats.intro')}</p>"
        self._tell(self._status)
        if self.shown is not None:
            self._draw_plots(*self.shown)

    def __repr__(self) -> str:
        return f"StatisticsApp(lang={self.lang!r}, games={self.games.value}, seed={self.seed.value})"

    def _read_out(self) -> None:
        for slider, readout in self.readouts.items():
            seconds = text("stats.seconds", self.lang, value=number(slider.value, 2, self.lang))
            readout.value = f'<span class="agg-readout">{seconds}</span>'

    def run(self) -> None:
        """Simulate with the settings shown (unless a recent run had them) and redraw every plot."""
        games, seed = self.games.value, self.seed.value
        reactions = (round(self.marina.value, 2), round(self.oleg.value, 2))
        self.progress.min, self.progress.max, self.progress.value = 0, 100, 0  # a page may have changed them
        self._tell(lambda lang: text("stats.running", lang, games=whole(games, lang)))
        key = (games, seed, reactions)
        kept = _runs.pop(key, None) or KeptRun(self._simulate(key))
        _runs[key] = kept
        while len(_runs) > RUNS_KEPT:
            del _runs[next(iter(_runs))]
        self._draw(kept, key)

    def _simulate(self, key: RunKey) -> Simulated:
        """The run the page opens with comes with the package (`stats.runs`); any other is simulated."""
        shipped = opening_run() if key == OPENING else None
        return shipped or simulate_run(key, self._stage)

    def _draw(self, kept: KeptRun, key: RunKey) -> None:
        games, seed, reactions = key
        self.shown = (kept, key)
        self._draw_plots(kept, key)
        self.progress.value = 100
        self._tell(
            lambda lang: text(
                "stats.done",
                lang,
                games=whole(games, lang),
                seed=seed,
                marina=number(reactions[0], 2, lang),
                oleg=number(reactions[1], 2, lang),
            )
        )

    def _draw_plots(self, kept: KeptRun, key: RunKey) -> None:
        drawn = kept.drawn.get(self.lang)
        if drawn is None:
            simulated = kept.simulated
            with rc_context(PLOT_STYLE):
                self._draw_widest(simulated.results)
                self._draw_length(simulated.results)
                self._draw_outcomes(simulated.results)
                self._draw_speed(simulated.speed, min(key[0], SWEEP_GAMES))
                self._draw_variants(simulated.compared)
            drawn = kept.drawn[self.lang] = {name: plot.value for name, plot in self.plots.items()}
        for name, value in drawn.items():
            self.plots[name].value = value

    def _tell(self, words: Words | str) -> None:
        """The status line, said again when the page changes language."""
        self._status = frozen(words)
        said = self._status(self.lang)
        self.status.value = f'<p role="status">{said}</p>' if said else ""

    def results_html(self) -> str:
        """What the last run found, as one HTML fragment: the static site shows it without a simulator."""
        return "\n".join([self.status.value, *(plot.value for plot in self.plots.values())])

    def _number(self, value: float, digits: int) -> Shown:
        return number(value, digits, self.lang)

    def _percent(self, share: float) -> Shown:
        return percent(100 * share, self.lang)

    def _stage(self, start: int, end: int, total: int):
        def report(done: int) -> None:
            self.progress.value = start + (end - start) * done // max(total, 1)

        return report

    def _draw_widest(self, results: Results) -> None:
        t = lambda key, **v: text(key, self.lang, **v)  # noqa: E731
        figure = Figure(figsize=(8, 3.2), dpi=100, layout="constrained")
        figure.suptitle(t("stats.widest.title"))
        over_time, widest = figure.subplots(1, 2, width_ratios=(3, 2))
        steps, piles, cards = growth(results, least=HALF)
        over_time.plot(steps, cards, color="#d08c3a", label=t("stats.widest.cards"))
        over_time.plot(steps, piles, color="#4a7ebb", label=t("stats.widest.piles"))
        over_time.set_xlabel(t("stats.widest.time"))
        over_time.legend(loc="upper left", fontsize=8)
        over_time.grid(alpha=0.3)
        values, counts = counts_by_value(results.widest)
        widest.bar(values, counts, color="#4a7ebb")
        widest.set_xticks(values)
        widest.set_xlabel(t("stats.widest.x"))
        widest.set_ylabel(t("stats.games-axis"))
        summary = summarize(results)
        middle = min(len(steps) - 1, int(summary.median_actions) // 2) if len(steps) else 0
        at = (lambda values: self._number(values[middle], 0)) if len(steps) else (lambda values: 0)  # noqa: E731
        caption = t(
            "stats.widest.caption",  # each part agrees with its own number
            step=t("stats.widest.caption.step", step=int(steps[middle]) if len(steps) else 0),
            cards=t("stats.widest.caption.cards", cards=at(cards)),
            piles=t("stats.widest.caption.piles", piles=at(piles)),
            games=t("stats.widest.caption.games", games=whole(results.games, self.lang)),
            widest=t(
                "stats.widest.caption.widest", mean=self._number(summary.mean_widest, 1), most=summary.most_widest
            ),
        )
        self.plots["widest"].value = figure_html(figure, t("stats.widest.title"), caption, self.lang)

    def _draw_length(self, results: Results) -> None:
        t = lambda key, **v: text(key, self.lang, **v)  # noqa: E731
        values, counts = counts_by_value(results.actions)
        figure, axes = _axes(t("stats.length.title"), t("stats.length.x"), t("stats.games-axis"))
        axes.bar(values, counts, width=1.0, color="#6a9f58")
        summary = summarize(results)
        caption = t(
            "stats.length.caption",
            mean=self._number(summary.mean_actions, 1),
            median=self._number(summary.median_actions, 0),
            seconds=self._number(summary.mean_seconds, 0),
        )
        self.plots["length"].value = figure_html(figure, t("stats.length.title"), caption, self.lang)

    def _draw_outcomes(self, results: Results) -> None:
        t = lambda key, **v: text(key, self.lang, **v)  # noqa: E731
        shares = outcome_shares(results)
        summary = summarize(results)
        bars = [
            (t("stats.marina-wins"), summary.marina_wins),
            (t("stats.oleg-wins"), summary.oleg_wins),
            (t("stats.draw-empty"), shares["draw-empty"]),
            (t("stats.draw-dead"), shares["draw-dead"]),
            (t("stats.draw-together"), shares["draw-together"]),
        ]
        figure, axes = _axes(t("stats.outcomes.title"), "", t("stats.percent-axis"))
        axes.bar(
            [label for label, _ in bars],
            [100 * share for _, share in bars],
            color=["#4a7ebb", "#d08c3a", "#888888", "#aaaaaa", "#cccccc"],
        )
        axes.tick_params(axis="x", labelsize=8)
        caption = t(
            "stats.outcomes.caption",
            marina=self._percent(summary.marina_wins),
            oleg=self._percent(summary.oleg_wins),
            draws=self._percent(summary.draws),
            empty=self._percent(shares["draw-empty"]),
            dead=self._percent(shares["draw-dead"]),
        )
        self.plots["outcomes"].value = figure_html(figure, t("stats.outcomes.title"), caption, self.lang)

    def _draw_speed(self, points: list[tuple[float, float]], games: int) -> None:
        t = lambda key, **v: text(key, self.lang, **v)  # noqa: E731
        differences = [d for d, _ in points]
        shares = [100 * s for _, s in points]
        figure, axes = _axes(t("stats.speed.title"), t("stats.speed.x"), t("stats.speed.y"))
        axes.plot(differences, shares, marker="o", color="#4a7ebb")
        axes.axhline(50, color="#888888", linewidth=0.8)
        axes.axvline(0, color="#888888", linewidth=0.8)
        axes.set_ylim(0, 100)
        share = dict(points)
        caption = t(
            "stats.speed.caption",
            games=whole(games, self.lang),
            even=self._percent(share[0.0]),
            small=self._percent(share[0.05]),
            medium=self._percent(share[0.1]),
        )
        self.plots["speed"].value = figure_html(figure, t("stats.speed.title"), caption, self.lang)

    def _draw_variants(self, compared: dict[str, Results]) -> None:
        t = lambda key, **v: text(key, self.lang, **v)  # noqa: E731
        names = [t(f"variant.{v}") for v in VARIANTS]
        summaries = [summarize(compared[v]) for v in VARIANTS]
        figure = Figure(figsize=(8, 2.8), dpi=100, layout="constrained")
        figure.suptitle(t("stats.variants.title"))
        panels = figure.subplots(1, 3, sharey=True)
        colours = ["#4a7ebb", "#6a9f58", "#d08c3a"]
        for axes, key, values in zip(
            panels,
            ("length", "seconds", "marina"),
            (
                [s.mean_actions for s in summaries],
                [s.mean_seconds for s in summaries],
                [100 * s.marina_wins for s in summaries],
            ),
            strict=False,
        ):
            axes.barh(names, values, color=colours)
            axes.set_title(t(f"stats.variants.{key}"), fontsize=10)
            axes.grid(axis="x", alpha=0.3)
        panels[0].invert_yaxis()
        caption = t(
            "stats.variants.caption",  # the sentence about the deals and the length of a game agree apart
            games=t("stats.variants.caption.games", games=whole(summaries[0].games, self.lang)),
            aggravation=t("stats.variants.caption.actions", count=self._number(summaries[0].mean_actions, 0)),
            frustration=self._number(summaries[1].mean_actions, 0),
            california=self._number(summaries[2].mean_actions, 0),
            draws=self._percent(summaries[0].draws),
            minutes=t("stats.variants.caption.minutes", minutes=self._number(summaries[1].mean_seconds / 60, 1)),
            wins=listing(
                (
                    t("stats.variants.caption.wins", variant=name, share=self._percent(s.marina_wins))
                    for name, s in zip(names, summaries, strict=False)
                ),
                self.lang,
            ),
        )
        self.plots["variants"].value = figure_html(figure, t("stats.variants.title"), caption, self.lang)

    def _report_failure(self) -> None:
        self.failures += 1
        self._tell(say("internal-error"))


def statistics(lang: str | None = None) -> AppPage:
    """The statistics app, in `lang` or the language the page asks for (?lang=ru), with a switch.

    >>> page = statistics("en")  # doctest: +SKIP
    >>> type(page.app).__name__  # doctest: +SKIP
    'StatisticsApp'
    """
    return AppPage(StatisticsApp, lang)

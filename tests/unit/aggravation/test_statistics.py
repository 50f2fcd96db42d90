"""Statistics on small hand-made results, and the statistics app from Python."""

import re

import numpy as np
import pytest

from aggravation_nb.apps import statistics as statistics_app
from aggravation_nb.apps.statistics import StatisticsApp
from aggravation_nb.games.aggravation.stats import runs
from aggravation_nb.games.aggravation.stats.simulate import OUTCOMES, Results, simulate
from aggravation_nb.games.aggravation.stats.statistics import (
    DIFFERENCES,
    counts_by_value,
    growth,
    outcome_shares,
    speed_sweep,
    summarize,
    win_share,
)
from aggravation_nb.i18n import text


def results(outcomes, winners, actions, seconds, widest):
    return Results(
        "aggravation",
        (1.0, 1.0),
        np.array(winners, np.int8),
        np.array([OUTCOMES.index(o) for o in outcomes], np.int8),
        np.array(actions, np.int32),
        np.array(seconds, np.float64),
        np.array(widest, np.int16),
    )


FOUR = results(
    ["win-call", "win-call", "win-call", "draw-empty"],
    [0, 1, 0, -1],
    [40, 50, 44, 52],
    [20.0, 30.0, 22.0, 28.0],
    [5, 6, 4, 6],
)


def test_outcome_shares_count_each_ending():
    shares = outcome_shares(FOUR)
    assert shares["win-call"] == 0.75 and shares["draw-empty"] == 0.25
    assert sum(shares.values()) == 1.0 and set(shares) == set(OUTCOMES)


def test_win_shares_count_draws_as_games_not_won():
    assert win_share(FOUR, 0) == 0.5 and win_share(FOUR, 1) == 0.25


def test_counts_by_value_fill_the_gaps_with_zero():
    values, counts = counts_by_value(np.array([4, 6, 6, 7]))
    assert values.tolist() == [4, 5, 6, 7] and counts.tolist() == [1, 0, 2, 1]
    empty_values, empty_counts = counts_by_value(np.array([], np.int16))
    assert empty_values.size == empty_counts.size == 0


def test_growth_averages_each_action_over_the_games_that_reached_it():
    grown = Results(**{**FOUR.__dict__, "growth": np.array([[4, 8, 8], [4, 10, 16], [1, 3, 20]])})
    steps, piles, cards = growth(grown, least=0.5)
    assert steps.tolist() == [1, 2] and piles.tolist() == [2.0, 2.5] and cards.tolist() == [2.0, 4.0]
    assert growth(grown, least=0.0)[0].tolist() == [1, 2, 3]


def test_the_simulator_reports_the_table_after_every_action():
    from aggravation_nb.games.aggravation.stats.simulate import simulate

    played = simulate("aggravation", 50, 3)
    assert played.growth[0].tolist() == [50, 100, 100]  # the first flip: two piles, two cards a game
    assert len(played.growth) == played.actions.max()
    assert (np.diff(played.growth[:, 0]) <= 0).all()


def test_summary_of_four_games():
    summary = summarize(FOUR)
    assert (summary.games, summary.marina_wins, summary.oleg_wins, summary.draws) == (4, 0.5, 0.25, 0.25)
    assert (summary.mean_actions, summary.median_actions, summary.mean_seconds) == (46.5, 47.0, 25.0)
    assert (summary.mean_widest, summary.most_widest) == (5.25, 6)
    assert summarize(results([], [], [], [], [])).games == 0


def test_the_speed_sweep_rises_with_marinas_advantage():
    points = speed_sweep(400, 2, oleg=1.0, differences=(-0.3, 0.0, 0.3))
    assert [d for d, _ in points] == [-0.3, 0.0, 0.3]
    shares = [s for _, s in points]
    assert shares[0] < 0.2 < shares[1] < 0.8 < shares[2]


def captions(app):
    return {
        name: re.sub("<[^>]+>", "", re.search("<figcaption>(.*)</figcaption>", plot.value).group(1))
        for name, plot in app.plots.items()
    }


def images(app):
    return {name: re.search("<svg.*</svg>", plot.value, re.S).group(0) for name, plot in app.plots.items()}


SETTINGS = dict(games=1_000, seed=4)
VARIANT_GAMES = runs.VARIANT_GAMES
"""Games per variant as the package plays them (`simulated` lowers it while this module's app runs)."""


@pytest.fixture(scope="module")
def simulated():
    """Every run the app simulates in this module, as (variant, games, seed, reactions); the app's
    stores of recent runs and their plots start empty, so what one test finds there is what this module
    put there. Each variant of the comparison plays 50 games, not 500 (a Frustration game runs to hundreds
    of actions): these tests read what the app draws and keeps, not the numbers."""
    played: list[tuple] = []
    real = runs.simulate

    def counted(variant, games, seed, reactions=(1.0, 1.0), **options):
        played.append((variant, games, seed, reactions))
        return real(variant, games, seed, reactions, **options)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(runs, "simulate", counted)
        patch.setattr(statistics_app, "_runs", {})
        patch.setattr(runs, "VARIANT_GAMES", 50)
        yield played


@pytest.fixture(scope="module")
def app(simulated):
    """One run of 1,000 games that every test here reads or redraws (no test changes it)."""
    return StatisticsApp("en", **SETTINGS)


def test_every_plot_has_an_image_with_alternative_text_and_a_caption(app):
    for name, plot in app.plots.items():
        assert plot.value.count('<svg role="img" aria-label="') == 1, name
        assert "currentColor" in plot.value and "#010203" not in plot.value, "drawn in the page's text colour"
        assert "\n\n" not in plot.value and 'fill="#ffffff"' not in plot.value, "no white box on a dark page"
    words = captions(app)
    assert "over 1,000 games the widest row" in words["widest"] and "(A10)" in words["outcomes"]
    assert app.progress.value == 100 and app.failures == 0
    assert "1,000 games simulated" in app.status.value


def test_changing_a_players_speed_and_running_again_simulates_and_redraws(app, simulated):
    changed = StatisticsApp("en", **SETTINGS)
    before_words, before_images = captions(changed), images(changed)
    changed.marina.value = 0.6
    changed.run_button.click()
    after_words, after_images = captions(changed), images(changed)
    assert ("aggravation", 1_000, 4, (0.6, 1.1)) in simulated, "other settings are simulated"
    assert after_words["outcomes"] != before_words["outcomes"]
    assert after_images["outcomes"] != before_images["outcomes"]
    assert "Marina reacts in 0.60 s" in changed.status.value


def test_the_same_settings_draw_the_same_plots_without_simulating_again(app, simulated):
    again = StatisticsApp("en", **SETTINGS)
    assert images(again) == images(app) and captions(again) == captions(app)
    assert simulated.count(("aggravation", 1_000, 4, (1.0, 1.1))) == 1


def test_the_same_settings_in_russian_are_drawn_without_simulating_again(app, simulated):
    """A page switching language builds the app afresh: it redraws the last run's numbers in its words."""
    russian = StatisticsApp("ru", **SETTINGS)
    assert simulated.count(("aggravation", 1_000, 4, (1.0, 1.1))) == 1, "a language switch simulates nothing"
    assert russian.run_button.description == "Запустить"
    assert "по 1\u00a0000 партиям в самом широком ряду" in captions(russian)["widest"] and russian.progress.value == 100
    assert "реагирует за 1,00\u00a0с" in russian.status.value
    assert captions(app)["widest"] != captions(russian)["widest"]


def test_the_worksheet_speaks_each_language_with_its_own_numbers():
    from aggravation_nb.games.aggravation.stats.statistics import worksheet

    results = simulate("aggravation", 500, 2, (1.0, 1.0))
    english, russian = worksheet(results, "en"), worksheet(results, "ru")
    assert english[0].startswith("Of 500 games, Marina won") and "{" not in " ".join(english)
    assert russian[0].startswith("Из 500 партий Марина выиграла") and re.search(r"\d,\d", russian[1])  # a decimal comma
    assert not any(character in " ".join(english + russian) for character in "[]{}'")


@pytest.mark.parametrize("lang, mark", [("en", "."), ("ru", ","), ("fr", ",")])
def test_the_plots_number_their_axes_with_the_languages_decimal_mark(app, lang, mark):
    """The speed curve's axis runs in tenths of a second: −0.3 in English, −0,3 in Russian and French;
    the variants' axis of names keeps its names."""
    shown = app if lang == "en" else StatisticsApp(lang, **SETTINGS)
    ticks = re.findall(r">([^<>]{1,12})</text>", shown.plots["speed"].value)
    assert f"−0{mark}3" in ticks and f"0{mark}1" in ticks, ticks
    assert text("variant.frustration", lang) in shown.plots["variants"].value


def test_the_reaction_times_read_out_as_the_language_writes_them(app):
    """Beside each slider, as the status line writes them (ipywidgets' own readout writes 1.00 in any language)."""
    french = StatisticsApp("fr", **SETTINGS)
    assert [readout.value for readout in french.readouts.values()] == [
        '<span class="agg-readout">1,00\u00a0s</span>',
        '<span class="agg-readout">1,10\u00a0s</span>',
    ]
    french.marina.value = 0.65
    french.lang = "ru"
    assert "0,65\u00a0с" in french.readouts[french.marina].value and not french.marina.readout
    assert "1.10 s" in app.readouts[app.oleg].value


def test_the_opening_run_shipped_with_the_package_is_what_the_simulator_plays_today():
    """The statistics page opens on numbers read from the package (`opening_run.npz`), not simulated:
    they must be exactly the simulator's. If this fails after a change to the simulator, write them again:
    `.venv/bin/python -c "from aggravation_nb.games.aggravation.stats.runs import ship_opening_run as s; s()"`.

    Every game is dealt and timed from the deal number and its own number alone, so a run's first games are
    the games of a shorter run: Aggravation's 10,000 are played whole (the growth curve sums them all), each
    variant's first 20, and the speed curve's two ends (the other points differ only in Marina's speed)."""
    shipped = runs.opening_run()
    assert shipped is not None, f"{runs.OPENING_FILE} is missing from the package"
    games, seed, reactions = runs.OPENING

    def first_games_alike(fresh, kept):
        return all(
            np.array_equal(getattr(fresh, column), getattr(kept, column)[: fresh.games])
            for column in ("winner", "outcome", "actions", "seconds", "widest")
        )

    aggravation = simulate("aggravation", games, seed, reactions)
    assert shipped.results.games == games and first_games_alike(aggravation, shipped.results)
    assert np.array_equal(aggravation.growth, shipped.results.growth)
    assert set(shipped.compared) == set(runs.VARIANTS)
    for variant, kept in shipped.compared.items():
        assert kept.games == VARIANT_GAMES, variant
        assert first_games_alike(simulate(variant, 20, seed, reactions), kept), variant
    assert [difference for difference, _ in shipped.speed] == list(DIFFERENCES)
    ends = speed_sweep(runs.SWEEP_GAMES, seed, reactions[1], differences=(DIFFERENCES[0], DIFFERENCES[-1]))
    assert ends == [shipped.speed[0], shipped.speed[-1]]


def test_the_page_opens_on_the_shipped_run_without_simulating(simulated):
    before = len(simulated)
    opened = StatisticsApp("en")
    assert simulated[before:] == [], "the opening settings were simulated"
    assert opened.progress.value == 100 and "10,000 games simulated" in opened.status.value
    assert runs.same_numbers(opened.shown[0].simulated, runs.opening_run())


def test_a_changed_run_is_not_mistaken_for_the_shipped_one_and_bad_numbers_are_not_shipped():
    one = runs.Simulated(*runs.opening_run())
    other = one._replace(speed=[(difference, share + 0.001) for difference, share in one.speed])
    assert runs.same_numbers(one, one) and not runs.same_numbers(one, other)

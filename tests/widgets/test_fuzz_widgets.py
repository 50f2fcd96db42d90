"""A page can set any synced value: fuzz every synced trait of every app with bad values.

(The rules app is fuzzed with two of its lessons: the other nine are built the same way; and one
layout and one style of each class, `kinds_once`.)

Each value is sent as the browser would send it (a comm "update" message).
It must be refused by validation or taken harmlessly: no crash inside the
app's callbacks, a game that is still whole, and an app that still works.
"""

import ipywidgets as widgets
import pytest
import traitlets
from statistics_run import statistics_app
from visible_words import opened

from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.server import messages
from aggravation_nb.views import IntrigueApp, PlayApp, RulesApp, VariantsApp, walkthrough

BAD_VALUES = [None, "💥", -1, 10**12, 1.5, [1, "x"], {"rows": 5}, "IPY_MODEL_" + "0" * 32]


REFUSALS = ("TraitError", "TypeError", "ValueError", "DeprecationWarning")
"""What validation raises; traitlets warns before it will raise a TypeError (a style given {"rows": 5}),
and the test run makes warnings errors."""


@pytest.fixture(autouse=True)
def guarded_as_on_a_page():
    """Messages handled as on an app page (guarded, whichever test built a page first); a refused one
    may only be refused by validation, never by an error inside the app."""
    messages.guard_page()
    before = messages.refused.copy()
    yield
    unexpected = sorted(kind for kind in messages.refused - before if kind[1] not in REFUSALS)
    assert not unexpected, f"page messages that failed inside the app: {unexpected}"


def all_widgets(root):
    seen, todo = [], [root]
    while todo:
        widget = todo.pop()
        if widget in seen:
            continue
        seen.append(widget)
        for name in widget.keys:
            value = getattr(widget, name, None)
            values = value if isinstance(value, (list, tuple)) else [value]
            todo.extend(v for v in values if isinstance(v, widgets.Widget))
    return seen


def kinds_once(found):
    """Every widget, but one layout or style of each class: ipywidgets' own, which no code of the package
    observes, so each of the kind takes a value as the first does (three quarters of an app's synced traits)."""
    seen = set()
    for widget in found:
        if isinstance(widget, (widgets.Layout, widgets.Style)):
            if type(widget) in seen:
                continue
            seen.add(type(widget))
        yield widget


def send_update(widget, name, value):
    message = {"content": {"data": {"method": "update", "state": {name: value}, "buffer_paths": []}}, "buffers": []}
    try:
        widget._handle_msg(message)
    except (traitlets.TraitError, ValueError, TypeError):
        pass


def whole(game) -> bool:
    """A game (Game or Patience) that saves and loads back as it is."""
    return type(game).from_json(game.to_json()) == game


APPS = {
    "walkthrough": (lambda: walkthrough("en"), lambda app: app.story.game, lambda app: app.next_button.click()),
    "rules": (
        lambda: RulesApp("en", lessons=LESSONS[:2]),
        lambda app: app.lessons[0].game,
        lambda app: app.lessons[0].panel.flip_button.click(),
    ),
    "play": (
        lambda: PlayApp("en", seed=3, mode="relaxed"),
        lambda app: app.game,
        lambda app: app.opponent_button.click(),
    ),
    "variants": (
        lambda: VariantsApp("en", seed=3),
        lambda app: app.tournament.game,
        lambda app: app.tournament.computer_button.click(),
    ),
    "intrigue": (lambda: IntrigueApp("en", seed=1), lambda app: app.game, lambda app: app.auto_button.click()),
}
STATISTICS_VALUES = [None, "💥", -1, 10**12, 1.5, [1, "x"], {"rows": 5}]


def fuzz_every_trait(app, values, check=lambda sent: None) -> int:
    """Send each bad value to every synced trait; no callback may fail, and `check(trait's name)` holds
    after each trait's values (a game damaged by one value stays damaged, so checking once a trait finds it).
    Returns how many traits."""
    targets = [
        (widget, trait)
        for widget in kinds_once(all_widgets(opened(app)))
        for trait in widget.keys
        if trait not in ("_esm", "_css")
    ]
    for widget, trait in targets:
        for value in values:
            send_update(widget, trait, value)
            assert app.failures == 0, f"{type(widget).__name__}.{trait} = {value!r} crashed a callback"
        check(f"{type(widget).__name__}.{trait}")
    return len(targets)


def test_the_statistics_app_survives_bad_values_and_still_runs():
    """Still runs: with its controls put back as they were, Run redraws every plot (from the run it keeps)."""
    app = statistics_app("en")
    controls = {
        control: {key: getattr(control, key) for key in ("min", "max", "step", "value") if control.has_trait(key)}
        for control in (app.games, app.seed, app.marina, app.oleg)
    }
    assert fuzz_every_trait(app, STATISTICS_VALUES) > 50
    for control, traits in controls.items():
        for key, value in traits.items():
            setattr(control, key, value)
    for plot in app.plots.values():
        plot.value = ""
    app.run_button.click()
    assert app.failures == 0 and app.progress.value == 100
    assert all('<svg role="img"' in plot.value for plot in app.plots.values())
    assert "10,000 games simulated" in app.status.value


@pytest.mark.parametrize("name", list(APPS))
def test_every_synced_trait_of_every_app_survives_bad_values(name):
    build, game_of, use = APPS[name]
    app = build()

    last_whole = ""

    def still_whole(sent):
        """Load the game back only when its saved form changed: thousands of traits (every card's) change nothing."""
        nonlocal last_whole
        game = game_of(app)
        saved = game.to_json()
        if saved != last_whole:
            assert type(game).from_json(saved) == game, f"bad values sent to {sent} damaged the game"
            last_whole = saved

    assert fuzz_every_trait(app, BAD_VALUES, still_whole) > 100
    before = len(game_of(app).log)
    use(app)
    assert app.failures == 0 and whole(game_of(app))
    assert len(game_of(app).log) >= before

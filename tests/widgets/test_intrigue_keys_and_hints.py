"""The Intrigue app's keys, refusals and hints in the kernel: the arrow keys step the deal, a click on a head
that never moves is refused citing I4, and a hint marks its target and says what the best try is."""

from __future__ import annotations

import pytest

from aggravation_nb.apps.intrigue import IntrigueApp
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.narration import describe_refusal
from aggravation_nb.i18n import text
from aggravation_nb.intrigue import Move, Patience
from aggravation_nb.widgets.intrigue_table import intrigue_view


def test_the_arrow_keys_step_the_intrigue_deal_as_back_and_next_do():
    app = IntrigueApp("en", seed=1)
    app.table.press("arrowright")
    app.table.press("arrowright")
    assert app.step == 2 and app.table.view["narration"] == IntrigueApp("en", seed=1, step=2).table.view["narration"]
    app.table.press("arrowleft")
    assert app.step == 1 and app.step_slider.value == 2
    app.table.press("arrowleft")
    app.table.press("arrowleft")
    assert app.step == 0 and app.failures == 0
    app.table.press("x")  # a key the app does not listen for changes nothing
    assert app.step == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_click_on_a_head_that_never_moves_is_refused_citing_i4_and_changes_nothing(lang):
    app = IntrigueApp(lang, seed=1)
    app.last_button.click()
    head = next(index for index, column in enumerate(app.game.columns) if len(column) == 1)
    before = app.game.position()
    app.table.click("column", head)
    view = app.table.view
    with pytest.raises(IllegalAction) as refusal:
        app.game.copy().move(Move(head, ("foundation", None)))
    assert refusal.value.rule == "I4" and refusal.value.key == "intrigue-only-head"
    refusal.value.note = None  # the table names no tuple, so it adds no note on counting from 0
    assert view["kind"] == "refused" and view["narration"] == describe_refusal(refusal.value, lang)
    assert view["narration"].startswith({"en": "Not allowed (I4): Column", "ru": "Нельзя (I4). В столбце"}[lang])
    assert app.selected is None and app.game.position() == before
    assert not any(card.get("pressed") for column in view["columns"] for card in column["cards"])


def test_the_hints_target_has_its_own_mark_and_says_so_in_its_name():
    app = IntrigueApp("en", seed=1)
    app.last_button.click()
    app.hint_button.click()
    move = app.hint
    columns = app.table.view["columns"]
    source, target = columns[move.column]["cards"][-1], columns[move.to[1]]["cards"][-1]
    assert source["hinted"] and not source["target"] and source["name"] == "9♣, column 8, top"
    assert target["target"] and target["name"] == "Q♦, queen of diamonds, column 2, top, target of the hint"
    assert target["target_label"] == "target" and source["target_label"] == ""
    ru = intrigue_view(app.game, "ru", hint=move)["columns"][move.to[1]]["cards"][-1]
    assert ru["name"] == "Д♦, дама бубён, столбец 2, сверху, сюда ведёт подсказка"


def test_a_hint_to_start_a_foundation_marks_the_new_foundation_as_its_target():
    game = Patience.from_position(columns=[["Q♠", "6♥"]], variant="intrigue")
    view = intrigue_view(game, "en", hint=game.moves()[0])
    assert view["new_foundation"] == {
        "name": "New foundation, target of the hint",
        "target": True,
        "target_label": "target",
    }
    assert intrigue_view(game, "en")["new_foundation"]["target"] is False


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unwinnable_deals_hint_says_what_the_best_try_is(lang):
    app = IntrigueApp(lang, seed=0, variant="salic-law")
    app.last_button.click()
    assert app._winning_line()[1] is False, "this deal cannot be won"
    app.hint_button.click()
    from aggravation_nb.apps.intrigue import best_try, move_words

    move, count = best_try(app.game)
    assert app.hint == move and move in app.game.useful_moves()
    now = sum(len(foundation) for foundation in app.game.foundations)
    assert count > now
    assert app.table.view["narration"] == text(
        "intrigue-app.hint-best-try", lang, count=count, now=now, move=move_words(app.game, move, lang)
    )
    assert app.table.view["narration"] != text("intrigue-app.hint-none", lang)

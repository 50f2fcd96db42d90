"""What a teacher's class trial found (issue 24), in the kernel: each defect whose cause is in
Python, as a test that failed before its fix. The layout and the browser's part are in
tests/browser/test_class_trial_24_browser.py."""

from __future__ import annotations

import pytest

from aggravation_nb import Game
from aggravation_nb.apps.intrigue import IntrigueApp
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.narration import describe_refusal
from aggravation_nb.i18n import text
from aggravation_nb.intrigue import Patience
from aggravation_nb.server import messages
from aggravation_nb.views import RulesApp
from aggravation_nb.widgets.intrigue_table import intrigue_view
from aggravation_nb.widgets.table import table_view


def shown(view: dict) -> str:
    """The narration line as the page shows it (its rule ids are links there)."""
    return "".join(words for words, _rule, _name in view["narration_parts"])


def with_game(app: PlayApp, **position) -> PlayApp:
    """The play app with a game between You and the computer from a position, loaded as a saved game."""
    app.load(Game.from_position(**position).to_json())
    return app


YOU_CAN_CALL = {
    "rows": {"You": ["Q♥", "5♣"], "Computer": ["Q♠", "8♣"]},
    "stocks": {"You": [], "Computer": ["2♦", "6♠"]},
}


# ----- 24.11: the Intrigue app -----------------------------------------------------------------


def test_the_arrow_keys_step_the_intrigue_deal_as_back_and_next_do():
    app = IntrigueApp("en", seed=1)
    app.table.press("arrowright")
    app.table.press("arrowright")
    assert app.step == 2 and app.table.view["narration"] == IntrigueApp("en", seed=1, step=2).table.view["narration"]
    app.table.press("arrowleft")
    assert app.step == 1 and app.step_slider.value == 1
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
        app.game.copy().move(head, ("foundation", None))
    assert refusal.value.rule == "I4" and refusal.value.key == "intrigue-only-head"
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
    assert target["target"] and target["name"] == "Q♦, column 2, top, target of the hint"
    assert target["target_label"] == "target" and source["target_label"] == ""
    ru = intrigue_view(app.game, "ru", hint=move)["columns"][move.to[1]]["cards"][-1]
    assert ru["name"] == "Д♦, столбец 2, сверху, сюда ведёт подсказка"


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


# ----- 24.14: the outcome once, and the pair a call touched ------------------------------------


def test_a_win_called_with_the_s_key_points_at_the_pair_it_touched_as_a_click_made_call_does():
    by_key = with_game(PlayApp("en"), **YOU_CAN_CALL)
    by_key.table.press("s")
    by_click = with_game(PlayApp("en"), **YOU_CAN_CALL)
    by_click.table.click(0, 0)
    by_click.table.click(1, 0)
    by_click.panel.call_button.click()
    for app in (by_key, by_click):
        assert app.game.outcome.winner == "You"
        named = [(pile["text"], pile["named"]) for row in app.table.view["rows"] for pile in row["piles"]]
        assert named == [("Q♥", True), ("5♣", False), ("Q♠", True), ("8♣", False)]


def test_the_narration_line_tells_the_winning_move_and_leaves_the_outcome_to_the_banner():
    app = with_game(PlayApp("ru"), **YOU_CAN_CALL)
    app.table.press("s")
    view = app.table.view
    assert view["outcome"] and view["outcome"] not in shown(view)
    assert shown(view) == "Вы касаетесь Д♥ и Д♠ и объявляете «Aggravation!».", shown(view)


# ----- 24.20: a loss does not look like a win --------------------------------------------------


def test_a_loss_to_the_computer_a_win_and_a_draw_each_have_their_banner():
    lost = Game.from_position(rows=YOU_CAN_CALL["rows"], stocks={"You": ["2♦"], "Computer": []})
    lost.call("Computer", ("You", 0), ("Computer", 0))
    won = Game.from_position(**YOU_CAN_CALL)
    won.call("You", ("You", 0), ("Computer", 0))
    marina = Game.from_position(rows={"Marina": ["Q♥"], "Oleg": ["Q♠"]}, stocks={"Marina": [], "Oleg": ["2♦"]})
    marina.call("Marina", ("Marina", 0), ("Oleg", 0))
    drawn = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["2♣"]})
    drawn.cover("Marina", ("Marina", 0))
    drawn.cover("Oleg", ("Oleg", 0))
    kinds = {
        name: table_view(game, "en")["outcome_kind"]
        for name, game in (
            ("lost", lost),
            ("won", won),
            ("marina", marina),
            ("drawn", drawn),
            ("playing", Game.deal(1)),
        )
    }
    assert kinds == {"lost": "loss", "won": "win", "marina": "win", "drawn": "draw", "playing": ""}
    assert table_view(lost, "en")["outcome"] == "Computer called “Aggravation!” with an empty stock and wins. (A8)"


def test_a_patience_that_did_not_come_out_has_the_losing_banner():
    lost = Patience.from_position(columns=[["Q♠", "9♥"], ["Q♦", "8♣"]], foundations=[["6♥"]])
    assert lost.lost and intrigue_view(lost, "en", kind="played")["outcome_kind"] == "loss"
    assert intrigue_view(Patience.deal(1), "en")["outcome_kind"] == ""


# ----- 24.17: the marks explained --------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_table_explains_its_marks_and_a_match_number_says_it_is_one(lang):
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "Q♠"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]}
    )
    view = table_view(game, lang)
    queen = view["rows"][0]["piles"][1]
    assert queen["match"] == 2 and queen["match_label"] == text("match-number", lang, number=2)
    assert (
        queen["match_label"] == {"en": "match 2", "ru": "совпа\u00adдение №\u00a02"}[lang]
    )  # hyphenated where it may break
    marks = [entry["mark"] for entry in view["legend"]]
    for mark in ("×3", text("owed-alone-short", lang), text("changed", lang), text("pair-to-call-short", lang)):
        assert mark in marks
    assert f"{text('owed', lang)} · {text('match-number', lang, number=2)}" in marks
    assert view["legend_label"] == {"en": "What the marks mean", "ru": "Что значат пометки"}[lang]
    meanings = ["".join(part[0] for part in entry["meaning_parts"]) for entry in view["legend"]]
    assert all(meanings) and any("(A5)" in meaning for meaning in meanings)
    assert text("again-short", lang) not in marks, "C6's mark only where Rutter's re-cover is played"
    rutter = Game.deal(1, variant="california-speed", rutter=True)
    assert text("again-short", lang) in [entry["mark"] for entry in table_view(rutter, lang)["legend"]]


# ----- 24.18: the lessons done are kept --------------------------------------------------------


def test_a_lesson_done_is_kept_in_the_browsers_progress_and_what_the_page_sends_is_checked():
    app = RulesApp("en")
    assert app.progress in app.lessons[0].children and app.progress.key == "aggravation_nb.lessons.done"
    a7 = next(view for view in app.lessons if view.lesson.rule == "A7")
    a7.answers.value = a7.lesson.correct
    a7.check_button.click()
    assert app.progress.done == ["A7"]

    back = RulesApp("en")  # the page after a reload: the browser sends what it kept, and more
    messages.drop_refused_messages()
    update = lambda state: back.progress._handle_msg(  # noqa: E731
        {"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []}
    )
    update({"done": ["A7", "Z9", "<img>", "A2"]})
    assert back.progress.done == ["A2", "A7"]
    assert back.titles[1].startswith("✓ A2") and back.titles[6].startswith("✓ A7") and back.titles[0].startswith("A1")
    assert back.lessons[6].try_button.layout.display == ""
    for hostile in ({"done": "A1"}, {"done": [1]}, {"done": []}, {"key": "somewhere else"}):
        update(hostile)
    assert back.progress.done == ["A2", "A7"] and back.progress.key == "aggravation_nb.lessons.done"
    assert back.failures == 0


def test_progress_keeps_only_the_ids_it_knows_in_their_order():
    from aggravation_nb.widgets.progress import Progress

    progress = Progress("k", ["A1", "A2", "A3"])
    progress.add("A3")
    progress.add("A1")
    progress.add("nonsense")
    assert progress.done == ["A1", "A3"]

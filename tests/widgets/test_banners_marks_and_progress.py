"""The outcome banners, the table's marks and the lessons' progress in the kernel: a call made with a key
points at its pair as a click's does, a loss, a win and a draw each have their banner, every table explains
its marks, and a lesson done is kept (what the page sends checked). The layout and the browser's part are in
tests/browser/test_presenter_keys_and_reloads_browser.py."""

from __future__ import annotations

import pytest

from aggravation_nb import Game
from aggravation_nb.apps.play import PlayApp
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
    assert shown(view) == "Вы касаетесь Д♥ и Д♠ и объявляете «Aggravation!» (A8).", shown(view)


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

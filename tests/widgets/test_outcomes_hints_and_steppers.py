"""The play app, the table and the steppers in the kernel: an outcome shown once and kept, the marks and hints a
player sees, a new game, a difficulty and a pause said as they are, every stepper counting from one."""

from __future__ import annotations

import asyncio

from own_loop import run_in_own_loop

from aggravation_nb import Game
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.i18n import text
from aggravation_nb.views import PlayApp, RulesApp, VariantsApp, Walkthrough, table_view
from aggravation_nb.widgets.table import table_view as view_of

WON = {"rows": {"Marina": ["Q♥", "5♣"], "Oleg": ["Q♠", "8♣"]}, "stocks": {"Marina": [], "Oleg": ["2♦", "6♠"]}}


def won_game() -> Game:
    game = Game.from_position(**WON)
    game.call("Marina", ("Marina", 0), ("Oleg", 0))
    return game


def won_a11_lesson(lang: str):
    """The A11 lesson after Marina's winning call (her Q♥ and Oleg's Q♠)."""
    lesson = RulesApp(lang).lessons[[lesson.rule for lesson in LESSONS].index("A11")]
    lesson.panel.table.click(0, 1)
    lesson.panel.table.click(1, 1)
    lesson.panel.call_button.click()
    return lesson


def test_the_outcome_stays_on_the_table_after_a_refused_action():
    lesson = won_a11_lesson("en")
    panel = lesson.panel
    assert lesson.game.outcome is not None and lesson.game.outcome.winner == "Marina"
    banner = panel.table.view["outcome"]
    assert "Marina" in banner and "(A8)" in banner
    panel.flip_button.click()
    assert panel.table.view["narration"].startswith("Not allowed (A8): The game is over")
    assert panel.table.view["outcome"] == banner


def test_the_outcome_is_shown_once_by_the_banner_and_the_narration_line_tells_the_winning_move():
    """Issue 24.14 (it was said aloud once, but shown twice): the line no longer ends with the outcome."""
    panel = won_a11_lesson("ru").panel
    view = panel.table.view
    shown = "".join(words for words, _rule, _name in view["narration_parts"])
    assert view["outcome"] and view["narration"].endswith(view["outcome"])
    assert view["outcome"] not in shown and "echo" not in view
    assert shown == "Марина касается Д♥ и Д♠ и объявляет «Aggravation!» (A8).", shown
    panel.flip_button.click()
    refused = panel.table.view
    assert "".join(part[0] for part in refused["narration_parts"]) == refused["narration"]


def test_after_the_end_no_card_is_marked_to_cover():
    game = won_game()
    assert game.to_cover, "the queens were matched when Marina called"
    view = view_of(game, "en")
    assert not any(pile["owed"] for row in view["rows"] for pile in row["piles"])


def test_a_card_owed_alone_says_its_partner_was_covered():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]}
    )
    game.cover("Marina", ("Marina", 0))
    view = table_view(game, "ru")
    seven = view["rows"][1]["piles"][0]
    assert seven["owed"] and seven["owed_why"] == text("owed-alone-short", "ru")
    assert "A5" in seven["description"]
    assert view["rows"][0]["piles"][0]["owed_why"] == ""


def test_the_first_game_starts_with_flip_not_a_pause():
    async def first_flip():
        app = PlayApp("en", seed=3)
        app.panel.flip_button.click()
        await asyncio.sleep(0)
        flipped = app.game.length
        app.close()
        return flipped, app.panel.table.view["narration"]

    flipped, said = run_in_own_loop(first_flip())
    assert flipped >= 1 and said != text("paused", "en")


def test_choosing_a_difficulty_deals_a_game_at_that_level_and_says_so():
    async def choose():
        app = PlayApp("en", seed=3)
        app.difficulty.value = "expert"
        said = app.panel.table.view["narration"]
        app.close()
        return said, app.failures

    said, failures = run_in_own_loop(choose())
    assert text("level.expert", "en") in said and failures == 0


def test_new_game_announces_the_new_game_not_a_resumption():
    async def new_game():
        app = PlayApp("en", seed=3)
        app.new_button.click()
        said = app.panel.table.view["narration"]
        app.close()
        return said, app.seed.value

    said, seed = run_in_own_loop(new_game())
    box = text("seed", "en").lower()  # the message names the number as its box does: "deal number"
    assert said.startswith(f"A new game ({box} {seed})") and text("resumed", "en") not in said


def test_steps_count_from_one_in_every_stepper_and_next_is_not_highlighted_at_the_end():
    compare = VariantsApp("en").compare
    total = compare.compared.last_step + 1
    assert compare.step_label.value == f"<span>{text('step-of', 'en', step=1, total=total)}</span>"
    compare.last_button.click()
    assert compare.step_label.value == f"<span>{text('step-of', 'en', step=total, total=total)}</span>"
    assert compare.next_button.button_style == "" and compare.first_button.button_style == ""
    compare.back_button.click()
    assert compare.next_button.button_style == "primary"
    walkthrough = Walkthrough("en")
    assert "Step 1 of" in walkthrough.step_label.value and walkthrough.next_button.button_style == "primary"
    walkthrough.last_button.click()
    assert walkthrough.next_button.button_style == "" and walkthrough.next_chapter_button.button_style == "primary"


def test_each_step_can_be_seen_matches_numbered_named_cards_pointed_at_piles_opened():
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥", ["2♦", "K♠"]], "Oleg": ["7♦", "Q♠"]},
        stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠", "3♥"]},
    )
    view = table_view(game, "en", narration="Marina spots 7♣.", open_piles=True)
    marina, oleg = view["rows"]
    assert [pile["match"] for pile in marina["piles"]] == [1, 2, 0] and [p["match"] for p in oleg["piles"]] == [1, 2]
    assert [pile["named"] for pile in marina["piles"]] == [True, False, False]
    assert marina["piles"][2]["beneath"] == "2♦" and "beneath it: 2♦" in marina["piles"][2]["description"]
    closed = table_view(game, "ru")["rows"][0]["piles"][2]
    assert closed["beneath"] == "" and "под ней: 2♦" in closed["description"]


def test_the_play_app_can_hide_every_hint_for_spotting_practice():
    app = PlayApp("en", seed=14)
    app.mode.value = "relaxed"
    app.panel.flip_button.click()
    assert any(pile["owed"] for row in app.table.view["rows"] for pile in row["piles"])
    assert app.panel.no_hints.layout.display == ""
    app.panel.no_hints.value = True
    assert not any(pile["owed"] for row in app.table.view["rows"] for pile in row["piles"])
    assert Walkthrough("en").panel.no_hints.layout.display == "none"


def test_for_an_empty_handed_player_the_owed_cards_are_a_pair_to_call():
    game = Game.from_position(
        rows={"Marina": ["Q♥", "5♣"], "Oleg": ["Q♠", "8♣"]}, stocks={"Marina": [], "Oleg": ["2♦", "6♠"]}
    )
    queens = table_view(game, "en", acting="Marina")["rows"][0]["piles"][0]
    assert queens["owed"] and queens["owed_why"] == "pair to call" and "(A8)" in queens["description"]
    assert table_view(game, "en", acting="Oleg")["rows"][0]["piles"][0]["owed_why"] == ""


def test_a_lesson_tells_its_task_once():
    lesson = RulesApp("en").lessons[4]
    task = text("lesson.A5.task", "en")
    assert task not in lesson.children[0].value and lesson.panel.table.view["narration"] == task


def test_pause_after_the_end_changes_nothing():
    app = PlayApp("en", seed=5)
    app.game = won_game()
    said = app.panel.table.view["narration"]
    app.pause()
    assert app._held is False and app.panel.table.view["narration"] == said

"""Each rule's lesson: its position lets the learner do what the task says, and the game answers."""

import re

import pytest

from aggravation_nb import Game, IllegalAction
from aggravation_nb.apps.lessons import RulesApp
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.i18n import LANGUAGES, has, message

BY_RULE = {lesson.rule: lesson for lesson in LESSONS}


def test_one_lesson_per_rule_a1_to_a11():
    assert [lesson.rule for lesson in LESSONS] == [f"A{n}" for n in range(1, 12)]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.rule)
def test_every_lesson_is_worded_in_both_languages(lesson):
    parts = ["title", "task", "question", "why"] + [f"a{i}" for i in range(lesson.answers)]
    for lang in LANGUAGES:
        for part in parts:
            assert has(lesson.key(part)) and message(lesson.key(part), lang)
    assert 0 <= lesson.correct < lesson.answers
    assert lesson.game().outcome is None


def refused_rule(game: Game, attempt) -> str:
    with pytest.raises(IllegalAction) as caught:
        attempt()
    return caught.value.rule


def test_a1_a_deal_gives_26_each_and_flip_starts():
    game = BY_RULE["A1"].game()
    game.flip()
    assert (game.stock_size("Marina"), game.stock_size("Oleg")) == (25, 25)


def test_a2_the_covered_seven_does_not_match():
    assert BY_RULE["A2"].game().matches == []


def test_a4_three_sevens_are_one_match():
    assert BY_RULE["A4"].game().matches == [[("Marina", 0), ("Marina", 2), ("Oleg", 0)]]


def test_a5_the_first_card_stays():
    game = BY_RULE["A5"].game()
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    assert refused_rule(game, lambda: game.cover("Marina", ("Oleg", 0))) == "A5"


def test_a6_the_cover_makes_kings_and_flipping_waits():
    game = BY_RULE["A6"].game()
    game.cover("Marina", ("Marina", 0))
    assert [("Marina", 0), ("Marina", 1)] in game.matches
    assert refused_rule(game, game.flip) == "A6"


def test_a7_only_oleg_flips_until_a_match_shows_as_the_task_says():
    game = BY_RULE["A7"].game()
    flips = 0
    while not game.to_cover:
        game.flip()
        flips += 1
        assert game.outcome is None, "the lesson must reach a match, not end first"
    assert flips >= 2 and len(game.rows["Marina"]) == 2 and len(game.rows["Oleg"]) == 2 + flips
    assert game.stock_size("Marina") == 1  # her last card is kept to cover (A7)


def test_a8_too_early_then_the_winning_call():
    game = BY_RULE["A8"].game()
    assert refused_rule(game, lambda: game.call("Marina", ("Marina", 0), ("Oleg", 0))) == "A8"
    for _ in range(3):
        game.flip()
    game.call("Marina", ("Marina", 1), ("Oleg", 4))
    assert game.outcome.winner == "Marina"


def test_a9_a_false_call_is_refused():
    game = BY_RULE["A9"].game()
    assert refused_rule(game, lambda: game.call("Marina", ("Marina", 0), ("Oleg", 1))) == "A9"


def test_a10_both_stocks_empty_is_a_draw():
    game = BY_RULE["A10"].game()
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    assert game.outcome.key == "draw-empty"


def test_a11_the_win_has_no_score():
    game = BY_RULE["A11"].game()
    game.call("Marina", ("Marina", 1), ("Oleg", 1))
    assert game.outcome.winner == "Marina" and not hasattr(game.outcome, "score")


def test_the_rules_app_checks_answers_instantly():
    app = RulesApp("en")
    lesson = app.lessons[7]
    lesson.check()
    assert "Choose an answer first." in lesson.feedback.value
    lesson.answers.value = 1
    lesson.check_button.click()
    assert "Not quite." in lesson.feedback.value
    lesson.answers.value = lesson.lesson.correct
    lesson.check_button.click()
    assert "Right." in lesson.feedback.value and "visible pair" in lesson.feedback.value


def test_a_lesson_table_plays_refuses_and_starts_again():
    app = RulesApp("ru")
    lesson = app.lessons[4]
    lesson.panel.table.click(0, 0)
    lesson.panel.cover_button.click()
    lesson.panel.who_acts.value = "Oleg"
    lesson.panel.table.click(1, 0)
    lesson.panel.cover_button.click()
    lesson.panel.who_acts.value = "Marina"
    lesson.panel.table.click(1, 0)
    lesson.panel.cover_button.click()
    assert lesson.panel.table.view["narration"].startswith("Нельзя (A5)")
    lesson.start_again.click()
    assert lesson.game == BY_RULE["A5"].game()
    assert app.titles[0] == "A1 Раздача" and app.failures == 0


def test_conventions_are_labelled_as_conventions():
    app = RulesApp("en")
    labelled = [view.lesson.rule for view in app.lessons if "Convention:" in view.children[0].value]
    assert labelled == ["A9", "A10"]


def test_a_lesson_answered_right_gets_a_check_mark_and_a_game_to_try_it_in():
    from aggravation_nb.views import PlayApp, RulesApp

    app = RulesApp("ru")
    lesson = app.lessons[6]
    assert lesson.try_button.layout.display == "none"
    lesson.answers.value = (lesson.lesson.correct + 1) % lesson.lesson.answers
    lesson.check_button.click()
    assert app.titles[6] == app.names[6] and lesson.try_button.layout.display == "none"
    lesson.answers.value = lesson.lesson.correct
    lesson.check_button.click()
    lesson.check_button.click()
    assert app.titles[6] == f"✓ {app.names[6]}" and app.finished == {6}
    lesson.try_button.click()
    game = lesson.try_area.children[1]
    assert isinstance(game, PlayApp) and game.mode.value == "relaxed" and game.seed.value == 49


@pytest.mark.parametrize("rule, within", [("A4", 2), ("A5", 3), ("A6", 3), ("A7", 30), ("A8", 30), ("A11", 30)])
def test_each_try_in_a_game_deal_shows_its_rule_early(rule, within):
    from aggravation_nb.games.aggravation.actions import Cover, Flip
    from aggravation_nb.games.aggravation.play.bots import bot_action
    from aggravation_nb.games.aggravation.teaching.lessons import TRY_IN_GAME

    def eager_learner(game):
        """The learner acts whenever they can, then the computer; with nothing owed, the table flips."""
        action = bot_action(game, "You") or bot_action(game, "Computer")
        return action or (Flip() if game.may_flip() else None)

    game = Game.deal(seed=TRY_IN_GAME[rule], players=("You", "Computer"))
    shown = False
    while not shown and game.length < within and (action := eager_learner(game)):
        game.apply(action)
        event = game.events[-1]
        shown = {
            "A4": bool(game.to_cover),
            "A5": isinstance(event.action, Cover),
            "A6": isinstance(event.action, Cover) and event.placed[0][0] in game.to_cover,
            "A7": isinstance(event.action, Flip) and len(event.placed) == 1,
            "A8": game.outcome is not None and game.outcome.key == "win-call",
            "A11": game.outcome is not None,
        }[rule]
    assert shown, f"{rule} did not show within {within} actions"


def test_the_find_the_pair_drill_times_each_table_and_says_what_was_missed():
    import random

    from aggravation_nb.apps.drill import Drill, drill_table

    for seed in range(30):
        game, pair = drill_table(random.Random(seed))
        assert game.outcome is None and (pair is None) == (not game.to_cover)
        assert pair is None or len(pair) == 2 and game.top(pair[0]).rank == game.top(pair[1]).rank
    ticks = iter(range(100))
    drill = Drill("en", seed=3, rounds=3, clock=lambda: next(ticks) * 1.5)
    drill.start()
    assert not any(pile["owed"] for row in drill.table.view["rows"] for pile in row["piles"]), "no hints"
    answers = []
    for _ in range(3):
        if drill.pair is None:
            drill.no_pair_button.click()
            answers.append(True)
        else:
            drill.no_pair_button.click()  # a miss: there was a pair
            answers.append(False)
    assert [ok for ok, _, _ in drill.results] == answers and all(seconds == 1.5 for _, seconds, _ in drill.results)
    assert re.search(r"\d right answers? out of 3|None of 3 right", drill.summary.value) and (
        "the pair was" in drill.summary.value
    ) == (False in answers)
    assert RulesApp("ru").titles[-1] == "Найдите пару"


@pytest.mark.parametrize("rule", ["A1", "A2", "A3", "A4", "A5", "A6"])
def test_pressing_flip_as_often_as_it_is_allowed_never_ends_a_lesson_before_its_rule(rule):
    """A lesson stays on its rule: flipping until a match stops it (A3, A6) never ends the game under A7 or
    A10 in the lessons whose rules come before the end of a game; the Flip lesson flips more than once."""
    game = BY_RULE[rule].game()
    flips = 0
    while flips < 60:
        try:
            game.flip()
        except IllegalAction:
            break
        flips += 1
        assert game.outcome is None, f"{rule} ends after {flips} flips: {game.outcome.reason}"
    assert game.outcome is None and game.matches
    if rule == "A3":
        assert flips >= 3

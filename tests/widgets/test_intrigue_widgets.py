"""The Intrigue app in the kernel: build it, press its buttons and click its cards from Python, read what it shows."""

from html import escape

from aggravation_nb.i18n import text
from aggravation_nb.intrigue import Patience, describe, winning_line, winning_move
from aggravation_nb.views import IntrigueApp, intrigue


def said(app):
    return app.table.view["narration"]


def names(app, column):
    return [card["name"] for card in app.table.view["columns"][column]["cards"]]


def test_step_through_the_deal_to_its_end_and_back():
    app = IntrigueApp("en", seed=1)
    assert said(app) == "Q♠ is taken out of the shuffled decks and starts column 1 (I1). Press Next to deal."
    assert app.next_button.button_style == "primary"
    assert names(app, 0) == ["Q♠, queen of spades, column 1, top"]
    app.next_button.click()
    assert said(app) == describe(app.game.log[0], "en") == "A♠ goes onto column 1 (I3)."
    assert names(app, 0) == ["Q♠, queen of spades, column 1, card 1 of 2", "A♠, ace of spades, column 1, top"]
    assert app.step_slider.value == 2 and app.step_label.value == f"<span>Step 2 of {app.deal_length + 1}</span>"
    app.last_button.click()
    assert not app.game.dealing and app.step == app.deal_length
    assert app.next_button.button_style == ""  # the end of the deal: Next no longer leads (and keeps the focus)
    assert said(app).endswith("The deal is over: now move the top cards yourself (I4).")
    assert app.table.view["foundations"][0]["name"] == "K♥, king of hearts, foundation 1"
    assert "Yes:" in app.winnable.value
    app.step_slider.value = 41
    assert app.step == 40 and said(app) == describe(app.game.log[-1], "en")
    app.back_button.click()
    app.first_button.click()
    assert app.step == 0 and app.game.stock_size == 103


def test_refusals_cite_their_rule_and_change_nothing():
    app = IntrigueApp("en", seed=1)
    app.next_button.click()
    before = app.game.position()
    app.table.click("column", 0)  # refused at once: no card leaves a column during the deal
    assert said(app).startswith("Not allowed (I4): Play starts once the deal is over")
    assert app.table.view["kind"] == "refused" and app.game.position() == before and app.selected is None
    app.last_button.click()
    before = app.game.position()
    app.table.click("column", 0)
    assert app.table.view["columns"][0]["cards"][-1]["pressed"] is True
    app.table.click("foundation", 11)
    assert said(app) == "Not allowed (I2): K♥ does not go on foundation 12, whose top card is 2♠."
    app.table.click("column", 6)
    app.table.click("column", 7)
    assert said(app).startswith("Not allowed (I4): Column 8 is not empty")
    app.undo_button.click()
    assert said(app).startswith("Nothing to undo") and app.game.position() == before
    app.table._received(app.table, {"column": 99}, [])
    app.table._received(app.table, {"pile": [0, 0]}, [])
    assert app.game.position() == before and app.failures == 0


def test_play_the_end_by_clicks_with_undo_and_hints():
    app = IntrigueApp("en", seed=1)
    app.last_button.click()
    app.hint_button.click()
    assert said(app) == "Hint: 9♣ from column 8 onto column 2 (c8>c2). After it the game can still be won."
    assert app.hint == winning_line(app.game)[0][0], "the whole game's hint is the first move of the solver's line"
    assert app.table.view["columns"][7]["cards"][-1]["hinted"] and app.table.view["columns"][1]["cards"][-1]["hinted"]
    app.table.click("column", 7)
    app.table.click("column", 1)
    assert said(app) == "9♣ moves from column 8 onto column 2, which held only its queen (I4)."
    app.undo_button.click()
    assert said(app) == "Taken back: 9♣ is on column 8 again." and len(app.game.columns[1]) == 1
    while not app.game.won:
        move, verdict = winning_move(app.game, app.game.moves())
        assert verdict
        app.table.click("column", move.column)
        app.table.click(*move.to)
    assert app.table.view["kind"] == "outcome"
    assert "".join(part[0] for part in app.table.view["outcome_parts"]) == text("intrigue.won", "en", rule="I5")
    assert "It is won." in app.winnable.value
    app.hint_button.click()
    assert said(app) == text("intrigue-app.hint-over", "en")


def test_a_hint_for_a_card_that_loses_says_so():
    app = IntrigueApp("en", seed=0, variant="salic-law")
    app.last_button.click()
    assert "No:" in app.winnable.value
    app.table.click("column", app.game.moves()[0].column)
    app.hint_button.click()
    assert said(app).startswith("Careful: every move of")


def test_auto_finish_wins_from_the_first_step_and_steps_back_through_the_moves():
    app = IntrigueApp("en", seed=2, variant="glencoe")
    app.auto_button.click()
    assert app.game.won and app.table.view["kind"] == "outcome" and app.failures == 0
    won_at = app.step
    app.first_button.click()
    app.last_button.click()
    assert app.step == won_at and app.game.won


def test_auto_finish_on_a_lost_deal_says_so_and_when_the_solver_gives_up_says_that(monkeypatch):
    from aggravation_nb.apps import intrigue as intrigue_app

    app = IntrigueApp("en", seed=0, variant="salic-law")
    app.auto_button.click()
    assert "No:" in app.winnable.value and said(app) == text("intrigue-app.auto-stuck", "en")
    assert app.step == app.deal_length and not app.game.won
    monkeypatch.setattr(intrigue_app, "LIMIT", 1)
    app = IntrigueApp("en", seed=2, variant="glencoe")
    app.auto_button.click()
    assert (
        said(app) == "Auto-finish gave up: the solver looked at 1 position without finding a win. Try a move yourself."
    )
    assert not app.game.won and app.failures == 0


def test_variant_and_deal_number_switch_the_deal():
    app = IntrigueApp("en", seed=3)
    app.variant_choice.value = "salic-law"
    assert app.game.variant == "salic-law" and app.game.columns[0][0].rank == 13 and app.seed == 3
    assert "Salic Law is played as the classic game" in app.readings.value
    assert 'data-rule="I8"' in app.readings.value
    app.seed_box.value = 5
    assert app.seed == 5 and app.step == 0 and app.game.variant == "salic-law"
    app.new_deal_button.click()
    assert app.seed == app.seed_box.value and app.failures == 0


def test_russian_words_and_a_language_switch_keeps_the_deal():
    page = intrigue("ru", seed=4, variant="laggard-lady")
    assert page.next_button.description == "Далее" and page.hint_button.description == "Подсказка"
    assert page.auto_button.description == "Доиграть" and page.variant_choice.options[1][0] == "Отстающая дама"
    page.next_button.click()
    page.next_button.click()
    assert names(page, 0)[-1].endswith(", столбец 1, сверху")
    assert said(page) == describe(page.game.log[-1], "ru")
    page.switch.lang = "en"
    assert page.app.lang == "en" and page.app.step == 2 and page.app.seed == 4 and page.app.variant == "laggard-lady"
    assert said(page) == describe(page.game.log[-1], "en")


def test_a_card_whose_only_move_changes_nothing_gets_a_hint_for_the_whole_game_not_a_false_loses():
    """Moving a column's only card onto another bare queen changes nothing (the reading of I4), so
    that card has no useful move; the hint then looks at the whole game, which can still be won."""
    app = IntrigueApp("en", seed=1)
    app.game = Patience.from_position(columns=[["Q♠", "7♥"], ["Q♦"], ["Q♥", "8♣", "6♣"]], variant="intrigue")
    app.script, app.selected = [], 0
    app.hint_button.click()
    assert "loses" not in said(app) and app.hint is not None


def test_the_table_says_what_starts_a_foundation_as_the_variant_plays_it():
    from aggravation_nb.widgets.intrigue_table import intrigue_view

    notes = {
        variant: intrigue_view(Patience.deal(3, variant=variant), "en")["no_foundation"]
        for variant in ("intrigue", "glencoe", "salic-law")
    }
    assert notes["intrigue"] == notes["glencoe"] == "No foundation yet: the first five or six starts one."
    assert notes["salic-law"] == "No foundation yet: the first ace starts one."


def test_queen_of_the_fairies_deals_rule_by_rule_then_builds_down_and_finishes():
    app = IntrigueApp("en", seed=9, variant="queen-of-the-fairies")
    assert said(app) == "K♦ is taken out of the shuffled decks and starts column 1 (I9). Press Next to deal."
    assert app.table.view["no_foundation"] == "No foundation yet: the first ace starts one."
    assert "Faerie Queen" in app.readings.value and 'data-rule="I9"' in app.readings.value
    app.next_button.click()
    assert said(app) == describe(app.game.log[0], "en") and said(app).endswith("(I3).")
    app.last_button.click()
    assert (
        said(app).endswith("The deal is over: now move the top cards yourself (I9).") and "Yes:" in app.winnable.value
    )
    assert all(column[0].rank == 13 for column in app.game.columns) and app.game.set_aside == []
    before = app.game.position()
    app.table.click("column", 7)
    app.table.click("column", 1)
    assert said(app) == (
        "Not allowed (I9): 8♣ cannot go onto column 2, whose top card is 10♣: a card goes only "
        "onto a card one rank higher, whatever its suit, or onto a king with nothing on it."
    )
    assert app.game.position() == before
    app.hint_button.click()
    assert said(app) == "Hint: 10♦ from column 3 onto column 5 (c3>c5). After it the game can still be won."
    assert app.table.view["columns"][4]["cards"][-1]["hinted"]
    app.table.click("column", 2)
    app.table.click("column", 4)
    assert said(app) == (
        "10♦ moves from column 3 onto column 5, onto a card one rank higher: after the deal the "
        "tableau builds down, whatever the suits (I9)."
    )
    assert names(app, 4)[-1] == "10♦, column 5, top"
    app.undo_button.click()
    assert said(app) == "Taken back: 10♦ is on column 3 again." and app.game.position() == before
    app.auto_button.click()
    assert app.game.won and app.table.view["kind"] == "outcome" and app.failures == 0
    assert "".join(part[0] for part in app.table.view["outcome_parts"]) == text("intrigue.won", "en", rule="I9")
    assert "It is won." in app.winnable.value
    won_at = app.step
    app.first_button.click()
    app.last_button.click()
    assert app.step == won_at and app.game.won


def test_the_variant_switch_offers_queen_of_the_fairies_in_both_languages():
    page = intrigue("ru", seed=3)
    assert page.variant_choice.options[-1] == ("Королева фей", "queen-of-the-fairies")
    page.variant_choice.value = "queen-of-the-fairies"
    assert page.game.variant == "queen-of-the-fairies" and page.game.columns[0][0].rank == 13 and page.seed == 3
    assert "(I9)" in said(page) and "Faerie Queen" in page.readings.value
    page.next_button.click()
    assert said(page) == describe(page.game.log[-1], "ru")
    page.switch.lang = "en"
    assert page.app.variant == "queen-of-the-fairies" and page.app.step == 1
    assert page.variant_choice.options[-1] == ("Queen of the Fairies", "queen-of-the-fairies")


def test_queen_of_the_fairies_says_its_own_help_and_where_a_selected_card_may_go():
    """The Fairies build down onto any card one rank higher (I9): the app's help and the line after a card
    is selected say so, in every language, and a switch back to Intrigue says the common words again."""
    page = intrigue("en", seed=9)
    assert page.help.value == f'<p class="agg-help">{escape(text("intrigue-app.help", "en"))}</p>'
    page.variant_choice.value = "queen-of-the-fairies"
    assert "a column whose top card is one rank higher" in page.help.value
    page.last_button.click()
    page.table.click("column", 2)
    top = page.game.columns[2][-1]
    assert said(page) == text("intrigue-app.fairies-selected", "en", card=str(top), column=3, rule="I9")
    page.switch.lang = "ru"
    assert said(page) == text("intrigue-app.fairies-selected", "ru", card=str(top), column=3, rule="I9")
    assert page.help.value.endswith(f"{escape(text('intrigue-app.fairies-help', 'ru'))}</p>")
    page.variant_choice.value = "intrigue"
    assert page.help.value.endswith(f"{escape(text('intrigue-app.help', 'ru'))}</p>")


def test_a_pupil_who_plays_every_hint_of_the_app_wins_queen_of_the_fairies():
    """The Hint button, pressed again and again and its move played by clicks, finishes a winnable deal of
    the variant whose cards can go back and forth; its hints never lead back to a position already played."""
    app = IntrigueApp("en", seed=7, variant="queen-of-the-fairies")
    app.last_button.click()
    seen = {str(app.game.position())}
    while not app.game.won:
        app.hint_button.click()
        move = app.hint
        assert move is not None, said(app)
        app.table.click("column", move.column)
        app.table.click(*move.to)
        assert str(app.game.position()) not in seen, f"hint {len(seen)} goes back to a position already played"
        seen.add(str(app.game.position()))
    assert "It is won." in app.winnable.value

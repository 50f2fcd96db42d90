"""The checks of the code-along notebooks' "your turn" cells: right answers pass, and each kind of
wrong answer is told what is wrong, with the rule, without raising."""

from __future__ import annotations

from aggravation_nb import Call, Cover, Flip, Game
from aggravation_nb.arena import cover_own_first, cover_theirs_first
from aggravation_nb.core.checks import Check
from aggravation_nb.games.aggravation.teaching.exercises import bot_shares_well, marina_wins_last_card, oleg_may_call
from aggravation_nb.games.intrigue.teaching.exercises import patience_won
from aggravation_nb.intrigue import Patience, winning_move

MARINA, OLEG = "Marina", "Oleg"
LAST_CARD = [
    Cover(MARINA, (MARINA, 2)),
    Cover(OLEG, (OLEG, 3)),
    Flip(),
    Flip(),
    Flip(),
    Call(MARINA, ((MARINA, 1), (OLEG, 8))),
]


def position(oleg_stock, oleg_row="7♦", players=(MARINA, OLEG)):
    first, second = players
    return Game.from_position(
        rows={first: ["7♣"], second: [oleg_row]}, stocks={first: ["5♠", "6♠"], second: oleg_stock}
    )


def test_a_check_reads_as_a_sentence_and_as_true_or_false():
    assert repr(Check(True, "fine.")) == "✓ Right: fine." and repr(Check(False, "no.", "ru")) == "✗ Пока нет: no."
    assert not Check(False, "no.")


def test_01_oleg_may_call():
    assert oleg_may_call(position([])).ok
    assert repr(oleg_may_call(position([]))) == "✓ Right: Oleg may call on 7♣ and 7♦ (A8)."
    held = oleg_may_call(position(["2♣"]))
    assert not held and "(A9)" in held.words and 'stocks={"Oleg": []}' in held.words
    assert "(A8)" in oleg_may_call(position([], oleg_row="8♦")).words
    assert "not a game" in oleg_may_call({"rows": {}}).words
    assert "Marina and Oleg" in oleg_may_call(position([], players=("Ann", "Ben"))).words
    over = position([])
    over.call(OLEG, (MARINA, 0), (OLEG, 0))
    assert "(A11)" in oleg_may_call(over).words
    assert oleg_may_call(position(["2♣"]), "ru").words.startswith("у Олега в стопке")


def test_02_marina_wins_the_last_card_chapter():
    assert repr(marina_wins_last_card(LAST_CARD)) == "✓ Right: Marina calls and wins after your 6 moves (A8)."
    early = marina_wins_last_card([Cover(MARINA, (MARINA, 2)), Call(MARINA, ((MARINA, 2), (OLEG, 3)))])
    assert not early and early.words.startswith("move 2, Call(") and "(A8)" in early.words
    assert "nobody has won yet" in marina_wins_last_card(LAST_CARD[:3]).words
    assert "already over after move 6" in marina_wins_last_card(LAST_CARD + [Flip()]).words
    assert "make my_moves a list" in marina_wins_last_card(Cover(MARINA, (MARINA, 2))).words
    assert "refused" in marina_wins_last_card(["flip"]).words


def test_03_a_bot_that_gives_its_cards_away_holds_its_own_at_frustration():
    assert bot_shares_well(cover_theirs_first).ok
    kept = bot_shares_well(cover_own_first)
    assert not kept and kept.words.startswith("your bot won 0 of 20") and "(F3)" in kept.words
    faulty = bot_shares_well(lambda view: 1 / 0)
    assert not faulty and "raised ZeroDivisionError" in faulty.words
    assert "not a bot" in bot_shares_well("cover_theirs_first").words


def test_04_the_patience_played_to_its_win():
    game = Patience.deal(seed=3)
    assert "p.deal_all()" in patience_won(game).words
    game.deal_all()
    assert "winning_move(p)" in patience_won(game).words and "(" in patience_won(game).words
    while not game.won:
        game.move(*winning_move(game)[0])
    assert repr(patience_won(game)).startswith("✓ Right: every card is on the foundations, in ")
    assert "not a patience" in patience_won(None).words
    stuck = Patience.from_position(columns=[["Q♠", "9♥"]], foundations=[["5♣"]])
    assert stuck.lost and "p.undo()" in patience_won(stuck).words

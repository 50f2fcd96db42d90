"""The arena keeps its games: every game a record (deal, players, actions in order) that plays back to the very
game the arena played, and opens in the replay app; a bot that fails is named with its file, line and position."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from aggravation_nb import Flip, Game
from aggravation_nb.arena import Fault, GameRecord, arena, cover_theirs_first, random_bot

VARIANTS = ["aggravation", "frustration", "california-speed"]


def first_legal(view):
    return view.legal[0] if view.legal else None


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_game_is_kept_and_plays_back_to_the_game_the_arena_played(variant):
    played: dict[int, Game] = {}

    def watching(view):
        played[view._game.seed, view._game.players] = view._game
        return cover_theirs_first(view)

    result = arena(watching, against=random_bot(2), games=4, variant=variant, seed=7)
    assert [record.number for record in result.records] == [1, 2, 3, 4]
    assert tuple(record.result for record in result.records) == result.results
    for record in result.records:
        original = played[record.deal, record.players]
        again = record.game()
        assert again == original and again.outcome == original.outcome and record.variant == variant
        assert again.length == len(record.actions) > 0
        assert record.game(3).log == original.log[:3]
        assert record.notation == tuple(str(action) for action in original.log)


def test_a_fault_is_the_end_of_its_record_and_the_table_the_bot_saw():
    def flips_late(view):
        return Flip() if view.my_stock < 20 else first_legal(view)

    result = arena(flips_late, games=2, seed=1)
    assert len(result.faults) == 2
    for fault in result.faults:
        record = result.records[fault.game - 1]
        assert fault.moves == len(record.actions) and record.result == "loss"
        game = record.game()
        assert f"{fault.bot}: " in fault.position and f"(stock {game.stock_size(fault.bot)})" in fault.position
        assert f"after {fault.moves} actions, the table: {fault.position}" in str(fault)


def helper_that_fails(view):
    return view.legal[99]


def bot_with_a_helper(view):
    return helper_that_fails(view) if view.owed else None


def test_a_bot_that_raises_is_named_with_its_file_and_line_even_inside_a_library_call():
    fault = arena(bot_with_a_helper, games=1).faults[0]
    assert fault.file == __file__ and fault.line == helper_that_fails.__code__.co_firstlineno + 1
    assert f"at {__file__}, line {fault.line}: return view.legal[99]" in str(fault)

    def chooses_from_nothing(view):
        import random

        return random.choice(())

    fault = arena(chooses_from_nothing, games=1).faults[0]
    assert fault.file == __file__ and fault.line == chooses_from_nothing.__code__.co_firstlineno + 3


def test_faults_that_raised_nothing_name_no_file():
    fault = arena(lambda view: Flip(), games=1).faults[0]
    assert fault.file is None and fault.line is None and "line" not in str(fault).splitlines()[0]


def test_a_record_reads_as_its_game_and_its_result():
    record = GameRecord(3, 12, "frustration", ("A", "B"), (Flip(),), "draw")
    assert str(record) == "game 3 (deal 12, Frustration, A v B): drawn in 1 action"
    assert record.said("ru") == "Фрустрация: партия 3 (раздача 12, A против B) сыграна вничью за 1 действие"
    assert record.said("fr") == "partie 3 (donne 12, Frustration, A contre B)\u00a0: nulle en 1 action"
    dealt = Game.deal(seed=12, players=("A", "B"), variant="frustration")
    assert record.game(0) == dealt and record.game().log == [Flip()]


def test_a_bot_in_a_notebook_cell_is_named_by_its_cell_as_ipython_names_it(monkeypatch):
    import IPython

    class Compiler:
        def format_code_name(self, name):
            return ("Cell", "In[7]") if name == "/tmp/ipykernel_1/99.py" else None

    monkeypatch.setattr(IPython, "get_ipython", lambda: SimpleNamespace(compile=Compiler()))
    in_a_cell = Fault(1, 2, "bot", None, "raised IndexError", file="/tmp/ipykernel_1/99.py", line=3)
    assert "\n    at Cell In[7], line 3" in str(in_a_cell)
    assert f"\n    at {__file__}, line 4" in str(Fault(1, 2, "bot", None, "raised", file=__file__, line=4))


def test_a_fault_writes_an_action_as_str_does_and_anything_else_as_code():
    flips, says = arena(lambda view: Flip(), games=1).faults[0], arena(lambda view: "cover!", games=1).faults[0]
    assert flips.action == str(Flip()) and says.action == "'cover!'"


@pytest.mark.parametrize(
    "lang, flipped, table",
    [
        ("en", "flipping is not a bot's to choose", "owed a cover: flips_when_owed 2, computer 1, computer 2"),
        ("ru", "открывать карты — не выбор бота", "Д♠ 8♣ (в стопке 24); computer: 8♥ 8♠"),
        (
            "fr",
            "retourner une carte n’est pas au choix du bot",
            "la table\u00a0: flips_when_owed\u00a0: D♠ 8♣ (paquet 24)",
        ),
    ],
)
def test_a_fault_says_why_and_the_table_in_the_language_asked(lang, flipped, table):
    from aggravation_nb.i18n import set_language

    def flips_when_owed(view):
        return Flip() if view.owed else None

    fault = arena(flips_when_owed, games=1, seed=2).faults[0]
    said = fault.said(lang)
    assert flipped in said.splitlines()[0] and fault.rule == "A3" and table in said.splitlines()[-1]
    set_language(lang)
    try:
        assert str(fault) == said
    finally:
        set_language("en")

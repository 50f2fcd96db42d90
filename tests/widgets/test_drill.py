"""The find-the-pair drill (issue 24.12): every start deals new tables, and the summary says in words
what each missed table held, since the tables themselves are gone by then."""

from __future__ import annotations

from aggravation_nb.apps.drill import Drill


def tables(drill: Drill) -> list[str]:
    """Play a whole drill answering "No pair" every time; the tables it dealt, as saved games."""
    drill.start()
    dealt = []
    while drill.game is not None:
        dealt.append(drill.game.to_json())
        drill.no_pair_button.click()
    return dealt


def test_every_start_deals_other_tables_and_the_same_seed_the_same_ones():
    first, second = Drill("en", seed=3), Drill("en", seed=3)
    runs = [tables(first), tables(first), tables(first)]
    assert runs[0] != runs[1] != runs[2] != runs[0], "a restarted drill dealt the same tables"
    assert tables(second) == runs[0], "the drill is seeded"


def test_the_summary_says_what_each_missed_table_held_and_what_was_answered():
    for lang, pair_words, answer in (
        ("en", "the pair was", "you answered “No pair”"),
        ("ru", "парой были", "ваш ответ — «Пары нет»"),
    ):
        drill = Drill(lang, seed=3)
        tables(drill)
        missed = [number for number, (ok, _, _) in enumerate(drill.results, start=1) if not ok]
        assert missed, "this seed has a table with a pair"
        summary = drill.summary.value
        for number in missed:
            assert (f"Table {number}:" if lang == "en" else f"Стол {number}:") in summary
        assert summary.count(pair_words) == len(missed) and answer in summary
        assert "tables 1" not in summary

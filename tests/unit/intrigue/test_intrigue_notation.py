"""The patience's move notation: every legal move's text reads back to the same Move, applying either
gives the same game, and columns and foundations carry one number, from 1, wherever a person reads."""

import random
import re
from html import unescape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb import IllegalAction
from aggravation_nb.games.aggravation.narration import describe_refusal
from aggravation_nb.games.intrigue.picture import patience_html
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.intrigue import VARIANTS, Move, Patience, describe, parse_action, winning_move


def played(seed: int, variant: str, moves: int) -> Patience:
    game = Patience.deal(seed=seed, variant=variant)
    game.deal_all()
    rng = random.Random(seed)
    for _ in range(moves):
        useful = game.useful_moves()
        if not useful:
            break
        game.move(rng.choice(useful))
    return game


@settings(max_examples=20, deadline=None)
@given(variant=st.sampled_from(list(VARIANTS)), seed=st.integers(0, 2**32 - 1))
def test_every_legal_moves_text_reads_back_and_plays_the_same_game(variant, seed):
    by_value, by_text = Patience.deal(seed=seed, variant=variant), Patience.deal(seed=seed, variant=variant)
    rng = random.Random(seed)
    while by_value.dealing:
        by_value.apply(None)
        by_text.apply("deal")
    for _ in range(60):
        legal = by_value.moves()
        for move in legal:
            assert parse_action(str(move), by_value) == move, str(move)
        useful = by_value.useful_moves()
        if not useful:
            break
        chosen = rng.choice(useful)
        by_value.apply(chosen)
        by_text.apply(str(chosen))
    assert by_text == by_value
    assert Patience.from_json(by_value.to_json()) == by_value


@pytest.mark.parametrize(
    "text, move",
    [
        ("c3>f2", Move(2, ("foundation", 1))),
        ("C3 > F2", Move(2, ("foundation", 1))),
        ("с3>f2", Move(2, ("foundation", 1))),  # a Cyrillic "с"
        ("column 3 to foundation 2", Move(2, ("foundation", 1))),
        ("c1>f+", Move(0, ("foundation", None))),
        ("c1 -> new foundation", Move(0, ("foundation", None))),
        ("c10>c2", Move(9, ("column", 1))),
    ],
)
def test_the_notation_reads_as_a_person_types_it(text, move):
    assert parse_action(text) == move


@pytest.mark.parametrize("text", ["c0>f1", "c1>", "f1>c1", "up", "", "c1>f0"])
def test_text_that_is_no_move_is_refused_and_changes_nothing(text):
    game = played(3, "intrigue", 0)
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(text)
    assert game.to_json() == before


@pytest.mark.parametrize("value", [3, ("foundation", 0), 1.5, b"c1>f1"])
def test_apply_with_a_wrong_value_lists_what_it_accepts(value):
    game = played(3, "intrigue", 0)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(value)
    assert "moves()" in str(refusal.value) and str(game.moves()[0]) in str(refusal.value)


def test_the_winning_move_is_played_as_the_notebook_says_and_a_pair_is_answered_with_the_way():
    """Before: `p.move(*winning_move(p))` was refused as "There is no column Move(column=0, …)"."""
    game = played(3, "intrigue", 0)
    move, verdict = winning_move(game)
    with pytest.raises(IllegalAction) as refusal:
        game.move(*winning_move(game))
    assert "move, verdict = winning_move(p)" in str(refusal.value)
    game.move(move)
    game.undo()
    game.apply(str(move))
    assert game.actions[-1] == move and verdict


def test_a_move_given_in_code_says_it_counts_from_0_and_names_the_move_as_the_table_does():
    """Before: `p.move(0, ("foundation", 6))` was refused as "foundation 7", with nothing saying why 7."""
    game = played(3, "intrigue", 0)
    with pytest.raises(IllegalAction) as refusal:
        game.move(0, ("foundation", 6))
    said = str(refusal.value)
    assert "foundation 7" in said and "counts from 0" in said and "c1>f7" in said
    assert said.endswith("(I2)")
    for lang in LANGUAGES:
        assert "c1>f7" in describe_refusal(refusal.value, lang) and "c1>f7" in refusal.value.said(lang)


@settings(max_examples=10, deadline=None)
@given(variant=st.sampled_from(list(VARIANTS)), seed=st.integers(0, 2**32 - 1), lang=st.sampled_from(LANGUAGES))
def test_narration_refusals_and_code_name_each_column_and_foundation_alike(variant, seed, lang):
    game = played(seed, variant, 5)
    for move in game.moves():
        step = game.copy().move(move)
        said = describe(step, lang)
        assert re.search(rf"\b{move.column + 1}\b", said), (str(move), said)
        _, where = move.to
        if where is not None:
            assert re.search(rf"\b{where + 1}\b", said)
    count = len(game.columns)
    for asked in (f"c{count + 1}>f1", f"c{count + 1}>f+"):
        with pytest.raises(IllegalAction) as refusal:
            game.apply(asked)
        said = refusal.value.said(lang)
        assert f"c{count + 1}" in said and f"c{count}" in said
    with pytest.raises(IllegalAction) as refusal:
        game.move(count + 1, ("foundation", None))
    said = refusal.value.said(lang)
    assert "0" in said and f"{count - 1}" in said and f"c{count}" in said


@settings(max_examples=10, deadline=None)
@given(variant=st.sampled_from(list(VARIANTS)), seed=st.integers(0, 2**32 - 1), lang=st.sampled_from(LANGUAGES))
def test_the_picture_writes_the_moves_in_words_move_takes(variant, seed, lang):
    game = played(seed, variant, 3)
    written = [unescape(code) for code in re.findall(r"<code>(.*?)</code>", patience_html(game, lang))]
    assert [parse_action(text, game) for text in written] == game.moves()[: len(written)]
    assert bool(written) == bool(game.moves())

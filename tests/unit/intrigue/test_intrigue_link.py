"""The moves after an Intrigue deal in a link: written short, read back, each checked by the engine."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb.core.places import BadLink
from aggravation_nb.games.intrigue import VARIANTS, Move, Patience
from aggravation_nb.games.intrigue.link import moves_text, read_moves
from aggravation_nb.i18n import LANGUAGES, sentence


def dealt(seed: int, variant: str = "intrigue") -> Patience:
    game = Patience.deal(seed, variant)
    game.deal_all()
    return game


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), variant=st.sampled_from(sorted(VARIANTS)), data=st.data())
def test_moves_played_after_the_deal_round_trip(seed, variant, data):
    game = dealt(seed, variant)
    moves = []
    for _ in range(data.draw(st.integers(0, 12))):
        legal = game.moves()
        if not legal:
            break
        move = data.draw(st.sampled_from(legal))
        game.move(*move)
        moves.append(Move(*move))
    assert read_moves(moves_text(moves), Patience.deal(seed, variant)) == moves


def test_the_moves_are_written_in_the_notation_and_the_links_of_before_still_open():
    """One numbering: a link's moves read as the table and the saved games name them (before: `3f0.2f.1c4`,
    counted from 0)."""
    moves = [Move(3, ("foundation", 0)), Move(2, ("foundation", None)), Move(1, ("column", 4))]
    assert moves_text(moves) == "c4>f1.c3>f+.c2>c5"
    game = dealt(3)
    legal = [move for move in game.useful_moves() if move.to[0] == "column"][:1]
    assert read_moves(moves_text(legal), Patience.deal(3)) == legal
    old = f"{legal[0].column}c{legal[0].to[1]}"
    assert read_moves(old, Patience.deal(3)) == legal


@pytest.mark.parametrize(
    "text, key",
    [("3x0", "link.not-a-move"), ("1c", "link.not-a-move"), (".0f0", "link.not-a-move"), ("9999f0", "link.not-a-move")],
)
def test_what_is_no_move_is_refused(text, key):
    with pytest.raises(BadLink) as refusal:
        read_moves(text, Patience.deal(1))
    assert refusal.value.key == key


def test_a_move_the_rules_refuse_is_refused_with_its_rule():
    game = Patience.deal(12, "glencoe")
    with pytest.raises(BadLink) as refusal:
        read_moves("0f0", game)
    assert refusal.value.key == "link.move" and refusal.value.rule == "I2"
    assert all("I2" in sentence(refusal.value.key, lang, **refusal.value.details) for lang in LANGUAGES)


@settings(max_examples=100, deadline=None)
@given(text=st.one_of(st.text(max_size=40), st.text(alphabet="0123456789fc.>+ ", max_size=40)))
def test_random_moves_are_read_or_refused_never_anything_else(text):
    try:
        read_moves(text, Patience.deal(5))
    except BadLink as refusal:
        assert all(sentence(refusal.key, lang, **refusal.details) for lang in LANGUAGES)

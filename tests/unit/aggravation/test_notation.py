"""The move notation of the Aggravation family: every legal action's text reads back to the same action,
applying the text or the value gives the same game, and piles are named from 1 wherever a person reads."""

import random
import re
from html import escape, unescape
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb import Call, CallTogether, Cover, Flip, Game, IllegalAction, parse_action, parse_pile, pile_name
from aggravation_nb.games.aggravation.narration import card_name, describe_event
from aggravation_nb.games.aggravation.notation import short_text
from aggravation_nb.games.aggravation.picture import table_html
from aggravation_nb.i18n import LANGUAGES, name, text

VARIANTS = [
    ("aggravation", 2, False),
    ("frustration", 2, False),
    ("california-speed", 2, True),
    ("tournament", 3, False),
]
NAMES = [("Marina", "Oleg"), ("Player 1", "Player 2"), ("Анна", "Борис"), ("A", "A 1"), ("Zoé 2", "zoé")]


def names_for(players: int, pair: tuple[str, str]) -> list[str]:
    return [*pair, *(f"{pair[0]} {seat}" for seat in range(2, players))][:players]


@settings(max_examples=25, deadline=None)
@given(setting=st.sampled_from(VARIANTS), pair=st.sampled_from(NAMES), seed=st.integers(0, 2**32 - 1))
def test_every_legal_actions_text_reads_back_and_plays_the_same_game(setting, pair, seed):
    variant, players, rutter = setting
    names = names_for(players, pair)
    by_value = Game.deal(seed=seed, players=names, variant=variant, rutter=rutter)
    by_text = Game.deal(seed=seed, players=names, variant=variant, rutter=rutter)
    rng = random.Random(seed)
    for _ in range(400):
        legal = by_value.legal_actions()
        if not legal:
            break
        for action in legal:
            assert parse_action(str(action), by_value) == action, str(action)
            assert parse_action(short_text(action, by_value), by_value) == action, short_text(action, by_value)
        chosen = rng.choice(legal)
        by_value.apply(chosen)
        by_text.apply(str(chosen))
    assert by_text == by_value
    assert Game.from_json(by_value.to_json()) == by_value


@pytest.mark.parametrize("short", ["c0-1-1", "c1-3-1", "c1-1-0", "k1-1-1-9-1"])
def test_a_short_form_naming_no_seat_or_pile_is_refused_with_what_is_legal(short):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": []})
    with pytest.raises(IllegalAction) as refusal:
        game.apply(short)
    assert refusal.value.key == "notation-unreadable" and "Marina covers Marina 1" in str(refusal.value)
    assert game.log == []


def test_two_calls_at_once_read_back():
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={})
    pair = (("Marina", 0), ("Oleg", 0))
    together = CallTogether((Call("Marina", pair), Call("Oleg", pair)))
    assert str(together) == "Marina calls Marina 1 + Oleg 1 & Oleg calls Marina 1 + Oleg 1"
    assert parse_action(str(together), game) == together
    game.apply(str(together))
    assert game.outcome.rule == "A10"


@pytest.mark.parametrize(
    "text, action",
    [
        ("flip", Flip()),
        ("Марина covers Олег 1", Cover("Marina", ("Oleg", 0))),
        ("  FLIP ", Flip()),
        ("Marina covers Oleg 1", Cover("Marina", ("Oleg", 0))),
        ("marina   COVERS oleg 1", Cover("Marina", ("Oleg", 0))),
        ("Oleg calls Marina 1, Oleg 1", Call("Oleg", (("Marina", 0), ("Oleg", 0)))),
        ("Oleg calls Marina 1 and Oleg 1", Call("Oleg", (("Marina", 0), ("Oleg", 0)))),
    ],
)
def test_the_notation_reads_as_a_person_types_it(text, action):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": []})
    assert parse_action(text, game) == action


@pytest.mark.parametrize("text", ["flop", "Marina covers", "Marina flips Oleg 1", "Marina covers Oleg 0", "", "7♣"])
def test_text_that_is_no_move_is_refused_with_the_forms_and_what_is_legal_and_changes_nothing(text):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    before = game.to_json()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(text)
    said = str(refusal.value)
    assert "Marina covers Marina 1" in said or "Oleg 1" in said
    assert game.to_json() == before


@pytest.mark.parametrize("value", [3, None, b"flip", ("Marina", 0), Cover])
def test_apply_with_a_wrong_value_lists_what_it_accepts(value):
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    with pytest.raises(IllegalAction) as refusal:
        game.apply(value)
    said = str(refusal.value)
    assert "legal_actions()" in said and "“Oleg covers Oleg 1”" in said


@settings(max_examples=20, deadline=None)
@given(setting=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1), moves=st.integers(0, 60))
def test_code_names_a_pile_by_the_tables_name_and_the_tuple_still_counts_from_0(setting, seed, moves):
    variant, players, rutter = setting
    game = Game.deal(seed=seed, players=names_for(players, NAMES[1]), variant=variant, rutter=rutter)
    rng = random.Random(seed)
    for _ in range(moves):
        if not game.legal_actions():
            break
        game.apply(rng.choice(game.legal_actions()))
    for owner, row in game.rows.items():
        for column in range(len(row)):
            named = pile_name((owner, column))
            assert named == f"{owner} {column + 1}"
            assert parse_pile(named, game) == (owner, column)
            assert game.top(named) == game.top((owner, column)) == row[column][-1]


@settings(max_examples=15, deadline=None)
@given(setting=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1), lang=st.sampled_from(LANGUAGES))
def test_narration_refusals_and_the_table_name_each_pile_alike(setting, seed, lang):
    """A pile's number is its place in the row from 1, in the table's labels, in the narration of the
    flip that made it, in the static picture, and in a refusal of a pile beyond the row."""
    variant, players, rutter = setting
    game = Game.deal(seed=seed, players=names_for(players, NAMES[0]), variant=variant, rutter=rutter)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 80)):
        if not game.legal_actions():
            break
        game.apply(rng.choice(game.legal_actions()))
        event = game.events[-1]
        if isinstance(event.action, Flip) and not game.gathers:
            said = describe_event(game, event, lang)
            for (owner, column), _card, _ in event.placed:
                assert re.search(rf"\b{column + 1}\b", said) and name(owner, lang) in said
    picture = table_html(game, lang)
    for owner, row in game.rows.items():
        for column in range(len(row)):
            label = card_name(game, (owner, column), lang)
            assert label.endswith(f" {column + 1}"), label
            assert f">{escape(text('picture.pile', lang, column=column + 1))}<" in picture
        beyond = (owner, len(row) + 2)
        with pytest.raises(IllegalAction) as refusal:
            game.top(beyond)
        said = refusal.value.said(lang)
        if row:
            assert f"{owner} 1" in said and f"{owner} {len(row)}" in said
        with pytest.raises(IllegalAction) as refusal:
            game.top(f"{owner} {len(row) + 1}")
        said = refusal.value.said(lang)
        assert f"{owner} {len(row) + 1}" in said


def test_a_refused_pile_named_by_its_tuple_says_code_counts_from_0_and_names_the_table_piles():
    """Before: "There is no pile 99 in Marina's row: it has 2 piles, numbered from 0", beside a table of
    "pile 1" and "pile 2"."""
    game = Game.from_position(rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    with pytest.raises(IllegalAction) as refusal:
        game.cover("Oleg", ("Marina", 99))
    said = str(refusal.value)
    assert "99" in said and "0 to 1" in said and "counted from 0" in said and "Marina 1 to Marina 2" in said
    with pytest.raises(IllegalAction) as refusal:
        game.cover("Oleg", "Marina 9")
    assert str(refusal.value) == "There is no pile Marina 9: Marina's row has 2 piles, Marina 1 to Marina 2 (A2)"


@settings(max_examples=10, deadline=None)
@given(setting=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1), lang=st.sampled_from(LANGUAGES))
def test_the_picture_writes_the_last_action_and_what_is_legal_in_words_apply_takes(setting, seed, lang):
    variant, players, rutter = setting
    game = Game.deal(seed=seed, players=names_for(players, NAMES[1]), variant=variant, rutter=rutter)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 40)):
        if not game.legal_actions():
            break
        game.apply(rng.choice(game.legal_actions()))
    written = [unescape(code) for code in re.findall(r"<code>(.*?)</code>", table_html(game, lang))]
    assert written[0] == str(game.log[-1])
    assert [parse_action(text, game) for text in written[1:]] == game.legal_actions()[: len(written) - 1]


@pytest.mark.parametrize("book", ["rules.md", "rules.ru.md", "rules.fr.md"])
def test_each_rule_book_gives_the_short_form_the_engine_reads(book):
    """The rule books' examples of the address's short form name the moves they say they name."""
    from aggravation_nb.games.aggravation.notation import read_short

    words = (Path(__file__).resolve().parents[3] / "docs" / book).read_text(encoding="utf-8")
    game = Game.from_position(
        rows={"Marina": ["7♣", "7♦", "2♠"], "Oleg": ["9♣", "7♥", "3♦"]}, stocks={"Marina": [], "Oleg": ["5♠"]}
    )
    examples = re.findall(r"`(f|[ck]\d+(?:-\d+)+|t)`", words.split("moves-as-text")[1])
    assert examples == ["f", "c2-1-3", "k1-1-2-2-2", "t"]
    assert read_short("f", game) == Flip()
    assert read_short("c2-1-3", game) == Cover("Oleg", ("Marina", 2))
    assert read_short("k1-1-2-2-2", game) == Call("Marina", (("Marina", 1), ("Oleg", 1)))
    assert short_text(Call("Marina", (("Marina", 1), ("Oleg", 1))), game) == "k1-1-2-2-2"


@settings(max_examples=60, deadline=None)
@given(
    stranger=st.text(alphabet=st.characters(categories=["L"]), min_size=1, max_size=12).filter(
        lambda name: name.casefold() not in {"marina", "oleg", "марина", "олег"}
    ),
    slot=st.sampled_from(["{x} covers Oleg 1", "Marina covers {x} 2", "Oleg calls Marina 1 + {x} 1"]),
)
def test_a_move_naming_someone_not_at_the_table_is_refused_naming_them(stranger, slot):
    game = Game.from_position(rows={"Marina": ["7♣", "2♦"], "Oleg": ["7♦", "3♠"]}, stocks={"Marina": ["K♦"]})
    before = game.to_json()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(slot.format(x=stranger))
    assert refusal.value.rule == "A1" and game.to_json() == before
    assert refusal.value.details["player"].startswith(stranger[:24])

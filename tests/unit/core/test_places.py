"""A place in the address fragment: read strictly, written so that it reads back, refused in words."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggravation_nb.core.places import MAX_LENGTH, BadLink, one_of, read_place, whole_number, write_place
from aggravation_nb.i18n import LANGUAGES, sentence

KEYS = {"chapter", "step", "players"}


def test_a_fragment_reads_with_or_without_its_hash():
    assert (
        read_place("#chapter=last-card&step=7", KEYS)
        == read_place("chapter=last-card&step=7", KEYS)
        == {"chapter": "last-card", "step": "7"}
    )
    assert read_place("", KEYS) == read_place("#", KEYS) == read_place("&&", KEYS) == {}


def test_a_repeated_key_gathers_its_values_in_order():
    assert read_place("players=Marina&players=Oleg", KEYS, repeated={"players"}) == {"players": ["Marina", "Oleg"]}


@pytest.mark.parametrize(
    "fragment, key, details",
    [
        ("lesson=A5", "link.unknown-key", {"field": "lesson"}),
        ("step=1&step=2", "link.twice", {"field": "step"}),
        ("step=%ff", "link.unreadable", {}),
        ("s" * (MAX_LENGTH + 1), "link.too-long", {"count": MAX_LENGTH + 1, "most": MAX_LENGTH}),
        ("x" * 200 + "=1", "link.unknown-key", {"field": "x" * 24 + "…"}),
    ],
)
def test_a_bad_fragment_is_refused_naming_what_is_wrong(fragment, key, details):
    with pytest.raises(BadLink) as refusal:
        read_place(fragment, KEYS)
    assert refusal.value.key == key and refusal.value.details == details and refusal.value.rule is None


def test_a_fragment_that_is_no_text_is_refused():
    with pytest.raises(BadLink, match="not a link"):
        read_place(None, KEYS)


@pytest.mark.parametrize("value", ["", "-1", "8", "1.0", "1e3", " 3", "٣", "9" * 30])
def test_a_number_outside_its_bounds_or_not_in_digits_is_refused(value):
    with pytest.raises(BadLink, match="whole number from 0 to 7") as refusal:
        whole_number({"step": value}, "step", 0, 7, 0)
    assert refusal.value.details == {"field": "step", "low": 0, "high": 7}


def test_numbers_and_choices_read_or_take_their_default():
    assert whole_number({"step": "7"}, "step", 0, 7, 0) == 7 and whole_number({}, "step", 0, 7, 3) == 3
    assert one_of({"chapter": "main"}, "chapter", ["main", "branch"], "branch") == "main"
    assert one_of({}, "chapter", ["main"], "main") == "main"
    with pytest.raises(BadLink, match="one of: main, branch"):
        one_of({"chapter": "Main"}, "chapter", ["main", "branch"], "main")


@settings(max_examples=60, deadline=None)
@given(
    pairs=st.lists(
        st.tuples(st.sampled_from(["chapter", "step"]), st.text(max_size=30)),
        max_size=2,
        unique_by=lambda pair: pair[0],
    ),
    players=st.lists(st.text(min_size=1, max_size=12), max_size=5),
)
def test_whatever_is_written_reads_back(pairs, players):
    written = write_place([*pairs, *([("players", players)] if players else [])])
    assert read_place(written, KEYS, repeated={"players"}) == {
        **dict(pairs),
        **({"players": players} if players else {}),
    }
    assert "#" not in written and " " not in written


@settings(max_examples=300, deadline=None)
@given(fragment=st.one_of(st.text(), st.text(alphabet="=&#%steporchaplay0123456789ffe", max_size=40)))
def test_random_text_is_read_or_refused_never_anything_else(fragment):
    try:
        read_place(fragment, KEYS)
    except BadLink as refusal:
        assert all(sentence(refusal.key, lang, **refusal.details) for lang in LANGUAGES)

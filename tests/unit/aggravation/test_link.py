"""A position in a link: compact, round-tripping every position play can reach, and refusing the rest in words."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rule_helpers import randomly_played

from aggravation_nb import Game
from aggravation_nb.core.places import BadLink, write_place
from aggravation_nb.games.aggravation.link import position_place, read_position
from aggravation_nb.i18n import LANGUAGES, sentence

TEACHING = Game.from_position(
    rows={"Marina": ["7♣", ["2♦", "Q♥"]], "Oleg": ["7♦", "A♠"]},
    stocks={"Marina": ["K♦", "2♣"], "Oleg": ["5♠"]},
    to_cover=[("Oleg", 1)],
)


def link(position) -> str:
    return write_place(position_place(position))


def test_a_teaching_position_reads_as_a_person_could_write_it():
    assert link(TEACHING.start) == ("players=Marina&players=Oleg&rows=7C.2DQH_7D.AS&stocks=KD2C_5S&cover=1-1.2-1.2-2")
    assert read_position(link(TEACHING.start)) == TEACHING


def test_a_link_names_the_piles_owed_a_cover_from_1_and_an_older_link_from_0_still_opens():
    """The table says "pile 1" for column 0; a link says so too. Links written before said `owed=0-0`."""
    newer = link(TEACHING.start)
    older = newer.replace("cover=1-1.2-1.2-2", "owed=0-0.1-0.1-1")
    assert read_position(older) == read_position(newer) == TEACHING
    for pile in ("0-1", "1-0", "3-1"):  # no seat 0, no pile 0, no third seat
        assert refusal_of(newer.replace("cover=1-1.2-1.2-2", f"cover={pile}")).key == "link.owed"


def test_a_whole_deal_in_play_fits_a_short_link():
    game = Game.deal(seed=3, players=("Marina", "Oleg"))
    for _ in range(20):
        game.apply(random.Random(3).choice(game.legal_actions()))
    written = link(game.position)
    assert len(written) < 200 < len(json.dumps(game.position))


names = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Cn", "Co", "Cf", "Zs")),
    min_size=1,
    max_size=40,
)
games = st.sampled_from(
    [
        ("aggravation", 2, False),
        ("frustration", 2, False),
        ("california-speed", 2, False),
        ("california-speed", 2, True),
        ("tournament", 2, False),
        ("tournament", 3, False),
        ("tournament", 5, False),
    ]
)


@settings(max_examples=40, deadline=None)
@given(
    setting=games,
    seed=st.integers(0, 2**32 - 1),
    moves=st.integers(0, 400),
    chosen=st.lists(names, min_size=5, max_size=5, unique=True),
)
def test_every_position_play_reaches_round_trips(setting, seed, moves, chosen):
    """Every position of a game of two at any move, and a bigger tournament as dealt: once a player of
    three or more is out, hands wait aside (C7), which no position `from_position` takes can hold."""
    variant, count, rutter = setting
    game = randomly_played(seed, moves if count == 2 else 0, chosen[:count], variant, rutter)
    position = game.position
    opened = read_position(link(position))
    assert opened == Game.from_position(**position)
    assert opened.start == Game.from_position(**position).start
    assert opened.rows == game.rows and opened.to_cover == game.to_cover
    assert [opened.stock_size(p) for p in opened.players] == [game.stock_size(p) for p in game.players]


def refusal_of(fragment) -> BadLink:
    with pytest.raises(BadLink) as refusal:
        read_position(fragment)
    return refusal.value


GOOD = link(TEACHING.start)


@pytest.mark.parametrize(
    "fragment, key, rule",
    [
        (GOOD.replace("7D", "7C"), "link.impossible", "A1"),  # a card twice
        (GOOD.replace("7C.", "."), "link.impossible", "A2"),  # an empty pile
        (GOOD + "&variant=frustration&rutter=1", "link.impossible", "C6"),  # Rutter's re-cover outside California Speed
        ("players=Marina&rows=7C&stocks=", "link.impossible", "A1"),  # one player
        (GOOD.replace("players=Oleg", "players=Marina"), "link.impossible.no-rule", None),  # the same name twice
        (GOOD.replace("cover=1-1", "cover=1-10"), "link.impossible.no-rule", None),  # no such pile
        (GOOD.replace("7C", "7X"), "link.card", None),
        (GOOD.replace("7C", "7"), "link.card", None),
        (GOOD.replace("cover=1-1", "cover=8-1"), "link.owed", None),
        (GOOD.replace("cover=1-1", "cover=1"), "link.owed", None),
        (GOOD.replace("rows=7C.2DQH_7D.AS", "rows=7C"), "link.seats", None),
        (GOOD.replace("&stocks=KD2C_5S", ""), "link.missing", None),
        (GOOD + "&variant=chess", "link.choice", None),
        (GOOD + "&seed=4", "link.unknown-key", None),
    ],
)
def test_a_broken_or_hostile_position_is_refused_naming_what_and_the_rule(fragment, key, rule):
    refusal = refusal_of(fragment)
    assert (refusal.key, refusal.rule) == (key, rule)
    if rule:
        assert all(rule in sentence(refusal.key, lang, **refusal.details) for lang in LANGUAGES)


def test_a_link_passes_the_saved_files_checks_too():
    """California Speed deals four piles each (C2): a link with five is refused as a saved file with them is."""
    fragment = "players=a&players=b&rows=AC.2C.3C.4C.5C_7C&stocks=_&variant=california-speed"
    refusal = refusal_of(fragment)
    assert refusal.rule == "C2"
    with pytest.raises(ValueError, match="C2"):
        Game.from_position(rows={"a": ["AC", "2C", "3C", "4C", "5C"], "b": ["7C"]}, variant="california-speed")


ALPHABET = "=&_.-0123456789ACDHSTJQKX%players rows stocks cover owed variant rutter frustration"


@settings(max_examples=200, deadline=None)
@given(
    fragment=st.one_of(
        st.text(max_size=80),
        st.text(alphabet=ALPHABET, max_size=120),
        st.lists(
            st.sampled_from(
                [
                    "players=a",
                    "players=b",
                    "rows=",
                    "rows=7C.QH_AS",
                    "stocks=KD_",
                    "stocks=_",
                    "cover=1-1",
                    "cover=2-5",
                    "owed=0-0",
                    "variant=tournament",
                    "rutter=1",
                    "rows=7C7C_",
                    "players=",
                    "players=%F0%9F%83%8F",
                ]
            ),
            max_size=8,
        ).map("&".join),
    )
)
def test_random_links_are_opened_or_refused_never_anything_else(fragment):
    try:
        read_position(fragment)
    except BadLink as refusal:
        assert all(sentence(refusal.key, lang, **refusal.details) for lang in LANGUAGES)

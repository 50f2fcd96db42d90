"""I6-I9: Laggard Lady, Glencoe, Salic Law and Queen of the Fairies, each a few hooks over Intrigue's rules."""

import pytest
from intrigue_helpers import P, cards, refused_unchanged, total_cards

from aggravation_nb.i18n import text
from aggravation_nb.intrigue import (
    VARIANTS,
    Glencoe,
    Intrigue,
    LaggardLady,
    Patience,
    QueenOfTheFairies,
    SalicLaw,
    describe,
    outcome,
)


def test_the_registry_finds_each_variant_by_name():
    assert dict(VARIANTS) == {
        "intrigue": Intrigue,
        "laggard-lady": LaggardLady,
        "glencoe": Glencoe,
        "salic-law": SalicLaw,
        "queen-of-the-fairies": QueenOfTheFairies,
    }


def test_i6_a_five_may_not_get_ahead_of_the_queens():
    game = P(columns=[["Q♠"]], foundations=[["5♣"]], stock=["5♦", "Q♥"], variant="laggard-lady")
    step = game.deal_one()
    assert step.reason == "waits" and step.rule == "I6" and step.to == ("column", 0)
    game.deal_one()
    step = game.deal_one()
    assert step.reason == "uncovered" and step.new and game.foundations[1] == cards("5♦")


def test_i6_the_sources_example_the_sixth_six_waits_with_five_queens_dealt():
    queens = [["Q♠"], ["Q♥"], ["Q♦"], ["Q♣"], ["Q♠"]]
    game = P(columns=queens, foundations=[["6♣"], ["6♦"], ["6♥"], ["6♠"], ["6♣"]], stock=["6♦"], variant="laggard-lady")
    step = game.deal_one()
    assert step.rule == "I6" and step.reason == "waits" and step.to == ("column", 4)
    assert len(game.foundations) == 5 and game.columns[4][-1] == step.card


def test_i6_the_move_is_refused_too():
    game = P(columns=[["Q♠", "5♦"]], foundations=[["5♣"]], variant="laggard-lady")
    refused_unchanged(game, "I6", game.move, 0, ("foundation", None))
    assert P(columns=[["Q♠", "5♦"]], foundations=[["5♣"]]).moves()  # plain Intrigue has no such limit


def test_i7_a_five_goes_above_a_queen_of_its_own_suit_or_waits():
    game = P(columns=[["Q♠"]], stock=["5♠", "5♥"], variant="glencoe")
    assert game.deal_one().rule == "I7"  # the queen of its suit is what lets it start (I7), not I2 alone
    step = game.deal_one()
    assert step.reason == "waits" and step.rule == "I7"
    refused_unchanged(game, "I7", game.move, 0, ("foundation", None))


def test_i7_two_queens_of_a_suit_hold_two_fives_of_it():
    game = P(columns=[["Q♥"], ["Q♥"]], foundations=[["5♥"]], stock=["5♥"], variant="glencoe")
    assert game.deal_one().new


def test_i8_salic_law_kings_head_the_columns_and_queens_are_set_aside():
    game = Patience.deal(seed=5, variant="salic-law")
    assert game.columns[0][0].rank == 13
    game.deal_all()
    assert len(game.columns) == 8 and len(game.set_aside) == 8 and total_cards(game) == 104
    assert all(card.rank == 12 for card in game.set_aside)
    assert all(f[0].rank == 1 and [c.rank for c in f] == list(range(1, len(f) + 1)) for f in game.foundations)


def test_i8_aces_start_foundations_that_build_up_to_the_jack():
    game = P(columns=[["K♠"]], stock=["Q♦", "A♥", "2♣", "5♦"], variant="salic-law")
    steps = game.deal_all()
    assert [(s.reason, s.rule) for s in steps] == [
        ("set-aside", "I8"),
        ("new-foundation", "I8"),
        ("build", "I3"),
        ("column", "I3"),
    ]
    refused_unchanged(game, "I8", game.move, 0, ("foundation", None))


def test_i8_a_bare_king_takes_one_card_as_a_temporary_reserve():
    game = P(columns=[["K♠", "9♥", "4♦"], ["K♦"]], foundations=[["A♣"]], variant="salic-law")
    assert game.move(0, ("column", 1)).rule == "I8"
    refused_unchanged(game, "I8", game.move, 0, ("column", 1))


@pytest.mark.parametrize(
    "position",
    [
        dict(columns=[["Q♠"]]),
        dict(columns=[["K♠", "Q♥"]]),
        dict(columns=[["K♠"]], foundations=[["5♣"]]),
    ],
)
def test_i8_impossible_salic_positions(position):
    with pytest.raises(ValueError) as caught:
        P(**position, variant="salic-law")
    assert caught.value.rule == "I8"


def test_i8_a_king_starting_a_column_in_salic_law_cites_i8():
    game = P(columns=[["K♠"]], stock=["K♦"], variant="salic-law")
    step = game.deal_one()
    assert step.reason == "new-column" and step.rule == "I8"


@pytest.mark.parametrize(
    "variant, head, won_rule, words",
    [
        ("intrigue", "Q", "I5", "which held only its queen"),
        ("laggard-lady", "Q", "I5", "which held only its queen"),
        ("glencoe", "Q", "I5", "which held only its queen"),
        ("salic-law", "K", "I8", "as a temporary reserve"),
        ("queen-of-the-fairies", "K", "I9", "onto the bare king of column 2"),
    ],
)
def test_the_narration_says_what_the_variants_class_says(variant, head, won_rule, words):
    assert outcome(P(columns=[[f"{head}♠"]], variant=variant)) == text("intrigue.won", "en", rule=won_rule)
    game = P(columns=[[f"{head}♠", "9♥", "4♦"], [f"{head}♦"]], variant=variant)
    assert words in describe(game.move(0, ("column", 1)))
    assert VARIANTS[variant].rule("win") == won_rule


def test_each_part_of_play_cites_the_own_rule_of_the_nearest_variant_that_governs_it():
    """The rule ids are held once: plain Intrigue's in one table, each variant's in its `rule_ids`, and
    which parts its rule governs in `governs` (Queen of the Fairies inherits Salic Law's parts)."""
    from aggravation_nb.games.intrigue.about import VARIANTS
    from aggravation_nb.intrigue import Glencoe, Intrigue, LaggardLady, QueenOfTheFairies, SalicLaw

    assert (Intrigue.rule("start"), LaggardLady.rule("start"), Glencoe.rule("start")) == ("I2", "I6", "I7")
    assert {SalicLaw.rule(part) for part in SalicLaw.governs} == {"I8"} and len(SalicLaw.governs) == 8
    assert {QueenOfTheFairies.rule(part) for part in SalicLaw.governs} == {"I9"}
    assert SalicLaw.rule("deal") == QueenOfTheFairies.rule("deal") == Intrigue.rule("deal") == "I3"
    assert QueenOfTheFairies.rule("win") == "I9" and Intrigue.rule("win") == "I5" and LaggardLady.rule("head") == "I1"
    for variant in VARIANTS.values():
        bookkeeping = [name for name in dir(variant) if name.endswith("_rule")]
        assert not bookkeeping, (variant.name, bookkeeping)


def test_a_variant_says_in_its_own_words_only_the_keys_it_lists_else_its_parents():
    from aggravation_nb.intrigue import Glencoe, Intrigue, QueenOfTheFairies, SalicLaw

    assert QueenOfTheFairies.key("intrigue-column-taken") == "fairies-column-taken"
    assert QueenOfTheFairies.key("intrigue-only-head") == SalicLaw.key("intrigue-only-head") == "salic-only-head"
    assert Glencoe.key("intrigue-app.no-foundation") == Intrigue.key("intrigue-app.no-foundation")
    assert Intrigue.key("intrigue-only-head") == "intrigue-only-head" and not hasattr(Intrigue, "words")

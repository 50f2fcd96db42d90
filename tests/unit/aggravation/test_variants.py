"""Frustration (F1-F3) and California Speed (C1-C7): each rule and refusal by its id."""

from collections import Counter

import pytest
from rule_helpers import refused

from aggravation_nb import Call, CallTogether, Cover, Flip, Game, IllegalAction
from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.games.aggravation.variants.california_speed import CaliforniaSpeed, Tournament

C = Card.parse


def spare(used, count, avoid_ranks=()):
    """`count` cards of the single deck not in `used` and of no rank in `avoid_ranks`."""
    taken = {C(card) for card in used}
    free = [str(card) for card in FULL_DECK if card not in taken and card.rank not in avoid_ranks]
    return free[:count]


def frustration(marina_row, oleg_row, marina_stock, oleg_stock):
    """A Frustration position; the unused cards sit under the first pile of each row, split evenly."""
    used = [*marina_row, *oleg_row, *marina_stock, *oleg_stock]
    rest = spare(used, 52 - len(used))
    half = len(rest) // 2
    rows = {
        "Marina": [rest[:half] + [marina_row[0]], *marina_row[1:]],
        "Oleg": [rest[half:] + [oleg_row[0]], *oleg_row[1:]],
    }
    return Game.from_position(rows=rows, stocks={"Marina": marina_stock, "Oleg": oleg_stock}, variant="frustration")


# ----- Frustration ---------------------------------------------------------------


def test_F1_frustration_plays_as_aggravation_until_a_stock_runs_out():
    plain, frus = Game.deal(seed=5), Game.deal(seed=5, variant="frustration")
    while not any(e.happened for e in frus.events):
        action = frus.legal_actions()[0]
        plain.apply(action)
        frus.apply(action)
        if not frus.events[-1].happened:
            assert plain.rows == frus.rows
    assert min(plain.stock_size(p) for p in plain.players) == 0


def test_F2_an_empty_stock_means_each_player_picks_up_their_row_and_play_starts_again():
    game = frustration(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦"], ["2♣", "3♦"])
    shares = {p: game.share(p) for p in game.players}
    game.cover("Marina", ("Oleg", 0))
    event = game.events[-1]
    assert event.happened == (("pick-up", None),)
    assert game.rows == {"Marina": [], "Oleg": []}
    assert game.stock_size("Oleg") == shares["Oleg"] + 1  # Marina's K♦ went to Oleg with his row
    assert game.stock_size("Marina") == shares["Marina"] - 1
    assert game.to_cover == [] and game.outcome is None
    game.flip()
    assert [len(row) for row in game.rows.values()] == [1, 1]


def test_F2_a_dead_table_is_picked_up_too_not_drawn():
    game = frustration(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "5♠"], ["2♣", "3♦"])
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    assert [game.stock_size(p) for p in game.players] == [26, 26]  # both were down to one card
    assert game.events[-1].happened == (("pick-up", None),)
    assert game.outcome is None and game.may_flip()


def test_F3_covering_in_your_own_row_keeps_your_share_and_in_the_other_row_moves_one_card():
    game = frustration(["7♣", "Q♥", "9♠"], ["7♦", "A♠", "9♥"], ["K♦", "4♠", "5♠"], ["2♣", "3♦", "6♦"])
    before = game.share("Marina"), game.share("Oleg")
    game.cover("Marina", ("Marina", 0))
    assert (game.share("Marina"), game.share("Oleg")) == before
    game.cover("Marina", ("Oleg", 0))
    assert (game.share("Marina"), game.share("Oleg")) == (before[0] - 1, before[1] + 1)


def test_F3_the_first_share_of_ten_or_fewer_wins():
    named = ["7♣", "Q♥", "7♦", "K♦", "2♣", "3♦"]
    rest = spare(named, 46)
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": [rest[:37] + ["7♦"]]},
        stocks={"Marina": ["K♦", "2♣", "3♦"] + rest[37:43], "Oleg": rest[43:]},
        variant="frustration",
    )
    assert (game.share("Marina"), game.share("Oleg")) == (11, 41)
    game.cover("Marina", ("Marina", 0))
    assert game.outcome is None
    game.cover("Marina", ("Oleg", 0))
    assert game.share("Marina") == 10
    assert game.outcome.winner == "Marina" and game.outcome.rule == "F3" and game.outcome.key == "win-share"


def test_F3_frustration_has_no_call():
    game = frustration(["7♣", "Q♥"], ["7♦", "A♠"], ["K♦", "5♠"], ["2♣", "3♦"])
    refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)), "F3")
    assert not any(isinstance(action, Call) for action in game.legal_actions())


# ----- California Speed ----------------------------------------------------------------


def test_C1_C2_twenty_six_each_and_both_deal_a_row_of_four():
    game = Game.deal(seed=3, variant="california-speed")
    assert [game.stock_size(p) for p in game.players] == [26, 26]
    game.flip()
    assert [len(row) for row in game.rows.values()] == [4, 4]
    assert [game.stock_size(p) for p in game.players] == [22, 22]


def california(marina_row, oleg_row, marina_stock, oleg_stock, rutter=False, to_cover=()):
    """A California Speed position: the unused cards are shared out under the given stocks."""
    used = [*marina_row, *oleg_row, *marina_stock, *oleg_stock]
    rest = spare(used, 52 - len(used))
    return Game.from_position(
        rows={"Marina": marina_row, "Oleg": oleg_row},
        stocks={"Marina": marina_stock + rest[: len(rest) // 2], "Oleg": oleg_stock + rest[len(rest) // 2 :]},
        variant="california-speed",
        rutter=rutter,
        to_cover=list(to_cover),
    )


def test_C3_C4_a_match_blocks_the_deal_then_both_gather_under_their_hands_and_deal_again():
    game = california(["7♣", "Q♥", "2♠", "3♠"], ["7♦", "A♠", "4♠", "5♠"], ["K♦"], ["8♦"])
    refused(game, lambda g: g.flip(), "C4")
    held = game.stock_size("Marina")
    game.cover("Marina", ("Marina", 0))
    game.cover("Oleg", ("Oleg", 0))
    assert game.to_cover == []
    game.flip()
    assert game.events[-1].happened == (("gather", None),)
    assert game.stock_size("Marina") == held - 1 + 5 - 4
    assert all(len(pile) == 1 for row in game.rows.values() for pile in row)


def test_C4_gathered_cards_go_under_the_hand_in_row_order():
    game = california(["9♣", "Q♥", "2♠", "3♠"], ["7♦", "A♠", "4♠", "5♠"], ["K♦"], ["8♦"])
    stock_before = game.stock_size("Marina")
    game.flip()
    assert game.stock_size("Marina") == stock_before + 4 - 4
    assert [str(pile[0]) for pile in game.rows["Marina"]] == ["K♦"] + [
        str(c) for c in game.start["stocks"]["Marina"][1:4]
    ]


def test_C5_the_last_card_of_a_hand_dealt_onto_a_match_wins():
    rest = spare(["7♣", "Q♥", "7♦", "A♠", "K♦"], 47)
    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]},
        stocks={"Marina": ["K♦"], "Oleg": rest},
        variant="california-speed",
    )
    game.cover("Marina", ("Oleg", 0))
    assert game.outcome.winner == "Marina" and game.outcome.rule == "C5" and game.outcome.key == "win-last-card"


def test_C5_emptying_a_hand_by_dealing_is_no_win_and_a_short_hand_deals_what_it_has():
    rest = spare(["9♣", "Q♥", "7♦", "A♠", "K♦", "3♣"], 46)
    game = Game.from_position(
        rows={"Marina": ["9♣", "Q♥"], "Oleg": ["7♦", "A♠"]},
        stocks={"Marina": ["K♦", "3♣"], "Oleg": rest},
        variant="california-speed",
    )
    game.flip()
    assert game.outcome is None
    assert len(game.rows["Marina"]) == 4  # two gathered cards and her two in hand: she deals all four
    assert game.stock_size("Marina") == 0


def test_C5_california_speed_has_no_call():
    game = california(["7♣", "Q♥", "2♠", "3♠"], ["7♦", "A♠", "4♠", "5♠"], [], [])
    game = Game.from_position(
        **{**game.start, "stocks": {"Marina": [], "Oleg": [c for s in game.start["stocks"].values() for c in s]}}
    )
    refused(game, lambda g: g.call("Marina", ("Marina", 0), ("Oleg", 0)), "C5")


def test_C6_rutters_recover_keeps_a_pile_whose_top_two_match_open():
    def covered(rutter):
        game = california(
            ["7♣", "Q♥", "2♠", "3♠"], ["9♦", "A♠", "4♠", "5♠"], ["7♦"], ["8♦"], rutter=rutter, to_cover=[("Marina", 0)]
        )
        game.cover("Marina", ("Marina", 0))
        return game

    assert covered(rutter=False).to_cover == [] and covered(rutter=False).may_cover_again == []
    game = covered(rutter=True)
    assert game.to_cover == [] and game.matches == [], "a pile whose top two match is no match to cover (C6 'may')"
    assert game.may_cover_again == [("Marina", 0)] and Cover("Oleg", ("Marina", 0)) in game.legal_actions()
    game.cover("Oleg", ("Marina", 0))
    assert len(game.rows["Marina"][0]) == 3 and game.to_cover == [] and game.may_cover_again == []


def test_C6_a_re_cover_may_be_left_and_then_passes_with_the_deal():
    game = california(
        ["7♣", "Q♥", "2♠", "3♠"],
        ["9♦", "A♠", "4♠", "5♠"],
        ["7♦", "J♣", "10♣", "6♣", "8♣"],
        ["8♦", "J♦", "10♦", "6♦", "K♣"],
        rutter=True,
        to_cover=[("Marina", 0)],
    )
    game.cover("Marina", ("Marina", 0))
    assert game.may_cover_again == [("Marina", 0)]
    from aggravation_nb.views import table_view

    marked = table_view(game, "en")["rows"][0]["piles"][0]
    assert not marked["owed"] and marked["owed_why"] == "again?" and "(C6)" in marked["description"]
    game.flip()  # nothing is owed: the deal goes on, and the chance to re-cover is left
    assert game.may_cover_again == [] and game.outcome is None


def test_C6_rutter_belongs_to_california_speed():
    with pytest.raises(ValueError, match="C6"):
        Game.deal(seed=1, rutter=True)


# ----- the tournament (C7) ---------------------------------------------------------------


@pytest.mark.parametrize(
    "players, each, piles, cards", [(5, 20, 2, 100), (4, 26, 2, 104), (3, 32, 3, 96), (2, 52, 5, 104)]
)
def test_C7_the_tournament_deal_for_each_number_of_players(players, each, piles, cards):
    names = [f"P{i}" for i in range(1, players + 1)]
    game = Game.deal(seed=2, players=names, variant="tournament")
    assert [game.stock_size(p) for p in names] == [each] * players
    assert game.cards_in_play() == cards
    in_hand = Counter(c for p in names for c in _stock(game, p))
    assert max(in_hand.values()) == 2
    game.flip()
    assert {len(row) for row in game.rows.values()} == {piles}


def _stock(game, player):
    return [Card.parse(c) for c in game.start["stocks"][player]]


def test_C7_only_the_tournament_seats_more_than_two_and_at_most_five():
    with pytest.raises(ValueError, match="A1"):
        Game.deal(seed=1, players=("A", "B", "C"))
    with pytest.raises(ValueError, match="C7"):
        Game.deal(seed=1, players=("A", "B", "C", "D", "E", "F"), variant="tournament")
    with pytest.raises(ValueError, match="C7"):
        Game.from_position(rows={"A": ["7♣"], "B": ["7♣"]}, stocks={}, variant="tournament")


def test_C7_a_card_may_appear_twice_on_the_double_deck_but_not_three_times():
    deck = Tournament.deck(3)
    stocks = {"A": [str(c) for c in deck[:32]], "B": [str(c) for c in deck[32:64]], "C": [str(c) for c in deck[64:]]}
    Game.from_position(rows={}, stocks=stocks, variant="tournament")
    stocks["C"][0] = stocks["A"][0]
    with pytest.raises(ValueError, match="three times|96"):
        Game.from_position(rows={}, stocks=stocks, variant="tournament")


def three_seats_two_about_to_go_out():
    """P1 and P2 each hold one card and a match shows; P3 holds everything else (96 cards)."""
    deck = [str(c) for c in Tournament.deck(3)]
    for card in ("7♣", "7♦", "2♥", "3♥"):
        deck.remove(card)
    return Game.from_position(
        rows={"P1": ["7♣"], "P2": ["7♦"], "P3": []},
        stocks={"P1": ["2♥"], "P2": ["3♥"], "P3": deck},
        variant="tournament",
    )


def test_C7_an_empty_hand_waits_and_the_last_holder_is_eliminated_then_a_new_round():
    game = three_seats_two_about_to_go_out()
    game.cover("P1", ("P1", 0))
    assert game.events[-1].happened == (("out", "P1"),)
    assert game.in_round == ["P2", "P3"] and game.waiting("P1") == 2 and game.rows["P1"] == []
    assert game.to_cover == [("P2", 0)]  # 7♦ is still owed a cover after its partner left the table
    game.cover("P2", ("P2", 0))
    assert game.events[-1].happened == (("out", "P2"), ("eliminated", "P3"), ("new-round", None))
    assert game.eliminated == ["P3"] and game.round == 2 and game.in_round == ["P1", "P2"]
    assert [game.stock_size(p) for p in game.players] == [52, 52, 0]
    assert game.cards_in_play() == 104
    game.flip()
    assert [len(row) for row in game.rows.values()] == [5, 5, 0]


def test_C7_the_final_is_won_by_dealing_the_last_card_onto_a_match():
    deck = [str(c) for c in Tournament.deck(2)]
    for card in ("7♣", "7♦", "K♦"):
        deck.remove(card)
    game = Game.from_position(rows={"A": ["7♣"], "B": ["7♦"]}, stocks={"A": ["K♦"], "B": deck}, variant="tournament")
    game.cover("A", ("B", 0))
    assert game.outcome.winner == "A" and game.outcome.rule == "C7" and game.outcome.key == "win-tournament"


def test_C7_a_player_who_is_out_cannot_cover():
    game = three_seats_two_about_to_go_out()
    game.cover("P1", ("P2", 0))
    refused(game, lambda g: g.cover("P1", ("P2", 0)), "A5")
    assert Cover("P1", ("P2", 0)) not in game.legal_actions()


def test_variants_travel_through_json_and_unknown_variants_are_refused():
    game = Game.deal(seed=4, variant="california-speed", rutter=True)
    game.flip()
    loaded = Game.from_json(game.to_json())
    assert loaded == game and (type(loaded), loaded.rutter) == (CaliforniaSpeed, True)
    with pytest.raises(IllegalAction, match="no variant 'speed': choose one of aggravation, frustration"):
        Game.deal(seed=1, variant="speed")
    with pytest.raises(ValueError):
        Game.from_json(game.to_json().replace('"california-speed"', '"poker"'))


def test_a_flip_is_one_action_value_in_every_variant():
    for variant in ("aggravation", "frustration", "california-speed"):
        game = Game.deal(seed=9, variant=variant)
        assert game.legal_actions() == [Flip()]


@pytest.mark.parametrize("seed", range(1, 13))
def test_side_by_side_aggravation_and_frustration_play_alike_until_the_first_pick_up(seed):
    """F1: the two games are the same until a stock runs out; the comparison's players choose alike."""
    from aggravation_nb.games.aggravation.stats.comparison import compare

    games = compare(seed).games
    aggravation, frustration = games["aggravation"].events, games["frustration"].events
    first_pick_up = next(n for n, event in enumerate(frustration) if ("pick-up", None) in event.happened)
    assert [(e.action, e.placed) for e in aggravation[: first_pick_up + 1]] == [
        (e.action, e.placed) for e in frustration[: first_pick_up + 1]
    ]
    assert aggravation[first_pick_up].happened == ()


def frustration_position(marina_stock: int, oleg_stock: int) -> Game:
    cards = [
        f"{rank}{suit}"
        for suit in "♣♦♥♠"
        for rank in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    ]
    rows = {"Marina": ["2♣", "3♣"], "Oleg": ["4♣", "5♣"]}
    rest = [card for card in cards if card not in ("2♣", "3♣", "4♣", "5♣")]
    return Game.from_position(
        rows=rows,
        stocks={"Marina": rest[:marina_stock], "Oleg": rest[marina_stock : marina_stock + oleg_stock]},
        variant="frustration",
    )


def test_a_frustration_position_already_won_is_settled_when_it_is_built():
    """F3: a share of 10 or fewer has won; nobody's next action may make someone else the winner."""
    game = frustration_position(8, 20)
    assert game.share("Marina") == 10 and game.outcome is not None
    assert (game.outcome.winner, game.outcome.rule) == ("Marina", "F3")
    with pytest.raises(IllegalAction) as refused:
        game.flip()
    assert refused.value.rule == "F3"
    assert frustration_position(9, 20).outcome is None


def test_a_frustration_position_with_two_winning_shares_is_refused_with_f3():
    with pytest.raises(IllegalAction) as refused:
        frustration_position(8, 8)
    assert refused.value.rule == "F3" and refused.value.key == "position-two-shares"


@pytest.mark.parametrize(
    "action",
    [
        Call("Player 1", None),
        Call("Player 1", (("Player 1", 0),)),
        CallTogether((None, None)),
        CallTogether(None),
        CallTogether((Call("Player 1", None), Call("Player 2", None))),
    ],
)
def test_a_malformed_action_is_an_illegal_action_in_words_and_changes_nothing(action):
    game = Game.deal(seed=1)
    game.flip()
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert refused.value.key in ("call-two-piles", "call-together-shape") and str(refused.value)
    assert game.to_json() == before


def test_C6_a_pile_set_out_with_its_top_two_matching_is_refused_in_c6s_words():
    used = ["7♣", "7♥", "Q♥", "2♠", "3♠", "9♦", "A♠", "4♠", "5♠"]
    rest = spare(used, 52 - len(used))
    game = Game.from_position(
        rows={"Marina": [["7♣", "7♥"], "Q♥", "2♠", "3♠"], "Oleg": ["9♦", "A♠", "4♠", "5♠"]},
        stocks={"Marina": rest[:21], "Oleg": rest[21:]},
        variant="california-speed",
        rutter=True,
    )
    refused(game, lambda g: g.cover("Marina", ("Marina", 0)), "C6")


def test_C4_convention_a_deal_that_brings_back_an_earlier_table_is_a_draw():
    """No rank is shared, so no match ever shows: the hands only turn (C4). Marina's eight cards
    come back every 2 deals, Oleg's five (dealing four) every 5, so deal 11 repeats deal 1."""
    game = Game.from_position(
        rows={},
        stocks={"Marina": ["A♣", "2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣"], "Oleg": ["9♦", "10♦", "J♦", "Q♦", "K♦"]},
        players=["Marina", "Oleg"],
        variant="california-speed",
    )
    first_rows = None
    for _deal in range(1, 11):
        game.flip()
        first_rows = first_rows or game.rows
        assert game.outcome is None and not game.matches
    game.flip()
    assert game.rows == first_rows
    assert game.outcome.key == "draw-repeat" and game.outcome.rule == "C4" and game.outcome.winner is None
    assert "convention" in game.outcome.reason
    refused(game, lambda g: g.flip(), "C4")


def test_C4_convention_suits_do_not_matter_to_a_repeat_only_ranks_do():
    """Marina's eight cards read A 2 3 4 A 2 3 4 by rank: after one deal her hand holds the same
    ranks in the same order, though other suits, so deal 2 already repeats deal 1's table."""
    game = Game.from_position(
        rows={},
        stocks={"Marina": ["A♣", "2♣", "3♣", "4♣", "A♦", "2♦", "3♦", "4♦"], "Oleg": ["5♠", "6♠", "7♠", "8♠"]},
        players=["Marina", "Oleg"],
        variant="california-speed",
    )
    game.flip()
    assert game.outcome is None
    game.flip()
    assert [str(card) for pile in game.rows["Marina"] for card in pile] == ["A♦", "2♦", "3♦", "4♦"]
    assert game.outcome is not None and game.outcome.key == "draw-repeat"


def test_a_variant_class_deals_its_own_variant():
    from aggravation_nb.games.aggravation.variants.california_speed import CaliforniaSpeed
    from aggravation_nb.games.aggravation.variants.frustration import Frustration

    assert Frustration.deal(seed=1).variant == "frustration"
    assert CaliforniaSpeed.from_position(rows={}, stocks={"A": ["7♣"], "B": ["7♦"]}).variant == "california-speed"
    assert type(Game.deal(seed=1, variant="tournament", players=["A", "B", "C"])).__name__ == "Tournament"


def test_C5_convention_a_short_hand_position_is_no_dead_draw_in_california_speed():
    """A10's dead positions belong to Aggravation: here each player deals the one card they hold."""
    game = Game.from_position(rows={}, stocks={"Marina": ["7♣"], "Oleg": ["9♦"]}, variant="california-speed")
    assert game.outcome is None and game.may_flip()


def test_C6_rutter_plays_in_the_tournament_too():
    game = Game.deal(seed=2, players=["A", "B", "C"], variant="tournament", rutter=True)
    assert game.rutter and Game.from_json(game.to_json()) == game


def three_seats_one_out_with_a_match(rutter: bool = False, hands=(["7♠"], ["2♣", "3♣"], ["7♥", "4♣", "8♣"])):
    """A's 7♣ and B's 7♦ match; C holds the rest of the deck under the cards named in its row."""
    named = ["7♣", "7♦", *hands[0], *hands[1], *hands[2]]
    deck = [str(c) for c in Tournament.deck(3)]
    for card in named:
        deck.remove(card)
    deck.sort(key=lambda card: card[0] == "Q")  # no queen on top, so C's row makes no match
    return Game.from_position(
        rows={"A": ["7♣"], "B": ["7♦"], "C": [deck]},
        stocks={"A": hands[0], "B": hands[1], "C": hands[2]},
        variant="tournament",
        rutter=rutter,
    )


def test_C6_C7_a_pile_that_left_with_its_player_is_no_longer_offered_for_a_re_cover():
    game = three_seats_one_out_with_a_match(rutter=True)
    game.cover("B", ("B", 0))
    game.cover("C", ("A", 0))  # 7♥ on 7♣: A's pile may be covered once more (C6)
    assert game.may_cover_again == [("A", 0)]
    game.cover("A", ("A", 0))  # A's last card: A goes out and A's row leaves the table
    assert game.in_round == ["B", "C"] and game.may_cover_again == []
    for action in game.legal_actions():
        Game.from_json(game.to_json()).apply(action)  # every action offered is taken


def test_C7_a_pile_covered_before_someone_went_out_is_still_covered():
    game = three_seats_one_out_with_a_match(hands=(["7♠"], ["2♣", "3♣"], ["9♥", "4♣", "8♣"]))
    game.cover("B", ("B", 0))
    game.cover("A", ("A", 0))  # A goes out; B's 7♦ was covered by B
    assert game.covered_by(("B", 0)) == "B"
    with pytest.raises(IllegalAction, match="already") as refusal:
        game.cover("C", ("B", 0))
    assert refusal.value.rule == "A5"


def test_C7_reading_when_one_deal_empties_the_last_hands_nobody_is_eliminated_and_the_round_is_played_again():
    deck = [str(c) for c in Tournament.deck(3)]
    for card in ("7♣", "2♣", "3♣", "7♦", "4♣", "8♣"):
        deck.remove(card)
    deck.sort(key=lambda card: card[0] == "Q")
    game = Game.from_position(
        rows={"A": [deck], "B": ["7♣"], "C": ["7♦"]},
        stocks={"A": [], "B": ["2♣", "3♣"], "C": ["4♣", "8♣"]},
        variant="tournament",
    )
    game.cover("B", ("B", 0))
    game.cover("C", ("C", 0))
    game.flip()  # B and C deal their last cards on the same deal
    assert [kind for kind, _ in game.events[-1].happened] == ["gather", "out", "out", "nobody-last", "new-round"]
    assert game.eliminated == [] and game.in_round == ["A", "B", "C"] and game.round == 2
    assert game.outcome is None and game.legal_actions() and game.cards_in_play() == 96


@pytest.mark.parametrize(
    "stocks", [{"A": ["2♣"], "B": ["3♣"]}, {"A": [], "B": ["3♣"]}], ids=["nobody can act", "a stock is empty"]
)
def test_F2_a_position_built_where_the_rows_must_be_picked_up_is_picked_up_at_once(stocks):
    rest = [str(c) for c in FULL_DECK if str(c) not in ("7♣", "9♥", "2♣", "3♣")]
    game = Game.from_position(
        rows={"A": [rest[:20] + ["7♣"]], "B": [rest[20:40] + ["9♥"]]}, stocks=stocks, variant="frustration"
    )
    assert game.outcome is None and game.rows == {"A": [], "B": []}
    assert game.stock_size("A") == len(stocks["A"]) + 21 and game.legal_actions() == [Flip()]
    game.flip()
    assert Game.from_json(game.to_json()) == game


@pytest.mark.parametrize("variant, piles, rule", [("california-speed", 5, "C2"), ("tournament", 4, "C7")])
def test_C2_C7_a_row_holds_no_more_piles_than_a_player_deals(variant, piles, rule):
    cards = ["2♣", "3♣", "4♣", "5♣", "6♣", "7♣", "8♣", "9♣"]
    players = {"california-speed": ["A", "B"], "tournament": ["A", "B", "C"]}[variant]
    rows = {name: [] for name in players} | {"A": cards[:piles]}
    with pytest.raises(ValueError, match=rf"A's row holds {piles} piles.*\({rule}\)"):
        Game.from_position(rows=rows, stocks={}, players=players, variant=variant)
    rows["A"] = cards[: piles - 1]
    if variant == "california-speed":
        assert Game.from_position(rows=rows, stocks={}, players=players, variant=variant).rows["A"]

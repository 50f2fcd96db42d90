"""A hint leads somewhere: a player who follows the hints, move after move, wins every winnable deal
(the hint of `winning_move` and the app's whole-game hint, the first move of `winning_line`)."""

import pytest

from aggravation_nb.intrigue import Move, Patience, solve, winning_line, winning_move

DEALS = {  # winnable deals, each followed to its end in well under a tenth of a second
    "intrigue": (0, 4, 7),
    "laggard-lady": (0, 4, 10),
    "glencoe": (0, 10),
    "salic-law": (2, 6, 7),
    "queen-of-the-fairies": (2, 3, 6, 9),  # the variant whose tableau builds: a card can go back and forth
}


def whole_game_hint(game: Patience):
    line, _ = winning_line(game)
    return line[0] if line else None


def selected_card_hint(game: Patience):
    return winning_move(game)[0]


def position(game: Patience) -> tuple:
    layout = game.position()
    return tuple(map(tuple, layout["columns"])), tuple(map(tuple, layout["foundations"]))


@pytest.mark.parametrize("hint", [whole_game_hint, selected_card_hint])
@pytest.mark.parametrize(("variant", "seed"), [(variant, seed) for variant, seeds in DEALS.items() for seed in seeds])
def test_following_the_hints_never_comes_back_to_a_position_and_wins(variant, seed, hint):
    game = Patience.deal(seed, variant)
    game.deal_all()
    assert solve(game) is True, "the deals here are winnable"
    seen = {position(game)}
    while not game.won:
        move = hint(game)
        assert move is not None, f"no hint in a winnable game after {len(seen) - 1} hints"
        game.move(*move)
        assert position(game) not in seen, f"hint {len(seen)} ({move}) goes back to a position already played"
        seen.add(position(game))


def test_a_player_who_took_a_card_back_where_it_was_still_gets_a_winning_hint():
    """Back in a position the game has been in, the only ways on may pass where it has been:
    the hint then says so rather than nothing."""
    game = Patience.deal(2, "queen-of-the-fairies")
    game.deal_all()
    while True:
        move = whole_game_hint(game)
        game.move(*move)
        back = Move(move.to[1], ("column", move.column))
        if move.to[0] == "column" and back in game.moves():
            break
    game.move(*back)
    assert solve(game) is True
    assert winning_move(game)[1] is True and winning_line(game)[1] is True
    assert whole_game_hint(game) is not None

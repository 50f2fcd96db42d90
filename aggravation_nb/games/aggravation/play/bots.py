"""The computer player: what it would do now, and how quickly (its difficulty).

A bot asks the game what is legal like any view does: it covers the first
pile still owed a cover while it holds cards (in the variants, another
player's pile first: a card given away there never comes back by C4 or F2), and calls on the first
visible pair once its stock is empty (in Aggravation; the variants have no call). Flipping is not a bot's choice: both
players flip together "on the count" (see `aggravation_nb.games.aggravation.play.race`).
"""

from __future__ import annotations

from aggravation_nb.games.aggravation.actions import Action, Call, Cover, Flip
from aggravation_nb.games.aggravation.game import Game

DIFFICULTIES: dict[str, float] = {
    "beginner": 2.0,
    "intermediate": 1.2,
    "advanced": 0.7,
    "expert": 0.35,
}
"""Mean reaction time in seconds: how long the computer takes to see a match and act."""


def bot_action(game: Game, player: str, others_first: bool | None = None) -> Action | None:
    """What `player` would do now, or None if they have nothing to do.

    `others_first`: cover another player's pile first (by default, in the
    variants). The side-by-side comparison turns it off, so that the same
    choices are made under every rule set and only the rules tell them apart.
    """
    if game.outcome is not None:
        return None
    if game.stock_size(player):
        owed = game.to_cover
        if (not game.has_call) if others_first is None else others_first:
            owed.sort(key=lambda pile: pile[0] == player)
        return Cover(player, owed[0]) if owed else None
    if not game.has_call:
        return None
    pairs = game.visible_pairs()
    return Call(player, pairs[0]) if pairs else None


def computer_step(game: Game, seats) -> Action | None:
    """Relaxed play: the computer seats take turns, starting after the last one that acted, so
    no seat is favoured (C7 is a race); the first with something to do acts. With nothing
    owed, the table flips."""
    seats = list(seats)
    last = next(
        (actor for event in reversed(game.events) if (actor := getattr(event.action, "player", None)) in seats), None
    )
    start = seats.index(last) + 1 if last is not None else 0
    for seat in seats[start:] + seats[:start]:
        action = bot_action(game, seat)
        if action is not None:
            return action
    return Flip() if game.may_flip() else None

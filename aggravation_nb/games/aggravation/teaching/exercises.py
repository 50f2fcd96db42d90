"""The checks of the code-along notebooks' "your turn" cells for Aggravation (notebooks/learn/01-03).

Each takes what the learner made (a position, a list of moves, a bot) and
returns a `Check`: right, or what is wrong in words, with the rule. They
never raise for a wrong answer, so a learner's first try reads as advice.
"""

from __future__ import annotations

from aggravation_nb.core.checks import Check, cell_above_failed
from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.actions import Call
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.narration import describe_outcome, refusal_reason
from aggravation_nb.games.aggravation.play.arena import arena
from aggravation_nb.games.aggravation.teaching.scenarios import chapter
from aggravation_nb.i18n import text

FRUSTRATION_GAMES = 20
"""How many Frustration games `bot_shares_well` plays: enough to tell a bot that gives cards away
from one that keeps them (the computer gives them away), few enough to answer in a second or two."""


def oleg_may_call(game: object, lang: str = "en") -> Check:
    """01: a position in which Oleg may call "Aggravation!" now (A8).

    >>> from aggravation_nb import Game
    >>> oleg_may_call(Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["5♠"]}))
    ✓ Right: Oleg may call on 7♣ and 7♦ (A8).
    """
    if (failed := cell_above_failed(lang)) is not None:
        return failed
    if not isinstance(game, Game):
        return Check(False, text("check.not-a-game", lang, what=type(game).__name__), lang)
    if "Oleg" not in game.players:
        return Check(False, text("check.no-oleg", lang), lang)
    calls = [action for action in game.legal_actions("Oleg") if isinstance(action, Call)]
    if calls:
        first, second = (str(game.top(pile)) for pile in calls[0].piles)
        return Check(True, text("check.oleg-calls", lang, first=first, second=second), lang)
    if game.outcome is not None:
        return Check(False, text("check.already-over", lang), lang)
    if game.stock_size("Oleg"):
        return Check(False, text("check.oleg-holds", lang, count=game.stock_size("Oleg")), lang)
    return Check(False, text("check.no-pair", lang), lang)


def marina_wins_last_card(moves: object, lang: str = "en") -> Check:
    """02: the moves, from the worked example's "last card" position, that end in Marina's call (A8).

    >>> from aggravation_nb import Cover
    >>> marina_wins_last_card([Cover("Marina", ("Marina", 2))])
    ✗ Not yet: after 1 move nobody has won yet: go on until Marina can call (A8).
    """
    if (failed := cell_above_failed(lang)) is not None:
        return failed
    if not isinstance(moves, (list, tuple)):
        return Check(False, text("check.not-a-list", lang, what=type(moves).__name__), lang)
    game = chapter("last-card").game()
    for number, move in enumerate(moves, 1):
        try:
            game.apply(move)
        except IllegalAction as refusal:
            key = "check.move-refused" if refusal.rule else "check.move-refused.no-rule"
            why = refusal_reason(refusal, lang).rstrip(".")
            return Check(False, text(key, lang, number=number, move=repr(move), why=why, rule=refusal.rule), lang)
        if game.outcome is not None and number < len(moves):
            return Check(False, text("check.over-early", lang, number=number), lang)
    if game.outcome is None:
        return Check(False, text("check.not-won-yet", lang, count=len(moves)), lang)
    if game.outcome.winner != "Marina" or game.outcome.rule != "A8":
        return Check(False, text("check.wrong-end", lang, reason=describe_outcome(game.outcome, lang)), lang)
    return Check(True, text("check.marina-wins", lang, count=len(moves)), lang)


def bot_shares_well(bot, lang: str = "en") -> Check:
    """03: a bot that holds its own against the computer at Frustration, where every card given
    away is a card off one's share (F3), so covering the opponent's piles first is the way.

    >>> def passes(view):
    ...     return None
    >>> bot_shares_well(passes).ok
    False
    """
    if (failed := cell_above_failed(lang)) is not None:
        return failed
    if not callable(bot):
        return Check(False, text("check.not-a-bot", lang, what=type(bot).__name__), lang)
    result = arena(bot, games=FRUSTRATION_GAMES, variant="frustration", seed=26)
    if result.faults:
        return Check(False, text("check.bot-fault", lang, fault=str(result.faults[0])), lang)
    if result.wins < FRUSTRATION_GAMES // 4:
        return Check(False, text("check.bot-gives-little", lang, wins=result.wins, games=result.games), lang)
    return Check(True, text("check.bot-shares", lang, wins=result.wins, games=result.games), lang)

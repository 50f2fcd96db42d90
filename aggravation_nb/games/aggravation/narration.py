"""Plain words, in English, Russian or French, for what just happened on the table, citing its rule.

Views show these sentences; they never compose rule messages themselves.
"""

from __future__ import annotations

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip, Pile
from aggravation_nb.games.aggravation.game import Event, Game, Outcome
from aggravation_nb.i18n import for_player, sentence, spoken_card, text, whole


def card_name(game: Game, pile: Pile, lang: str, spoken: bool = False) -> str:
    """A card by its place: "7♣, Marina's row, pile 1"; `spoken`, as a button's accessible name, with a
    lettered card's name as well: "Q♥, queen of hearts, Marina's row, pile 2" (`i18n.spoken_card`)."""
    owner, column = pile
    card = spoken_card(str(game.top(pile)), lang) if spoken else str(game.top(pile))
    return text("card", lang, card=card, row=for_player("row", owner, lang), column=column + 1)


def describe_event(game: Game, event: Event, lang: str) -> str:
    """An event in words, citing the rule it played (A3, A5, …), with what followed from it in a variant
    (C4, F2, C7), so the narration of a game a pupil plays names its rules as the worked example's does."""
    before = [text("event.gather", lang) for kind, _ in event.happened if kind == "gather"]
    after = [text(f"event.{kind}", lang, player=who or "") for kind, who in event.happened if kind != "gather"]
    action = _describe_action(game, event, lang)
    rule = event_rule(game, event)
    if action and rule:
        action = f"{action.removesuffix('.')} ({rule})."
    return " ".join([*before, action, *after]).strip()


def event_rule(game: Game, event: Event) -> str | None:
    """The rule an event's action played: a flip A3 (A7 when one player flips alone; California Speed's
    deal C2), a cover A5, a call A8, a call at the same instant A10."""
    action = event.action
    if isinstance(action, Flip):
        if game.gathers:
            return "C2"
        return "A7" if len(event.placed) < len(game.players) else "A3"
    return {Cover: "A5", Call: "A8", CallTogether: "A10"}.get(type(action))


def _describe_action(game: Game, event: Event, lang: str) -> str:
    action = event.action
    if isinstance(action, Flip) and game.gathers:
        dealt: dict[str, list[str]] = {}
        for (owner, _), card, _ in event.placed:
            dealt.setdefault(owner, []).append(str(card))
        return " ".join(for_player("event.deal", owner, lang, cards=" ".join(cards)) for owner, cards in dealt.items())
    if isinstance(action, Flip):
        return " ".join(
            for_player("event.flip", owner, lang, card=str(card), column=column + 1)
            for (owner, column), card, _ in event.placed
        )
    if isinstance(action, Cover):
        _, card, under = event.placed[0]
        return for_player("event.cover", action.player, lang, under=str(under), card=str(card))
    if isinstance(action, Call):
        first, second = (str(game.top(pile)) for pile in action.piles)
        return for_player("event.call", action.player, lang, first=first, second=second)
    if isinstance(action, CallTogether):
        return text("event.together", lang)
    return ""


def row_text(pile: Pile, lang: str) -> str:
    return for_player("row", pile[0], lang)


def refusal_reason(refusal: IllegalAction, lang: str) -> str:
    """Why an action was refused, in the refusal's own words in `lang` (without its rule); addressed to
    "you" when the player is the person."""
    return refusal.reason(lang)


def describe_refusal(refusal: IllegalAction, lang: str) -> str:
    """A refusal in words, with its rule; addressed to "you" when the player is the person."""
    reason = refusal_reason(refusal, lang)
    if refusal.note:
        reason = f"{reason.rstrip('.')}. {sentence(refusal.note[0], lang, **refusal.note[1]).rstrip('.')}"
    if refusal.rule is None:  # refused by the app itself (nothing to undo, a bad file), not by a rule
        return text("refused.no-rule", lang, reason=reason)
    return text("refused", lang, rule=refusal.rule, reason=reason)


def outcome_words(outcome: Outcome, lang: str) -> str:
    """How the game ended, in words, addressed to "you" when the winner is the person."""
    details = {k: whole(v, lang) if isinstance(v, int) else v for k, v in outcome.details}
    if outcome.winner is None:
        return text(outcome.key, lang, winner="", **details)
    return for_player(outcome.key, outcome.winner, lang, winner=outcome.winner, **details)


def describe_outcome(outcome: Outcome, lang: str) -> str:
    return text("outcome", lang, text=outcome_words(outcome, lang), rule=outcome.rule)

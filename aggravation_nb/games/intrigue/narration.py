"""What a step of the patience did, in plain words, in English or Russian.

Pure text, so a notebook view only shows the sentence `describe` returns.
Columns and foundations are counted from 1 here, as a person counts them.
Where a variant says things its own way, its class names the words
(`key`) and the rule, never a comparison of its name.
"""

from __future__ import annotations

from aggravation_nb.games.intrigue.about import INTRIGUE
from aggravation_nb.games.intrigue.patience import MAX_ACTIONS, Patience, Step
from aggravation_nb.i18n import text, whole

_DEALT = {
    "column": "intrigue.step.column",
    "new-column": "intrigue.step.new-column",
    "new-foundation": "intrigue.step.new-foundation",
    "build": "intrigue.step.build",
    "set-aside": "intrigue.step.set-aside",
}


def describe(step: Step, lang: str = "en") -> str:
    """The sentence for one step of the deal or one move, ending with the rule it follows.

    >>> from aggravation_nb.intrigue import Patience
    >>> describe(Patience.deal(seed=3).deal_one())
    '7♣ goes onto column 1 (I3).'
    """
    kind, where = step.to
    rules = INTRIGUE.find_variant(step.variant)
    values: dict[str, object] = {"card": str(step.card), "rule": step.rule}
    if kind == "foundation":
        values["foundation"] = where + 1
    if step.source[0] == "column":
        values["column"] = step.source[1] + 1
    elif kind == "column":
        values["column"] = where + 1
    if step.reason == "uncovered":
        key = "intrigue.step.uncovered-new" if step.new else "intrigue.step.uncovered"
    elif step.reason == "waits":
        key = "intrigue.step.waits"
        values["queens"] = step.heads
    elif step.reason == "tableau-build":
        key = "intrigue.step.tableau-build"
        values["target"] = where + 1
    elif step.reason == "move":
        if kind == "column":
            key = "intrigue.step.move-column"
            values["target"] = where + 1
        else:
            key = "intrigue.step.move-new-foundation" if step.new else "intrigue.step.move-foundation"
    else:
        key = _DEALT[step.reason]
    return text(rules.key(key), lang, **values)


def story(patience: Patience, lang: str = "en") -> list[str]:
    """Every step of a game so far as sentences, then its outcome if it has one.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.deal(seed=3)
    >>> _ = game.deal_one()
    >>> story(game)
    ['7♣ goes onto column 1 (I3).']
    """
    lines = [describe(step, lang) for step in patience.log]
    verdict = outcome(patience, lang)
    return lines + ([verdict] if verdict else [])


def outcome(patience: Patience, lang: str = "en") -> str | None:
    """The won or lost sentence, or None while the patience goes on.

    >>> from aggravation_nb.intrigue import Patience
    >>> game = Patience.from_position(columns=[["Q♠", "5♣"]], foundations=[["6♥"]])
    >>> outcome(game) is None
    True
    >>> _ = game.move(0, ("foundation", None))
    >>> outcome(game)
    'Every card is on the foundations: the patience is won (I5).'
    """
    if patience.won:
        return text(patience.rules.key("intrigue.won"), lang, rule=patience.rules.rule("win"))
    if patience.stopped:
        return text("intrigue.stopped", lang, limit=whole(MAX_ACTIONS, lang))
    if patience.lost:
        return text(patience.rules.key("intrigue.lost"), lang)
    return None

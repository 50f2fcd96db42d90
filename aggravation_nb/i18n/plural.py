"""A sentence said by a count: English writes its two forms, each catalogue as many as its language has.

gettext chooses a form from a whole number with the catalogue's `Plural-Forms`
rule. A measured number with a fraction has no form there, so each catalogue
says how a fraction counts (`plural-fraction`): as one whole number whose form
it takes (Russian: "0,3 минуты" takes the form of 2), or by its whole part
(French: "1,5 minute", "2,5 minutes").
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Plural:
    """`one` and `other` as English says them; `by` names the placeholder whose number picks the form."""

    one: str
    other: str
    by: str = "count"


def form_count(amount: float, fraction_rule: str) -> int:
    """The whole number that picks `amount`'s plural form.

    >>> form_count(21, "2"), form_count(0.3, "2"), form_count(1.5, "integer-part"), form_count(2.5, "integer-part")
    (21, 2, 1, 2)
    """
    amount = abs(amount)
    if float(amount).is_integer():
        return int(amount)
    if fraction_rule == "integer-part":
        return math.floor(amount)
    return int(fraction_rule)

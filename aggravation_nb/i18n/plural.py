"""A sentence said by a count: English writes its two forms, each catalogue as many as its language has.

gettext chooses a form from a whole number with the catalogue's `Plural-Forms`
rule. A measured number with a fraction has no form there, so each catalogue
says how a fraction counts (`plural-fraction`): as one whole number whose form
it takes (Russian: "0,3 минуты" takes the form of 2), or by its whole part
(French: "1,5 minute", "2,5 minutes").

A number counts as a fraction when it is written with one: a float, or a
number shown with decimals (`i18n.number(2, 1)` is "2.0", and Russian says
"2,0 минуты" as it says "2,5 минуты"); an int, or a number shown with no
decimals, counts as itself.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass


@dataclass(frozen=True)
class Plural:
    """`one` and `other` as English says them; `by` names the placeholder whose number picks the form."""

    one: str
    other: str
    by: str = "count"


def form_count(amount: float, fraction_rule: str) -> int:
    """The whole number that picks `amount`'s plural form: an int picks its own, a float (a number
    written with a fraction, even "2.0") the one its catalogue's `fraction_rule` gives.

    >>> form_count(21, "2"), form_count(0.3, "2"), form_count(1.5, "integer-part"), form_count(2.5, "integer-part")
    (21, 2, 1, 2)
    >>> form_count(21.0, "2"), form_count(1.0, "integer-part")
    (2, 1)
    """
    amount = abs(amount)
    if isinstance(amount, numbers.Integral):
        return int(amount)
    if fraction_rule == "integer-part":
        return math.floor(amount)
    return int(fraction_rule)

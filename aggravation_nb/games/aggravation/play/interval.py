"""How sure a win rate is: the 95% Wilson interval of a proportion."""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: unlike "rate ± 2 standard errors" it stays
    within 0 and 1 and is honest for a rate of 0 or 1 (all games lost is not certainty).

    >>> [round(bound, 3) for bound in wilson(0, 20)]
    [0.0, 0.161]
    """
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    spread = z * z / trials
    centre = (rate + spread / 2) / (1 + spread)
    half = z * math.sqrt(rate * (1 - rate) / trials + spread / (4 * trials)) / (1 + spread)
    return max(0.0, centre - half), min(1.0, centre + half)

"""The arena's numbers and names as a language writes them: rates, intervals, seconds, variants, levels."""

from __future__ import annotations

from aggravation_nb.i18n import Shown, number, percent, text


def rate(value: float, lang: str) -> Shown:
    """A win rate (0 to 1) as a percentage: 50.0% in English, 50,0 % in Russian and French."""
    return percent(100 * value, lang)


def bounds(interval: tuple[float, float], lang: str) -> dict[str, Shown]:
    """The `low` and `high` of an interval, as percentages."""
    low, high = interval
    return {"low": rate(low, lang), "high": rate(high, lang)}


def seconds(value: float, lang: str) -> Shown:
    """A reaction time with as many decimals as it has (2, 1.2, 0.35), in the language's marks."""
    return number(value, len(f"{value:g}".partition(".")[2]), lang)


def variant_name(variant: str, lang: str) -> str:
    return text(f"variant.{variant}", lang)


def level_name(level: str, lang: str) -> str:
    return text(f"level.{level}", lang)

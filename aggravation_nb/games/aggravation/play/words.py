"""The arena's numbers and names as a language writes them: rates, intervals, seconds, variants, levels,
and the accessible table its leaderboards and ladders are shown in."""

from __future__ import annotations

import html
from collections.abc import Iterable

from aggravation_nb.i18n import Shown, listing, number, percent, text


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


def table_html(caption: str, heads: Iterable[str], rows: Iterable[tuple[str, Iterable[object]]], lang: str) -> str:
    """An accessible table: `caption`, a column heading for each key of `heads` (`arena.head.<key>`), and per
    row its leading cells' HTML (its row heading among them) and its other cells."""
    head = "".join(f'<th scope="col">{text(f"arena.head.{key}", lang)}</th>' for key in heads)
    body = "".join(
        f"<tr>{leading}" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>" for leading, cells in rows
    )
    return (
        f"<table><caption>{html.escape(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def faults_said(count: int, lang: str) -> str:
    """What a line of a leaderboard or a ladder adds when its bot failed `count` times: nothing for none."""
    return listing(["", text("arena.faults", lang, count=count)], lang) if count else ""

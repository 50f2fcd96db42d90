"""The small marks on a card (to cover, match 2, partner covered, new…) never break inside a word and never
run past the card's edge, in any language of the package, on the narrowest card the apps draw.

The page's CSS may break a mark only between words, or at a soft hyphen (U+00AD) that a catalogue puts
where its language hyphenates a long word (Russian «совпа­дение»), which the browser then shows as a
hyphen. Every piece that cannot break is measured in DejaVu Sans (matplotlib's copy), as wide a face as
any the page falls back on, at the mark's size, weight and case from the stylesheet, against the card's
inner width at the smallest card the presenter mode's fitting tries (pagebar.js); the pseudo-locale (a
third longer than English) must fit the card the apps draw outside presenter mode."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import matplotlib
import pytest
from fontTools.ttLib import TTFont
from pseudo_locale import pseudo

from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.widgets.table_widget import STATIC

SOFT_HYPHEN = "\u00ad"
MARKS = {  # a card's mark: the table's stylesheet, its class, and the words it shows
    "table.css": {
        "agg-mark": [("owed", {})],
        "agg-match": [("match-number", {"number": 13})],
        "agg-why": [("owed-alone-short", {}), ("pair-to-call-short", {}), ("again-short", {})],
        "agg-fresh": [("changed", {})],
    },
    "intrigue_table.css": {"agg-target-mark": [("intrigue-app.hint-target", {})]},
}
CARDS = {"table.css": ".agg-card", "intrigue_table.css": ".agg-icard"}
NORMAL_SIZE = 13
"""The apps' small text outside presenter mode (JupyterLab's --jp-ui-font-size1), in px."""
BREAKING = re.compile(r"overflow-wrap:\s*(anywhere|break-word)|word-break:\s*break-(all|word)|hyphens:\s*none")


def rules(sheet: str) -> dict[str, str]:
    """Each selector of `sheet` and its declarations (comments dropped, a selector list split)."""
    css = re.sub(r"/\*.*?\*/", "", (STATIC / sheet).read_text(encoding="utf-8"), flags=re.S)
    found: dict[str, str] = {}
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        for selector in selectors.split(","):
            found[" ".join(selector.split())] = found.get(" ".join(selector.split()), "") + body
    return found


def declared(body: str, prop: str) -> str | None:
    found = re.findall(rf"(?:^|;)\s*{prop}\s*:\s*([^;]+)", body)
    return found[-1].strip() if found else None


def px_or_zero(value: str | None) -> float:
    return float(value.removesuffix("px")) if value and value.endswith("px") else 0.0


@cache
def face(bold: bool):
    font = TTFont(
        Path(matplotlib.get_data_path()) / "fonts" / "ttf" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    )
    widths, per_em = font["hmtx"], font["head"].unitsPerEm
    glyphs = font.getBestCmap()
    return lambda words: sum(widths[glyphs.get(ord(c), glyphs[ord("M")])][0] for c in words) / per_em


def pieces(words: str) -> list[str]:
    """What cannot break: each word (a no-break space joins), split at its soft hyphens, each piece
    before one shown with its hyphen."""
    found = []
    for word in re.split(r"[ \t\n]+", words.strip()):
        parts = word.split(SOFT_HYPHEN)
        found += [part + "-" for part in parts[:-1]] + [parts[-1]]
    return found


def smallest_card() -> int:
    return int(re.search(r"const SMALLEST_CARD = (\d+);", (STATIC / "pagebar.js").read_text(encoding="utf-8"))[1])


def inner_width(sheet: str, size: int) -> float:
    """The card's width inside its thickest edge and its padding, in ems of the card's font at `size` px."""
    found = rules(sheet)
    card = found[CARDS[sheet]]
    if sheet == "table.css":
        columns = declared(found[".agg-piles"], "grid-auto-columns") or ""
        if columns.startswith("var("):  # the pile's width, which the table declares once (--agg-pile-width)
            columns = declared(found[".agg-table"], columns.removeprefix("var(").removesuffix(")")) or ""
        width = float(columns.removesuffix("em"))
        assert declared(card, "font") == "inherit", "the card's em is its row's, which the columns are sized in"
    else:
        width = float(declared(card, "width").removesuffix("em"))
    edges = [
        px_or_zero((declared(body, "border") or declared(body, "border-width") or "0").split()[0])
        for selector, body in found.items()
        if selector.startswith(CARDS[sheet]) and ":focus" not in selector
    ]
    padding = px_or_zero(declared(card, "padding"))
    return (width * size - 2 * max(edges) - 2 * padding) / size


def style(sheet: str, mark: str) -> tuple[float, bool, bool]:
    body = rules(sheet)[f".{mark}"]
    size = float(declared(body, "font-size").removesuffix("em"))
    return size, declared(body, "font-weight") == "bold", declared(body, "text-transform") == "uppercase"


def too_wide(sheet: str, mark: str, words: str, card_size: int) -> list[str]:
    size, bold, upper = style(sheet, mark)
    room = inner_width(sheet, card_size)
    shown = words.upper() if upper else words
    return [
        f"{piece!r} is {face(bold)(piece) * size:.2f} em wide, the card {room:.2f} em inside"
        for piece in pieces(shown)
        if face(bold)(piece) * size > room
    ]


@pytest.mark.parametrize("sheet", MARKS)
def test_no_mark_is_allowed_to_break_inside_a_word(sheet):
    for selector, body in rules(sheet).items():
        if (
            "[data-mark]" in selector
            or any(re.search(rf"\.{mark}\b", selector) for mark in MARKS[sheet])
            or "agg-beneath" in selector
        ):
            assert not BREAKING.search(body), f"{sheet}: {selector} {{{body}}}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("sheet", MARKS)
def test_every_word_of_every_mark_fits_the_narrowest_card(sheet, lang):
    faults = [
        f"{lang} {key}: {fault}"
        for mark, keys in MARKS[sheet].items()
        for key, values in keys
        for fault in too_wide(sheet, mark, text(key, lang, **values), smallest_card())
    ]
    assert faults == []


def test_the_pseudo_locale_fits_the_card_outside_presenter_mode():
    """The Aggravation table's marks, which wrapped anywhere before: the layout test shows them in the
    pseudo-locale. (The patience's "target" mark, one word that never wrapped, is a third too long there.)"""
    faults = [
        f"{key}: {fault}"
        for mark, keys in MARKS["table.css"].items()
        for key, values in keys
        for fault in too_wide("table.css", mark, pseudo(text(key, "en", **values)), NORMAL_SIZE)
    ]
    assert faults == []


def test_the_measure_would_catch_a_word_too_long():
    assert too_wide("table.css", "agg-match", "совпадение", smallest_card()), "the tester's «совпаден/ие»"
    assert not too_wide("table.css", "agg-match", f"совпа{SOFT_HYPHEN}дение", smallest_card())
    assert pieces(f"совпа{SOFT_HYPHEN}дение №\u00a02") == ["совпа-", "дение", "№\u00a02"]

"""The apps' colours against the themes they are drawn in (issue 23.2): every text at least 4.5:1 and every
control's edge, mark and focus ring at least 3:1 against what it sits on (WCAG 1.4.3, 1.4.11), in
JupyterLab's light and dark themes as JupyterLab and Voilà ship them; and the suits keep their colours.

The colours come from the stylesheets themselves: the themes' `--jp-*` values, and the apps' own
`--agg-*` ones (widgets/static/colours.css), each `var()` resolved as the browser does."""

from __future__ import annotations

import colorsys
import re
import sys
from pathlib import Path

import jupyterlab
import pytest

from aggravation_nb.widgets.palette import COLOURS, STATIC

THEME_FILES = {
    "jupyterlab": Path(jupyterlab.__file__).parent / "themes" / "@jupyterlab",
    "voila": Path(sys.prefix) / "share" / "jupyter" / "voila" / "themes" / "@jupyterlab",
}
NAMED = {"white": "#ffffff", "black": "#000000"}

TEXT = [  # (words, what they sit on): 4.5:1
    *[("--agg-muted", ground) for ground in ("--jp-layout-color0", "--jp-layout-color1", "--jp-layout-color2")],
    *[
        (suit, ground)
        for suit in ("--agg-red", "--agg-blue", "--agg-green", "--jp-content-font-color1")
        for ground in ("--jp-layout-color0", "--jp-layout-color2")
    ],  # a card, a card owed a cover
    ("--agg-on-warn", "--jp-warn-color1"),
    ("--agg-on-warn", "--jp-warn-color0"),  # "Aggravation!", pressed
    ("--jp-ui-inverse-font-color1", "--agg-info"),
    ("--jp-ui-inverse-font-color0", "--jp-info-color0"),
    ("--jp-ui-inverse-font-color1", "--jp-brand-color1"),
    ("--jp-ui-inverse-font-color0", "--jp-brand-color0"),
    ("--jp-ui-font-color1", "--jp-layout-color2"),
    ("--jp-ui-font-color1", "--jp-layout-color3"),  # buttons, tabs
    *[
        ("--jp-content-link-color", ground)
        for ground in ("--jp-layout-color0", "--jp-layout-color1", "--jp-layout-color2")
    ],  # rule links, the status line
]
MARKS = [  # (an edge, a ring or a mark, what is around it): 3:1
    *[
        (mark, ground)
        for mark in (
            "--agg-edge",
            "--agg-focus",
            "--jp-warn-color0",
            "--jp-brand-color1",
            "--jp-success-color1",
            "--jp-brand-color0",
        )
        for ground in ("--jp-layout-color0", "--jp-layout-color1")
    ],  # cards' edges (owed, matched, selected)
    ("--agg-focus", "--jp-layout-color2"),
    ("--agg-named", "--jp-layout-color0"),
    ("--agg-named", "--jp-layout-color2"),  # the ring inside a card
]


def declarations(css: str, selector: str) -> dict[str, str]:
    block = re.search(re.escape(selector) + r"\s*\{(.*?)\}", css, re.S)
    assert block, f"no {selector} block"
    return dict(re.findall(r"(--[\w-]+)\s*:\s*([^;]+);", block.group(1)))


def theme(name: str, source: str) -> dict[str, str]:
    """The custom properties the page has in this theme: the theme's, then the apps' own."""
    css = (THEME_FILES[source] / f"theme-{name}-extension" / "index.css").read_text(encoding="utf-8")
    values = declarations(css, ":root")
    values.update(declarations(COLOURS, ":root"))
    if name == "dark":
        values.update(declarations(COLOURS, 'body[data-jp-theme-light="false"]'))
    return values


def resolve(value: str, values: dict[str, str]) -> str:
    while found := re.fullmatch(r"\s*var\((--[\w-]+)(?:\s*,\s*(.+))?\)\s*", value):
        value = values.get(found.group(1), found.group(2) or "")
    return NAMED.get(value.strip(), value.strip())


def rgba(colour: str) -> tuple[float, float, float, float]:
    if colour.startswith("#"):
        digits = colour[1:] if len(colour) > 4 else "".join(c * 2 for c in colour[1:])
        return (*(int(digits[i : i + 2], 16) for i in (0, 2, 4)), 1.0)
    numbers = [float(n) for n in re.findall(r"[\d.]+", colour)]
    assert colour.startswith("rgb") and len(numbers) in (3, 4), colour
    return (*numbers[:3], numbers[3] if len(numbers) == 4 else 1.0)


def over(front: tuple, back: tuple) -> tuple[float, float, float]:
    """A translucent colour as it shows on an opaque one."""
    alpha = front[3]
    return tuple(f * alpha + b * (1 - alpha) for f, b in zip(front[:3], back[:3], strict=False))


def luminance(rgb) -> float:
    def linear(channel: float) -> float:
        channel /= 255
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def ratio(front: str, back: str, values: dict[str, str]) -> float:
    ground = rgba(resolve(values[back], values))
    shown = over(rgba(resolve(values[front], values)), ground)
    light, dark = sorted((luminance(shown), luminance(ground[:3])), reverse=True)
    return (light + 0.05) / (dark + 0.05)


THEMES = [(name, source) for name in ("light", "dark") for source in THEME_FILES]


@pytest.mark.parametrize(("name", "source"), THEMES)
def test_every_text_and_every_mark_stands_out_from_its_ground(name, source):
    values = theme(name, source)
    low = [
        f"{front} on {back}: {ratio(front, back, values):.2f}:1 (needs {needed})"
        for pairs, needed in ((TEXT, 4.5), (MARKS, 3.0))
        for front, back in pairs
        if ratio(front, back, values) < needed
    ]
    assert low == [], f"{name} theme ({source}): {low}"


@pytest.mark.parametrize(("name", "source"), THEMES)
def test_the_suits_keep_their_colours(name, source):
    """Red suits red, and the four-colour deck four hues far apart (the spades take the words' colour)."""
    values = theme(name, source)
    hues = {}
    for suit in ("--agg-red", "--agg-blue", "--agg-green"):
        hue, _, saturation = colorsys.rgb_to_hls(*(c / 255 for c in rgba(resolve(values[suit], values))[:3]))
        assert saturation > 0.3, f"{suit} is nearly grey in the {name} theme"
        hues[suit] = hue * 360
    assert min(hues["--agg-red"], 360 - hues["--agg-red"]) < 15, hues
    assert 90 < hues["--agg-green"] < 150 and 190 < hues["--agg-blue"] < 240, hues


def test_the_stylesheets_take_their_words_colours_from_the_palette():
    """The theme's faint grey and red fall short of 4.5:1 on a card owed a cover: no text uses them."""
    for sheet in sorted(STATIC.glob("*.css")):
        faint = re.findall(
            r"(?<![-\w])color:\s*var\(--jp-(?:ui-font-color2|error-color1|brand-color1|success-color1)\b",
            sheet.read_text(encoding="utf-8"),
        )
        assert faint == [], f"{sheet.name}: {faint}"

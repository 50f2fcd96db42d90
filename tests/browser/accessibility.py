"""The accessibility audit the browser tests run on a page they have on screen: axe-core (pinned in
package.json, installed by scripts/setup) injected once per page, run with the WCAG 2.0/2.1 A and AA
rules and axe's best practices. A test fails on every violation of impact serious or critical, and on
every `region` (content outside a landmark) and `heading-order` one, and on a tooltip that says "null"
(what ipywidgets draws for a tooltip of None), naming the rule, the element and where it was seen (app,
language, theme, moment)."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from voila_server import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
FAILING_IMPACTS = {"serious", "critical"}
ALWAYS_FAILING = {"region", "heading-order"}
"""Rules that fail the audit whatever axe's impact for them (both are "moderate")."""

RUN = """async (tags) => {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
  const results = await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]});
  return results.violations.map(rule => ({
    id: rule.id, impact: rule.impact, help: rule.help,
    nodes: rule.nodes.map(node => ({
      target: node.target.join(" "), html: node.html,
      data: (node.any.concat(node.all, node.none).find(check => check.data) || {}).data || null,
    })),
  }));
}"""


def violations(page: Page) -> list[dict]:
    """Every axe violation on the page once its animations have ended (a card fading in is not a contrast
    fault): rule id, impact, and each element's selector, html and the check's data (for color-contrast:
    the colours and their ratio)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        if not AXE.exists():
            raise RuntimeError(f"{AXE} is missing: run scripts/setup (it installs axe-core with npm)")
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN, TAGS)


def failing(rule: dict) -> bool:
    return rule["impact"] in FAILING_IMPACTS or rule["id"] in ALWAYS_FAILING


def describe(rule: dict, where: str) -> list[str]:
    """One line per element: where, the rule and its impact, the element's selector and html."""
    lines = []
    for node in rule["nodes"]:
        data = node["data"]
        colours = (
            f" [{data.get('fgColor')} on {data.get('bgColor')}, {data.get('contrastRatio')}:1]"
            if isinstance(data, dict) and "contrastRatio" in data
            else ""
        )
        lines.append(
            f"{where}: {rule['id']} ({rule['impact']}): {rule['help']}{colours}\n"
            f"    at {node['target']}: {' '.join(node['html'].split())[:200]}"
        )
    return lines


CONTRAST = """
  const rgba = (colour) => (colour.match(/[\\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => [r, g, b]
    .map((v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const contrast = (fg, bg) => { const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
                                 return (light + 0.05) / (dark + 0.05); };
"""
"""Page-script helpers: a CSS colour's channels, and WCAG's contrast ratio of two colours (for scripts of
their own to begin with)."""

MARK_CONTRAST = (
    """() => {"""
    + CONTRAST
    + """
  const hex = (c) => "#" + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const behind = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const colour = rgba(getComputedStyle(e).backgroundColor);
      if (colour.length === 3 || colour[3] > 0) return colour;
    }
    return [255, 255, 255];
  };
  return [...document.querySelectorAll("[data-mark]")].filter((e) => e.getClientRects().length).map((e) => {
    const bg = behind(e), colour = rgba(getComputedStyle(e, "::after").color), alpha = colour[3] ?? 1;
    const fg = colour.slice(0, 3).map((v, i) => v * alpha + bg[i] * (1 - alpha));  // a translucent text colour
    return { ratio: Math.round(100 * contrast(fg, bg)) / 100, fg: hex(fg), bg: hex(bg),
             target: e.closest("[aria-label]")?.getAttribute("aria-label") + " ." + e.className, html: e.outerHTML };
  }).filter((mark) => mark.ratio < 4.5);
}"""
)
"""The marks on cards, drawn by CSS from data-mark, which axe's color-contrast does not see: each against the
first opaque background behind it, a translucent text colour blended onto it (an approximation: a translucent
background counts as opaque)."""

NULL_TITLES = """() => [...document.querySelectorAll('[title="null"]')].map(e => e.outerHTML.slice(0, 200))"""
"""What ipywidgets draws for a tooltip of None: a tooltip saying "null"."""


def audit(page: Page, where: str) -> None:
    """Fail listing every violation of the kinds above, and every title="null"; `where` says the app,
    language, theme and moment."""
    found = violations(page)
    found += [
        {
            "id": "title-null",
            "impact": "serious",
            "help": 'No tooltip says "null"',
            "nodes": [{"target": "", "html": markup, "data": None} for markup in nulls],
        }
        for nulls in [page.evaluate(NULL_TITLES)]
        if nulls
    ]
    found += [
        {
            "id": "mark-contrast",
            "impact": "serious",
            "help": "A card's mark has a contrast of 4.5:1 at least",
            "nodes": [
                {
                    "target": mark["target"],
                    "html": mark["html"],
                    "data": {"fgColor": mark["fg"], "bgColor": mark["bg"], "contrastRatio": mark["ratio"]},
                }
                for mark in marks
            ],
        }
        for marks in [page.evaluate(MARK_CONTRAST)]
        if marks
    ]
    problems = [line for rule in found if failing(rule) for line in describe(rule, where)]
    assert not problems, f"axe found {len(problems)} accessibility violation(s):\n" + "\n".join(problems)


def summary(found: list[dict]) -> str:
    """Rule id (impact) × count, for a table of what a page has."""
    return json.dumps({f"{rule['id']} ({rule['impact']})": len(rule["nodes"]) for rule in found}, ensure_ascii=False)

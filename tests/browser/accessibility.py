"""The accessibility audit the browser tests run on a page they have on screen: axe-core (pinned in
package.json, installed by scripts/setup) injected once per page, run with the WCAG 2.0/2.1 A and AA
rules and axe's best practices. A test fails on every violation of impact serious or critical, and on
every `region` (content outside a landmark) and `heading-order` one, and on a tooltip that says "null"
(what ipywidgets draws for a tooltip of None), naming the rule, the element and where it was seen (app,
language, theme, moment)."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from voila_server import ARTIFACTS, ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
FAILING_IMPACTS = {"serious", "critical"}
ALWAYS_FAILING = {"region", "heading-order"}
"""Rules that fail the audit whatever axe's impact for them (both are "moderate")."""
PENDING = {"color-contrast"}
"""Rules found but not yet enforced, because their fix is under way elsewhere (the colours of both themes):
their violations go to test-artifacts/accessibility-pending.txt instead. Empty this once they pass."""
PENDING_LOG = ARTIFACTS / "accessibility-pending.txt"

RUN = """async (tags) => {
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
    """Every axe violation on the page as it is now: rule id, impact, and each element's selector, html and
    the check's data (for color-contrast: the colours and their ratio)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        if not AXE.exists():
            raise RuntimeError(f"{AXE} is missing: run scripts/setup (it installs axe-core with npm)")
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN, TAGS)


def failing(rule: dict) -> bool:
    return rule["id"] not in PENDING and (rule["impact"] in FAILING_IMPACTS or rule["id"] in ALWAYS_FAILING)


def describe(rule: dict, where: str) -> list[str]:
    """One line per element: where, the rule and its impact, the element's selector and html."""
    lines = []
    for node in rule["nodes"]:
        data = node["data"]
        colours = (f" [{data.get('fgColor')} on {data.get('bgColor')}, {data.get('contrastRatio')}:1]"
                   if isinstance(data, dict) and "contrastRatio" in data else "")
        lines.append(f"{where}: {rule['id']} ({rule['impact']}): {rule['help']}{colours}\n"
                     f"    at {node['target']}: {' '.join(node['html'].split())[:200]}")
    return lines


NULL_TITLES = """() => [...document.querySelectorAll('[title="null"]')].map(e => e.outerHTML.slice(0, 200))"""
"""What ipywidgets draws for a tooltip of None: a tooltip saying "null"."""


def audit(page: Page, where: str) -> None:
    """Fail listing every violation of the kinds above, and every title="null"; `where` says the app,
    language, theme and moment."""
    found = violations(page)
    found += [{"id": "title-null", "impact": "serious", "help": 'No tooltip says "null"',
               "nodes": [{"target": "", "html": markup, "data": None} for markup in nulls]}
              for nulls in [page.evaluate(NULL_TITLES)] if nulls]
    pending = [line for rule in found if rule["id"] in PENDING for line in describe(rule, where)]
    if pending:
        ARTIFACTS.mkdir(exist_ok=True)
        with open(PENDING_LOG, "a", encoding="utf-8") as log:
            log.write("\n".join(pending) + "\n")
    problems = [line for rule in found if failing(rule) for line in describe(rule, where)]
    assert not problems, f"axe found {len(problems)} accessibility violation(s):\n" + "\n".join(problems)


def summary(found: list[dict]) -> str:
    """Rule id (impact) × count, for a table of what a page has."""
    return json.dumps({f"{rule['id']} ({rule['impact']})": len(rule["nodes"]) for rule in found}, ensure_ascii=False)

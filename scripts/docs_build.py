"""Build the documentation site: assemble its sources from the repository, then Sphinx (warnings as errors).

Run through `bash scripts/docs`. The pages' own sources are `docs/site/`; beside them the build takes the
rule books (`docs/rules*.md`, one anchor per rule id added), the classroom guide, CONTRIBUTING, CHANGELOG,
the benchmarks' results and the code-along notebooks (rendered with their stored outputs, each opened by
buttons that run it live), and writes the class links from `aggravation_nb/server/published.py`. Everything
is copied into a staging folder, so nothing generated lands beside the sources.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULE_HEADING = re.compile(r"^### ([A-Z]\d+) ", re.MULTILINE)
"""A rule's section in a rule book: `### A7 Low stock` (the form `core/rulebook.py` reads)."""
RULE_BOOKS = ("rules.md", "rules.ru.md", "rules.fr.md")
COPIED = {
    "docs/classroom.md": "operators/classroom.md",
    "docs/studies.md": "teachers/studies.md",
    "docs/presenter-mode.md": "teachers/presenter-mode.md",
    "docs/bots.md": "learners/bots.md",
    "docs/glossary.md": "operators/glossary.md",
    "CONTRIBUTING.md": "operators/contributing.md",
    "CHANGELOG.md": "operators/changelog.md",
    "benchmarks/RESULTS.md": "operators/results.md",
}
"""Repository file → its page in the site."""
LEARN = ROOT / "notebooks" / "learn"
APPS_INDEX = re.compile(r"\[[^\]]+\]\(\.\./index\.ipynb\)")
"""A code-along notebook's link to the apps' index, which on the site is the static site's index app."""


def rule_book(source: str) -> str:
    """The rule book with an anchor named exactly by each rule id (`rules.html#A7`) before its section."""
    return RULE_HEADING.sub(lambda found: f'<span id="{found.group(1)}"></span>\n\n{found.group(0)}', source)


OPEN_LIVE = {
    "en": (
        "Run this notebook live",
        "On Binder",
        "the first start builds the repository: a few minutes",
        "on your school's JupyterHub",
        "on your own machine",
    ),
    "ru": (
        "Запустить этот блокнот",
        "На Binder",
        "первый запуск собирает репозиторий: несколько минут",
        "на JupyterHub вашей школы",
        "на своём компьютере",
    ),
    "fr": (
        "Exécuter ce notebook",
        "Sur Binder",
        "le premier lancement construit le dépôt\u00a0: quelques minutes",
        "sur le JupyterHub de votre établissement",
        "sur votre ordinateur",
    ),
}
"""The words of the box that opens a code-along notebook live, in each language its prose exists in."""
LEARN_PAGES = {"en": "learners/learn", "ru": "ru/learn", "fr": "fr/learn"}
"""Where each language's code-along notebooks go in the site."""


def open_live(notebook: str, lang: str) -> dict:
    """The markdown cell put after a code-along notebook's title: where to run it live."""
    from aggravation_nb.server.published import binder_lab_link, hub_lab_link

    path = f"notebooks/learn/{notebook}"
    title, binder, wait, hub, here = OPEN_LIVE[lang]
    lines = [
        f"```{{admonition}} {title}\n",
        f"[{binder}]({binder_lab_link(path)}) ({wait}) · [{hub}]({hub_lab_link(path=path)}) ·\n",
        f"{here}: `bash scripts/lab`.\n",
        "```\n",
    ]
    return {"cell_type": "markdown", "id": "open-live", "metadata": {}, "source": lines}


def in_language(cells: list[dict], lang: str) -> list[dict]:
    """The cells a reader of `lang` sees: code, and the prose tagged `lang-<lang>` (English where a notebook has
    no prose in that language yet), as the apps' pages show one language's prose."""
    tag = f"lang-{lang}" if any(f"lang-{lang}" in cell["metadata"].get("tags", []) for cell in cells) else "lang-en"
    return [
        cell
        for cell in cells
        if not any(name.startswith("lang-") for name in cell["metadata"].get("tags", []))
        or tag in cell["metadata"]["tags"]
    ]


def learn_notebooks(staging: Path) -> None:
    for lang, folder in LEARN_PAGES.items():
        (staging / folder).mkdir(parents=True)
        for source in sorted(LEARN.glob("*.ipynb")):
            notebook = json.loads(source.read_text(encoding="utf-8"))
            cells = in_language(notebook["cells"], lang)
            for cell in cells:
                if cell["cell_type"] == "markdown":
                    cell["source"] = APPS_INDEX.sub(f"{{app}}`index {lang}`", "".join(cell["source"]))
            notebook["cells"] = [cells[0], open_live(source.name, lang), *cells[1:]]
            (staging / folder / source.name).write_text(json.dumps(notebook, ensure_ascii=False), encoding="utf-8")


def class_links() -> str:
    """One line per app and language: the static site's address (what a teacher writes on the board or turns into
    a QR code), then the same app live on Binder and on the school's Hub."""
    from aggravation_nb.i18n import LANGUAGES, text
    from aggravation_nb.server.published import APPS, binder_link, hub_link, site_link

    lines = []
    for lang in LANGUAGES:
        lines += [f"**{text('language-name', lang)}**", ""]
        for app in APPS:
            live = f"[Binder]({binder_link(app, lang)}) · [your Hub]({hub_link(app, lang)})"
            lines.append(f"- {text(f'app.{app}', lang)}: <{site_link(app, lang)}> · {live}")
        lines.append("")
    return "\n".join(lines)


def stage(staging: Path) -> None:
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(ROOT / "docs" / "site", staging, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "docs" / "images", staging / "images")
    shutil.copytree(ROOT / "docs" / "screenshots", staging / "teachers" / "screenshots")
    for name in RULE_BOOKS:
        (staging / name).write_text(rule_book((ROOT / "docs" / name).read_text(encoding="utf-8")), encoding="utf-8")
    for source, page in COPIED.items():
        (staging / page).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / source, staging / page)
    learn_notebooks(staging)
    (staging / "teachers" / "class-links.md").write_text(class_links(), encoding="utf-8")


def build(output: Path, work: Path) -> int:
    """Stage the sources in `work` and build the site into `output` afresh; Sphinx's exit code."""
    from sphinx.cmd.build import build_main

    stage(work / "src")
    return build_main(
        ["-E", "-W", "--keep-going", "-q", "-b", "html", "-d", str(work / "doctrees"), str(work / "src"), str(output)]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=ROOT / "build" / "docs" / "html", help="default: build/docs/html"
    )
    parser.add_argument("--work", type=Path, help="where to stage the sources (default: a temporary folder)")
    arguments = parser.parse_args()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="docs-") as temporary:
        status = build(arguments.output.resolve(), (arguments.work or Path(temporary)).resolve())
    if status:
        sys.exit(status)
    print(f"docs: built {arguments.output / 'index.html'} in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()

"""The documentation site (`bash scripts/docs`): it builds with warnings as errors, and its HTML holds no broken
link or anchor, fetches nothing from another origin, gives every rule id an anchor in each language's rule book,
documents every public name with its signature and docstring, and reaches the rules, the apps and the code-along
notebooks in one click from each language's landing page.

The site is built once per run, in the background from the run's start (tests/background_jobs.py, `docs`)."""

from __future__ import annotations

import html
import importlib
import inspect
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import background_jobs
import pytest

from aggravation_nb.games import rule_ids
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.server.published import APPS, BINDER

ROOT = Path(__file__).resolve().parents[2]
FACES = {
    "aggravation_nb": "reference/aggravation_nb.html",
    "aggravation_nb.views": "reference/views.html",
    "aggravation_nb.intrigue": "reference/intrigue.html",
    "aggravation_nb.arena": "reference/arena.html",
}
"""Each public face and its page in the reference."""
RULE_BOOKS = {"en": "rules.html", "ru": "rules.ru.html", "fr": "rules.fr.html"}
APPS_FOLDER = "voici/render/"
"""Where the apps are, beneath the docs, once `scripts/publish --docs` has put the two together."""
FETCHING = {"script": "src", "img": "src", "iframe": "src", "source": "src", "audio": "src", "video": "src"}
"""Elements whose address the browser fetches as the page loads (and `link`, but for navigation hints)."""


class Page(HTMLParser):
    """The ids a page defines, the links it makes and the addresses it loads."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.loads: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if "id" in found:
            self.ids.add(found["id"])
        if tag == "a" and "href" in found:
            self.links.append(found["href"])
        elif tag in FETCHING and FETCHING[tag] in found:
            self.loads.append(found[FETCHING[tag]])
        elif (
            tag == "link"
            and "href" in found
            and found.get("rel") not in ("canonical", "next", "prev", "index", "search")
        ):
            self.loads.append(found["href"])


@pytest.fixture(scope="module")
def site(run_folder) -> Path:
    return background_jobs.wait(run_folder, "docs")


@pytest.fixture(scope="module")
def pages(site: Path) -> dict[str, Page]:
    return {path.relative_to(site).as_posix(): Page(path.read_text(encoding="utf-8")) for path in site.rglob("*.html")}


def is_elsewhere(address: str) -> bool:
    return bool(urlsplit(address).scheme) or address.startswith("//")


def test_no_internal_link_or_anchor_is_broken(site: Path, pages: dict[str, Page]):
    broken = []
    for name, page in pages.items():
        for link in page.links:
            if is_elsewhere(link) or link.startswith("mailto:"):
                continue
            parts = urlsplit(link)
            resolved = (site / Path(name).parent / unquote(parts.path) if parts.path else site / name).resolve()
            if not resolved.is_relative_to(site.resolve()):
                broken.append(f"{name}: {link} leaves the site")
                continue
            relative = resolved.relative_to(site.resolve()).as_posix()
            if relative.startswith(APPS_FOLDER):
                app, lang = (
                    relative[len(APPS_FOLDER) :].removesuffix(".html"),
                    parse_qs(parts.query).get("lang", ["en"]),
                )
                if app not in APPS or lang[0] not in LANGUAGES:
                    broken.append(f"{name}: {link} names no app of server/published.py")
            elif resolved.is_dir():
                if not (resolved / "index.html").is_file():
                    broken.append(f"{name}: {link}")
            elif not resolved.is_file():
                broken.append(f"{name}: {link}")
            elif parts.fragment and relative.endswith(".html") and unquote(parts.fragment) not in pages[relative].ids:
                broken.append(f"{name}: {link} (no such anchor)")
    assert not broken, "\n".join(broken)


def test_no_page_fetches_anything_from_another_origin(site: Path, pages: dict[str, Page]):
    fetched = [f"{name}: {address}" for name, page in pages.items() for address in page.loads if is_elsewhere(address)]
    for stylesheet in site.rglob("*.css"):
        fetched += [
            f"{stylesheet.relative_to(site)}: {address}"
            for address in re.findall(
                r"url\(\s*['\"]?([^'\")]+)", stylesheet.read_text(encoding="utf-8", errors="replace")
            )
            if is_elsewhere(address) and not address.startswith("data:")
        ]
    assert not fetched, "\n".join(fetched)


def test_every_rule_id_has_an_anchor_in_each_languages_rule_book(pages: dict[str, Page]):
    assert set(RULE_BOOKS) == set(LANGUAGES)
    missing = [
        f"{page}#{rule_id}" for page in RULE_BOOKS.values() for rule_id in rule_ids() if rule_id not in pages[page].ids
    ]
    assert not missing, missing


def test_every_public_name_has_its_signature_and_docstring(site: Path):
    missing = []
    for face, page in FACES.items():
        text = (site / page).read_text(encoding="utf-8")
        for name in importlib.import_module(face).__all__:
            found = re.search(
                rf'<dt class="sig[^"]*" id="{re.escape(face)}\.{name}">(.*?)</dt>\s*<dd>(.*?)</dd>', text, re.DOTALL
            )
            if not found:
                missing.append(f"{face}.{name}: not documented")
                continue
            signature, docstring = (html.unescape(re.sub(r"<[^>]+>", "", part)) for part in found.groups())
            value = getattr(importlib.import_module(face), name)
            if callable(value) and inspect.signature(value).parameters and "(" not in signature:
                missing.append(f"{face}.{name}: no signature")
            if ">>>" not in docstring:
                missing.append(f"{face}.{name}: no example in its docstring")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_a_languages_landing_page_reaches_its_rules_apps_and_notebooks_in_one_click(pages: dict[str, Page], lang):
    links = pages[f"{lang}/index.html"].links
    assert f"../{RULE_BOOKS[lang]}" in links
    for app in APPS:
        assert f"../{APPS_FOLDER}{app}.html?lang={lang}" in links, app
    notebooks = {Path(notebook).stem for notebook in (ROOT / "notebooks" / "learn").glob("*.ipynb")}
    assert notebooks and all(f"learn/{notebook}.html" in links for notebook in notebooks)
    assert f"{lang}/index.html" in [link.removeprefix("./") for link in pages["index.html"].links]


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_a_page_in_russian_or_french_says_its_language(site: Path, lang):
    for page in (f"{lang}/index.html", RULE_BOOKS[lang], f"{lang}/learn/01-position.html"):
        assert f'<html lang="{lang}"' in (site / page).read_text(encoding="utf-8"), page
    assert '<html lang="en"' in (site / "index.html").read_text(encoding="utf-8")


def test_binder_links_use_the_published_address(pages: dict[str, Page]):
    binder = [link for page in pages.values() for link in page.links if "mybinder.org" in link]
    assert binder and all(link.startswith(BINDER) for link in binder), [
        link for link in binder if not link.startswith(BINDER)
    ]


def test_publishing_puts_the_docs_at_the_sites_root_and_keeps_the_apps_beneath(tmp_path: Path):
    sys.path.insert(0, str(ROOT / "scripts"))
    from publish import service_worker, with_docs

    site, docs = tmp_path / "site", tmp_path / "docs"
    (site / APPS_FOLDER).mkdir(parents=True)
    (site / "voici" / "build").mkdir()
    (site / APPS_FOLDER / "index.html").write_text("the index app")
    (site / "index.html").write_text("a redirect to the index app")
    (docs / "teachers").mkdir(parents=True)
    (docs / "index.html").write_text("the docs")
    (docs / "teachers" / "index.html").write_text("for teachers")
    put = with_docs(site, docs)
    assert (site / "index.html").read_text() == "the docs" and (site / "teachers" / "index.html").is_file()
    assert (site / APPS_FOLDER / "index.html").read_text() == "the index app"
    (docs / "voici").mkdir()
    with pytest.raises(SystemExit, match="voici"):
        with_docs(site, docs)

    def written() -> str:
        service_worker(site, put)
        return (site / "service-worker.js").read_text(encoding="utf-8")

    before = written()
    assert f'"{APPS_FOLDER}index.html"' in before and "teachers/index.html" not in before, "only the apps are stored"
    (site / "teachers" / "index.html").write_text("for teachers, rewritten")
    assert written() != before, "a new page of the docs is a new build: no browser keeps the old page"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_along_notebooks_page_shows_its_languages_prose_alone_and_its_outputs(site: Path, lang):
    folder = {"en": "learners/learn", "ru": "ru/learn", "fr": "fr/learn"}[lang]
    notebook = json.loads((ROOT / "notebooks" / "learn" / "01-position.ipynb").read_text(encoding="utf-8"))
    titles: dict[str, str] = {}
    for cell in notebook["cells"]:
        for tag in cell["metadata"].get("tags", []):
            if tag.startswith("lang-"):
                titles.setdefault(tag.removeprefix("lang-"), "".join(cell["source"]).splitlines()[0].lstrip("# "))
    page = html.unescape((site / folder / "01-position.html").read_text(encoding="utf-8"))
    assert titles[lang] in page
    assert not [title for other, title in titles.items() if other != lang and title in page]
    assert page.count('class="cell_output') >= 10, "the notebook's stored outputs are shown"

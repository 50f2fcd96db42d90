"""Where the apps are published: the one setting for the static site, Binder and a school's JupyterHub.

The README's table of links is `links_table()`; a test keeps the two equal
and checks that every static-site link names a page that `scripts/publish`
built. Publishing the repository elsewhere means changing these lines; a school
sets `HUB` to its own JupyterHub (or prints its links with `hub_link(app, lang, hub=...)`); a teacher's own
notebooks go out by nbgitpuller (`pull_link`).
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from aggravation_nb.i18n import LANGUAGES, text

SITE = "https://aggravation-nb.github.io/aggravation_nb/"
"""The static site (GitHub Pages serves what `.github/workflows/pages.yml` builds)."""
BINDER = "https://mybinder.org/v2/gh/aggravation-nb/aggravation_nb/HEAD"
"""Binder, for JupyterLab and the live statistics app (it needs numpy and matplotlib)."""

HUB = "https://hub.your-school.example/"
"""Your school's JupyterHub (its address, ending in "/"): the README's third column. The Hub of deploy/jupyterhub/
gives every pupil one copy of the notebooks, `~/notebooks` (aggravation_nb.server.notebook_copy)."""
HUB_NOTEBOOKS = "notebooks"
"""That copy's folder, in a pupil's home."""
BRANCH = "main"

APPS = ("index", "01-worked-example", "02-rules", "03-play", "04-variants", "05-statistics", "06-intrigue")
"""Each app's notebook (without `.ipynb`); its name in each language is the catalogue's `app.<notebook>`."""


def _query(lang: str) -> str:
    return "" if lang == "en" else f"?lang={lang}"


def site_page(app: str, lang: str = "en") -> str:
    """The page of `app` within the static site (relative to its root)."""
    return f"voici/render/{app}.html{_query(lang)}"


def site_link(app: str, lang: str = "en") -> str:
    return SITE + site_page(app, lang)


def binder_link(app: str, lang: str = "en") -> str:
    """The app served by Voilà on Binder (the first start builds the repository: a few minutes)."""
    return f"{BINDER}?urlpath=" + quote(f"voila/render/notebooks/{app}.ipynb{_query(lang)}", safe="")


def hub_link(app: str, lang: str = "en", hub: str = HUB) -> str:
    """`app` in Voilà from the pupil's own copy on `hub` (the Hub starts their server if it is stopped, and the
    start brings what their copy lacks)."""
    return f"{hub}hub/user-redirect/voila/render/{HUB_NOTEBOOKS}/{app}.ipynb{_query(lang)}"


def hub_lab_link(hub: str = HUB, path: str = HUB_NOTEBOOKS) -> str:
    """JupyterLab on `hub` at `path` (a folder or a notebook) in the pupil's home, whose `notebooks` is their own
    copy of the repository's `notebooks`: a path in the repository is the same path in the home."""
    return f"{hub}hub/user-redirect/lab/tree/{path}"


def pull_link(repo: str, notebook: str, hub: str = HUB, branch: str = BRANCH) -> str:
    """A teacher's own material: the nbgitpuller link that clones `repo` into the folder of its name in a pupil's
    home on `hub`, or merges the teacher's changes into it (keeping the pupil's), and opens `notebook` (a path
    within `repo`) in Voilà."""
    folder = repo.rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
    query = {"repo": repo, "branch": branch, "targetpath": folder, "urlpath": f"voila/render/{folder}/{notebook}"}
    return f"{hub}hub/user-redirect/git-pull?{urlencode(query, quote_via=quote)}"


RULE_BOOKS = {"en": "rules.html", "ru": "rules.ru.html", "fr": "rules.fr.html"}
"""Each language's rule book on the documentation site, at the site's root (`scripts/docs`); one anchor a rule id."""


def rule_book_link(lang: str = "en", rule_id: str = "") -> str:
    """The rule book in `lang` (English for a language it has not) on the published documentation site, at
    `rule_id`'s section if given; a rule dialog's "rule book" link adds the id it shows.

    >>> rule_book_link("fr", "A7")
    'https://aggravation-nb.github.io/aggravation_nb/rules.fr.html#A7'
    """
    return SITE + RULE_BOOKS.get(lang, RULE_BOOKS["en"]) + (f"#{rule_id}" if rule_id else "")


LEARN = "notebooks/learn/01-position.ipynb"
"""The first code-along notebook: JupyterLab material, not an app, so it is not in the table."""


def binder_lab_link(path: str = "") -> str:
    """JupyterLab on Binder, open at `path` in the repository (a folder or a notebook)."""
    return f"{BINDER}?urlpath=" + quote(f"lab/tree/{path}" if path else "lab", safe="")


def learn_link() -> str:
    """JupyterLab on Binder, open at the first code-along notebook (the others are beside it)."""
    return binder_lab_link(LEARN)


def links_table() -> str:
    """The README's table: every app, in every language, on the static site, on Binder and on a school's Hub."""
    rows = [
        "| app | static site (no server) | Binder (live Python) | your school's JupyterHub |",
        "| --- | --- | --- | --- |",
    ]
    for app in APPS:
        names = " / ".join(text(f"app.{app}", lang) for lang in LANGUAGES)
        site = " · ".join(f"[{text('language-name', lang)}]({site_link(app, lang)})" for lang in LANGUAGES)
        binder = " · ".join(f"[{text('language-name', lang)}]({binder_link(app, lang)})" for lang in LANGUAGES)
        hub = " · ".join(f"[{text('language-name', lang)}]({hub_link(app, lang)})" for lang in LANGUAGES)
        rows.append(f"| {names} | {site} | {binder} | {hub} |")
    rows.append(f"| JupyterLab, every notebook | — | [open]({BINDER}?urlpath=lab) | [open]({hub_lab_link()}) |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(links_table())

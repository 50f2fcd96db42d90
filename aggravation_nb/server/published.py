"""Where the apps are published: the one setting for the static site, Binder and a school's JupyterHub.

The README's table of links is `links_table()`; a test keeps the two equal
and checks that every static-site link names a page that `scripts/publish`
built. Publishing the repository elsewhere means changing these lines; a school
sets `HUB` to its own JupyterHub (or prints its links with `hub_link(app, lang, hub=...)`).
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from aggravation_nb.i18n import LANGUAGES, text

SITE = "https://aggravation-nb.github.io/aggravation_nb/"
"""The static site (GitHub Pages serves what `.github/workflows/pages.yml` builds)."""
BINDER = "https://mybinder.org/v2/gh/aggravation-nb/aggravation_nb/HEAD"
"""Binder, for JupyterLab and the live statistics app (it needs numpy and matplotlib)."""

HUB = "https://hub.your-school.example/"
"""Your school's JupyterHub (its address, ending in "/"): the README's third column. Its pupils' image needs
this package and nbgitpuller (deploy/jupyterhub/)."""
REPOSITORY = "https://github.com/aggravation-nb/aggravation_nb"
"""The repository nbgitpuller pulls the notebooks from, into the folder `PULLED` of a pupil's home."""
BRANCH = "main"
PULLED = "aggravation_nb"

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


def hub_link(app: str, lang: str = "en", hub: str = HUB, repo: str = REPOSITORY, branch: str = BRANCH) -> str:
    """The nbgitpuller link that pulls the repository into a pupil's home on `hub` (starting their server if it
    is stopped) and opens `app` from there in Voilà."""
    return _pull(f"voila/render/{PULLED}/notebooks/{app}.ipynb{_query(lang)}", hub, repo, branch)


def hub_lab_link(hub: str = HUB, repo: str = REPOSITORY, branch: str = BRANCH, path: str = "notebooks") -> str:
    """The same pull, then JupyterLab at `path` in the pulled repository (a folder or a notebook)."""
    return _pull(f"lab/tree/{PULLED}/{path}", hub, repo, branch)


def _pull(urlpath: str, hub: str, repo: str, branch: str) -> str:
    query = urlencode({"repo": repo, "branch": branch, "targetpath": PULLED, "urlpath": urlpath}, quote_via=quote)
    return f"{hub}hub/user-redirect/git-pull?{query}"


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

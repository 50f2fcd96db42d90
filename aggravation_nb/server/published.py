"""Where the apps are published: the one setting for the static site and Binder.

The README's table of links is `links_table()`; a test keeps the two equal
and checks that every static-site link names a page that `scripts/publish`
built. Publishing the repository elsewhere means changing these two lines.
"""

from __future__ import annotations

from urllib.parse import quote

from aggravation_nb.i18n import LANGUAGES, text

SITE = "https://aggravation-nb.github.io/aggravation_nb/"
"""The static site (GitHub Pages serves what `.github/workflows/pages.yml` builds)."""
BINDER = "https://mybinder.org/v2/gh/aggravation-nb/aggravation_nb/HEAD"
"""Binder, for JupyterLab and the live statistics app (it needs numpy and matplotlib)."""

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


LEARN = "notebooks/learn/01-position.ipynb"
"""The first code-along notebook: JupyterLab material, not an app, so it is not in the table."""


def learn_link() -> str:
    """JupyterLab on Binder, open at the first code-along notebook (the others are beside it)."""
    return f"{BINDER}?urlpath=" + quote(f"lab/tree/{LEARN}", safe="")


def links_table() -> str:
    """The README's table: every app, in every language, on the static site and on Binder."""
    rows = ["| app | static site (no server) | Binder (live Python) |", "| --- | --- | --- |"]
    for app in APPS:
        names = " / ".join(text(f"app.{app}", lang) for lang in LANGUAGES)
        site = " · ".join(f"[{text('language-name', lang)}]({site_link(app, lang)})" for lang in LANGUAGES)
        binder = " · ".join(f"[{text('language-name', lang)}]({binder_link(app, lang)})" for lang in LANGUAGES)
        rows.append(f"| {names} | {site} | {binder} |")
    rows.append(f"| JupyterLab, every notebook | — | [open]({BINDER}?urlpath=lab) |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(links_table())

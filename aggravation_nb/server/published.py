"""Where the apps are published: the one setting for the static site and Binder.

The README's table of links is `links_table()`; a test keeps the two equal
and checks that every static-site link names a page that `scripts/publish`
built. Publishing the repository elsewhere means changing these two lines.
"""

from __future__ import annotations

from urllib.parse import quote

SITE = "https://aggravation-nb.github.io/aggravation_nb/"
"""The static site (GitHub Pages serves what `.github/workflows/pages.yml` builds)."""
BINDER = "https://mybinder.org/v2/gh/aggravation-nb/aggravation_nb/HEAD"
"""Binder, for JupyterLab and the live statistics app (it needs numpy and matplotlib)."""

APPS = (
    ("index", "index", "главная страница"),
    ("01-worked-example", "the worked example", "разбор позиции"),
    ("02-rules", "the rules step by step", "правила шаг за шагом"),
    ("03-play", "play a whole game", "сыграйте целую партию"),
    ("04-variants", "the variants side by side, and the tournament", "три родственные игры и турнир"),
    ("05-statistics", "statistics of many games", "статистика многих партий"),
    ("06-intrigue", "Intrigue, a two-deck patience", "«Интрига», пасьянс на две колоды"),
)
"""Each app's notebook (without `.ipynb`) and its name in English and Russian."""


def _query(lang: str) -> str:
    return "?lang=ru" if lang == "ru" else ""


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
    """The README's table: every app, both languages, on the static site and on Binder."""
    rows = ["| app | static site (no server) | Binder (live Python) |", "| --- | --- | --- |"]
    for app, english, russian in APPS:
        rows.append(f"| {english} / {russian} | [English]({site_link(app)}) · [русский]({site_link(app, 'ru')}) "
                    f"| [English]({binder_link(app)}) · [русский]({binder_link(app, 'ru')}) |")
    rows.append(f"| JupyterLab, every notebook | — | [open]({BINDER}?urlpath=lab) |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(links_table())

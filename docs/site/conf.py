"""Sphinx's settings for the documentation site (built by `bash scripts/docs`, from a staging copy that
`scripts/docs_build.py` assembles from the repository: this folder, the rule books, the code-along notebooks,
CONTRIBUTING, CHANGELOG and the benchmarks' results).

Everything the pages load is in the build: no page asks another origin for anything, so the site works
offline and on a school's network, like the apps beneath it (`voici/`).
"""

from __future__ import annotations

import posixpath

from docutils import nodes
from sphinx.application import Sphinx

from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.server.published import APPS, site_page

project = "aggravation_nb"
author = "the aggravation_nb contributors"
copyright = "the aggravation_nb contributors (MIT licence)"
language = "en"

extensions = ["myst_nb", "sphinx.ext.autodoc"]
exclude_patterns = ["_build", "**.ipynb_checkpoints"]

myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]
nb_execution_mode = "off"  # the notebooks are rendered with the outputs they are stored with (nbval checks them)
nb_merge_streams = True

autodoc_default_options = {"members": True, "member-order": "bysource", "show-inheritance": False}
autodoc_typehints = "signature"
autodoc_class_signature = "mixed"
autodoc_preserve_defaults = True
default_role = "code"  # the docstrings write `name` for code, as Markdown does

html_theme = "pydata_sphinx_theme"
html_title = "aggravation_nb"
html_static_path: list[str] = []
html_show_sourcelink = False
html_copy_source = False
html_theme_options = {
    "navigation_with_keys": True,
    "header_links_before_dropdown": 5,
    "show_toc_level": 2,
    "navbar_end": ["theme-switcher"],
    "footer_start": ["copyright"],
    "footer_end": [],
    "secondary_sidebar_items": ["page-toc"],
}
html_context = {"default_mode": "light"}


def _relative(env, target: str) -> str:
    """`target` (a path from the site's root) as seen from the page being read."""
    here = posixpath.dirname(env.docname)
    return posixpath.relpath(target, here or ".") if here else target


def app_role(name, rawtext, content, lineno, inliner, options=None, arguments=None):
    """`{app}`01-worked-example ru``: a link to an app on the static site, named in that language."""
    app, _, lang = content.partition(" ")
    lang = lang or "en"
    if app not in APPS or lang not in LANGUAGES:
        message = inliner.reporter.error(f"no app {app!r} in language {lang!r} (server/published.py)", line=lineno)
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    env = inliner.document.settings.env
    uri = _relative(env, site_page(app, lang))
    return [nodes.reference(rawtext, text(f"app.{app}", lang), refuri=uri, classes=["app-link"])], []


def rule_role(name, rawtext, content, lineno, inliner, options=None, arguments=None):
    """`{rule}`A7`` or `{rule}`A7 ru``: a link to the rule's section in that language's rule book."""
    rule_id, _, lang = content.partition(" ")
    page = {"en": "rules.html", "ru": "rules.ru.html", "fr": "rules.fr.html"}[lang or "en"]
    env = inliner.document.settings.env
    return [nodes.reference(rawtext, rule_id, refuri=f"{_relative(env, page)}#{rule_id}")], []


PAGE_LANGUAGES = {"rules.ru": "ru", "rules.fr": "fr", "ru/": "ru", "fr/": "fr"}
"""Pages written in another language than English, by the start of their name: `<html lang>` says so, for screen
readers and hyphenation."""


def page_language(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    for start, lang in PAGE_LANGUAGES.items():
        if pagename.startswith(start):
            context["language"] = lang


def setup(app: Sphinx) -> None:
    app.add_role("app", app_role)
    app.add_role("rule", rule_role)
    app.connect("html-page-context", page_language)

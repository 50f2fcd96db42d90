"""The rules as the package ships them: every rule id's text, in English, Russian and French.

The text is `docs/rules.md`, `docs/rules.ru.md` and `docs/rules.fr.md`, one
`### <id> <title>` section per rule: the wheel carries a copy of each in
`core/rules/` (pyproject.toml's force-include), and a checkout (an editable
install) reads the docs' own pages. The apps open a rule's section wherever
its id is shown, so the words a learner reads in the app are the
repository's own. The book's headings say which ids there are
(`rule_ids`); each game's variants declare the same ones.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.utils import OptionsDict

from aggravation_nb.i18n import cards_in, language, text
from aggravation_nb.i18n.catalogue import locale_folders

PACKAGED = Path(__file__).parent / "rules"
"""The rule books as the wheel carries them (absent from a checkout)."""
DOCS = Path(__file__).resolve().parents[2] / "docs"
"""The rule books in a checkout: the docs' own pages."""


def package_book(lang: str) -> Path:
    """The package's own rule book in `lang` (one of its languages): the wheel's copy, else the checkout's page."""
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    packaged = PACKAGED / name
    return packaged if packaged.is_file() else DOCS / name


@cache
def rule_ids() -> tuple[str, ...]:
    """Every rule id, in the book's order: the `### <id> <title>` headings of the package's English rule
    book, an id being a capital and a number (A1, C7, I9). Each game's variants declare the same ids
    (`aggravation_nb.games.rule_ids`; a test holds the two together)."""
    return tuple(re.findall(r"^### ([A-Z]\d+) ", package_book("en").read_text(encoding="utf-8"), flags=re.MULTILINE))


def rule_id_pattern() -> re.Pattern:
    """A rule id as the apps cite it, a whole word: any id of the rule book."""
    return re.compile(r"\b(" + "|".join(map(re.escape, rule_ids())) + r")\b")


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    """Markdown: paragraphs, **bold**, *italics* and "- " lists."""

    @property
    def html(self) -> str:
        return markdown_html(self.text)


@cache
def rules(lang: str = "en") -> dict[str, Rule]:
    """Every rule of the rule book in `lang`, by id, in the book's order."""
    return parse_book(cards_in(book_path(lang).read_text(encoding="utf-8"), lang))


def book_path(lang: str) -> Path:
    """A language's rule book: `<lang>/rules.md` beside its catalogue in a locale folder (how a new
    language brings its book in the same folder), else the package's own."""
    for base in locale_folders():
        if (base / lang / "rules.md").is_file():
            return base / lang / "rules.md"
    return package_book(language(lang))


def parse_book(source: str) -> dict[str, Rule]:
    """The rules of a rule book's Markdown, by id, in its order: each `### <id> <title>` section
    whose id a game of the registry declares (other headings, such as a game's, are not rules)."""
    found: dict[str, Rule] = {}
    for section in re.split(r"^(?=#{2,3} )", source, flags=re.MULTILINE):
        heading, _, body = section.partition("\n")
        match = re.fullmatch(r"### (\S+) (.+)", heading.strip())
        if match and rule_id_pattern().fullmatch(match.group(1)):
            found[match.group(1)] = Rule(match.group(1), match.group(2).strip(), body.strip())
    return found


def rule(rule_id: str, lang: str = "en") -> Rule:
    """One rule; a KeyError names an id the rule book does not have."""
    return rules(lang)[rule_id]


def whole_book(lang: str = "en") -> str:
    """The whole rule book as one folded HTML section, for a page that wants every rule at hand
    (the index): a summary line to open it, then each rule under its id and title. The index holds the
    book once per language (the page shows one), so each heading's id names its language too
    (`rule-ru-A1`): a section is then named by its own heading, never by another language's."""
    book = rules(lang)
    ids = list(book)
    summary = html.escape(text("book.open", lang, first=ids[0], last=ids[-1]))
    sections = "".join(
        f'<section aria-labelledby="rule-{lang}-{rule.id}"><h3 id="rule-{lang}-{rule.id}">{rule.id} '
        f"{html.escape(rule.title)}</h3>{rule.html}</section>"
        for rule in book.values()
    )
    return f'<details class="agg-book"><summary>{summary}</summary>{sections}</details>'


def cited(words: str) -> list[str]:
    """The rule ids cited in `words`, in order, each once."""
    return list(dict.fromkeys(rule_id_pattern().findall(words)))


def link_name(rule_id: str, lang: str) -> str:
    """What a rule link is called for screen readers and tests: "Rule A7: Low stock"."""
    return text("rule-link", lang, rule=rule_id, title=rule(rule_id, lang).title)


def split_cited(words: str, lang: str) -> list[tuple[str, str | None, str | None]]:
    """`words` in parts: (text, None, None), or (rule id, rule id, its link name) for each id the book has."""
    parts: list[tuple[str, str | None, str | None]] = []
    last = 0
    for match in rule_id_pattern().finditer(words):
        if match.group(1) in rules(lang):
            parts += [
                (words[last : match.start()], None, None),
                (match.group(1), match.group(1), link_name(match.group(1), lang)),
            ]
            last = match.end()
    return [part for part in parts + [(words[last:], None, None)] if part[0]]


def linked(escaped_html: str, lang: str) -> str:
    """HTML in which every cited rule id is a button that opens the rule (the page bar, `views/pagebar.js`, opens
    it)."""
    return "".join(
        words
        if rule_id is None
        else f'<button type="button" class="agg-rule-link" data-rule="{rule_id}" '
        f'aria-label="{html.escape(name or "")}">{rule_id}</button>'
        for words, rule_id, name in split_cited(escaped_html, lang)
    )


def markdown_html(text: str) -> str:
    """The rule book's Markdown as HTML: CommonMark and its tables, by markdown-it-py (which Jupyter
    brings too); HTML written in the book shows as text, since the book is text, not markup.

    The HTML is compact (no line breaks between or inside blocks) and quotes stay as written, as the
    pages and the notebooks' stored outputs have it.

    >>> markdown_html("A **rule** <b>")
    '<p>A <strong>rule</strong> &lt;b&gt;</p>'
    """
    return _MARKDOWN.render(text).replace(">\n", ">")  # in text a ">" is "&gt;": these are block ends


def _head_cell(renderer: RendererHTML, tokens: list, index: int, options: OptionsDict, env: dict) -> str:
    """A table's head cell says it heads its column (for screen readers)."""
    tokens[index].attrSet("scope", "col")
    return renderer.renderToken(tokens, index, options, env)


def _words(renderer: RendererHTML, tokens: list, index: int, options: OptionsDict, env: dict) -> str:
    return html.escape(tokens[index].content, quote=False)


def _space(renderer: RendererHTML, tokens: list, index: int, options: OptionsDict, env: dict) -> str:
    return " "


_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")
_MARKDOWN.add_render_rule("th_open", _head_cell)
_MARKDOWN.add_render_rule("text", _words)
_MARKDOWN.add_render_rule("softbreak", _space)

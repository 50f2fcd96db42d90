"""The French rule book mirrors the English one: the same rule ids in the same order, the same
labelled Convention / Project's reading paragraphs in each section, and French words in French
typography throughout.

The book is read with the parser the apps use (`parse_book`), from `docs/`, so the check holds
whether or not the package's languages list French yet. `differences` says what is wrong in
words; the last test makes sure it does find a broken book.
"""

from __future__ import annotations

import re
from pathlib import Path

from aggravation_nb.core import rulebook
from aggravation_nb.core.rulebook import parse_book
from aggravation_nb.games import rule_ids

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs"
NBSP = "\u00a0"

LABELS = {
    "en": {"convention": "**Convention:**", "reading": "**Project's reading:**"},
    "fr": {"convention": f"**Convention{NBSP}:**", "reading": f"**Lecture du projet{NBSP}:**"},
}
"""The words that open a labelled paragraph, in each book (French puts a no-break space before the colon)."""

FRENCH_WORDS = {"le", "la", "les", "des", "du", "une", "un", "est", "et", "qui", "sur", "dans", "pas", "ne"}
ENGLISH_WORDS = {
    "the",
    "and",
    "is",
    "are",
    "of",
    "to",
    "with",
    "which",
    "when",
    "that",
    "this",
    "from",
    "player",
    "players",
    "card",
    "cards",
    "stock",
    "row",
    "rows",
    "match",
    "cover",
}
QUOTED = re.compile(r"`[^`]*`|\*[^*\s][^*]*\*|«[^»]*»|\[[^\]]*\]\([^)]*\)")
"""Code, italics, quotations and links: a name may be English there (a book's title, a game's, a file's)."""


def labels_in(text: str, lang: str) -> list[str]:
    """The labelled paragraphs of a rule's text, in order: "convention" or "reading" for each."""
    found = []
    for paragraph in re.split(r"\n\s*\n", text):
        found += [kind for kind, label in LABELS[lang].items() if paragraph.lstrip().startswith(label)]
    return found


def game_headings(source: str) -> int:
    return len(re.findall(r"^## ", source, flags=re.MULTILINE))


def differences(english_source: str, french_source: str) -> list[str]:
    """Every way the French book fails to mirror the English one, in words; empty when it mirrors it."""
    problems = []
    english, french = parse_book(english_source), parse_book(french_source)
    headings = re.findall(r"^### (\S+)", french_source, flags=re.MULTILINE)
    if list(french) != list(english) or headings != list(english):
        problems.append(f"rule ids: the French book has {headings}, the English one {list(english)}")
    if game_headings(french_source) != game_headings(english_source):
        problems.append("the books have different numbers of game sections (## headings)")
    for rule_id, rule in english.items():
        if rule_id not in french:
            continue
        wanted, got = labels_in(rule.text, "en"), labels_in(french[rule_id].text, "fr")
        if got != wanted:
            problems.append(f"{rule_id}: labelled paragraphs {got}, the English book has {wanted}")
    for rule_id, rule in french.items():
        words = re.findall(r"[^\W\d_]+", QUOTED.sub(" ", f"{rule.title}\n{rule.text}").lower())
        english_words = sorted(set(words) & ENGLISH_WORDS)
        if english_words or len(set(words) & FRENCH_WORDS) < 4:
            problems.append(f"{rule_id} does not read as French (English words: {english_words})")
    for kind in ("convention", "reading"):
        if LABELS["en"][kind] in french_source:
            problems.append(f"an English label {LABELS['en'][kind]} is left in the French book")
    for number, line in enumerate(french_source.splitlines(), start=1):
        prose = re.sub(r"`[^`]*`|\]\([^)]*\)", "", line)
        if re.search(r"(?<!\u00a0)[;:!?»]|«(?!\u00a0)", prose) and not line.startswith("|"):
            problems.append(f"line {number}: a no-break space is missing beside ; : ! ? « or »: {line!r}")
    return problems


def test_the_french_book_has_every_rule_id_in_order_and_mirrors_the_english_one():
    english = (DOCS / "rules.md").read_text(encoding="utf-8")
    french = (DOCS / "rules.fr.md").read_text(encoding="utf-8")
    assert list(parse_book(french)) == list(rule_ids())
    assert differences(english, french) == []


def test_every_rule_has_a_french_title_and_text():
    book = parse_book((DOCS / "rules.fr.md").read_text(encoding="utf-8"))
    assert all(rule.title and len(rule.text) > 80 for rule in book.values())
    assert book["A8"].title == "Victoire" and "«\u00a0Aggravation\u00a0!\u00a0»" in book["A8"].text


def test_the_package_ships_the_french_book_and_the_books_link_to_each_other():
    french = (DOCS / "rules.fr.md").read_text(encoding="utf-8")
    assert rulebook.book_path("fr").read_text(encoding="utf-8") == french
    assert "(rules.md)" in french and "(rules.ru.md)" in french
    for other in ("rules.md", "rules.ru.md"):
        assert "(rules.fr.md)" in (DOCS / other).read_text(encoding="utf-8"), other


def test_the_check_finds_a_broken_french_book():
    english = (DOCS / "rules.md").read_text(encoding="utf-8")
    french = (DOCS / "rules.fr.md").read_text(encoding="utf-8")
    a6 = re.search(r"^### A6 .*?(?=^### )", french, flags=re.MULTILINE | re.DOTALL).group(0)
    a7_english = re.search(r"^### A7 .*?(?=^### )", english, flags=re.MULTILINE | re.DOTALL).group(0)
    broken = {
        "a rule left out": french.replace(a6, ""),
        "two rules swapped": french.replace("### A1 ", "### A0 ")
        .replace("### A2 ", "### A1 ")
        .replace("### A0 ", "### A2 "),
        "a convention lost": french.replace(
            f"**Convention{NBSP}:** les sources ne prévoient", "Les sources ne prévoient"
        ),
        "a reading labelled as a convention": french.replace(
            f"**Lecture du projet{NBSP}:** les sources demandent", f"**Convention{NBSP}:** les sources demandent"
        ),
        "an English section": re.sub(
            r"^### A7 .*?(?=^### )", lambda _: a7_english, french, flags=re.MULTILINE | re.DOTALL
        ),
        "an English label": french.replace(f"**Convention{NBSP}:**", "**Convention:**", 1),
        "a plain space before a colon": french.replace("Victoire\n\nUn joueur", "Victoire\n\nUn joueur :"),
    }
    for what, book in broken.items():
        assert book != french, what
        assert differences(english, book), f"the check did not notice {what}"

"""Every text a reader meets keeps the glossary's words (docs/glossary.md): the catalogues, the rule books and
the notebooks' prose, in each language; cards in the letters the cards on the screen show; one French apostrophe."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from aggravation_nb.i18n import ENGLISH, LANGUAGES, Plural, maintain, message

ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = ROOT / "docs" / "glossary.md"
SPACE = r"[\s\u00a0\u202f]+"
CODE = re.compile(r"`[^`]*`")
LATIN_COURT = {"ru": re.compile(r"(?<!\w)[JQKA](?=[♣♦♥♠])"), "fr": re.compile(r"(?<!\w)[JQK](?=[♣♦♥♠])")}
"""A court card or ace written with an English letter, where the cards on the screen show the language's own."""


def table(heading: str) -> list[list[str]]:
    """The rows of the glossary's table under `heading`, each a list of its cells."""
    section = GLOSSARY.read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line.strip().strip("|").split("|") for line in section.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row] for row in rows[2:]]


def forbidden(word: str) -> re.Pattern:
    """A word of the second table as a pattern: `*` at its end for every word it begins, else the whole word."""
    stem = word.removesuffix("*")
    body = SPACE.join(re.escape(part) for part in stem.split())
    return re.compile(r"(?<!\w)" + body + (r"" if word.endswith("*") else r"(?!\w)"), re.IGNORECASE)


def not_to_use() -> list[tuple[str, re.Pattern, str, str]]:
    """(language, pattern, the word, what to write instead) for every word of "Words not to use"."""
    return [
        (lang, forbidden(word.strip()), word.strip(), instead)
        for lang, words, instead in table("Words not to use")
        for word in words.split(",")
    ]


def catalogue(lang: str) -> dict[str, str]:
    """Every sentence of `lang`'s catalogue (the English source tables for English), by key."""
    if lang == "en":
        return {
            key: f"{words.one} {words.other}" if isinstance(words, Plural) else words for key, words in ENGLISH.items()
        }
    entries = maintain.read_catalog(maintain.po_path(lang), lang)
    return {
        entry.context: " ".join(entry.string) if isinstance(entry.string, tuple) else entry.string
        for entry in entries
        if entry.id
    }


def rule_book(lang: str) -> dict[str, str]:
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    return {f"docs/{name}": CODE.sub("", (ROOT / "docs" / name).read_text(encoding="utf-8"))}


def notebooks(lang: str) -> dict[str, str]:
    """The prose cells of every notebook in `lang` (tagged lang-<code>), without code spans."""
    found = {}
    for path in sorted((ROOT / "notebooks").glob("**/*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] == "markdown" and f"lang-{lang}" in cell.get("metadata", {}).get("tags", []):
                found[f"{path.relative_to(ROOT)} cell {number}"] = CODE.sub("", "".join(cell["source"]))
    return found


def texts(lang: str) -> dict[str, str]:
    """Everything a reader of `lang` reads, by where it is."""
    return {**catalogue(lang), **rule_book(lang), **notebooks(lang)}


def faults(lang: str, where: dict[str, str]) -> list[str]:
    """Each place in `where` that says a word the glossary tells `lang` not to use, or writes a card or an
    apostrophe otherwise than the glossary says."""
    found = []
    for place, words in where.items():
        for language, pattern, word, instead in not_to_use():
            if language == lang and (hit := pattern.search(words)):
                found.append(f"{place}: «{hit[0]}» (glossary: not “{word}”, write “{instead}”)")
        if lang in LATIN_COURT and (hit := LATIN_COURT[lang].search(words)):
            found.append(f"{place}: {hit[0]}{words[hit.end()]} in English letters, as the cards on screen never are")
        if lang != "en" and (hit := re.search(r"\d \d{3}(?!\d)|(?:n°|№) ", words)):
            found.append(f"{place}: «{hit[0]}» with a space a line can break at, inside a number or after its sign")
        if lang == "fr" and (hit := re.search(r"\w'\w", words)):
            found.append(f"{place}: «{hit[0]}» with a straight apostrophe, where French writes ’")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_keeps_the_glossarys_words(lang):
    assert faults(lang, texts(lang)) == []


def test_the_glossary_names_each_variant_as_the_apps_do():
    """The apps' name of every variant (`variant.<name>`, `intrigue.variant.<name>`; not the options named
    with a rule, "California Speed tournament (C7)") is the glossary's, in every language."""
    keys = [
        key
        for key in ENGLISH
        if re.fullmatch(r"(intrigue\.)?variant\.[a-z-]+", key) and "(" not in ENGLISH[key]  # not "… (C7)"
    ]
    rows = [row for row in table("The words") if row[0].startswith("variant: ")]
    for column, lang in enumerate(("en", "ru", "fr"), start=1):
        assert sorted(row[column] for row in rows) == sorted(message(key, lang) for key in keys), lang


@pytest.mark.parametrize(
    ("lang", "planted", "caught"),
    [
        ("fr", "Les deux sept se correspondent.", "correspond*"),
        ("fr", "Deux cartes de même rang.", "rang"),
        ("fr", "Qui retourne ?", "retourne ?"),
        ("fr", "Marina a couvert l'autre sept.", "straight apostrophe"),
        ("fr", "La Q♥ de Marina.", "English letters"),
        ("ru", "пасьянс ещё можно разложить", "можно разложить"),
        ("ru", "Перебор сдался.", "перебор*"),
        ("ru", "На столе 7♣ и A♠.", "English letters"),
        ("ru", "20 000 партий", "inside a number"),
        ("en", "You's row", "You's"),
    ],
)
def test_a_planted_wrong_word_is_caught(lang, planted, caught):
    found = faults(lang, {"planted": planted})
    assert len(found) == 1 and caught in found[0], found


def test_the_right_words_are_not_caught():
    assert faults("fr", {"right": "Les deux sept forment une paire ; l’autre carte de même valeur, la D♥."}) == []
    assert faults("ru", {"right": "Пасьянс ещё может сойтись: поиск нашёл ход Д♥ на 10♠."}) == []

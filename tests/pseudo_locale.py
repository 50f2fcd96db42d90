"""A pseudo-locale made from the catalogue template: every message accented, lengthened by about a third and
bracketed, so a page in it shows at once any word that did not come from the catalogue (it stays plain
English) and any label too narrow for a longer language (the standard pseudo-localisation check)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.catalog import Catalog

from aggravation_nb.core.rulebook import package_book
from aggravation_nb.i18n import maintain

CODE = "qaa"
"""The first of ISO 639's codes reserved for local use (qaa–qtz): no real language has it, and the page's
`lang` attributes stay valid (Microsoft's qps, which lies outside that range, is not)."""
OPEN, CLOSE = "⟦", "⟧"
NAME = "⟦Ƥšéûðö⟧"
"""The pseudo-locale's name in the page switch."""
ACCENTED = str.maketrans("aceinorsuyzACEINORSUYZ", "àçéîñöŕšûýžÀÇÉÎÑÖŔŠÛÝŽ")
KEPT = re.compile(r"(\{\{|\}\}|\{[^{}]*\}|<[^>]*>|&\w+;)")
"""Placeholders, doubled braces, HTML tags and entities stay as they are."""
AS_IS = {"decimal-separator", "thousands-separator", "plural-fraction"}


def pseudo(english: str) -> str:
    """⟦Ŧĥé Éñğļîšĥ, àççéñţéð, ·····⟧: accented outside placeholders and tags, a third longer, bracketed."""
    parts = [part if KEPT.fullmatch(part) else part.translate(ACCENTED) for part in KEPT.split(english)]
    return OPEN + "".join(parts) + "·" * max(1, len(english) // 3) + CLOSE


def pseudo_book() -> str:
    """The English rule book with each heading's title and each paragraph pseudo-localised (ids kept)."""
    lines = []
    for line in package_book("en").read_text(encoding="utf-8").splitlines():
        heading = re.match(r"(#{1,3} )(\S+ )?(.*)", line)
        if heading and line.startswith("### "):
            lines.append(f"{heading[1]}{heading[2] or ''}{pseudo(heading[3])}")
        elif line.startswith("|") and not set(line) <= set("|- "):
            lines.append("|".join(pseudo(cell) if cell.strip() else cell for cell in line.split("|")))
        elif line.strip() and not line.startswith("#"):
            lines.append(pseudo(line))
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def write_pseudo_locale(folder: Path) -> Path:
    """The pseudo-locale's catalogue (compiled) and rule book under `folder/qaa/`; returns `folder`."""
    catalog = Catalog(locale=None, domain=maintain.DOMAIN, fuzzy=False)
    for message in maintain.template():
        if not message.id:
            continue
        if message.context == "language-name":
            string = NAME
        elif message.context in AS_IS or message.context.startswith("rank."):
            string = message.id if message.context in AS_IS else message.id.lower().translate(ACCENTED).upper() + "̃"
        elif isinstance(message.id, tuple):
            string = tuple(pseudo(form) for form in message.id)
        else:
            string = pseudo(message.id)
        catalog.add(message.id, string, context=message.context)
    messages = folder / CODE / "LC_MESSAGES"
    messages.mkdir(parents=True, exist_ok=True)
    (messages / f"{maintain.DOMAIN}.mo").write_bytes(maintain.compiled(catalog))
    (folder / CODE / "rules.md").write_text(pseudo_book(), encoding="utf-8")
    return folder

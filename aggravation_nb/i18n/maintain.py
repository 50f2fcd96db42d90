"""The catalogues' upkeep, for developers only (it needs Babel, which no app needs at run time).

`scripts/i18n template|update|compile|check` calls these: the template
(`locale/aggravation_nb.pot`) is written from the English source tables,
each language's `.po` is brought up to date from it (a changed English
sentence turns fuzzy), the `.mo` files are compiled from the `.po`, and the
check lists every fault a translator must mend.
"""

from __future__ import annotations

import io
import string
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from aggravation_nb.i18n import ENGLISH, Plural, common
from aggravation_nb.i18n.catalogue import DOMAIN, PACKAGED

TEMPLATE = PACKAGED / f"{DOMAIN}.pot"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)
"""The date written into every file, so that the same words always give the same bytes."""


def stamped(catalog: Catalog) -> Catalog:
    """The header every file carries, with the fixed date."""
    catalog.project, catalog.version = DOMAIN, "0.1"
    catalog.copyright_holder = "the aggravation_nb authors"
    catalog.msgid_bugs_address = "https://github.com/aggravation-nb/aggravation_nb/issues"
    catalog.last_translator = catalog.language_team = "the aggravation_nb authors"
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    return catalog


def po_path(lang: str, base: Path = PACKAGED) -> Path:
    return base / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def template() -> Catalog:
    """The template: every key as a message context, its English as the message id (two for a plural)."""
    catalog = stamped(Catalog(domain=DOMAIN, fuzzy=False))
    for key, english in ENGLISH.items():
        note = common.NOTES.get(key)
        catalog.add(
            (english.one, english.other) if isinstance(english, Plural) else english,
            context=key,
            auto_comments=[note] if note else [],
        )
    return catalog


def write_catalog(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalog, width=100, omit_header=False, sort_output=False)


def read_catalog(path: Path, lang: str | None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=lang, domain=DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update(lang: str, base: Path = PACKAGED) -> None:
    """Bring `lang`'s catalogue up to date with the template (a new language starts empty)."""
    path = po_path(lang, base)
    fresh = template()
    if path.exists():
        catalog = read_catalog(path, lang)
        catalog.update(fresh, update_header_comment=False)
    else:
        catalog = Catalog(locale=lang, domain=DOMAIN, fuzzy=False)
        catalog.update(fresh)
    write_catalog(stamped(catalog), path)


def compile_catalog(lang: str, base: Path = PACKAGED) -> None:
    path = po_path(lang, base)
    path.with_suffix(".mo").write_bytes(compiled(read_catalog(path, lang)))


def fields(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name}


def faults(lang: str, base: Path = PACKAGED) -> list[str]:
    """Everything wrong with `lang`'s catalogue, one line each: missing, fuzzy, untranslated or obsolete
    entries, placeholders that differ from the English, the wrong number of plural forms, a stale `.mo`."""
    path = po_path(lang, base)
    if not path.exists():
        return [f"{lang}: no catalogue at {path}"]
    catalog = read_catalog(path, lang)
    found = []
    for key, english in ENGLISH.items():
        entry = catalog.get(english.one if isinstance(english, Plural) else english, context=key)
        if entry is None:
            found.append(f"{lang} {key}: missing (or its English changed): run scripts/i18n update")
            continue
        if entry.fuzzy:
            found.append(f"{lang} {key}: fuzzy: its English changed, check the translation and drop the flag")
        forms = list(entry.string) if isinstance(entry.string, (list, tuple)) else [entry.string]
        if isinstance(english, Plural) and len(forms) != catalog.num_plurals:
            found.append(f"{lang} {key}: {len(forms)} plural forms, the language has {catalog.num_plurals}")
        wanted = fields(english.other if isinstance(english, Plural) else english)
        for form in forms:
            if not form:
                found.append(f"{lang} {key}: not translated")
            elif fields(form) != wanted:
                found.append(f"{lang} {key}: placeholders {sorted(fields(form))}, the English has {sorted(wanted)}")
    found += [f"{lang} {entry.context}: obsolete: remove it" for entry in catalog.obsolete.values()]
    found += [
        f"{lang} {entry.context}: not in the English source"
        for entry in catalog
        if entry.id and entry.context not in ENGLISH
    ]
    mo = path.with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != compiled(catalog):
        found.append(f"{lang}: {mo.name} does not match the .po: run scripts/i18n compile")
    return found

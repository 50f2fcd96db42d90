"""The compiled gettext catalogues, read with the standard library (the static site needs nothing more).

A language is one folder, `<code>/LC_MESSAGES/aggravation_nb.mo`, in the
package's `locale/` or in a folder named by the AGGRAVATION_NB_LOCALES
variable (paths separated as in PATH): that is how a test adds a
pseudo-locale, and how a school could try a language before it ships.
English is the source and needs no catalogue.
"""

from __future__ import annotations

import gettext
import os
from functools import cache
from pathlib import Path

DOMAIN = "aggravation_nb"
PACKAGED = Path(__file__).with_name("locale")
SOURCE_LANGUAGE = "en"


def locale_folders() -> list[Path]:
    """The folders searched for catalogues: those the environment names first, then the package's own."""
    extra = [Path(part) for part in os.environ.get("AGGRAVATION_NB_LOCALES", "").split(os.pathsep) if part]
    return [*extra, PACKAGED]


def _listed_order() -> list[str]:
    """The package's languages in the order the page switch shows them (gettext's LINGUAS file)."""
    linguas = PACKAGED / "LINGUAS"
    return linguas.read_text(encoding="utf-8").split() if linguas.exists() else []


def available_languages() -> tuple[str, ...]:
    """English, then every language with a compiled catalogue: LINGUAS's order first, then any other folder."""
    found = {
        folder.parent.parent.name for base in locale_folders() for folder in base.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")
    }
    listed = [code for code in _listed_order() if code in found]
    return (SOURCE_LANGUAGE, *listed, *sorted(found - set(listed) - {SOURCE_LANGUAGE}))


@cache
def translation(lang: str) -> gettext.NullTranslations:
    """The catalogue of `lang` (the first folder that has one), or English's identity for the source."""
    for base in locale_folders():
        if (base / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").exists():
            return gettext.translation(DOMAIN, localedir=base, languages=[lang])
    return gettext.NullTranslations()

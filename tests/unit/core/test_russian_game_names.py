"""How the Russian catalogue writes the games' names, the same way in every sentence (this project's
reading of Russian typography): a Cyrillic name in running text stands in «ёлочки» («Фрустрация»,
во «Фрустрации»); the Latin-script Aggravation stands without quotes, as Russian does with a name in
Latin letters, except the call «Aggravation!», which is an utterance; a name that stands alone (a tab,
a heading, the start of a caption before its colon or dash) takes none. Never "straight" or “English”
quotes round a name."""

from __future__ import annotations

import re

import pytest

from aggravation_nb.i18n import maintain

NAMES = re.compile(
    r"Фрустраци\w*|Калифорнийск\w* скорост\w*|Интриг\w*|Гленко|Салическ\w* закон\w*|Королев\w* фей"
    r"|Отстающ\w* дам\w*|\{variant\}"
)
"""Every Cyrillic name of a game or patience in any case, and a name put in by a placeholder."""
LABEL_AFTER = re.compile(r"$|[:,]|\s—| с | по ")
"""What may follow a name that starts its string and so stands alone as a label."""
STRAIGHT = re.compile(
    r"[\"“”„']\s*(?:Aggravation|" + NAMES.pattern + r")|(?:Aggravation|" + NAMES.pattern + r")\s*[\"“”]"
)


def russian() -> list[tuple[str, str]]:
    catalog = maintain.read_catalog(maintain.po_path("ru"), "ru")
    return [
        (message.context, string)
        for message in catalog
        if message.id
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
    ]


def misquoted(context: str, string: str) -> list[str]:
    faults = [f"{context}: straight or English quotes in {hit.group()!r}" for hit in STRAIGHT.finditer(string)]
    for hit in NAMES.finditer(string):
        before, after = string[: hit.start()], string[hit.end() :]
        quoted = before.endswith("«") and after.startswith("»")
        alone = (before == "" or before.endswith(": ")) and LABEL_AFTER.match(after)
        if hit.group() == "{variant}" and context == "no-such-variant":
            continue  # the name asked for, which is no game's
        if not (quoted or alone):
            faults.append(f"{context}: {hit.group()} in running text without «»: {string}")
    faults += [f"{context}: Latin Aggravation in «»: {string}" for _ in re.finditer(r"«Aggravation»", string)]
    return faults


def test_every_russian_sentence_quotes_a_game_name_the_same_way():
    faults = [fault for context, string in russian() for fault in misquoted(context, string)]
    assert faults == []


@pytest.mark.parametrize(
    ("string", "faults"),
    [
        ("Во «Фрустрации» не объявляют.", 0),
        ("Фрустрация", 0),
        ("{variant}: 3 столбца", 0),
        ("Партия Фрустрации здесь заканчивается.", 1),
        ('Во "Фрустрации" не объявляют.', 2),
        ("В «Aggravation» очков не считают.", 1),
        ("нажмите «Aggravation!»", 0),
        ("Раздача 5 ({variant}) загружена", 1),
    ],
)
def test_the_check_catches_a_name_out_of_its_quotes(string, faults):
    assert len(misquoted("example", string)) == faults

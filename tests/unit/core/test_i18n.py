"""Every language says everything: the catalogues pass gettext's checks, and the engine's keys all have words."""

import ast
import re
from pathlib import Path

import pytest

from aggravation_nb import i18n
from aggravation_nb.i18n import maintain

PACKAGE = Path(i18n.__file__).parents[1]


SAME_AS_ENGLISH = {
    "call",
    "card.spoken",
    "outcome",
    "picture.patience",
    "variant.aggravation",
    "decimal-separator",
    "thousands-separator",
    "plural-fraction",
    "row-owner",
    "name.Marina",
    "name.Oleg",
    "rank.A",
    "percent",
    "separator.list",
    "separator.semicolon",
    "keys.seat",
    "stats.variants.caption.wins",
}
"""Keys a translation may leave as the English: the call and the game keep their name, "outcome" and
"picture.patience" are only placeholders, the separators, the percentage and two frames of placeholders
hold no word, French writes Marina's name and the ace's letter as English does."""

SAME_IN = {
    "fr": {
        "variant.frustration",
        "variant.california-speed",
        "intrigue.variant.intrigue",
        "intrigue.variant.laggard-lady",
        "intrigue.variant.glencoe",
        "card",
        "picture.pile",
        "lesson.A6.title",
        "level.expert",
        "match-number",
        "arena.head.bot",
        "arena.head.verdict",
    }
}
"""Keys one language writes as the English does: French keeps the games' own names (as its rule book
does), « pile », « Cascade » and « Expert » are French words too, and a card's short mark says « match »
as the French source does (« Un match se compose de deux cartes… »)."""

SCRIPT = {"ru": "[а-яё]", "fr": "[a-zàâçéèêëîïôûùüÿœæ]"}


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_every_catalogue_passes_the_gettext_checks(lang):
    """Nothing missing, fuzzy or obsolete, the same placeholders as the English, each language's number of
    plural forms, and a compiled .mo that matches its .po."""
    faults = maintain.faults(lang)
    assert not faults, f"{len(faults)} faults:\n" + "\n".join(faults[:40])


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_every_sentence_is_really_translated(lang):
    same = SAME_AS_ENGLISH | SAME_IN.get(lang, set())
    untranslated = [
        key
        for key, english in i18n.ENGLISH.items()
        if key not in same
        and not key.startswith(("name.Player", "name.Computer", "row-owner."))
        and i18n.message(key, lang) == (english.other if isinstance(english, i18n.Plural) else english)
    ]
    assert not untranslated, untranslated
    assert all(
        re.search(SCRIPT[lang], i18n.message(key, lang), re.IGNORECASE)
        for key in i18n.ENGLISH
        if key not in same and not key.startswith(("rank.", "name.", "row-owner.")) and lang in SCRIPT
    )


def test_the_template_is_up_to_date_with_the_english_source():
    on_disk = maintain.read_catalog(maintain.TEMPLATE, None)
    fresh = maintain.template()
    assert [(m.context, m.id) for m in on_disk if m.id] == [(m.context, m.id) for m in fresh if m.id], (
        "run scripts/i18n template, then scripts/i18n update"
    )


def test_a_plural_says_the_same_placeholders_in_both_english_forms():
    for key, english in i18n.ENGLISH.items():
        if isinstance(english, i18n.Plural):
            assert maintain.fields(english.one) == maintain.fields(english.other) and english.by in maintain.fields(
                english.other
            ), key


def test_the_check_names_every_kind_of_fault(tmp_path):
    """A catalogue with a missing entry, a fuzzy one, a changed placeholder, a plural short of a form and a
    stale .mo: the check names each."""
    maintain.update("ru", tmp_path)
    catalog = maintain.read_catalog(maintain.po_path("ru", tmp_path), "ru")
    plural_key = next(key for key, english in i18n.ENGLISH.items() if isinstance(english, i18n.Plural))
    for entry in catalog:
        if entry.context == "cover-not-match":
            entry.string = "{карта} не в совпадении"
        elif entry.context == plural_key:
            entry.string = ("а", "б")
        elif entry.context == "nobody-flips":
            entry.flags.add("fuzzy")
            entry.string = "Открывать некому."
        elif entry.id:
            entry.string = "слово " + " ".join(
                f"{{{name}}}"
                for name in sorted(maintain.fields(entry.id[1] if isinstance(entry.id, tuple) else entry.id))
            )
            if isinstance(entry.id, tuple):
                entry.string = (entry.string,) * 3
    catalog.delete(i18n.ENGLISH["not-an-action"], context="not-an-action")
    maintain.write_catalog(catalog, maintain.po_path("ru", tmp_path))
    faults = maintain.faults("ru", tmp_path)
    named = {fault.split(":")[0] for fault in faults}
    assert {"ru cover-not-match", f"ru {plural_key}", "ru nobody-flips", "ru not-an-action", "ru"} <= named
    maintain.compile_catalog("ru", tmp_path)
    assert "ru" not in {fault.split(":")[0] for fault in maintain.faults("ru", tmp_path)}


ENGINE = (
    "games/aggravation/game.py",
    "games/aggravation/variants/frustration.py",
    "games/aggravation/variants/california_speed.py",
    "games/intrigue/patience.py",
    "games/intrigue/codec.py",
    "games/intrigue/solver.py",
)


def keys_raised_in(source: str) -> set[str]:
    """Every key a refusal or an ending names, also where a conditional expression picks it."""
    keys = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("refused", "ending"):
            for arg in node.args[:1]:  # the key; one built in an f-string is checked by its own module's tests
                for part in [] if isinstance(arg, ast.JoinedStr) else ast.walk(arg):
                    if (
                        isinstance(part, ast.Constant)
                        and isinstance(part.value, str)
                        and re.fullmatch(r"[a-z-]+", part.value)
                    ):
                        keys.add(part.value)
    return keys


def test_every_refusal_and_outcome_of_the_engine_has_a_text():
    keys = set().union(*(keys_raised_in((PACKAGE / module).read_text(encoding="utf-8")) for module in ENGINE))
    assert {
        "cover-already",
        "call-no-pair",
        "win-call",
        "draw-dead",
        "draw-empty",
        "win-share",
        "win-last-card",
        "win-tournament",
        "draw-repeat",
        "recover-passed",
    } <= keys
    assert keys <= set(i18n.ENGLISH)


def test_the_engine_writes_no_sentence_of_its_own():
    """Rule words live once, in the catalogue: only `game.ending` builds an Outcome, and no
    engine module builds an IllegalAction itself (they all go through `errors.refused`)."""
    builders = set()
    for module in ENGINE:
        tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if isinstance(function, ast.FunctionDef):
                for node in ast.walk(function):
                    if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("IllegalAction", "Outcome"):
                        builders.add((module, function.name, node.func.id))
    assert builders == {("games/aggravation/game.py", "ending", "Outcome")}


def test_names_translate_and_unknown_languages_fall_back_to_english():
    assert i18n.text("cover-already", "ru", player="Oleg").startswith("Эту карту уже накрыл Олег")
    assert i18n.text("cover-already", "xx", player="Oleg").startswith("Oleg already")
    assert i18n.name("Natasha", "ru") == "Natasha"

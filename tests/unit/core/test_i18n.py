"""English and Russian say everything, with the same placeholders."""

import ast
import re
import string
from pathlib import Path

from aggravation_nb import i18n

PACKAGE = Path(i18n.__file__).parents[1]


def fields(sentence):
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


def test_both_languages_hold_the_same_keys():
    assert set(i18n.TEXTS["en"]) == set(i18n.TEXTS["ru"])


SAME_IN_BOTH = {"call", "outcome", "variant.aggravation"}  # the call and the game keep their name; "outcome" is only placeholders


def catalogue_faults(texts: dict[str, dict[str, str]]) -> list[str]:
    """Every key whose Russian has other placeholders than its English, or no Russian letter
    (or, for SAME_IN_BOTH, differs from the English): one line per fault, naming the key."""
    faults = []
    for key, english in sorted(texts["en"].items()):
        russian = texts["ru"].get(key, "")
        if fields(english) != fields(russian):
            faults.append(f"{key}: placeholders {sorted(fields(english))} in English, {sorted(fields(russian))} in Russian")
        if key in SAME_IN_BOTH:
            if russian != english:
                faults.append(f"{key}: should read the same in both languages, not {russian!r}")
        elif not re.search("[а-яё]", russian, re.IGNORECASE):
            faults.append(f"{key}: no Russian in {russian!r}")
    return faults


def test_every_key_has_the_same_placeholders_and_russian_is_really_russian():
    assert SAME_IN_BOTH <= set(i18n.TEXTS["en"])
    faults = catalogue_faults(i18n.TEXTS)
    assert not faults, f"{len(faults)} faults among {len(i18n.TEXTS['en'])} keys:\n" + "\n".join(faults)


def test_the_catalogue_check_names_every_bad_key():
    texts = {"en": {"a": "{card} is shown", "b": "Flip", "call": "Aggravation!", "c": "ok {n}"},
             "ru": {"a": "{карта} видна", "b": "Flip", "call": "Агравейшн!", "c": "да {n}"}}
    assert [fault.split(":")[0] for fault in catalogue_faults(texts)] == ["a", "b", "call"]


ENGINE = ("games/aggravation/game.py", "games/aggravation/variants/frustration.py",
          "games/aggravation/variants/california_speed.py", "games/intrigue/patience.py", "games/intrigue/codec.py",
          "games/intrigue/solver.py")


def keys_raised_in(source: str) -> set[str]:
    """Every key a refusal or an ending names, also where a conditional expression picks it."""
    keys = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("refused", "ending"):
            for arg in node.args:  # a key built in an f-string is checked by its own module's tests
                for part in ([] if isinstance(arg, ast.JoinedStr) else ast.walk(arg)):
                    if isinstance(part, ast.Constant) and isinstance(part.value, str) and re.fullmatch(r"[a-z-]+", part.value):
                        keys.add(part.value)
    return keys


def test_every_refusal_and_outcome_of_the_engine_has_a_text():
    keys = set().union(*(keys_raised_in((PACKAGE / module).read_text(encoding="utf-8")) for module in ENGINE))
    assert {"cover-already", "call-no-pair", "win-call", "draw-dead", "draw-empty", "win-share",
            "win-last-card", "win-tournament", "draw-repeat", "recover-passed"} <= keys
    assert keys <= set(i18n.TEXTS["en"])


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
    assert i18n.text("cover-already", "ru", player="Oleg").startswith("Эту карту уже накрыл игрок Олег")
    assert i18n.text("cover-already", "xx", player="Oleg").startswith("Oleg already")
    assert i18n.name("Natasha", "ru") == "Natasha"

"""English and Russian say everything, with the same placeholders."""

import ast
import re
import string
from pathlib import Path

import pytest

from aggravation_nb import i18n

PACKAGE = Path(i18n.__file__).parents[1]


def fields(sentence):
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


def test_both_languages_hold_the_same_keys():
    assert set(i18n.TEXTS["en"]) == set(i18n.TEXTS["ru"])


SAME_IN_BOTH = {"call", "outcome", "variant.aggravation"}  # the call and the game keep their name; "outcome" is only placeholders


@pytest.mark.parametrize("key", sorted(i18n.TEXTS["en"]))
def test_same_placeholders_and_russian_is_really_russian(key):
    assert fields(i18n.TEXTS["en"][key]) == fields(i18n.TEXTS["ru"][key])
    if key in SAME_IN_BOTH:
        assert i18n.TEXTS["ru"][key] == i18n.TEXTS["en"][key]
    else:
        assert re.search("[а-яё]", i18n.TEXTS["ru"][key], re.IGNORECASE)


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

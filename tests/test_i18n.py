"""English and Russian say everything, with the same placeholders."""

import ast
import re
import string
from pathlib import Path

import pytest

from aggravation_nb import i18n

PACKAGE = Path(i18n.__file__).parent


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


def keys_raised_in(source: str) -> set[str]:
    keys = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("IllegalAction", "Outcome"):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and re.fullmatch(r"[a-z-]+", arg.value):
                    keys.add(arg.value)
    return keys


def test_every_refusal_and_outcome_of_the_engine_has_a_text():
    keys = keys_raised_in((PACKAGE / "game.py").read_text(encoding="utf-8"))
    assert {"cover-already", "call-no-pair", "win-call", "draw-dead"} <= keys
    assert keys <= set(i18n.TEXTS["en"])


def test_names_translate_and_unknown_languages_fall_back_to_english():
    assert i18n.text("cover-already", "ru", player="Oleg").startswith("Эту карту уже накрыли (Олег)")
    assert i18n.text("cover-already", "xx", player="Oleg").startswith("Oleg already")
    assert i18n.name("Natasha", "ru") == "Natasha"

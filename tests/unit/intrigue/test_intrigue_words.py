"""The patience's words: every refusal has words, and a golden playthrough per variant.

The golden file holds one seeded deal per variant, dealt out and then
played by the greedy player, each step in English with its rule. When a
deliberate change alters it, regenerate it and read the diff:

    .venv/bin/python tests/unit/intrigue/test_intrigue_words.py
"""

import ast
from pathlib import Path

import pytest
from intrigue_helpers import P

from aggravation_nb import i18n
from aggravation_nb.games.intrigue.stats.statistics import play_greedy
from aggravation_nb.intrigue import VARIANTS, Patience, describe, story

PACKAGE = Path(i18n.__file__).parents[1]
GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "intrigue.txt"


def shared_keys(module: str) -> set[str]:
    """The keys a module of the engine names: as they are, and through a variant's `key`."""
    source = (PACKAGE / "games" / "intrigue" / module).read_text(encoding="utf-8")
    keys = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            called = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if called in ("refused", "key"):
                keys.add(node.args[0].value)
    return keys


def test_every_refusal_and_step_the_engine_can_say_has_words_in_every_variant():
    keys = shared_keys("patience.py") | shared_keys("narration.py") | shared_keys("variants/__init__.py")
    assert len(keys) > 20
    for variant in VARIANTS.values():
        assert {variant.key(key) for key in keys} <= set(i18n.ENGLISH) | {"nothing-to-undo"}, variant.name


def test_a_variant_names_its_own_words_else_the_shared_ones():
    laggard, salic, fairies = VARIANTS["laggard-lady"], VARIANTS["salic-law"], VARIANTS["queen-of-the-fairies"]
    assert laggard.key("intrigue-no-room") == "intrigue-no-room-laggard-lady"
    assert laggard.key("intrigue-only-head") == "intrigue-only-head"
    assert salic.key("intrigue-only-head") == "salic-only-head"
    assert fairies.key("intrigue.step.tableau-build") == "fairies.step.tableau-build"
    assert fairies.key("intrigue-app.help") == "intrigue-app.fairies-help" == fairies.app_key("help")
    assert salic.key("intrigue-app.help") == "intrigue-app.help"
    assert fairies.key("intrigue-no-room") == "intrigue-no-room"


def test_a_step_is_told_in_both_languages_with_its_rule():
    game = P(columns=[["Q♠"]], foundations=[["5♣"]], stock=["5♥", "7♣"], variant="laggard-lady")
    steps = game.deal_all()
    assert describe(steps[0], "en") == (
        "5♥ waits in the tableau, on column 1: 1 queen is dealt, and as many "
        "foundations already begin with its rank (I6)."
    )
    assert describe(steps[0], "ru").endswith("(I6).") and "столбце 1" in describe(steps[0], "ru")
    assert describe(steps[1], "en") == "7♣ goes onto column 1 (I3)."
    assert describe(steps[1], "ru") == "7♣ ложится на столбец 1 (I3)."
    refusal = pytest.raises(ValueError, game.move, 0, ("foundation", None)).value
    assert i18n.text(refusal.key, "ru", **refusal.details).startswith("7♣ не может начать основание")


WRITER = ".venv/bin/python tests/unit/intrigue/test_intrigue_words.py"


def test_every_reading_a_variant_shows_and_its_name_have_words_in_both_languages():
    for name, variant in VARIANTS.items():
        keys = [f"intrigue.reading.{key}" for key in variant.readings] + [
            f"intrigue.variant.{name}",
            variant.key("intrigue-app.no-foundation"),
        ]
        assert all(i18n.has(key) for key in keys), name
        assert i18n.text(keys[-1], "en") in Patience.deal(seed=1, variant=name)._repr_html_()


def playthroughs(lang="en") -> list[str]:
    lines = []
    for variant in VARIANTS:
        game = Patience.deal(seed=7, variant=variant)
        play_greedy(game)
        lines += [
            f"== {variant}, seed 7: {' '.join(map(str, Patience.deal(seed=7, variant=variant).columns[0]))} "
            f"heads the first column"
        ]
        lines += story(game, lang)
    return lines


def test_the_golden_playthrough_is_unchanged(golden):
    golden("intrigue.txt", playthroughs(), WRITER)


def test_the_russian_playthrough_says_as_much():
    assert len(playthroughs("ru")) == len(playthroughs())


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthroughs()) + "\n", encoding="utf-8")

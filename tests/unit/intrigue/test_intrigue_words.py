"""The patience's words: every refusal has words, and a golden playthrough per variant.

The golden file holds one seeded deal per variant, dealt out and then
played by the greedy player, each step in English with its rule. When a
deliberate change alters it, regenerate it and read the diff:

    .venv/bin/python tests/unit/intrigue/test_intrigue_words.py
"""

import ast
import re
import string
from pathlib import Path

import pytest
from intrigue_helpers import P

from aggravation_nb import i18n
from aggravation_nb.games.intrigue.statistics import play_greedy
from aggravation_nb.intrigue import VARIANTS, Patience, describe, story

PACKAGE = Path(i18n.__file__).parents[1]
GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "intrigue.txt"


def test_every_refusal_the_engine_can_raise_has_words():
    source = (PACKAGE / "games" / "intrigue" / "patience.py").read_text(encoding="utf-8")
    keys = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "refused":
            first = node.args[0]
            if isinstance(first, ast.Constant):
                keys.add(first.value)
            else:  # f"{rules.words}-..." or f"intrigue-no-room-{rules.name}"
                tail = first.values[-1].value if isinstance(first.values[-1], ast.Constant) else None
                keys |= ({f"{variant.words}{tail}" for variant in VARIANTS.values()} if tail else
                         {f"intrigue-no-room-{name}" for name in ("laggard-lady", "glencoe")})
    assert len(keys) > 20 and keys <= set(i18n.ENGLISH) | {"nothing-to-undo"}


def test_a_step_is_told_in_both_languages_with_its_rule():
    game = P(columns=[["Q♠"]], foundations=[["5♣"]], stock=["5♥", "7♣"], variant="laggard-lady")
    steps = game.deal_all()
    assert describe(steps[0], "en") == ("5♥ waits in the tableau, on column 1: 1 queen is dealt, and as many "
                                        "foundations already begin with its rank (I6).")
    assert describe(steps[0], "ru").endswith("(I6).") and "столбце 1" in describe(steps[0], "ru")
    assert describe(steps[1], "en") == "7♣ goes onto column 1 (I3)."
    assert describe(steps[1], "ru") == "7♣ ложится на столбец 1 (I3)."
    refusal = pytest.raises(ValueError, game.move, 0, ("foundation", None)).value
    assert i18n.text(refusal.key, "ru", **refusal.details).startswith("7♣ не может начать основание")


WRITER = ".venv/bin/python tests/unit/intrigue/test_intrigue_words.py"


def test_every_reading_a_variant_shows_and_its_name_have_words_in_both_languages():
    for name, variant in VARIANTS.items():
        keys = [f"intrigue.reading.{key}" for key in variant.readings] + [f"intrigue.variant.{name}",
                                                                           f"intrigue-app.{variant.words}-no-foundation"]
        assert all(i18n.has(key) for key in keys), name


def playthroughs(lang="en") -> list[str]:
    lines = []
    for variant in VARIANTS:
        game = Patience.deal(seed=7, variant=variant)
        play_greedy(game)
        lines += [f"== {variant}, seed 7: {' '.join(map(str, Patience.deal(seed=7, variant=variant).columns[0]))} "
                  f"heads the first column"]
        lines += story(game, lang)
    return lines


def test_the_golden_playthrough_is_unchanged(golden):
    golden("intrigue.txt", playthroughs(), WRITER)


def test_the_russian_playthrough_says_as_much():
    assert len(playthroughs("ru")) == len(playthroughs())


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthroughs()) + "\n", encoding="utf-8")

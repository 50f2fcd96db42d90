"""A sentence that carries a count or a measured number says it as a native speaker would.

The expected forms below are written out by hand, never derived from the code under test: a table
of numbers (0, 1, 2, 5, 11, 21, 22, 25, 101, 111, and fractions for a measured number) and, for
each sentence and language, the noun each number takes. Russian has three forms (1 карта, 2 карты,
5 карт; 21 карта, 111 карт) and a fraction takes the genitive singular (0,3 минуты); English has
two, and a fraction takes the plural (1.5 minutes); French has two, the singular for 0 and 1 and for
a fraction below 2 (0 carte, 0,3 minute, 1,5 minute), the plural from 2 (2 cartes, 2,5 minutes). A
language is one more line in a row.
"""

import ast
import re
from pathlib import Path

import pytest

from aggravation_nb import i18n
from aggravation_nb.games.intrigue import VARIANTS as INTRIGUE_VARIANTS
from aggravation_nb.i18n import Plural, maintain, number, text, whole

PACKAGE = Path(i18n.__file__).parents[1]
SCRIPTS = PACKAGE.parent / "scripts"

COUNTS = (0, 1, 2, 5, 11, 21, 22, 25, 101, 111)
"""Whole numbers: every Russian form, and the teens and hundreds that break a naive rule."""
FRACTIONS = (0.3, 1.5, 2.5)
"""Measured numbers written with one decimal (a mean, minutes)."""
DECIMAL = {"en": ".", "ru": ",", "fr": ","}
"""How each language writes the fraction columns."""


def written(amount, lang: str) -> str:
    return str(amount).replace(".", DECIMAL[lang])


def nouns(row: str) -> dict:
    """A row of the table: one cell per number, COUNTS then (after "|") FRACTIONS; "_" stands for a space."""
    whole_part, _, fraction_part = row.partition("|")
    cells = [cell.replace("_", " ") for cell in whole_part.split()]
    fractions = [cell.replace("_", " ") for cell in fraction_part.split()]
    assert len(cells) == len(COUNTS) and len(fractions) in (0, len(FRACTIONS)), row
    return {**dict(zip(COUNTS, cells, strict=False)), **dict(zip(FRACTIONS, fractions, strict=False))}


# key: {lang: nouns}. A sentence that only ever counts (a prepositional or genitive frame, "после 21 действия")
# has no fraction columns; a measured one (a nominative frame, "в среднем 2,5 действия") has them.
TABLE = {
    "intrigue-app.foundation-count": {
        "en": "cards card cards cards cards cards cards cards cards cards | cards cards cards",
        "ru": "карт карта карты карт карт карта карты карт карта карт | карты карты карты",
        "fr": "carte carte cartes cartes cartes cartes cartes cartes cartes cartes | carte carte cartes",
    },
    "stats.widest.caption.cards": {
        "en": "cards card cards cards cards cards cards cards cards cards",
        "ru": "карт карта карты карт карт карта карты карт карта карт",
        "fr": "carte carte cartes cartes cartes cartes cartes cartes cartes cartes",
    },
    "sheet.length": {
        "en": "actions action actions actions actions actions actions actions actions actions"
        " | actions actions actions",
        "ru": "действий действие действия действий действий действие действия действий действие действий"
        " | действия действия действия",
        "fr": "action action actions actions actions actions actions actions actions actions | action action actions",
    },
    "stats.length.caption": {
        "en": "actions action actions actions actions actions actions actions actions actions"
        " | actions actions actions",
        "ru": "действий действие действия действий действий действие действия действий действие действий"
        " | действия действия действия",
        "fr": "action action actions actions actions actions actions actions actions actions | action action actions",
    },
    "sheet.widest": {
        "en": "piles pile piles piles piles piles piles piles piles piles | piles piles piles",
        "ru": "стопок стопка стопки стопок стопок стопка стопки стопок стопка стопок | стопки стопки стопки",
        "fr": "pile pile piles piles piles piles piles piles piles piles | pile pile piles",
    },
    "stats.variants.caption.minutes": {
        "en": "minutes minute minutes minutes minutes minutes minutes minutes minutes minutes"
        " | minutes minutes minutes",
        "ru": "минут минута минуты минут минут минута минуты минут минута минут | минуты минуты минуты",
        "fr": "minute minute minutes minutes minutes minutes minutes minutes minutes minutes | minute minute minutes",
    },
    "unfinished": {
        "en": "actions action actions actions actions actions actions actions actions actions",
        "ru": "действий действия действий действий действий действия действий действий действия действий",
        "fr": "action action actions actions actions actions actions actions actions actions",
    },
    "stats.widest.caption.step": {
        "en": "actions action actions actions actions actions actions actions actions actions",
        "ru": "действий действия действий действий действий действия действий действий действия действий",
        "fr": "action action actions actions actions actions actions actions actions actions",
    },
    "stats.widest.caption.piles": {
        "en": "piles pile piles piles piles piles piles piles piles piles",
        "ru": "стопках стопке стопках стопках стопках стопке стопках стопках стопке стопках",
        "fr": "pile pile piles piles piles piles piles piles piles piles",
    },
    "call-frustration": {
        "en": "cards card cards cards cards cards cards cards cards cards",
        "ru": "карт карты карт карт карт карты карт карт карты карт",
        "fr": "carte carte cartes cartes cartes cartes cartes cartes cartes cartes",
    },
    "waiting-status": {
        "en": "cards card cards cards cards cards cards cards cards cards",
        "ru": "карт карту карты карт карт карту карты карт карту карт",
        "fr": "carte_rassemblée carte_rassemblée cartes_rassemblées cartes_rassemblées cartes_rassemblées"
        " cartes_rassemblées cartes_rassemblées cartes_rassemblées cartes_rassemblées cartes_rassemblées",
    },
    "intrigue-position-too-many": {
        "en": "times time times times times times times times times times",
        "ru": "раз раз раза раз раз раз раза раз раз раз",
        "fr": "fois fois fois fois fois fois fois fois fois fois",
    },
    "drill.report": {
        "en": "right_answers right_answer right_answers right_answers right_answers right_answers right_answers"
        " right_answers right_answers right_answers",
        "ru": "верных_ответов верный_ответ верных_ответа верных_ответов верных_ответов верный_ответ"
        " верных_ответа верных_ответов верный_ответ верных_ответов",
        "fr": "bonne_réponse bonne_réponse bonnes_réponses bonnes_réponses bonnes_réponses bonnes_réponses"
        " bonnes_réponses bonnes_réponses bonnes_réponses bonnes_réponses",
    },
    "intrigue-app.winnable-unknown": {
        "en": "positions position positions positions positions positions positions positions positions positions",
        "ru": "позиций позицию позиции позиций позиций позицию позиции позиций позицию позиций",
        "fr": "position position positions positions positions positions positions positions positions positions",
    },
    "stats.running": {
        "en": "games game games games games games games games games games",
        "ru": "партий партию партии партий партий партию партии партий партию партий",
        "fr": "partie partie parties parties parties parties parties parties parties parties",
    },
    "sheet.wins": {
        "en": "games game games games games games games games games games",
        "ru": "партий партии партий партий партий партии партий партий партии партий",
        "fr": "partie partie parties parties parties parties parties parties parties parties",
    },
    "picture.patience.foundations": {
        "en": "foundations foundation foundations foundations foundations foundations foundations foundations"
        " foundations foundations",
        "ru": "оснований основание основания оснований оснований основание основания оснований основание оснований",
        "fr": "fondation fondation fondations fondations fondations fondations fondations fondations"
        " fondations fondations",
    },
}


def filled(key: str, amount, lang: str) -> str:
    """The sentence `key` with `amount` in its counting placeholder (as the callers pass it) and words in the rest."""
    english = i18n.ENGLISH[key]
    values = {name: "…" for name in maintain.fields(english.other)}
    values[english.by] = number(amount, 1, lang) if isinstance(amount, float) else amount
    return text(key, lang, **values)


CASES = [
    (key, lang, amount, noun)
    for key, row in TABLE.items()
    for lang, cells in row.items()
    for amount, noun in nouns(cells).items()
]


@pytest.mark.parametrize(
    ("key", "lang", "amount", "noun"), CASES, ids=[f"{key}-{lang}-{amount}" for key, lang, amount, _ in CASES]
)
def test_each_number_takes_its_own_form(key, lang, amount, noun):
    assert f"{written(amount, lang)} {noun}" in filled(key, amount, lang)


def test_the_issues_sentences_read_as_a_russian_speaker_says_them():
    """ "в среднем 21 карт", "около 0,3 минут", "после 21 действий", "в среднем {mean} действия" for any number."""
    assert text("stats.widest.caption.cards", "ru", cards=number(21.2, 0, "ru")) == "на столе в среднем 21 карта"
    # "около" would put a fraction in the genitive singular (около 0,3 минуты, like около 1 минуты), which
    # plural-fraction's one rule cannot give; "примерно" keeps it in the nominative, where a fraction takes
    # the form of 2 (примерно 0,3 минуты, примерно 2 минуты, примерно 5 минут).
    minutes = text("stats.variants.caption.minutes", "ru", minutes=number(0.3, 1, "ru"))
    assert minutes.endswith("примерно 0,3 минуты при этих скоростях")
    assert text("stats.variants.caption.minutes", "ru", minutes=number(5, 1, "ru")).endswith(
        "примерно 5,0 минуты при этих скоростях"
    )
    assert text("stats.widest.caption.step", "ru", step=21) == "После 21 действия"
    assert text("unfinished", "ru", count=21) == "Партия ещё идёт после 21 действия."
    length = text(
        "sheet.length", "ru", mean=number(2.5, 1, "ru"), median=number(2, 0, "ru"), seconds=number(1, 0, "ru")
    )
    assert length.startswith("В среднем в партии было 2,5 действия (медиана 2)")
    assert text("sheet.length", "en", mean=number(2.5, 1), median=2, seconds=1).startswith(
        "A game lasted 2.5 actions on average (median 2)"
    )


def test_a_number_written_with_decimals_agrees_as_a_fraction_and_one_written_whole_as_itself():
    assert "21,0 действия" in text("stats.length.caption", "ru", mean=number(21, 1, "ru"), median="", seconds="")
    assert "21 действие" in text("stats.length.caption", "ru", mean=number(21.3, 0, "ru"), median="", seconds="")
    assert "1.0 actions" in text("stats.length.caption", "en", mean=number(1, 1), median="", seconds="")
    assert "1 action on" in text("stats.length.caption", "en", mean=number(1.2, 0), median="", seconds="")
    assert "1\u00a0000 партий" in text("stats.running", "ru", games=whole(1000, "ru"))
    assert "1\u00a0001 партию" in text("stats.running", "ru", games=whole(1001, "ru"))
    # French counts a fraction by its whole part: 1,0 and 1,9 like 1, 2,0 like 2.
    assert "1,0 action (" in text("stats.length.caption", "fr", mean=number(1, 1, "fr"), median="", seconds="")
    assert "1,9 action (" in text("stats.length.caption", "fr", mean=number(1.9, 1, "fr"), median="", seconds="")
    assert "2,0 actions (" in text("stats.length.caption", "fr", mean=number(2, 1, "fr"), median="", seconds="")
    assert "en moyenne 2 actions (" in text(
        "stats.length.caption", "fr", mean=number(1.7, 0, "fr"), median="", seconds=""
    )
    assert "1\u202f000 parties" in text("stats.running", "fr", games=whole(1000, "fr"))
    assert "1\u202f001 parties" in text("stats.running", "fr", games=whole(1001, "fr"))


@pytest.mark.parametrize(
    ("key", "values", "said"),
    [
        ("stock.you", {"count": 1}, "У вас в стопке осталась 1 карта"),
        ("stock.you", {"count": 21}, "У вас в стопке осталась 21 карта"),
        ("stock.you", {"count": 22}, "У вас в стопке осталось 22 карты"),
        ("stock.you", {"count": 11}, "У вас в стопке осталось 11 карт"),
        ("hand", {"player": "Oleg", "count": 0}, "Олег: в руке осталось 0 карт"),
        ("loaded", {"moves": 21}, "Партия загружена: сыгран 21 ход."),
        ("loaded", {"moves": 3}, "Партия загружена: сыграно 3 хода."),
        ("loaded", {"moves": 111}, "Партия загружена: сыграно 111 ходов."),
        ("check.marina-wins", {"count": 101}, "Марина объявляет и выигрывает: вам понадобился 101 ход (A8)."),
        ("check.marina-wins", {"count": 6}, "Марина объявляет и выигрывает: вам понадобилось 6 ходов (A8)."),
        ("check.patience-won", {"moves": 31}, "все карты на основаниях, и на это ушёл 31 ход (I5)."),
        ("played-on", {"count": 12}, "Компьютер сделал 12 ходов."),
        (
            "stats.done",
            {"games": 21, "marina": "1,00", "oleg": "1,10", "seed": 3},
            "Смоделирована 21 партия. Марина реагирует за 1,00\u00a0с, Олег за 1,10\u00a0с, номер раздачи 3.",
        ),
        (
            "stats.done",
            {"games": 4, "marina": "1,00", "oleg": "1,10", "seed": 3},
            "Смоделированы 4 партии. Марина реагирует за 1,00\u00a0с, Олег за 1,10\u00a0с, номер раздачи 3.",
        ),
        (
            "intrigue-no-room-laggard-lady",
            {"card": "5♥", "queens": 1},
            "5♥ пока не может начать основание: сдана 1 дама, и столько же оснований уже начинается с этого "
            "достоинства.",
        ),
        (
            "intrigue-no-room-laggard-lady",
            {"card": "5♥", "queens": 3},
            "5♥ пока не может начать основание: сданы 3 дамы, и столько же оснований уже начинается с этого "
            "достоинства.",
        ),
        (
            "intrigue-no-room-laggard-lady",
            {"card": "5♥", "queens": 12},
            "5♥ пока не может начать основание: сдано 12 дам, и столько же оснований уже начинается с этого "
            "достоинства.",
        ),
        ("picture.depth", {"count": 21}, "стопка из 21 карты"),
        ("picture.depth", {"count": 2}, "стопка из 2 карт"),
    ],
)
def test_a_russian_verb_and_its_noun_agree_with_the_number_too(key, values, said):
    assert text(key, "ru", **values) == said


@pytest.mark.parametrize(
    ("key", "values", "said"),
    [
        ("stock.you", {"count": 0}, "Il reste 0 carte dans votre paquet"),
        ("stock.you", {"count": 1}, "Il reste 1 carte dans votre paquet"),
        ("stock.you", {"count": 2}, "Il reste 2 cartes dans votre paquet"),
        ("hand", {"player": "Oleg", "count": 21}, "Oleg — il reste 21 cartes dans sa main"),
        ("loaded", {"moves": 1}, "Partie chargée\u00a0: 1 coup joué jusqu’ici."),
        ("loaded", {"moves": 0}, "Partie chargée\u00a0: 0 coup joué jusqu’ici."),
        ("loaded", {"moves": 101}, "Partie chargée\u00a0: 101 coups joués jusqu’ici."),
        ("waiting-status", {"count": 1}, "en attente, 1 carte rassemblée (C7)"),
        ("waiting-status", {"count": 11}, "en attente, 11 cartes rassemblées (C7)"),
        (
            "stats.done",
            {"games": 1, "marina": "1,00", "oleg": "1,10", "seed": 3},
            "1 partie simulée\u00a0: Marina réagit en 1,00\u00a0s, Oleg en 1,10\u00a0s, donne n°\u00a03.",
        ),
        (
            "stats.done",
            {"games": 5, "marina": "1,00", "oleg": "1,10", "seed": 3},
            "5 parties simulées\u00a0: Marina réagit en 1,00\u00a0s, Oleg en 1,10\u00a0s, donne n°\u00a03.",
        ),
        (
            "intrigue-no-room-laggard-lady",
            {"card": "5♥", "queens": 1},
            (
                "Le 5♥ ne peut pas encore commencer une fondation\u00a0: 1 dame a été distribuée, et autant de "
                "fondations commencent déjà par sa valeur."
            ),
        ),
        (
            "intrigue-no-room-laggard-lady",
            {"card": "5♥", "queens": 3},
            (
                "Le 5♥ ne peut pas encore commencer une fondation\u00a0: 3 dames ont été distribuées, et autant de "
                "fondations commencent déjà par sa valeur."
            ),
        ),
        (
            "intrigue-no-such-column",
            {"column": 1, "count": 1, "last": 0},
            "Il n’y a pas de colonne 1 dans le code\u00a0: il y a 1 colonne, numérotée de 0 à 0 dans le code "
            "(de c1 à c1 sur la table).",
        ),
        (
            "intrigue-no-such-column",
            {"column": 9, "count": 8, "last": 7},
            "Il n’y a pas de colonne 9 dans le code\u00a0: les 8 colonnes sont numérotées de 0 à 7 dans le code "
            "(de c1 à c8 sur la table).",
        ),
        (
            "check.bot-shares",
            {"wins": 1, "games": 1},
            "sur 1 partie de Frustration contre l’ordinateur, qui lui aussi donne ses cartes (F3), votre bot en a "
            "gagné 1.",
        ),
        (
            "check.bot-shares",
            {"wins": 3, "games": 22},
            "sur 22 parties de Frustration contre l’ordinateur, qui lui aussi donne ses cartes (F3), votre bot en a "
            "gagné 3.",
        ),
        ("picture.depth", {"count": 1}, "pile de 1 carte"),
        ("picture.depth", {"count": 25}, "pile de 25 cartes"),
    ],
)
def test_a_french_participle_and_its_noun_agree_with_the_number_too(key, values, said):
    assert text(key, "fr", **values) == said


def test_a_sentence_with_several_counted_numbers_is_said_in_parts_that_each_agree():
    parts = {
        "step": text("stats.widest.caption.step", "ru", step=21),
        "cards": text("stats.widest.caption.cards", "ru", cards=22),
        "piles": text("stats.widest.caption.piles", "ru", piles=1),
        "games": text("stats.widest.caption.games", "ru", games=whole(1000, "ru")),
        "widest": text("stats.widest.caption.widest", "ru", mean=number(5.14, 1, "ru"), most=7),
    }
    assert text("stats.widest.caption", "ru", **parts).startswith(
        "Раскладка растёт вверх, а не вширь. После 21 действия на столе в среднем 22 карты, но всего в 1 стопке; "
        "по 1\u00a0000 партиям в самом широком ряду в среднем 5,1 стопки, и ни разу не больше 7. "
    )
    english = {
        "step": text("stats.widest.caption.step", "en", step=1),
        "cards": text("stats.widest.caption.cards", "en", cards=1),
        "piles": text("stats.widest.caption.piles", "en", piles=1),
        "games": text("stats.widest.caption.games", "en", games=whole(1000)),
        "widest": text("stats.widest.caption.widest", "en", mean=number(1, 1), most=1),
    }
    assert text("stats.widest.caption", "en", **english).startswith(
        "The layout keeps going up, not out. After 1 action the table holds 1 card on average, but in only 1 pile; "
        "over 1,000 games the widest row held 1.0 piles on average and never more than 1. "
    )
    variants = text(
        "stats.variants.caption",
        "ru",
        games=text("stats.variants.caption.games", "ru", games=22),
        aggravation=text("stats.variants.caption.actions", "ru", count=number(201, 0, "ru")),
        frustration="812",
        california="95",
        draws="7,3",
        minutes=text("stats.variants.caption.minutes", "ru", minutes=number(13.52, 1, "ru")),
        wins="…",
    )
    assert variants.startswith(
        "Все три игры сыграны на одних и тех же раздачах при одних и тех же скоростях, "
        "каждая — 22 раза. Партия Aggravation длится в среднем 201 действие, «Фрустрация» — "
        "812 (после сбора рядов игра начинается снова; это примерно 13,5 минуты при этих "
        "скоростях)"
    )
    patience = text(
        "picture.patience",
        "ru",
        variant="Интрига",
        columns=text("picture.patience.columns", "ru", count=1),
        foundations=text("picture.patience.foundations", "ru", count=4),
    )
    assert patience == "Интрига: 1 столбец, 4 основания"
    french = {
        "step": text("stats.widest.caption.step", "fr", step=1),
        "cards": text("stats.widest.caption.cards", "fr", cards=22),
        "piles": text("stats.widest.caption.piles", "fr", piles=1),
        "games": text("stats.widest.caption.games", "fr", games=whole(1000, "fr")),
        "widest": text("stats.widest.caption.widest", "fr", mean=number(1.54, 1, "fr"), most=7),
    }
    assert text("stats.widest.caption", "fr", **french).startswith(
        "La disposition monte plutôt qu’elle ne s’étale. Après 1 action, la table porte en moyenne 22 cartes, mais "
        "sur 1 pile seulement\u00a0; sur 1\u202f000 parties, la rangée la plus longue comptait en moyenne 1,5 pile, "
        "et jamais plus de 7. "
    )
    variants = text(
        "stats.variants.caption",
        "fr",
        games=text("stats.variants.caption.games", "fr", games=1),
        aggravation=text("stats.variants.caption.actions", "fr", count=number(201, 0, "fr")),
        frustration="812",
        california="95",
        draws="7,3",
        minutes=text("stats.variants.caption.minutes", "fr", minutes=number(1.52, 1, "fr")),
        wins="…",
    )
    assert variants.startswith(
        "Les trois jeux sont joués aux mêmes vitesses sur 1 donne, la même pour chacun. Une "
        "partie d’Aggravation dure en moyenne 201 actions, une partie de Frustration 812 (ses "
        "ramassages relancent le jeu\u00a0; environ 1,5 minute à ces vitesses)"
    )
    patience = text(
        "picture.patience",
        "fr",
        variant="Intrigue",
        columns=text("picture.patience.columns", "fr", count=1),
        foundations=text("picture.patience.foundations", "fr", count=4),
    )
    assert patience == "Intrigue — 1 colonne, 4 fondations"


PLURAL_KEYS = [key for key, english in i18n.ENGLISH.items() if isinstance(english, Plural)]


@pytest.mark.parametrize("key", PLURAL_KEYS)
def test_every_plural_sentence_takes_every_kind_of_number_and_says_it(key):
    """An int, numpy's int, a number shown whole or with decimals: each is said and picks a form; a plain
    string is refused, so a caller that formats the number itself is caught."""
    np = pytest.importorskip("numpy")
    english = i18n.ENGLISH[key]
    for lang in i18n.LANGUAGES:
        for amount in (*COUNTS, *FRACTIONS):
            for value in (
                (amount, whole(amount, lang), np.int64(amount))
                if isinstance(amount, int)
                else (number(amount, 1, lang),)
            ):
                values = {name: "…" for name in maintain.fields(english.other)}
                values[english.by] = value
                said = text(key, lang, **values)
                assert str(value) in said and not re.search(r"\{[a-z_]+\}", said), (key, lang, value)
        with pytest.raises(TypeError):
            text(key, lang, **{**{name: "…" for name in maintain.fields(english.other)}, english.by: "5"})


def prefixes_built(tree: ast.AST) -> set[str]:
    """The constant starts of every f-string (f"intrigue-no-room-{name}" gives "intrigue-no-room-")."""
    return {
        node.values[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        and node.values
        and isinstance(node.values[0], ast.Constant)
        and len(node.values[0].value) > 6
    }


def test_every_plural_sentence_is_said_somewhere():
    """Each Plural key is named by the package (or the site's build script): as a literal, as the base of a
    "….you" variant (`for_player`), as a variant's own words for a literal (`Intrigue.key`), or by an
    f-string's start (`f"intrigue.step.waits-{variant}"`)."""
    sources = [
        path.read_text(encoding="utf-8")
        for path in [*PACKAGE.rglob("*.py"), *SCRIPTS.glob("*.py")]
        if "i18n" not in path.relative_to(PACKAGE.parent).parts[:2]
    ]
    literals = {
        node.value
        for source in sources
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    prefixes = set().union(*(prefixes_built(ast.parse(source)) for source in sources))
    variants_own = {f"{key}-{name}" for key in literals for name in INTRIGUE_VARIANTS}  # "intrigue-no-room-glencoe"
    unsaid = [
        key
        for key in PLURAL_KEYS
        if key not in literals
        and key.removesuffix(".you") not in literals
        and key not in variants_own
        and not any(key.startswith(prefix) for prefix in prefixes)
    ]
    assert not unsaid, unsaid


def test_no_caller_formats_a_counted_number_itself():
    """A caller naming a Plural key passes its counting placeholder a number or a call that makes one, never a
    string literal or an f-string (which `text` would refuse only when that line runs)."""
    faults = []
    for path in [*PACKAGE.rglob("*.py"), *SCRIPTS.glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (
                isinstance(node, ast.Call)
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(i18n.ENGLISH.get(node.args[0].value), Plural)
            ):
                continue
            english = i18n.ENGLISH[node.args[0].value]
            for keyword in node.keywords:
                if keyword.arg == english.by and (
                    isinstance(keyword.value, ast.JoinedStr)
                    or (isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str))
                ):
                    faults.append(f"{path.name}:{node.lineno} {node.args[0].value}")
    assert not faults, faults


def test_the_table_names_only_plural_sentences_and_every_number():
    assert all(isinstance(i18n.ENGLISH[key], Plural) for key in TABLE)
    assert len(TABLE) >= 10 and all({"en", "ru", "fr"} <= set(row) for row in TABLE.values())

"""Each language's typography, from its catalogue: the separators of a list, percentages, numbers, quoted
names, and a refusal said in the page's language inside a code-along check (issue 22, a French reviewer).

French puts a narrow no-break space (U+202F) before a semicolon and a no-break space before the percent
sign and inside « »; Russian writes « 55 % » and «…» with nothing inside; English writes 55% and “…”.
"""

import re

import pytest

from aggravation_nb import Cover, Game, IllegalAction
from aggravation_nb.games.aggravation.narration import describe_refusal, refusal_reason
from aggravation_nb.games.aggravation.teaching.exercises import marina_wins_last_card
from aggravation_nb.games.aggravation.teaching.scenarios import chapter
from aggravation_nb.i18n import listing, maintain, number, percent, text, whole

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize(
    ("lang", "comma", "semicolon"), [("en", "a, b", "a; b"), ("ru", "a, b", "a; b"), ("fr", "a, b", f"a{NNBSP}; b")]
)
def test_a_list_is_separated_as_the_language_does(lang, comma, semicolon):
    assert listing(["a", "b"], lang) == comma
    assert listing(["a", "b"], lang, "semicolon") == semicolon
    assert listing([], lang) == ""


@pytest.mark.parametrize(("lang", "written"), [("en", "55.0%"), ("ru", f"55,0{NBSP}%"), ("fr", f"55,0{NBSP}%")])
def test_a_percentage_is_written_as_the_language_does(lang, written):
    shown = percent(55, lang)
    assert shown == written and shown.amount == 55.0
    assert percent(7.25, lang, digits=0).amount == 7


@pytest.mark.parametrize(
    ("lang", "decimal", "whole_number"),
    [
        ("en", "12,345.6", "10,000"),
        ("ru", f"12{NBSP}345,6", f"10{NBSP}000"),
        ("fr", f"12{NNBSP}345,6", f"10{NNBSP}000"),
    ],
)
def test_numbers_take_the_catalogues_marks_for_thousands_and_fractions(lang, decimal, whole_number):
    assert number(12345.64, 1, lang) == decimal
    assert whole(10_000, lang) == whole_number
    assert number(0.25, 2, lang) == ("0.25" if lang == "en" else "0,25")


@pytest.mark.parametrize(
    ("lang", "quoted"), [("en", r"“Flip”"), ("ru", r"«[^\s«»]+»"), ("fr", rf"«{NBSP}[^«»]+{NBSP}»")]
)
def test_a_buttons_name_is_quoted_as_the_language_does(lang, quoted):
    said = text("keys.space", lang, flip=text("flip", lang))
    assert re.search(quoted, said), said


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_names_in_a_sentence_are_listed_with_the_languages_separator(lang):
    game = Game.deal(seed=7, players=("Marina", "Oleg"))
    with pytest.raises(IllegalAction) as refused:
        game.cover("Nobody", ("Marina", 0))
    said = refusal_reason(refused.value, lang)
    assert listing((text("name.Marina", lang), text("name.Oleg", lang)), lang) in said


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_a_refused_move_in_a_check_is_said_in_the_checks_language(lang):
    move = Cover("Marina", ("Oleg", 0))
    with pytest.raises(IllegalAction) as refused:
        chapter("last-card").game().apply(move)
    check = str(marina_wins_last_card([move], lang))
    assert str(refused.value).split(" (")[0] not in check, "the refusal's English"
    assert f"{refusal_reason(refused.value, lang).rstrip('.')} (A5)" in check


def test_a_move_refused_without_a_rule_names_none():
    check = str(marina_wins_last_card(["x"], "en"))
    assert check.startswith("✗ Not yet: move 1, 'x', is refused: “x” is not a move of this game: write flip")
    assert check.endswith("Look at the table just before it: game.legal_actions() lists what may be done.")
    assert "None" not in str(marina_wins_last_card(["x"], "fr"))
    assert "n’est pas un coup de ce jeu" in str(marina_wins_last_card(["x"], "fr"))
    assert "None" not in str(marina_wins_last_card([3], "fr"))
    assert "Ce n’est pas une action de ce jeu" in str(marina_wins_last_card([3], "fr"))


def sentences(lang: str) -> dict[str, str]:
    """Every sentence of `lang`'s catalogue, plural forms joined, by key."""
    entries = maintain.read_catalog(maintain.po_path(lang), lang)
    return {
        entry.context: " ".join(entry.string) if isinstance(entry.string, tuple) else entry.string
        for entry in entries
        if entry.id
    }


@pytest.mark.parametrize(("lang", "units"), [("ru", "с|МБ|%"), ("fr", "s|Mo|%")])
def test_a_number_and_its_unit_never_break_apart(lang, units):
    """« 2 s », « 3 Mo », « n° 4 », « № 4 »: a line break there would leave a unit alone on a line."""
    breakable = re.compile(rf"[\d}}] (?:{units})(?!\w)|(?:n°|№) ")
    assert {key: words for key, words in sentences(lang).items() if breakable.search(words)} == {}


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_a_refusal_ends_its_frame_before_the_reason_that_starts_with_a_capital(lang):
    """Russian and French write no capital after a colon: the frame is a sentence of its own (« Interdit (A5).
    Cette carte… »), and the engine's reasons, whole sentences with their capital, follow it."""
    game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]}, stocks={"Marina": ["2♣"], "Oleg": ["5♠"]})
    game.cover("Oleg", ("Marina", 0))
    with pytest.raises(IllegalAction) as refused:
        game.cover("Marina", ("Marina", 0))
    said = describe_refusal(refused.value, lang)
    assert "(A5). " in said and not re.search(r":\s*[A-ZА-ЯЁÀ-Ý]", said), said
    assert not re.search(r":\s*\{reason\}", sentences(lang)["refused"] + sentences(lang)["refused.no-rule"])


@pytest.mark.parametrize(
    ("card", "named"),
    [("7♣", "le 7♣"), ("10♥", "le 10♥"), ("J♠", "le V♠"), ("K♦", "le R♦"), ("Q♥", "la D♥"), ("A♠", "l’A♠")],
)
def test_a_french_sentence_names_a_card_with_the_article_its_rank_takes(card, named):
    """« L’ordinateur couvre le R♥ avec la D♦ », as a French player says it, not « couvre R♥ avec D♦ »."""
    assert text("event.cover", "fr", player="Marina", under="7♦", card=card) == f"Marina couvre le 7♦ avec {named}."
    assert text("intrigue.step.new-column", "fr", card=card, column=1, rule="I3").startswith(
        named[0].upper() + named[1:]
    )

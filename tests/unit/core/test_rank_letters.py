"""Card ranks in each page language's letters on screen, read back in any of them, saved in Latin letters."""

import pytest

from aggravation_nb import i18n
from aggravation_nb.core.cards import Card

LETTERS = {"en": "JQKA", "ru": "ВДКТ", "fr": "VDRA"}
"""Jack, queen, king, ace as a player of each language writes them on a card."""


@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_a_sentence_writes_the_ranks_in_the_pages_letters(lang):
    jack, queen, king, ace = LETTERS[lang]
    words = i18n.cards_in("J♣ Q♥ K♠ A♦ 10♣ 7♦", lang)
    assert words == f"{jack}♣ {queen}♥ {king}♠ {ace}♦ 10♣ 7♦"


def test_only_a_rank_right_before_a_suit_is_a_card():
    assert i18n.cards_in("QA♥, KQ and A: Q", "ru") == "QA♥, KQ and A: Q"


def test_every_language_with_a_catalogue_has_its_letters_here():
    assert set(i18n.LANGUAGES) <= set(LETTERS), "add the new language's rank letters to LETTERS"


@pytest.mark.parametrize(
    "typed, card",
    [
        ("Д♥", "Q♥"),
        ("в♣", "J♣"),
        ("Т♠", "A♠"),
        ("К♦", "K♦"),
        ("QH", "Q♥"),
        ("D♥", "Q♥"),
        ("R♠", "K♠"),
        ("v♣", "J♣"),
        ("10♣", "10♣"),
    ],
)
def test_a_card_reads_in_latin_letters_and_in_a_page_languages_own(typed, card):
    assert str(Card.parse(typed)) == card


@pytest.mark.parametrize(
    "typed, card",
    [("А♠", "A♠"), ("а♠", "A♠"), ("B♣", "J♣"), ("КС", "K♣"), ("7Н", "7♥"), ("Т♠", "A♠"), ("T♠", "10♠")],
)
def test_a_letter_that_looks_like_another_reads_as_a_person_means_it(typed, card):
    """Before: a Cyrillic А♠ was refused with a message listing "A", which the learner believed they typed."""
    assert str(Card.parse(typed)) == card


def test_a_latin_t_in_a_russian_notebook_is_refused_naming_both_readings():
    """On a Russian table the ace is Т, which looks just like the Latin T of a ten."""
    i18n.set_language("ru")
    try:
        with pytest.raises(ValueError) as refusal:
            Card.parse("T♠")
        assert "10♠" in str(refusal.value) and "A♠" in str(refusal.value)
        assert str(Card.parse("Т♠")) == "A♠"  # the Cyrillic Т: the Russian ace, as typed
    finally:
        i18n.set_language("en")


def test_a_letter_no_rank_uses_is_refused_naming_its_script():
    with pytest.raises(ValueError) as refusal:
        Card.parse("Ж♠")
    assert "Ж is Cyrillic" in str(refusal.value)

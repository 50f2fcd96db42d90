"""French sentences that name a player read as a native speaker writes them, whatever the name: a default
name is a noun with its article in French ("le joueur 1", "l’ordinateur"), so a sentence never puts it
bare after « à » or « de » (« à Joueur 1 d’agir »), but makes the name the subject (« L’ordinateur joue »,
capital where it starts the sentence); and « de » before a name that starts with a vowel or a mute h is elided
(« la rangée d’Anna », with the one French apostrophe, ’)."""

from __future__ import annotations

import re

import pytest

from aggravation_nb.i18n import capitalized, for_player, has, maintain, row_owner, text
from aggravation_nb.i18n.common import PLAYERS

PLACEHOLDERS = ("player", "winner", "loser", "name", "caller")
"""The placeholders a player's name goes into."""
AFTER_PREPOSITION = re.compile(r"(?:\b[àÀ]|\b[dD]e|qu[’']à|\b[aA]u|\b[dD]u)\s+\{(?:" + "|".join(PLACEHOLDERS) + r")\}")
OWNER_FORMS = {"row-owner"}
"""The one entry that is a name after « de » on purpose: the code elides it before a vowel (`row_owner`)."""


def french() -> list[tuple[str, str]]:
    catalog = maintain.read_catalog(maintain.po_path("fr"), "fr")
    return [
        (message.context, string)
        for message in catalog
        if message.id
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
    ]


def test_no_french_sentence_puts_a_name_bare_after_a_or_de():
    faults = [
        f"{context}: {string}"
        for context, string in french()
        if context not in OWNER_FORMS and AFTER_PREPOSITION.search(string)
    ]
    assert faults == []


@pytest.mark.parametrize("player", PLAYERS[:-5] + ("Anna",))
def test_the_acting_player_is_the_subject(player):
    acting = for_player("acting", player, "fr")
    selected = for_player("selected", player, "fr", card="7♣")
    for words in (acting, selected):
        assert not re.search(r"\b(à|de) (Joueur|Ordinateur|Vous)\b|\bde [AEIOUYH]", words), words
    if player != "You":
        assert acting.startswith(capitalized(text(f"name.{player}", "fr")) if has(f"name.{player}") else player)


@pytest.mark.parametrize(
    ("name", "owner"),
    [
        ("Anna", "d’Anna"),
        ("Ivan", "d’Ivan"),
        ("Émile", "d’Émile"),
        ("Hélène", "d’Hélène"),
        ("Yves", "d’Yves"),
        ("Paul", "de Paul"),
        ("Oleg", "d’Oleg"),
        ("Marina", "de Marina"),
    ],
)
def test_de_is_elided_before_a_name_that_starts_with_a_vowel(name, owner):
    assert row_owner(name, "fr") == owner
    assert for_player("row", name, "fr") == f"rangée {owner}"


def test_other_languages_keep_a_name_as_it_is():
    assert row_owner("Anna", "en") == "Anna" and row_owner("Anna", "ru") == "Anna"


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_a_refusal_about_a_card_the_person_covered_says_you(lang):
    """«Эту карту уже накрыл игрок Вы», «couverte par Vous»: the person is addressed, never named "You"."""
    from aggravation_nb import Game, IllegalAction
    from aggravation_nb.games.aggravation.narration import describe_refusal

    game = Game.from_position(rows={"You": ["7♣"], "Computer": ["7♦"]}, stocks={"You": ["2♣"], "Computer": ["5♠"]})
    game.cover("You", ("You", 0))
    with pytest.raises(IllegalAction) as refused:
        game.cover("Computer", ("You", 0))
    said = describe_refusal(refused.value, lang)
    assert not re.search(r"\b(?:par|игрок|by) (?:You|Вы|Vous)\b", said), said
    assert {"en": "You already covered", "ru": "вы уже накрыли", "fr": "Vous avez déjà couvert"}[lang] in said

"""The words every page shares, in English: the language's own name, how it writes numbers and card
ranks, and the players' names (with the form a row's owner takes: "ряд Марины")."""

from aggravation_nb.i18n.plural import Plural

PLAYERS = ("Marina", "Oleg", "Computer", "You", *(f"Player {n}" for n in range(1, 6)),
           *(f"Computer {n}" for n in range(1, 6)))

WORDS: dict[str, str | Plural] = {
    "language-name": "English",
    "decimal-separator": ".",
    "thousands-separator": ",",
    "plural-fraction": "2",
    **{f"rank.{rank}": rank for rank in ("J", "Q", "K", "A")},
    **{f"name.{player}": player for player in PLAYERS},
    **{f"row-owner.{player}": player for player in PLAYERS if player != "You"},
    "row-owner": "{player}",
}

NOTES = {
    "language-name": "The language's name in itself, as the page's language switch shows it.",
    "decimal-separator": "The mark between a number's whole part and its fraction.",
    "thousands-separator": "The mark between groups of three digits (10,000): a comma, a no-break space, a narrow no-break space.",
    "plural-fraction": "How a number with a fraction (0.3 minutes) picks its plural form: a whole number whose form "
                       "it takes (Russian 2: 0,3 минуты), or integer-part (French: 1,5 minute, 2,5 minutes).",
    "row-owner": "A player's name as the owner of a row, for a name the catalogue does not list.",
}
"""What a translator needs to know about the entries that are not sentences (written into the template)."""

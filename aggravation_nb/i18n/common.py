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
    "percent": "{value}%",
    "separator.list": ", ",
    "separator.semicolon": "; ",
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
                       "it takes (Russian 2: 0,3 минуты), or integer-part (French: 1,5 minute, 2,5 minutes). One rule "
                       "serves every sentence, so where a measured number may have a fraction, phrase the sentence "
                       "so that the rule holds (Russian: «примерно 0,3 минуты» takes the form of 2, as the rule says; "
                       "«около 0,3 минуты» would take the form of 1).",
    "row-owner": "A player's name as the owner of a row, for a name the catalogue does not list.",
    "percent": "A percentage, {value} being the number already written with the language's decimal mark: "
               "55.0% in English, 55,0 % (a no-break space before the sign) in Russian and French.",
    "stats.variants.caption.wins": "One game and the share of its games Marina won, an item of the list {wins} "
                                   "in stats.variants.caption ({share} is already a percentage: 55.0%).",
    "separator.list": "What goes between the items of a list inside a sentence (Marina, Oleg).",
    "separator.semicolon": "What goes between the parts of a sentence that already hold commas: French puts a "
                           "narrow no-break space before the semicolon (U+202F: « a ; b »).",
    **{key: f"The frame of a sentence whose parts agree each with its own number: {parts}, written to read as one "
            "sentence here."
       for key, parts in (("stats.widest.caption", "{step}, {cards}, {piles}, {games} and {widest} are the entries "
                                                   "stats.widest.caption.step, .cards, .piles, .games and .widest"),
                          ("stats.variants.caption", "{games} is the sentence stats.variants.caption.games, "
                                                     "{aggravation} and {minutes} are stats.variants.caption.actions "
                                                     "and .minutes"),
                          ("picture.patience", "{columns} and {foundations} are picture.patience.columns and "
                                               ".foundations"))},
    **{f"{frame}.{part}": f"A part of {frame}, which agrees with its own number."
       for frame, parts in (("stats.widest.caption", ("step", "cards", "piles", "games", "widest")),
                            ("stats.variants.caption", ("games", "actions", "minutes")),
                            ("picture.patience", ("columns", "foundations")))
       for part in parts},
}
"""What a translator needs to know about the entries that are not sentences (written into the template)."""

"""The words every page shares, in English: the language's own name, how it writes numbers and card
ranks, and the players' names (with the form a row's owner takes: "ряд Марины")."""

from aggravation_nb.i18n.plural import Plural

PLAYERS = (
    "Marina",
    "Oleg",
    "Computer",
    "You",
    *(f"Player {n}" for n in range(1, 6)),
    *(f"Computer {n}" for n in range(1, 6)),
)

WORDS: dict[str, str | Plural] = {
    "language-name": "English",
    "decimal-separator": ".",
    "thousands-separator": ",",
    "plural-fraction": "2",
    "percent": "{value}%",
    "separator.list": ", ",
    "separator.semicolon": "; ",
    **{f"rank.{rank}": rank for rank in ("J", "Q", "K", "A")},
    "card.spoken": "{card}, {rank} {suit}",
    "rank-name.J": "jack",
    "rank-name.Q": "queen",
    "rank-name.K": "king",
    "rank-name.A": "ace",
    "suit-of.clubs": "of clubs",
    "suit-of.diamonds": "of diamonds",
    "suit-of.hearts": "of hearts",
    "suit-of.spades": "of spades",
    **{f"name.{player}": player for player in PLAYERS},
    **{f"row-owner.{player}": player for player in PLAYERS if player != "You"},
    "row-owner": "{player}",
    "row-owner.vowel": "{player}",
    "no-such-variant": "There is no variant {variant}: choose one of {names}.",
    "copy-link": "Copy link",
    "link-copied": "The link to this place is copied: paste it to share it.",
    "link-copy-failed": "The browser did not let the page copy; copy the link from this box:",
    "link-box": "Link to this place",
    "link-refused": "This link cannot be opened: {reason}",
    "link.unreadable": "it is not a link this app makes, or it was cut short.",
    "link.too-long": Plural(
        "it is {count} character long, and a link here holds at most {most}.",
        "it is {count} characters long, and a link here holds at most {most}.",
        by="count",
    ),
    "link.unknown-key": "it names “{field}”, which this app does not know.",
    "link.twice": "it names “{field}” twice.",
    "link.number": "“{field}” should be a whole number from {low} to {high}.",
    "link.choice": "“{field}” should be one of: {choices}.",
    "link.missing": "it holds part of a position, but not “{field}”.",
    "link.seats": Plural(
        "“{field}” gives cards for {count} seat, but the link names another number of players.",
        "“{field}” gives cards for {count} seats, but the link names another number of players.",
        by="count",
    ),
    "link.card": "“{card}” in “{field}” is not a card: a card is a rank (A, 2–9, T, J, Q, K) and a suit (C, D, H, S), "
    "such as 7C or TH.",
    "link.owed": "“{pile}” in “cover” is not a pile: write the seat and the pile, each counted from 1, such as 1-3.",
    "link.impossible": "the position in it breaks rule {ruled}.",
    "link.impossible.no-rule": "the position in it cannot be set up (the players' names, or their number).",
    "link.players": Plural(
        "its position has {count} player, and this app seats two.",
        "its position has {count} players, and this app seats two.",
        by="count",
    ),
    "link.move": "its move {number} cannot be played: rule {ruled}.",
    "link.not-a-move": "its move {number}, “{move}”, is not a move: write the column, then f and a foundation "
    "or c and a column, such as 3f0 or 2c5.",
    "link.not-a-play-move": "its move {number}, “{move}”, is not a move: write f for a flip, c and three numbers "
    "(who covers, whose row, which pile, such as c1-2-3) for a cover, or k and five for a call.",
    "link.opened": "The position from the link is set up: play on from here.",
}

NOTES = {
    "language-name": "The language's name in itself, as the page's language switch shows it.",
    "decimal-separator": "The mark between a number's whole part and its fraction.",
    "thousands-separator": "The mark between groups of three digits (10,000): a comma, a no-break space, a narrow "
    "no-break space.",
    "plural-fraction": "How a number with a fraction (0.3 minutes) picks its plural form: a whole number whose form "
    "it takes (Russian 2: 0,3 минуты), or integer-part (French: 1,5 minute, 2,5 minutes). One rule "
    "serves every sentence, so where a measured number may have a fraction, phrase the sentence "
    "so that the rule holds (Russian: «примерно 0,3 минуты» takes the form of 2, as the rule says; "
    "«около 0,3 минуты» would take the form of 1).",
    "row-owner": "A player's name as the owner of a row, for a name the catalogue does not list.",
    "row-owner.vowel": "The same, for a name that starts with a vowel or an h (French elides: d'Anna, d'Hélène).",
    "percent": "A percentage, {value} being the number already written with the language's decimal mark: "
    "55.0% in English, 55,0 % (a no-break space before the sign) in Russian and French.",
    "stats.variants.caption.wins": "One game and the share of its games Marina won, an item of the list {wins} "
    "in stats.variants.caption ({share} is already a percentage: 55.0%).",
    "separator.list": "What goes between the items of a list inside a sentence (Marina, Oleg).",
    "separator.semicolon": "What goes between the parts of a sentence that already hold commas: French puts a "
    "narrow no-break space before the semicolon (U+202F: « a ; b »).",
    **{
        key: f"The frame of a sentence whose parts agree each with its own number: {parts}, written to read as one "
        "sentence here."
        for key, parts in (
            (
                "stats.widest.caption",
                "{step}, {cards}, {piles}, {games} and {widest} are the entries "
                "stats.widest.caption.step, .cards, .piles, .games and .widest",
            ),
            (
                "stats.variants.caption",
                "{games} is the sentence stats.variants.caption.games, "
                "{aggravation} and {minutes} are stats.variants.caption.actions "
                "and .minutes",
            ),
            ("picture.patience", "{columns} and {foundations} are picture.patience.columns and .foundations"),
        )
    },
    **{
        f"{frame}.{part}": f"A part of {frame}, which agrees with its own number."
        for frame, parts in (
            ("stats.widest.caption", ("step", "cards", "piles", "games", "widest")),
            ("stats.variants.caption", ("games", "actions", "minutes")),
            ("picture.patience", ("columns", "foundations")),
        )
        for part in parts
    },
}
"""What a translator needs to know about the entries that are not sentences (written into the template)."""

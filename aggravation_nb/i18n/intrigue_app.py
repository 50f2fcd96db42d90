"""The words of the Intrigue app (apps/intrigue.py), in English.

The engine's own sentences (narration, refusals, the project's readings)
are in `i18n.intrigue`; these are only the app's buttons, labels and
panels.
"""

from aggravation_nb.i18n.plural import Plural

WORDS: dict[str, str | Plural] = {
    "intrigue-app.variant": "Game",
    "intrigue-app.new-deal": "New deal",
    "intrigue-app.hint": "Hint",
    "intrigue-app.auto-finish": "Auto-finish",
    "intrigue-app.table": "Intrigue table",
    "intrigue-app.foundations": "Foundations",
    "intrigue-app.intrigue-no-foundation": "No foundation yet: the first five or six starts one.",
    "intrigue-app.salic-no-foundation": "No foundation yet: the first ace starts one.",
    "intrigue-app.fairies-selected": "{card} from column {column} is selected: now click where it goes, a foundation, a column whose top card is one rank higher, or a king with nothing on it ({rule}).",
    "intrigue-app.fairies-help": "Step through the deal with Next, Back or the slider; the rules alone decide where each card goes. After the deal, click a column's top card, then where it goes: a foundation, “New foundation”, a column whose top card is one rank higher, whatever the suit, or a king with nothing on it. Tab and Enter do the same from the keyboard.",
    "intrigue-app.new-foundation": "New foundation",
    "intrigue-app.columns": "Columns",
    "intrigue-app.column": "Column {column}",
    "intrigue-app.dealing-onto": "dealt onto now",
    "intrigue-app.stock": Plural("{count} card still to deal", "{count} cards still to deal"),
    "intrigue-app.dealt-out": "Every card is dealt",
    "intrigue-app.set-aside": "Set aside: {cards}",
    "intrigue-app.card-top": "{card}, column {column}, top",
    "intrigue-app.card-under": "{card}, column {column}, card {place} of {count}",
    "intrigue-app.card-foundation": "{card}, foundation {foundation}",
    "intrigue-app.foundation-count": Plural("{count} card", "{count} cards"),
    "intrigue-app.loaded": "Deal {seed} of {variant} loaded, at step {step} of {steps}.",
    "intrigue-app.load-not-a-deal": "it holds no deal this app can deal again: a position set up by hand, or a deal number above {most}. The game shown goes on as it was.",
    "intrigue-app.start": "{card} is taken out of the shuffled decks and starts column 1 ({rule}). Press Next to deal.",
    "intrigue-app.deal-over": "The deal is over: now move the top cards yourself ({rule}).",
    "intrigue-app.selected": "{card} from column {column} is selected: now click where it goes, a foundation or a column holding only its head card ({rule}).",
    "intrigue-app.unselected": "Nothing is selected.",
    "intrigue-app.pick-first": "Click the top card of a column first, then where it goes.",
    "intrigue-app.nothing-to-undo": "Nothing to undo: you have made no move yet. Back steps through the deal.",
    "intrigue-app.undone": "Taken back: {card} is on column {column} again.",
    "intrigue-app.hint-dealing": "The deal plays itself (I3): press Last to finish it, then ask for a hint.",
    "intrigue-app.hint-move": "Hint: {move}. After it the game can still be won.",
    "intrigue-app.hint-loses": "Careful: every move of {card} now loses the game.",
    "intrigue-app.hint-none": "No move can win this game any more.",
    "intrigue-app.hint-best-try": Plural(
        "No move can win this game any more, so here is the best try: {move}. Taking from there whatever can go up at once puts {count} card on the foundations, against {now} now, no fewer than after any other move.",
        "No move can win this game any more, so here is the best try: {move}. Taking from there whatever can go up at once puts {count} cards on the foundations, against {now} now, no fewer than after any other move.",
    ),
    "intrigue-app.hint-target": "target",
    "intrigue-app.hint-target-name": "{name}, target of the hint",
    "intrigue-app.hint-unknown": "The solver gave up before it found a winning move: try one yourself.",
    "intrigue-app.hint-over": "The game is over: press New deal for another one.",
    "intrigue-app.to-foundation": "{card} from column {column} onto foundation {foundation}",
    "intrigue-app.to-new-foundation": "{card} from column {column} to start a new foundation",
    "intrigue-app.to-column": "{card} from column {column} onto column {target}",
    "intrigue-app.auto-stuck": "Auto-finish stopped: no move keeps this game winnable.",
    "intrigue-app.auto-unknown": Plural(
        "Auto-finish gave up: the solver looked at {limit} position without finding a win. Try a move yourself.",
        "Auto-finish gave up: the solver looked at {limit} positions without finding a win. Try a move yourself.",
        by="limit",
    ),
    "intrigue-app.winnable": "Can this game still be won?",
    "intrigue-app.winnable-yes": "Yes: the solver found a way to put every card on the foundations.",
    "intrigue-app.winnable-no": "No: whatever is played now, some cards stay in the columns.",
    "intrigue-app.winnable-unknown": Plural(
        "Unknown: the solver gave up after {limit} position.",
        "Unknown: the solver gave up after {limit} positions.",
        by="limit",
    ),
    "intrigue-app.winnable-won": "It is won.",
    "intrigue-app.readings": "The project's reading, where the source is silent",
    "intrigue-app.rates": Plural(
        "{variant}: best play wins {solved} of {deals} deal; a greedy player, who only takes what goes up at once, wins {greedy}.",
        "{variant}: best play wins {solved} of {deals} deals; a greedy player, who only takes what goes up at once, wins {greedy}.",
        by="deals",
    ),
    "intrigue-app.rates-unknown": Plural(
        "{variant}: best play wins {solved} of {deals} deal (the solver gave up on {unknown}); a greedy player, who only takes what goes up at once, wins {greedy}.",
        "{variant}: best play wins {solved} of {deals} deals (the solver gave up on {unknown}); a greedy player, who only takes what goes up at once, wins {greedy}.",
        by="deals",
    ),
    "intrigue-app.help": "Step through the deal with Next, Back, the ← and → keys or the slider; the rules alone decide where each card goes. After the deal, click a column's top card, then where it goes: a foundation, “New foundation”, or a column that holds only its head card. Tab and Enter do the same from the keyboard.",
}

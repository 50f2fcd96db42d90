"""The worked example of docs/rules.md (source 000 §04) as data: positions and steps.

Each chapter starts from a full 52-card position (cards no step needs are
buried under piles or at the bottom of the stocks, in a fixed order) and
lists its steps. A step is an action, or None for "look at the table",
with a narration key (`aggravation_nb.i18n`) and, for a step the story
shows being refused, the rule id of the refusal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from aggravation_nb.core.cards import FULL_DECK, Card
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Game

MARINA, OLEG = "Marina", "Oleg"


@dataclass(frozen=True)
class Question:
    """Asked before a step is shown ("ask before telling"): text keys `<key>`, `<key>.a0`…, and `<key>.f0`…,
    the feedback for each answer."""

    key: str
    answers: int
    correct: int


@dataclass(frozen=True)
class Step:
    key: str
    action: Action | None = None
    refused: str | None = None
    note: str | None = None
    """A text key shown beside the narration: where a step is this project's reading, or what to watch."""
    question: Question | None = None


@dataclass(frozen=True)
class Chapter:
    key: str
    position: dict
    steps: tuple[Step, ...]

    def game(self) -> Game:
        """A fresh game at the chapter's starting position."""
        return Game.from_position(**self.position)


def full_position(rows: dict, stocks: dict, seed: int) -> dict:
    """Complete a story position to all 52 cards.

    Piles written as a single card get the unused cards buried beneath them;
    stocks are (top cards, size) and are filled up to size from what is left.
    """
    used = {Card.parse(c) for row in rows.values() for pile in row for c in ([pile] if isinstance(pile, str) else pile)}
    used |= {Card.parse(c) for top, _ in stocks.values() for c in top}
    rest = [card for card in FULL_DECK if card not in used]
    random.Random(seed).shuffle(rest)
    stock_cards = {}
    for name, (top, size) in stocks.items():
        filler, rest = rest[: size - len(top)], rest[size - len(top) :]
        stock_cards[name] = list(top) + [str(c) for c in filler]
    buried_under = [
        (name, column) for name, row in rows.items() for column, pile in enumerate(row) if isinstance(pile, str)
    ]
    full_rows = {name: [list(pile) if not isinstance(pile, str) else [] for pile in row] for name, row in rows.items()}
    for number, card in enumerate(rest):
        name, column = buried_under[number % len(buried_under)]
        full_rows[name][column].append(str(card))
    for name, column in buried_under:
        full_rows[name][column].append(rows[name][column])
    return {"rows": full_rows, "stocks": stock_cards}


SEVENS = full_position(
    rows={MARINA: [["7♣"], ["Q♥"]], OLEG: [["7♦"], ["A♠"]]},
    stocks={MARINA: (["K♦", "2♣", "9♠"], 24), OLEG: (["5♠", "3♥"], 24)},
    seed=4,
)

LAST_CARD = full_position(
    rows={MARINA: [["7♣", "K♦"], ["Q♥"], "9♣", "4♠", "J♥"], OLEG: [["7♦", "2♣"], ["A♠"], "10♠", "9♥", "3♦", "6♥"]},
    stocks={MARINA: (["5♣"], 1), OLEG: (["8♣", "7♠", "9♦", "Q♠", "2♦", "6♠"], 6)},
    seed=4,
)

BOTH_LAST = full_position(
    rows={MARINA: ["7♣", "Q♥", "3♠"], OLEG: ["7♦", "A♠", "10♥"]},
    stocks={MARINA: (["K♦"], 1), OLEG: (["2♣"], 1)},
    seed=4,
)

ONE_EACH = full_position(
    rows={MARINA: ["K♦", "Q♥", "3♠"], OLEG: ["2♣", "A♠", "10♥"]},
    stocks={MARINA: (["5♣"], 1), OLEG: (["8♦", "J♣"], 2)},
    seed=4,
)

BOTH_EMPTY = full_position(
    rows={MARINA: ["7♣", "Q♥", "3♠"], OLEG: ["7♦", "A♠", "10♥"]},
    stocks={},
    seed=4,
)

WORKED_EXAMPLE: tuple[Chapter, ...] = (
    Chapter(
        "main",
        SEVENS,
        (
            Step("main.look", note="note.seating"),
            Step("main.cover-first", Cover(MARINA, (MARINA, 0))),
            Step(
                "main.cover-second",
                Cover(MARINA, (OLEG, 0)),
                note="note.whole-match",
                question=Question("ask.whole", 3, 0),
            ),
            Step("main.flip", Flip(), note="note.flip"),
        ),
    ),
    Chapter(
        "branch",
        SEVENS,
        (
            Step("branch.look"),
            Step("branch.cover-first", Cover(MARINA, (MARINA, 0))),
            Step("branch.oleg-first", Cover(OLEG, (OLEG, 0))),
            Step(
                "branch.refused",
                Cover(MARINA, (OLEG, 0)),
                refused="A5",
                note="note.reach",
                question=Question("ask.twice", 2, 1),
            ),
            Step("branch.flip", Flip(), note="note.flip"),
        ),
    ),
    Chapter(
        "last-card",
        LAST_CARD,
        (
            Step("last.look"),
            Step("last.last-card", Cover(MARINA, (MARINA, 2))),
            Step("last.too-early", Call(MARINA, ((MARINA, 2), (OLEG, 3))), refused="A8"),
            Step("last.oleg-covers", Cover(OLEG, (OLEG, 3))),
            Step("last.oleg-flips", Flip(), note="note.solo-flips", question=Question("ask.who-flips", 3, 1)),
            Step("last.oleg-flips-again", Flip(), note="note.solo-flips"),
            Step("last.pair-shows", Flip(), note="note.race"),
            Step("last.win", Call(MARINA, ((MARINA, 1), (OLEG, 8))), question=Question("ask.may-call", 3, 0)),
        ),
    ),
    Chapter(
        "draw-empty",
        BOTH_LAST,
        (
            Step("empty.look"),
            Step("empty.marina-last", Cover(MARINA, (MARINA, 0))),
            Step("empty.oleg-last", Cover(OLEG, (OLEG, 0))),
        ),
    ),
    Chapter(
        "draw-dead",
        ONE_EACH,
        (
            Step("dead.look"),
            Step("dead.oleg-flips", Flip()),
        ),
    ),
    Chapter(
        "draw-together",
        BOTH_EMPTY,
        (
            Step("together.look"),
            Step(
                "together.call",
                CallTogether((Call(MARINA, ((MARINA, 0), (OLEG, 0))), Call(OLEG, ((MARINA, 0), (OLEG, 0))))),
            ),
        ),
    ),
)


def chapter(key: str) -> Chapter:
    for each in WORKED_EXAMPLE:
        if each.key == key:
            return each
    raise KeyError(f"no chapter {key!r}; the chapters are {[c.key for c in WORKED_EXAMPLE]}")


def replay_chapter(game: Game) -> Chapter:
    """A played game as a story to step through: its start, then every logged action.

    Its steps carry no narration key; the story describes each event instead.
    """
    return Chapter("replay", game.start, (Step(""),) + tuple(Step("", action) for action in game.log))

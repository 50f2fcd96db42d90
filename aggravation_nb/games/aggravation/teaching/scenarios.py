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
from aggravation_nb.core.words import Words, say
from aggravation_nb.games.aggravation.actions import Action, Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import text

MARINA, OLEG = "Marina", "Oleg"


@dataclass(frozen=True)
class Question:
    """Asked before a step is shown ("ask before telling"): the prompt, the choices, the right one, and why
    each choice is right or wrong (the feedback), each as `Words` (a study's own, or the catalogue's)."""

    prompt: Words
    choices: tuple[Words, ...]
    correct: int
    why: tuple[Words, ...]

    @classmethod
    def keyed(cls, key: str, answers: int, correct: int) -> Question:
        """A question whose words are the catalogue's `<key>`, `<key>.a0`… and `<key>.f0`…."""
        return cls(
            say(key),
            tuple(say(f"{key}.a{n}") for n in range(answers)),
            correct,
            tuple(say(f"{key}.f{n}") for n in range(answers)),
        )

    @property
    def answers(self) -> int:
        return len(self.choices)


@dataclass(frozen=True)
class Step:
    """One step of a chapter: an action (None: look at the table) and what is said about it.

    `words` is the teacher's line (None, or "" in a language the teacher did not write: the engine narrates);
    `refused` is the rule id a step shown being refused cites; `note` is shown beside the line."""

    key: str
    action: Action | None = None
    refused: str | None = None
    note: Words | None = None
    question: Question | None = None
    words: Words | None = None


@dataclass(frozen=True)
class Chapter:
    """A chapter starts from `position` (what `Game.from_position` takes, or `Game.deal`'s seed and variant)."""

    key: str
    position: dict
    steps: tuple[Step, ...]
    title: Words | None = None

    def game(self) -> Game:
        """A fresh game at the chapter's starting position."""
        start = {name: value for name, value in self.position.items() if name != "opening"}
        game = Game.deal(**start) if "seed" in start else Game.from_position(**start)
        for move in self.position.get("opening", ()):
            game.apply(move)
        return game

    def said_title(self, lang: str) -> str:
        return self.title(lang) if self.title is not None else text(f"chapter.{self.key}", lang)


def told(
    key: str,
    action: Action | None = None,
    refused: str | None = None,
    note: str | None = None,
    question: Question | None = None,
) -> Step:
    """A step whose words are the catalogue's `key` (and its note's, `note`)."""
    return Step(key, action, refused, say(note) if note else None, question, say(key))


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
            told("main.look", note="note.seating"),
            told("main.cover-first", Cover(MARINA, (MARINA, 0))),
            told(
                "main.cover-second",
                Cover(MARINA, (OLEG, 0)),
                note="note.whole-match",
                question=Question.keyed("ask.whole", 3, 0),
            ),
            told("main.flip", Flip(), note="note.flip"),
        ),
    ),
    Chapter(
        "branch",
        SEVENS,
        (
            told("branch.look"),
            told("branch.cover-first", Cover(MARINA, (MARINA, 0))),
            told("branch.oleg-first", Cover(OLEG, (OLEG, 0))),
            told(
                "branch.refused",
                Cover(MARINA, (OLEG, 0)),
                refused="A5",
                note="note.reach",
                question=Question.keyed("ask.twice", 2, 1),
            ),
            told("branch.flip", Flip(), note="note.flip"),
        ),
    ),
    Chapter(
        "last-card",
        LAST_CARD,
        (
            told("last.look"),
            told("last.last-card", Cover(MARINA, (MARINA, 2))),
            told("last.too-early", Call(MARINA, ((MARINA, 2), (OLEG, 3))), refused="A8"),
            told("last.oleg-covers", Cover(OLEG, (OLEG, 3))),
            told("last.oleg-flips", Flip(), note="note.solo-flips", question=Question.keyed("ask.who-flips", 3, 1)),
            told("last.oleg-flips-again", Flip(), note="note.solo-flips"),
            told("last.pair-shows", Flip(), note="note.race"),
            told("last.win", Call(MARINA, ((MARINA, 1), (OLEG, 8))), question=Question.keyed("ask.may-call", 3, 0)),
        ),
    ),
    Chapter(
        "draw-empty",
        BOTH_LAST,
        (
            told("empty.look"),
            told("empty.marina-last", Cover(MARINA, (MARINA, 0))),
            told("empty.oleg-last", Cover(OLEG, (OLEG, 0))),
        ),
    ),
    Chapter(
        "draw-dead",
        ONE_EACH,
        (
            told("dead.look"),
            told("dead.oleg-flips", Flip()),
        ),
    ),
    Chapter(
        "draw-together",
        BOTH_EMPTY,
        (
            told("together.look"),
            told(
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

"""One small lesson per rule, A1 to A11: a position to act on and a self-check question.

Pure data. Each lesson's words are in `aggravation_nb.i18n` under
"lesson.<rule>.*": title, task, question, the answers a0, a1, ..., why (said
for the right answer) and f1, f2, ... (said for each wrong answer: why that
one is wrong, with its rule id). The answers are shown in an order of the
learner's own (`Lesson.order`), so that "always the first" earns nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from aggravation_nb.games.aggravation.game import Game

MARINA, OLEG = "Marina", "Oleg"
PLENTY = {MARINA: ["K♦", "2♣", "9♠", "4♦"], OLEG: ["5♠", "3♥", "8♣", "J♦"]}
FLIPPING = {
    MARINA: ["K♦", "2♣", "9♠", "4♦", "7♣", "Q♠", "5♦", "A♥", "3♦", "J♣"],
    OLEG: ["5♠", "3♥", "8♣", "J♦", "10♦", "2♥", "6♠", "K♣", "9♦", "4♠"],
}
"""Stocks for the Flip lesson (A3), from 10♣ Q♥ and 6♦ A♠: four flips with no match, then a pair of tens
stops the flipping (A3, A6), with cards enough to cover them, so pressing Flip as often as a learner likes
never ends the lesson under A7 or A10."""


@dataclass(frozen=True)
class Lesson:
    rule: str
    position: dict | None  # Game.from_position arguments; None for a fresh deal
    answers: int
    correct: int
    convention: bool = False

    def game(self) -> Game:
        if self.position is None:
            return Game.deal(seed=7, players=(MARINA, OLEG))
        return Game.from_position(**self.position)

    def key(self, part: str) -> str:
        return f"lesson.{self.rule}.{part}"

    def feedback_key(self, answer: int) -> str:
        """What is said for `answer`: why it is right, or why that very answer is wrong."""
        return self.key("why" if answer == self.correct else f"f{answer}")

    def order(self, learner: int) -> list[int]:
        """The answers (by number) in the order `learner` sees them: a shuffle seeded by the
        learner and the rule, so one learner sees one order on every visit and in every language,
        and the lessons do not all put the right answer in one place."""
        order = list(range(self.answers))
        random.Random(f"{learner}/{self.rule}").shuffle(order)
        return order


LESSONS: tuple[Lesson, ...] = (
    Lesson("A1", None, answers=3, correct=0),
    Lesson(
        "A2",
        {"rows": {MARINA: [["7♣", "K♠"], "Q♥"], OLEG: [["9♥", "7♦"], "A♠"]}, "stocks": PLENTY},
        answers=2,
        correct=1,
    ),
    Lesson(
        "A3",
        {
            "rows": {MARINA: ["10♣", "Q♥"], OLEG: ["6♦", "A♠"]},
            "stocks": FLIPPING,
        },
        answers=3,
        correct=0,
    ),
    Lesson("A4", {"rows": {MARINA: ["7♣", "Q♥", "7♥"], OLEG: ["7♦", "A♠"]}, "stocks": PLENTY}, answers=3, correct=0),
    Lesson("A5", {"rows": {MARINA: ["7♣", "Q♥"], OLEG: ["7♦", "A♠"]}, "stocks": PLENTY}, answers=2, correct=0),
    Lesson("A6", {"rows": {MARINA: ["7♣", "K♥"], OLEG: ["7♦", "A♠"]}, "stocks": PLENTY}, answers=2, correct=0),
    Lesson(
        "A7",
        {
            "rows": {MARINA: ["10♣", "Q♥"], OLEG: ["6♦", "A♠"]},
            "stocks": {MARINA: ["K♦"], OLEG: ["5♠", "3♥", "Q♠", "8♣", "J♦"]},
        },
        answers=3,
        correct=0,
    ),
    Lesson(
        "A8",
        {"rows": {MARINA: ["10♣", "Q♥"], OLEG: ["6♦", "A♠"]}, "stocks": {MARINA: [], OLEG: ["5♠", "3♥", "Q♠", "J♦"]}},
        answers=2,
        correct=0,
    ),
    Lesson(
        "A9",
        {"rows": {MARINA: ["10♣", "Q♥"], OLEG: ["6♦", "A♠"]}, "stocks": {MARINA: ["K♦", "2♣"], OLEG: ["5♠", "3♥"]}},
        answers=3,
        correct=0,
        convention=True,
    ),
    Lesson(
        "A10",
        {"rows": {MARINA: ["7♣", "Q♥"], OLEG: ["7♦", "A♠"]}, "stocks": {MARINA: ["K♦"], OLEG: ["2♣"]}},
        answers=3,
        correct=0,
        convention=True,
    ),
    Lesson(
        "A11",
        {"rows": {MARINA: ["10♣", "Q♥"], OLEG: ["6♦", "Q♠"]}, "stocks": {MARINA: [], OLEG: ["5♠", "3♥"]}},
        answers=2,
        correct=0,
    ),
)

TRY_IN_GAME: dict[str, int] = {
    "A1": 1,
    "A2": 1,
    "A3": 1,
    "A4": 14,
    "A5": 14,
    "A6": 284,
    "A7": 49,
    "A8": 5,
    "A9": 5,
    "A10": 5,
    "A11": 5,
}
"""A deal for "try it in a game" after each lesson: with ordinary play its rule shows early
(A7 within 30 actions, A8 and A11 by the end of a 27-action game). Draws (A10) are rare in any
deal, about 7 games in 100, so its lesson's deal is simply a short game."""

"""A game a bot lost by its own doing, and why: `Fault`, with where in the bot's code and at what position.

A learner's bot may fail any way at all; the arena turns each failure into
a `Fault` that names the game, the deal, the rule where one applies, the
file and line that raised, and the table as the bot saw it, and goes on.
"""

from __future__ import annotations

import linecache
import sysconfig
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from aggravation_nb.core.errors import IllegalAction
from aggravation_nb.core.words import Words, say
from aggravation_nb.games.aggravation.actions import Call, CallTogether, Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.i18n import LANGUAGES, chosen_language, text

WAITED = say("arena.fault.waited")
STUCK = say("arena.fault.stuck")


@dataclass(frozen=True)
class Fault:
    """A game a bot lost by its own doing: it raised, chose an action it may not take, or waited
    while only it could act. `game` counts from 1; `deal` deals the game again (`Game.deal(seed=deal)`);
    `file` and `line` are where a bot that raised raised; `position` is the table as the bot saw it,
    after `moves` actions (the game's record replays it: `result.records[fault.game - 1].game()`).

    >>> from aggravation_nb.arena import arena
    >>> def flips(view):
    ...     return Flip()
    >>> fault = arena(flips, games=1).faults[0]
    >>> fault.rule, fault.reason.startswith("flipping is not a bot's to choose")
    ('A3', True)
    """

    game: int
    deal: int
    bot: str
    action: str | None
    reason: str
    rule: str | None = None
    file: str | None = None
    line: int | None = None
    moves: int | None = None
    position: str | None = None
    translations: tuple[tuple[str, str, str | None], ...] = field(default=(), repr=False)
    """(language, reason, position) in every language, said when the fault happened."""

    def said(self, lang: str | None = None) -> str:
        """The fault in `lang` (by default the notebook's, `set_language`), with where and at what table."""
        lang = lang or chosen_language()
        reason, position = next(
            ((reason, position) for code, reason, position in self.translations if code == lang),
            (self.reason, self.position),
        )
        values = {"game": self.game, "deal": self.deal, "bot": self.bot, "reason": reason}
        said = (
            text("arena.fault.chose", lang, action=self.action, **values)
            if self.action
            else text("arena.fault", lang, **values)
        )
        if self.file is not None:
            said += "\n    " + text("arena.fault.at", lang, file=shown_file(self.file), line=self.line)
            code = linecache.getline(self.file, self.line or 0).strip()
            said += f": {code}" if code else ""
        if position is not None:
            said += "\n    " + text("arena.fault.table", lang, count=self.moves or 0, table=position)
        return said

    def __str__(self) -> str:
        return self.said()


class BotFault(Exception):
    """A bot's fault, raised out of the race to end its game (`player` is the one at fault)."""

    def __init__(
        self, player: str, action: object, reason: Words, rule: str | None = None, error: BaseException | None = None
    ) -> None:
        super().__init__(reason("en"))
        self.player, self.action, self.reason, self.rule = player, action, reason, rule
        self.file, self.line = where(error.__traceback__) if error is not None else (None, None)
        self.moves: int | None = None
        self.position: Words | None = None

    def fault(self, game: int, deal: int, action: str | None) -> Fault:
        """This fault as the arena reports it: game `game` (from 1) of deal `deal`, the bot's answer written."""
        position = self.position
        translations = tuple(
            (lang, self.reason(lang), None if position is None else position(lang)) for lang in LANGUAGES
        )
        english = None if position is None else position("en")
        where = (self.file, self.line, self.moves, english, translations)
        return Fault(game, deal, self.player, action, self.reason("en"), self.rule, *where)


LIBRARIES = tuple(
    {str(Path(sysconfig.get_paths()[name]).resolve()) for name in ("stdlib", "platstdlib", "purelib", "platlib")}
    | {str(Path(__file__).resolve().parents[3])}
)
"""Where code that is not the bot's own lives: the standard library, installed packages, this package."""


def where(trace: TracebackType | None) -> tuple[str | None, int | None]:
    """The file and line that raised, as a learner wants it: the innermost frame of the bot's own
    code, outside the libraries (so `random.choice(())` points at the bot's call, not at `random`)."""
    frames = traceback.extract_tb(trace)[1:]  # the first frame is the arena's own call of the bot
    own = [frame for frame in frames if not str(Path(frame.filename).resolve()).startswith(LIBRARIES)] or frames
    if not own:
        return None, None
    return own[-1].filename, own[-1].lineno


def shown_file(file: str) -> str:
    """A file as a learner knows it: a notebook cell as IPython's own tracebacks name it ("Cell In[12]")."""
    try:
        from IPython import get_ipython
    except ImportError:
        return file
    name = getattr(getattr(get_ipython(), "compile", None), "format_code_name", None)
    cell = name(file) if callable(name) else None
    return " ".join(cell) if cell else file


def why_not(game: Game, player: str, action: object) -> tuple[Words, str | None]:
    """Why `action` is not one of `player`'s legal actions now, in words, with the rule."""
    if isinstance(action, Flip):
        return say("arena.fault.flip"), "A3"
    if isinstance(action, CallTogether):
        return say("arena.fault.together"), "A10"
    if not isinstance(action, (Cover, Call)):
        return say("arena.fault.not-an-action"), None
    if action.player != player:
        return say("arena.fault.for-other", player=player, other=action.player), None
    try:
        game.replay().apply(action)
    except IllegalAction as refusal:
        return refused_because(refusal)
    return say("arena.fault.not-legal"), None


def refused_because(refusal: IllegalAction) -> tuple[Words, str | None]:
    """A refusal as a fault says it, in words, with its rule."""
    refused = refusal.said
    return (lambda lang: text("arena.fault.refused", lang, refusal=refused(lang))), refusal.rule

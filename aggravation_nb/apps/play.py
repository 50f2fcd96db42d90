"""A whole game from a shuffled deal: against the computer, relaxed, or two on one screen.

Against the computer the game runs on a clock: one cancellable asyncio task
sleeps until the computer's next planned move (`aggravation_nb.games.aggravation.play.race`) and
wakes early when the person acts. The clock is the app's (the event loop's
time), never the engine's; Pause cancels the task at once and Resume shifts
the clock so no time passes while paused. The relaxed mode has no clock: the
computer moves when the learner presses "Opponent's move".
"""

from __future__ import annotations

import asyncio
import html
import math
import random

import ipywidgets as widgets

from aggravation_nb.apps.game_study import SaveAsStudy
from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed
from aggravation_nb.apps.walkthrough import replay_app
from aggravation_nb.core.errors import IllegalAction, refused
from aggravation_nb.core.places import BadLink, one_of, read_place, whole_number, write_fitting_place, write_place
from aggravation_nb.core.words import Words, say
from aggravation_nb.games.aggravation.actions import Action, Call, Cover, Flip
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.link import (
    DEAL_KEYS,
    deal_place,
    game_from_deal_place,
    game_from_place,
    holds_position,
    position_place,
)
from aggravation_nb.games.aggravation.link import KEYS as POSITION_KEYS
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES, computer_step
from aggravation_nb.games.aggravation.play.race import Race
from aggravation_nb.i18n import listing, text
from aggravation_nb.server.published import site_link
from aggravation_nb.widgets.controls import FRESH_DEALS, Choice, Toggle, deal_number, relabel_options, show
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.panel import PlayPanel, flip_word
from aggravation_nb.widgets.saving import AUTO, SaveLoad

YOU, COMPUTER = "You", "Computer"
HOT_SEAT = ("Player 1", "Player 2")
MODES = ("realtime", "relaxed", "hotseat")
AGAINST_THE_COMPUTER = ("realtime", "relaxed")
"""The modes a place names (`mode=relaxed`; against the clock when it names none): two on one screen is
told by the players' names."""
PLACE_KEYS = frozenset({*POSITION_KEYS, *DEAL_KEYS, "mode"})
"""The keys of the play app's place: a position's, a deal's, and the mode."""
KEYS = {"a": (0, "cover"), "s": (0, "call"), "l": (1, "cover"), "k": (1, "call")}


class PlayApp(Relabels, Placed, widgets.VBox):
    """Play complete games; see the module docstring for the three modes.

    `lang` is the language of every word; setting it says them all again, and the game, its
    clock, the mode and the level go on as they were. Its place is the deal, the mode when it is relaxed,
    and the moves played on it (`deal=12&mode=relaxed&moves=f.c1-2-3`,
    `aggravation_nb.games.aggravation.link.deal_place`), so that a reload goes on in the same mode; it shows
    no hidden card (A1): the address of a live game never tells a pupil what comes next. "Share with the stocks"
    (`share_position`) puts the whole position, stocks in order, in the address, and says so. "Save as a
    walkthrough" (`study_offer`, `aggravation_nb.apps.game_study`) keeps the game so far as a study: a file and a
    link to the walkthrough on it, shown beside the game and never put in the address.

    >>> app = PlayApp("en", seed=3, mode="relaxed")
    >>> app.opponent_button.click()
    >>> app.game.length > 0
    True
    """

    published = "03-play"

    def __init__(
        self,
        lang: str = "en",
        seed: int = 1,
        mode: str = "realtime",
        difficulty: str = "beginner",
        variant: str = "aggravation",
        rutter: bool = False,
        deals: random.Random | None = None,
        folder=AUTO,
    ) -> None:
        """`seed` is the first deal's number; `deals` draws the numbers of the next ones (New game),
        the system's randomness unless a test passes a seeded `random.Random`; `folder` is where
        Save also writes the game (`SaveLoad`: by default beside the notebook in JupyterLab)."""
        self.deals = deals or random.SystemRandom()
        self.failures = 0
        self.variant = (variant, rutter)
        self._watched: Game | None = None
        self.game = Game.deal(seed=seed, players=(YOU, COMPUTER), variant=variant, rutter=rutter)
        self.race: Race | None = None
        self.task: asyncio.Task | None = None
        self._wake: asyncio.Event | None = None
        self._origin = 0.0
        self._paused_at: float | None = None
        self._held = False
        """True while the person has paused; a game not yet started waits for the person's first move."""
        self._loading = False
        report = guarded(self._report_failure)
        self._make_controls(lang, report, mode, difficulty, seed, folder)
        self._connect(report)
        super().__init__(children=self._layout())
        self.lang = lang
        self.same_deal()

    def _make_controls(self, lang: str, report, mode: str, difficulty: str, seed: int, folder) -> None:
        """The app's widgets, without words yet (`_relabel` says them)."""
        self.mode = Toggle(options=[(m, m) for m in MODES], value=mode, style={"description_width": "initial"})
        self.difficulty = Choice(options=[(d, d) for d in DIFFICULTIES], value=difficulty)
        self.seed = deal_number(seed)
        self.new_button = widgets.Button(button_style="primary")
        self.same_deal_button = widgets.Button()
        self.pause_button = widgets.Button()
        self.resume_button = widgets.Button()
        self.opponent_button = widgets.Button()
        self.replay_button = widgets.Button()
        self.share_button = widgets.Button()
        self.study_offer = SaveAsStudy(lang, report, game=lambda: self.game, before=self.pause, folder=folder)
        """ "Save as a walkthrough": the game so far as a study file, and a link to the walkthrough on it."""
        self.study_button = self.study_offer.button
        self.saving = SaveLoad(
            lang,
            report,
            file=self._file,
            read=Game.from_json,
            load=self._load,
            tell=lambda words: self._say(words, "story"),
            pause=self.pause,
            folder=folder,
            beside=[self.replay_button, self.share_button, self.study_button],
        )
        self.save_button, self.load_button = self.saving.save_button, self.saving.load_button
        self.load_upload, self.load_cancel = self.saving.load_upload, self.saving.load_cancel
        self.file_message, self.dismiss_button = self.saving.file_message, self.saving.dismiss_button
        self.download = self.saving.download
        self.keys_help = widgets.HTML()
        self.shortcuts = widgets.Checkbox(value=True, indent=False, layout=widgets.Layout(width="auto"))
        """Single-key shortcuts on or off (WCAG 2.1.4): a person who speaks to the page, or types by
        mistake, turns them off."""
        self.replay_area = widgets.VBox()
        self.panel = PlayPanel(lang, self.game, act=self._person_acts, undo=self._undo, report=report, people=[YOU])
        self.table = self.panel.table
        show(self.panel.no_hints, True)
        self._listen()

    def _connect(self, report) -> None:
        """What each button, key and choice does; every handler is guarded by `report`."""
        self.table.on_key(report(self._key))
        self.new_button.on_click(report(self.seed.unless_refused(lambda _b: self.new_game())))
        self.same_deal_button.on_click(report(self.seed.unless_refused(lambda _b: self.same_deal())))
        self.pause_button.on_click(report(lambda _b: self.pause()))
        self.resume_button.on_click(report(lambda _b: self.resume()))
        self.opponent_button.on_click(report(lambda _b: self.opponent_move()))
        self.replay_button.on_click(report(lambda _b: self.replay()))
        self.share_button.on_click(report(lambda _b: self.share_position()))
        self.mode.observe(report(self._mode_chosen), names="value")
        self.shortcuts.observe(report(lambda _change: self._listen()), names="value")
        self.difficulty.observe(report(self._mode_chosen), names="value")

    def _layout(self) -> list[widgets.Widget]:
        return [
            self.mode,
            widgets.HBox([self.difficulty, self.seed, self.new_button, self.same_deal_button]),
            self.seed.note,
            widgets.HBox([self.pause_button, self.resume_button, self.opponent_button]),
            self.panel,
            self.saving,
            self.study_offer,
            widgets.HBox([self.shortcuts, self.keys_help], layout=widgets.Layout(align_items="center")),
            self.replay_area,
        ]

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.panel.lang = self.saving.lang = self.seed.lang = self.study_offer.lang = self.lang
        relabel_options(self.mode, [t(f"mode.{m}") for m in MODES])
        relabel_options(self.difficulty, [t(f"level.{d}") for d in DIFFICULTIES])
        for widget, key in (
            (self.mode, "mode"),
            (self.difficulty, "difficulty"),
            (self.seed, "seed"),
            (self.new_button, "new-game"),
            (self.same_deal_button, "same-deal"),
            (self.pause_button, "pause"),
            (self.resume_button, "resume"),
            (self.opponent_button, "opponent"),
            (self.replay_button, "replay"),
            (self.share_button, "share-position"),
            (self.shortcuts, "shortcuts"),
        ):
            widget.description = t(key)
        self._show_keys()
        for replay in self.replay_area.children:
            replay.lang = self.lang

    def __repr__(self) -> str:
        return (
            f"PlayApp(lang={self.lang!r}, mode={self.mode.value!r}, seed={self.seed.value}, variant={self.variant!r})"
        )

    # ----- games ---------------------------------------------------------------

    def new_game(self) -> None:
        """The deal whose number the person typed since the last deal (a teacher's "everyone type 42,
        then New game" gives the class one deal); otherwise a fresh deal, its number shown in the box
        so that the game can be dealt again."""
        if self.seed.value == self._dealt:
            self.seed.value = self.deals.randrange(FRESH_DEALS)
        self.same_deal()

    def same_deal(self) -> None:
        """Deal the number shown, in the mode and variant chosen. Against the computer the clock
        waits for the person's first move, as on a freshly opened page."""
        self._stop()
        self._dealt = self.seed.value
        players = HOT_SEAT if self.mode.value == "hotseat" else (YOU, COMPUTER)
        variant, rutter = self.variant
        self._begin(Game.deal(seed=self.seed.value, players=players, variant=variant, rutter=rutter))
        level, seed, game = f"level.{self.difficulty.value}", self.seed.value, self.game
        key = "started-realtime" if self.mode.value == "realtime" else "started"
        self._say(lambda lang: text(key, lang, seed=seed, level=text(level, lang), flip=flip_word(game, lang)), "story")

    def _begin(self, game: Game) -> None:
        mode = self.mode.value
        self.game = game
        if self._watched is not None:
            self._watched.unwatch(self._placed)
        self._watched = game
        game.watch(self._placed)
        self._placed(game)
        self.saving.forget()
        self.study_offer.forget()
        self.replay_area.children = ()
        self.panel.seat(list(game.players) if mode == "hotseat" else [YOU])
        self.race = None
        if mode == "realtime":
            self.race = Race(game, {COMPUTER: DIFFICULTIES[self.difficulty.value]}, seed=self.seed.value)
        self._paused_at = 0.0
        self._held = False
        for widget, visible in (
            (self.pause_button, mode == "realtime"),
            (self.resume_button, mode == "realtime"),
            (self.opponent_button, mode == "relaxed"),
            (self.difficulty, mode != "hotseat"),
        ):
            show(widget, visible)
        self._show_keys()

    def _listen(self) -> None:
        """The table listens for the game's keys while the shortcuts are on, and for none while off."""
        self.table.listen(set(KEYS) | {"space", "p"} if self.shortcuts.value else set())
        if self.lang:
            self._show_keys()

    def _show_keys(self) -> None:
        shown = keys_help(self.game, self.mode.value, self.lang) if self.shortcuts.value else ""
        self.keys_help.value = f"<p>{html.escape(shown)}</p>" if shown else ""

    # ----- the clock (real-time mode only) -------------------------------------

    def _clock(self) -> float:
        if self._paused_at is not None:
            return self._paused_at
        return asyncio.get_event_loop().time() - self._origin

    def pause(self) -> None:
        """Stop the computer at once; no time passes until Resume."""
        if self.race is None or self._paused_at is not None or self.game.outcome is not None:
            return
        self._paused_at = self._clock()
        self._held = True
        self._stop()
        self._say(say("paused"), "hint")

    def resume(self) -> None:
        if self.race is None or self._paused_at is None or self.game.outcome is not None:
            return
        self._start_clock()
        self._say(say("resumed"), "story")

    def _start_clock(self) -> None:
        """Run the computer from where the clock stopped (a new game's clock stands at 0 until then)."""
        self._origin = asyncio.get_event_loop().time() - (self._paused_at or 0.0)
        self._paused_at = None
        self._held = False
        self._wake = asyncio.Event()
        self.task = asyncio.get_event_loop().create_task(self._run())

    def close(self) -> None:
        """Stop the computer's clock with the app."""
        self._stop()
        super().close()

    def _stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def _run(self) -> None:
        """Sleep until the computer's next move (or until the person acts), then play it."""
        try:
            while self.game.outcome is None:
                race, wake = self.race, self._wake
                if race is None or wake is None:  # a game without the computer's clock
                    return
                move = race.next_move()
                wait = math.inf if move is None else move.at - self._clock()
                if wait > 0:
                    wake.clear()
                    try:
                        await asyncio.wait_for(wake.wait(), None if wait == math.inf else wait)
                    except asyncio.TimeoutError:
                        pass
                    continue
                self._show_moves(race.advance(until=self._clock()))
        except Exception:
            self._report_failure()

    # ----- a person's actions -------------------------------------------------------

    def _person_acts(self, action: Action) -> None:
        if self.race is not None:
            if self._held:
                self._say(say("paused"), "hint")
                return
            if self._paused_at is not None and self.game.outcome is None:
                self._start_clock()  # the person's first move starts a new game's clock
            try:
                moves = self.race.play(getattr(action, "player", YOU), action, self._clock())
            except IllegalAction as refusal:
                self.panel.show_refusal(self.game, refusal)
                return
            finally:
                if self._wake is not None:
                    self._wake.set()
            self._show_moves(moves)
            return
        self.panel.play_on(self.game, action)

    def opponent_move(self) -> None:
        """Relaxed mode: the computer does its one next thing (cover, call, or flip)."""
        action = computer_step(self.game, [COMPUTER])
        if action is None:
            self._say(say("nothing-for-computer"), "hint")
            return
        self.panel.play_on(self.game, action)

    def _undo(self) -> None:
        if self.race is not None:
            self._say(say("undo-realtime"), "hint")
        else:
            self.panel.undo_on(self.game)

    def _key(self, key: str) -> None:
        if key == "space":
            self._person_acts(Flip())
        elif key == "p" and self._paused_at is not None:
            self.resume()
        elif key == "p":
            self.pause()
        else:
            seat, kind = KEYS[key]
            if self.mode.value != "hotseat" and seat:
                return
            self._person_acts_by_key(self.game.players[seat], kind)

    def _person_acts_by_key(self, player: str, kind: str) -> None:
        """ "Cover the next owed card" or "call on the first pair"; the game judges the attempt. With too few
        piles on the table for it, the refusal still names its rule: A2, or the variant's own where it has no
        call at all (F3, C5)."""
        game = self.game
        piles = [(owner, column) for owner, row in game.rows.items() for column in range(len(row))]
        needed = 1 if kind == "cover" else 2
        if len(piles) < needed and (kind == "cover" or game.has_call):
            self.panel.show_refusal(game, refused("no-pile", "A2"))
            return
        action: Action
        if kind == "cover":
            action = Cover(player, game.to_cover[0] if game.to_cover else piles[0])
        else:
            firsts = ((game.players[0], 0), (game.players[1], 0))
            pairs = game.visible_pairs()
            action = Call(player, pairs[0] if pairs else (piles[0], piles[1]) if len(piles) > 1 else firsts)
        self._person_acts(action)

    # ----- saving, loading, replaying --------------------------------------------

    def save(self) -> None:
        """Save the game as it is now (`SaveLoad.save`)."""
        self.saving.save()

    def _file(self) -> tuple[str, str]:
        return f"{self.game.variant}-seed-{self.seed.value}.json", self.game.to_json()

    def start_loading(self) -> None:
        """Load game: a game against the clock pauses first, so nothing is played while a file is chosen."""
        self.saving.start_loading()

    def load(self, data: bytes | str) -> None:
        """Load a saved game; a bad file is refused in words and the current game stays (paused, if it ran)."""
        self.saving.load(data)

    def _load(self, game: Game) -> Words | None:
        if len(game.players) != 2:
            count = len(game.players)
            return lambda lang: text("load-failed", lang, reason=text("load-tournament", lang, count=count))
        self._take_over(game)
        self._say(say("loaded", moves=len(game.log)), "story")
        return None

    def _take_over(self, game: Game, mode: str = "relaxed") -> None:
        """Put a loaded or linked game on the table: against the computer (in `mode`) if its players are You
        and Computer, else two on one screen."""
        self._stop()
        self._show_mode(mode if set(game.players) == {YOU, COMPUTER} else "hotseat")
        self.variant = (game.variant, game.rutter)
        self._begin(game)

    def _show_mode(self, mode: str) -> None:
        """Show `mode` on its toggle without dealing again (`_mode_chosen` deals for a person's choice)."""
        self._loading = True
        try:
            self.mode.value = mode
        finally:
            self._loading = False

    # ----- links -------------------------------------------------------------------

    def _placed(self, game: Game) -> None:
        """The place: a dealt game by its number and moves (or its number alone, where the moves would not
        fit in a link), a position from elsewhere by itself until it is played on, then nothing: no
        address of a game in play holds a hidden card."""
        if game.seed is not None:
            pairs = deal_place(game, (YOU, COMPUTER))
            if self.mode.value == "relaxed":  # a reload goes on in the same mode (it names no card, A1)
                pairs.insert(1, ("mode", "relaxed"))
            self.place = write_fitting_place(pairs)
        else:
            self.place = "" if game.log else write_place(position_place(game.position))

    def share_position(self) -> None:
        """Put the position on the table, both stocks in order, in the address (Copy link shares it), and
        say what that reveals; the next move takes it out again."""
        self.place = write_place(position_place(self.game.position))
        self._say(say("share-position.said"), "hint")

    def open_place(self, fragment: str) -> None:
        """Deal the number a link names (and play the moves it names), or set up its position (checked as
        a saved file is) to play on from: against the computer if its players are You and Computer, else
        two on one screen."""
        place = read_place(fragment, PLACE_KEYS, repeated={"players"})
        mode = one_of(place, "mode", AGAINST_THE_COMPUTER, AGAINST_THE_COMPUTER[0])
        if "deal" not in place and holds_position(place):
            game = game_from_place(place)
            if len(game.players) != 2:
                raise BadLink("link.players", count=len(game.players))
            self._take_over(game)
            self._say(say("link.opened"), "story")
            return
        if "moves" not in place and "players" not in place:
            self.seed.value = whole_number(place, "deal", 0, self.seed.max, self.seed.value)
            variant = game_from_deal_place(place, (YOU, COMPUTER), self.seed.max)
            self.variant = (variant.variant, variant.rutter)
            if self.mode.value == "hotseat" or "mode" in place:
                self._show_mode(mode)
            self.same_deal()
            return
        game = game_from_deal_place(place, (YOU, COMPUTER), self.seed.max)
        if len(game.players) != 2:
            raise BadLink("link.players", count=len(game.players))
        self.seed.value = self._dealt = game.seed
        self._take_over(game, mode)
        self._say(say("link.opened"), "story")

    def _mode_chosen(self, _change) -> None:
        if not self._loading:
            self.same_deal()

    def replay(self) -> None:
        """Step through this game move by move in the walkthrough's stepper."""
        self.replay_area.children = (replay_app(self.game, self.lang),)

    # ----- showing ---------------------------------------------------------------------

    def _show_moves(self, moves) -> None:
        if moves:
            self._show_last(len(moves))

    def _show_last(self, count: int = 1) -> None:
        self.panel.show_played(self.game, count)
        if self.game.outcome is not None:
            self._stop()

    def _say(self, words: Words | str, kind: str) -> None:
        self.panel.show(self.game, words, kind)

    def _report_failure(self) -> None:
        self.failures += 1
        self._say(say("internal-error"), "refused")


def keys_help(game: Game, mode: str, lang: str) -> str:
    """The keys that do something in this game and mode, and only those: no call key where the
    variant has no call (F3, C5), no pause key without a clock, the players' own names."""

    def seat_keys(cover: str, call: str) -> str:
        keys = [text(f"keys.{cover}-covers", lang)]
        if game.has_call:
            keys.append(text(f"keys.{call}-calls", lang))
        return listing(keys, lang)

    if mode == "hotseat":
        parts = [
            listing(
                (
                    text("keys.seat", lang, player=player, keys=seat_keys(cover, call))
                    for player, (cover, call) in zip(game.players, (("a", "s"), ("l", "k")), strict=False)
                ),
                lang,
                "semicolon",
            )
        ]
    else:
        parts = [seat_keys("a", "s")]
    parts.append(text("keys.space", lang, flip=flip_word(game, lang)))
    if mode == "realtime":
        parts.append(text("keys.p-pauses", lang))
    return text("keys", lang, keys=listing(parts, lang, "semicolon"))


def position_link(game: Game, lang: str = "en") -> str:
    """The link to the published play app that sets up `game`'s position as it is now, to play on
    from there (in any game built with `Game.from_position`, or played to a moment worth sharing).

    >>> game = Game.from_position(rows={"Marina": ["7♣"], "Oleg": ["7♦"]},
    ...                           stocks={"Marina": ["K♦"], "Oleg": ["5♠"]})
    >>> position_link(game).split("#")[1]
    'players=Marina&players=Oleg&rows=7C_7D&stocks=KD_5S&cover=1-1.2-1'
    """
    return f"{site_link(PlayApp.published, lang)}#{write_place(position_place(game.position))}"


def play(lang: str | None = None, seed: int = 1) -> AppPage:
    """The play app, in `lang` or the language the page asks for (?lang=ru), with a switch.

    >>> page = play("en")
    >>> page.game.players
    ('You', 'Computer')
    """
    return AppPage(lambda chosen: PlayApp(chosen, seed=seed), lang)

"""A played game kept as a walkthrough: the play app's "Save as a walkthrough".

The game played so far becomes a study (`study_of_game`: its deal or position and every move, told by the
engine), offered as a study file to download (written beside the notebook too, in JupyterLab) and, when it
fits in a link, as a link that opens the walkthrough app on it (`#study=…`, `study_link`), where the teacher
puts their words, questions and branches to it. The link is shown here, never put in the page's address: a
study of a game still being played holds both stocks in their order (A1), and the words say so.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as widgets

from aggravation_nb.apps.walkthrough import Walkthrough
from aggravation_nb.core.places import write_place
from aggravation_nb.core.words import Words
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.teaching.study import Study, StudyError
from aggravation_nb.games.aggravation.teaching.study_link import MAX_LINK, study_link
from aggravation_nb.games.aggravation.teaching.study_text import study_of_game, study_text
from aggravation_nb.i18n import text
from aggravation_nb.server.published import site_link
from aggravation_nb.widgets.controls import show
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.saving import AUTO, notebook_folder


@dataclass(frozen=True)
class Offered:
    """What "Save as a walkthrough" made of the game: the file (its name and text), the link's study
    (None: too long for a link, with its length and the most a link holds), whether the game was still being
    played, its moves, and the file written beside the notebook, if one was."""

    name: str
    written: str
    linked: str | None
    length: int
    most: int
    live: bool
    moves: int
    beside: Path | None


def game_title(game: Game) -> Words:
    """A played game's study's title: its deal's number, if it was dealt."""
    seed = game.seed
    if seed is None:
        return lambda lang: text("study.game-title", lang)
    return lambda lang: text("study.deal-title", lang, seed=seed)


def offer(game: Game) -> tuple[Study, Offered]:
    """The game played so far as a study, and what the play app offers of it (its file, and its link if it fits).

    >>> game = Game.deal(seed=7, players=("You", "Computer"))
    >>> game.flip()
    >>> study, offered = offer(game)
    >>> offered.name, offered.live, offered.moves, offered.linked is not None
    ('deal-7-walkthrough.yaml', True, 1, True)
    """
    study = study_of_game(game, game_title(game))
    linked: str | None
    try:
        linked = study_link(study)
        length, most = len(linked), MAX_LINK
    except StudyError as refusal:  # too long for a link: its length and the most a link holds, in its words
        linked, length, most = None, int(str(refusal.values["count"])), int(str(refusal.values["most"]))
    name = "game-walkthrough.yaml" if game.seed is None else f"deal-{game.seed}-walkthrough.yaml"
    return study, Offered(name, study_text(study), linked, length, most, game.outcome is None, len(game.log), None)


def walkthrough_link(linked: str, lang: str = "en") -> str:
    """The link to the published walkthrough app that opens the study `linked` (as `study_link` wrote it)."""
    return f"{site_link(Walkthrough.published, lang)}#{write_place([('study', linked)])}"


class SaveAsStudy(Relabels, widgets.VBox):
    """ "Save as a walkthrough" (`button`, placed where the app puts it) and what it made: words that say what
    was kept, whether the link holds it and what it reveals, the file to download, the link to open.

    `game()` gives the game to keep now; `before()` runs first (the play app pauses a game against the clock);
    `folder` is where the file is also written: by default the notebook's folder in JupyterLab, else nowhere.
    """

    def __init__(
        self, lang: str, report, game: Callable[[], Game], before: Callable[[], None] = lambda: None, folder=AUTO
    ) -> None:
        self._game, self._before = game, before
        self.folder = notebook_folder() if folder == AUTO else (None if folder is None else Path(folder))
        self.button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.message = widgets.HTML()
        self.links = widgets.HTML()
        self.offered: Offered | None = None
        self.study: Study | None = None
        self.button.on_click(report(lambda _b: self.save()))
        super().__init__(children=[self.message, self.links])
        self.lang = lang

    def save(self) -> Study:
        """Keep the game played so far as a study, and offer it; the page's address stays as it was."""
        self._before()
        self.study, offered = offer(self._game())
        beside = None
        if self.folder is not None:
            try:
                (self.folder / offered.name).write_text(offered.written, encoding="utf-8")
                beside = self.folder / offered.name
            except OSError:  # a folder one may not write in: the download still holds the study
                beside = None
        self.offered = Offered(**{**offered.__dict__, "beside": beside})
        self._show()
        return self.study

    def forget(self) -> None:
        """A new game: what was offered of the last one goes."""
        self.offered = self.study = None
        self._show()

    def _relabel(self) -> None:
        self.button.description = text("study.from-game", self.lang)
        self._show()

    def _show(self) -> None:
        offered, lang = self.offered, self.lang
        show(self, offered is not None)
        if offered is None:
            self.message.value = self.links.value = ""
            return
        said = [
            text("study.from-game.said", lang, count=offered.moves)
            if offered.beside is None
            else text("study.from-game.beside", lang, count=offered.moves, file=offered.beside.name)
        ]
        if offered.live:
            said.append(text("study.from-game.stocks", lang))
        if offered.linked is None:
            said.append(text("study.from-game.too-long", lang, count=offered.length, most=offered.most))
        self.message.value = "".join(f'<p role="status">{html.escape(words)}</p>' for words in said)
        data = base64.b64encode(offered.written.encode("utf-8")).decode("ascii")
        anchors = [
            f'<a download="{html.escape(offered.name)}" href="data:application/yaml;base64,{data}">'
            f"{html.escape(text('study.from-game.download', lang))}</a>"
        ]
        if offered.linked is not None:
            anchors.append(
                f'<a href="{html.escape(walkthrough_link(offered.linked, lang))}" target="_blank" rel="noopener">'
                f"{html.escape(text('study.from-game.open', lang))}</a>"
            )
        self.links.value = f"<p>{' · '.join(anchors)}</p>"

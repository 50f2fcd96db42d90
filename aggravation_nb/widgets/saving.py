"""Save and Load, one row of controls for every app that saves a game (play, Intrigue).

Save makes a link that downloads the game as it is now (JSON, language-neutral);
in JupyterLab it also writes the file beside the notebook, where the learner's
code finds it. Load takes a file through the browser's file chooser; the app
reads it, and a file it refuses is explained in words that stay on screen
until dismissed, while the game goes on as it was. The app owns the rules of
its files (its codec), this row only carries them.
"""

from __future__ import annotations

import base64
import functools
import html
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from aggravation_nb.core.saved import Unplayable
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.i18n import number, text, whole
from aggravation_nb.widgets.controls import show
from aggravation_nb.widgets.file_chooser import MAX_FILE_BYTES, FileChooser
from aggravation_nb.widgets.language import Relabels

AUTO = "auto"
log = logging.getLogger(__name__)


def notebook_folder() -> Path | None:
    """The notebook's folder when the app runs in JupyterLab or Notebook (whose server names the
    notebook to its kernel in JPY_SESSION_NAME, and starts the kernel in its folder), or in Voilà on a
    pupil's own server of a JupyterHub (JUPYTERHUB_USER, not a Hub's service: the home is the pupil's, and
    Voilà starts the kernel in the notebook's folder); None under any other Voilà, whose visitors must not
    write on the server, and in the browser's Python."""
    if sys.platform == "emscripten":
        return None
    session = os.environ.get("JPY_SESSION_NAME")
    if not session:
        own_server = "JUPYTERHUB_USER" in os.environ and "JUPYTERHUB_SERVICE_NAME" not in os.environ
        return Path.cwd() if own_server else None
    notebook = Path(session)
    return notebook.parent if notebook.is_absolute() else Path.cwd()


class SaveLoad(Relabels, widgets.VBox):
    """Save game, Load game (with its file chooser and Cancel), the message about a file, the link.

    `file()` gives the game to save now, as (file name, text); `read(data)` is the game's codec
    (`from_json`: a ValueError for anything but a saved game); `load(game)` takes the game read and
    returns None, or the words saying why the app refuses it (having changed nothing); `tell(words)`
    says on the app's narration line that a game was saved; `pause()` runs when Load is pressed,
    before a file is chosen. `folder` is where a save is also written: by default the notebook's
    folder in JupyterLab (`notebook_folder`), else nowhere. `beside` are the app's own buttons for the row.
    """

    def __init__(
        self,
        lang: str,
        report,
        file: Callable[[], tuple[str, str]],
        read: Callable[[bytes | str], object],
        load: Callable[[Any], Words | None],  # takes what `read` returned
        tell: Callable[[Words], None],
        pause: Callable[[], None] = lambda: None,
        folder: Path | str | None = AUTO,
        beside=(),
        keys: dict[str, str] | None = None,
    ) -> None:
        self._file, self._read, self._load, self._tell, self._pause = file, read, load, tell, pause
        self._keys = {key: key for key in ("save", "load", "download", "saved", "saved-beside")} | (keys or {})
        """The words each part says: a saved game's by default, a study's in the walkthrough."""
        self.folder = notebook_folder() if folder == AUTO else (None if folder is None else Path(folder))
        self.save_button = widgets.Button()
        self.load_button = widgets.Button()
        self.load_upload = FileChooser(report(self._chosen), report(self._too_big))
        self.load_cancel = widgets.Button()
        self.file_message = widgets.HTML()
        self.dismiss_button = widgets.Button()
        self.download = widgets.HTML()
        self._saved: tuple[str, str] | tuple[()] = ()
        """(file name, the saved text in base64) once Save has been pressed for this game."""
        self._file_words: Words = frozen("")
        self.save_button.on_click(report(lambda _b: self.save()))
        self.load_button.on_click(report(lambda _b: self.start_loading()))
        self.load_cancel.on_click(report(lambda _b: self.end_loading()))
        self.dismiss_button.on_click(report(lambda _b: self.tell("")))
        super().__init__(
            children=[
                widgets.HBox([self.save_button, self.load_button, self.load_upload, self.load_cancel, *beside]),
                widgets.HBox([self.file_message, self.dismiss_button]),
                self.download,
            ]
        )
        self.lang = lang
        self.end_loading()
        self.tell("")

    def _relabel(self) -> None:
        for widget, key in (
            (self.save_button, self._keys["save"]),
            (self.load_button, self._keys["load"]),
            (self.load_upload, "choose-file"),
            (self.load_cancel, "cancel"),
            (self.dismiss_button, "dismiss"),
        ):
            widget.description = text(key, self.lang)
        self._show_download()
        self.tell(self._file_words)

    def save(self) -> Path | None:
        """Save the game as it is now: the link, and the file beside the notebook if there is a folder."""
        name, saved = self._file()
        self._saved = (name, base64.b64encode(saved.encode("utf-8")).decode("ascii"))
        self._show_download()
        path = None
        if self.folder is not None:
            try:
                (self.folder / name).write_text(saved, encoding="utf-8")
                path = self.folder / name
            except OSError:  # a folder one may not write in: the link still holds the game
                path = None
        self._tell(say(self._keys["saved"]) if path is None else say(self._keys["saved-beside"], file=path.name))
        return path

    def forget(self) -> None:
        """A new game: the link to the last one goes."""
        self._saved = ()
        self._show_download()

    def _show_download(self) -> None:
        if not self._saved:
            self.download.value = ""
            return
        name, data = self._saved
        self.download.value = (
            f'<a download="{html.escape(name)}" href="data:application/json;base64,{data}">'
            f"{html.escape(text(self._keys['download'], self.lang))}</a>"
        )

    def start_loading(self) -> None:
        self._pause()
        for widget in (self.load_upload, self.load_cancel):
            show(widget, True)
        show(self.load_button, False)

    def end_loading(self) -> None:
        for widget in (self.load_upload, self.load_cancel):
            show(widget, False)
        show(self.load_button, True)

    def tell(self, words: Words | str) -> None:
        """A file's trouble stays on screen, apart from the narration the game moves on, until dismissed."""
        self._file_words = frozen(words)
        said = self._file_words(self.lang)
        self.file_message.value = f'<p role="alert">{html.escape(said)}</p>' if said else ""
        show(self.dismiss_button, bool(said))

    def load(self, data: bytes | str) -> bool:
        """Give a saved file to the app; True if it was loaded, else its refusal is shown."""
        if len(data) > MAX_FILE_BYTES:
            self._too_big(len(data))
            return False
        self.end_loading()
        refusal: Words | None
        try:
            game = self._read(data)
        except ValueError as error:  # the file checks are for programmers: the person gets plain words
            log.info("a saved file was refused: %s", error)
            refusal = functools.partial(unreadable_because, error)
        else:
            refusal = self._load(game)
        if refusal is None:
            self.tell("")
        else:
            self._refuse(refusal)
        return refusal is None

    def _refuse(self, words: Words) -> None:
        """A file refused: why, under the buttons; and the narration, which may still say the game was
        saved, says that nothing was loaded."""
        self.tell(words)
        self._tell(say("load-refused-story"))

    def _chosen(self, data: bytes | None) -> None:
        if data is None:
            self.end_loading()
            self._refuse(unreadable)
        else:
            self.load(data)

    def _too_big(self, size: int) -> None:
        self.end_loading()
        self._refuse(lambda lang: too_big(size, lang))


def too_big(size: int, lang: str) -> str:
    """Why a file of `size` bytes was refused: far larger than any saved game."""
    return text(
        "load-failed",
        lang,
        reason=text(
            "load-too-big", lang, size=number(size / 1_000_000, 1, lang), limit=whole(MAX_FILE_BYTES // 1_000_000, lang)
        ),
    )


def unreadable_because(error: ValueError, lang: str) -> str:
    """Why a file was refused: plain words, then what the engine's rules refuse in it (with the rule's id),
    when its start or one of its moves breaks a rule."""
    said = unreadable(lang)
    if isinstance(error, Unplayable) and error.refusal is not None:
        reason = error.refusal.said(lang)
        if error.move is None:
            return f"{said} {text('load-why-start', lang, reason=reason)}"
        return f"{said} {text('load-why-move', lang, number=error.move, reason=reason)}"
    return said


def unreadable(lang: str) -> str:
    """Why a file that is no saved game was refused."""
    return text("load-failed", lang, reason=text("load-unreadable", lang))

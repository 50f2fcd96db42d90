"""A small study carried in a link's address (`#study=…`), so a teacher can share it without a file.

The study as JSON (`study_json`: a study file the static site reads too) is compressed with zlib
and written in URL-safe base64. What comes from an address is anybody's text: it is read back
exactly as a study file is (`read_study`), after a cap on its length and on what it inflates to,
so a hostile or broken link is refused in words (`StudyError`) and opens nothing.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from pathlib import Path

from aggravation_nb.core.study_file import too_big
from aggravation_nb.games.aggravation.teaching.chapters import Chapter
from aggravation_nb.games.aggravation.teaching.study import MAX_BYTES, Study, StudyError, open_study, read_study
from aggravation_nb.games.aggravation.teaching.study_text import study_json

MAX_LINK = 3500
"""Characters of a study in a link: the address's fragment holds at most 4000 (core/places.py)."""
OWN_LINE = re.compile(r"own-line-\d+")
"""The key of a chapter the teacher recorded in the walkthrough (`Recording.chapter`)."""
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")
_FILE = re.compile(r"(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}/){0,4}[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}\.(?:yaml|yml|json)")
"""A study file a link may name: a relative path of at most five parts, no part hidden or "..", a study's suffix."""


def study_link(study: Study) -> str:
    """The study as the text of `#study=…`; a `StudyError` if it is too big for a link (share a file then).

    >>> from aggravation_nb.games.aggravation.teaching.study import EXAMPLE
    >>> linked = study_link(read_study(EXAMPLE))
    >>> read_link_study(linked).title("ru")
    'Две семёрки'
    """
    packed = zlib.compress(study_json(study).encode("utf-8"), 9)
    encoded = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    if len(encoded) > MAX_LINK:
        raise StudyError("study.error.link-too-big", count=len(encoded), most=MAX_LINK)
    return encoded


def lines_only(study: Study) -> Study | None:
    """The chapters a teacher recorded (`own-line-…`, each a branch of the study) as a study of their own, each
    starting from its concrete position: what a link can carry when the whole study is too big for one (the
    built-in worked example is). None if the study holds no recorded line.

    >>> from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_STUDY
    >>> from aggravation_nb.games.aggravation.teaching.recording import Recording
    >>> line = Recording(WORKED_STUDY.chapters[0], 2, 0)
    >>> game = WORKED_STUDY.chapters[0].game()
    >>> line.follow([*game.log, game.legal_actions()[0]])
    >>> own = line.chapter("own-line-1", lambda lang: "My line")
    >>> alone = lines_only(Study(WORKED_STUDY.title, (*WORKED_STUDY.chapters, own))).chapters[0]
    >>> alone.branch, alone.game().position == own.game().position, lines_only(WORKED_STUDY)
    (None, True, None)
    """
    lines = tuple(
        Chapter(chapter.key, chapter.game().position, chapter.steps, chapter.title)
        for chapter in study.chapters
        if chapter.branch is not None and OWN_LINE.fullmatch(chapter.key)
    )
    return Study(study.title, lines) if lines else None


def read_link_study(encoded: str) -> Study:
    """The study a link carries; a `StudyError` that says why if it carries none."""
    if len(encoded) > MAX_LINK:
        raise StudyError("study.error.link-too-big", count=len(encoded), most=MAX_LINK)
    if not _ALPHABET.fullmatch(encoded):
        raise StudyError("study.error.link-broken")
    try:
        packed = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, MAX_BYTES + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise StudyError("study.error.link-broken") from None
    if len(data) > MAX_BYTES or inflater.unconsumed_tail:
        raise too_big(len(data))
    if not inflater.eof or inflater.unused_data:
        raise StudyError("study.error.link-broken")
    return read_study(data)


def read_folder_study(name: str, folder: Path) -> Study:
    """The study in the file `name` (`studies/sevens.yaml`) in `folder` or below it, as a link names it
    (`#study-file=…`): a teacher's folder of studies beside the notebook, in Voilà, JupyterLab or a JupyterHub
    class. Anything else a link could name (a path that leaves the folder, an absolute one, a hidden file, one
    that is no study file) is refused by a `StudyError` without being read; the file is read as any study is.

    >>> import tempfile
    >>> from aggravation_nb.games.aggravation.teaching.study import EXAMPLE
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     _ = (Path(folder) / "sevens.yaml").write_text(EXAMPLE, encoding="utf-8")
    ...     print(read_folder_study("sevens.yaml", Path(folder)).title("en"))
    Two sevens
    >>> try:
    ...     read_folder_study("../secret.yaml", Path("."))
    ... except StudyError as refusal:
    ...     print(refusal.said("en")[:60])
    “../secret.yaml” is not a study file a link can name: name a
    """
    shown = name[:200]
    if not _FILE.fullmatch(name) or ".." in name.split("/"):
        raise StudyError("study.error.file-name", name=shown)
    base = folder.resolve()
    path = (base / name).resolve()
    if base not in path.parents:  # a link through a symbolic link out of the folder
        raise StudyError("study.error.file-name", name=shown)
    if not path.is_file():
        raise StudyError("study.error.no-file", name=shown)
    return open_study(path)

"""A patience study as a step-through: the Intrigue table at each step, with the teacher's words.

The walkthrough of the Aggravation family (`apps/walkthrough.py`) opens a study of that family;
`walkthrough(study=…)` opens a study whose top says `game: intrigue` as this app. It owns only which
chapter and step are shown and a question being asked; the positions, the words and the rules come
from the pure layer (`games/intrigue/teaching/study.py`).
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed
from aggravation_nb.core.places import one_of, read_place, whole_number, write_place
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.study_file import Question, StudyError
from aggravation_nb.core.words import Words, frozen, say
from aggravation_nb.games.intrigue.teaching.study import (
    FIRST_DEAL,
    PatienceStudy,
    open_patience_study,
    patience_study_text,
    read_patience_study,
    step_words,
)
from aggravation_nb.i18n import text
from aggravation_nb.widgets.controls import Choice, relabel_options, show
from aggravation_nb.widgets.intrigue_table import IntrigueTable, intrigue_view
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.saving import AUTO, SaveLoad
from aggravation_nb.widgets.stepper import Stepper
from aggravation_nb.widgets.stored import RunToShow


class PatienceWalkthrough(RunToShow, Relabels, Placed, widgets.VBox):
    """Step through a patience study: the table, the teacher's words, a note, and a question asked first.

    `lang` is the language of every word; setting it says them all again and keeps the chapter, the step
    and a question being asked. Its place is the chapter and the step (`chapter=main&step=3`).

    >>> app = PatienceWalkthrough("en")
    >>> app.next_button.click()
    >>> app.step, app.place
    (1, 'chapter=main&step=1')
    """

    published = ""

    def __init__(self, lang: str = "en", study: PatienceStudy | str | Path = FIRST_DEAL, folder=AUTO) -> None:
        """`folder` is where Save also writes the study file (`SaveLoad`: beside the notebook in JupyterLab)."""
        self.study = open_patience_study(study)
        self.chapter_index, self.step = 0, 0
        self.failures = 0
        self._syncing = False
        self._asked: Question | None = None
        self._feedback: Words = frozen("")
        self._said: tuple[Words, str] = (frozen(""), "story")
        report = guarded(self._report_failure)
        self._make_controls(lang, report, folder)
        self._connect(report)
        super().__init__(
            children=[
                self.heading,
                self.chapter_choice,
                self.stepper,
                self.table,
                self.question,
                self.answer_feedback,
                self.note,
                self.saving,
            ]
        )
        self.chapter_choice.add_class("agg-beside-bar")  # on the page bar's line in presenter mode (pagebar.js)
        self.next_chapter_button.add_class("agg-next-chapter")
        self.add_class("agg-walkthrough")
        self.add_class("agg-patience-study")
        self.lang = lang
        self.go_to(0)

    def _make_controls(self, lang: str, report, folder) -> None:
        """The app's widgets, without words yet (`_relabel` says them)."""
        self.heading = widgets.HTML()
        self.chapter_choice = Choice(
            options=[(c.key, i) for i, c in enumerate(self.study.chapters)],
            value=0,
            style={"description_width": "initial"},
            layout=widgets.Layout(width="auto"),
        )
        self.next_chapter_button = widgets.Button(button_style="primary")
        self.ask_first = widgets.ToggleButton(value=False, icon="")
        self.stepper = Stepper(lang, between=[self.next_chapter_button], after=[self.ask_first])
        self.first_button, self.back_button = self.stepper.first_button, self.stepper.back_button
        self.next_button, self.last_button = self.stepper.next_button, self.stepper.last_button
        self.step_slider, self.step_label = self.stepper.slider, self.stepper.label
        self.table = IntrigueTable()
        self.question = widgets.VBox()
        self.answer_feedback = widgets.HTML()
        self.note = widgets.HTML()
        self.note.add_class("agg-note-area")  # presenter mode keeps its room on every step (page.css)
        self.saving = SaveLoad(
            lang,
            report,
            file=lambda: ("patience-study.yaml", patience_study_text(self.study)),
            read=_study_or_refusal,
            load=self._open_study,
            tell=self._told_about_file,
            folder=folder,
            keys={key: f"study.{key}" for key in ("save", "load", "download", "saved", "saved-beside")},
        )
        self.saving.add_class("agg-study-files")  # presenter mode hides the file row (page.css)

    def _connect(self, report) -> None:
        """What each button, key and choice does; every handler is guarded by `report`."""
        self.first_button.on_click(report(lambda _b: self.go_to(0)))
        self.back_button.on_click(report(lambda _b: self.go_to(self.step - 1)))
        self.next_button.on_click(report(lambda _b: self._next()))
        self.last_button.on_click(report(lambda _b: self.go_to(self.last_step)))
        self.next_chapter_button.on_click(report(lambda _b: self._next_chapter()))
        self.stepper.on_slide(report(self.go_to))
        self.chapter_choice.observe(report(self._chapter_chosen), names="value")
        self.table.listen({"arrowleft", "arrowright"})
        self.table.on_key(report(self._arrow))

    def __repr__(self) -> str:
        return f"PatienceWalkthrough(lang={self.lang!r}, chapter={self.chapter.key!r}, step={self.step})"

    @property
    def chapter(self):
        return self.study.chapters[self.chapter_index]

    @property
    def last_step(self) -> int:
        return len(self.chapter.steps) - 1

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.stepper.lang = self.saving.lang = self.lang
        relabel_options(self.chapter_choice, [c.said_title(self.lang) for c in self.study.chapters])
        self.chapter_choice.description = t("chapter")
        self.next_chapter_button.description = t("next-chapter")
        self.ask_first.description = t("ask-first")
        title = self.study.title(self.lang)
        named = html.escape(text("study.patience.app", self.lang, title=title), quote=True)
        self.heading.value = f'<h2 class="agg-study-title" aria-label="{named}">{html.escape(title)}</h2>'
        if hasattr(self, "game"):
            self._say_question()
            self.answer_feedback.value = self._feedback(self.lang)
            self._draw()

    # ----- stepping -------------------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """Show the chapter's `step` (clamped to the chapter): the game there and what the study says."""
        self.step = max(0, min(int(step), self.last_step))
        self.game = self.chapter.played(self.step)
        words, kind, _rule = step_words(self.chapter, self.step, self.game)
        self._said = (words, kind)
        self._clear_question()
        self._draw()

    def _next(self) -> None:
        """Next; with "Ask the class first" on, a step that has a question is asked before it is shown.
        Pressing Next again while a question waits shows the step without an answer."""
        coming = self.chapter.steps[self.step + 1] if self.step < self.last_step else None
        if self.ask_first.value and coming is not None and coming.question and self._asked is None:
            self._ask(coming.question)
            return
        self.go_to(self.step + 1)

    def _arrow(self, key: str) -> None:
        """Arrow keys step as Back and Next do (a presenter's clicker); → at a chapter's last step goes on to
        the next chapter, as the Next chapter button does."""
        if key == "arrowleft":
            self.go_to(self.step - 1)
        elif self.step >= self.last_step:
            self._next_chapter()
        else:
            self._next()

    def _chapter_chosen(self, change) -> None:
        if not self._syncing:
            self.chapter_index = change["new"]
            self.go_to(0)

    def _next_chapter(self) -> None:
        if self.chapter_index + 1 < len(self.study.chapters):
            self.chapter_choice.value = self.chapter_index + 1

    def open_place(self, fragment: str) -> None:
        """Show the chapter and step a link names (a chapter alone: its first step)."""
        place = read_place(fragment, {"chapter", "step"})
        keys = [chapter.key for chapter in self.study.chapters]
        index = keys.index(one_of(place, "chapter", keys, self.chapter.key))
        step = whole_number(place, "step", 0, len(self.study.chapters[index].steps) - 1, 0)
        self._syncing = True
        try:
            self.chapter_choice.value = self.chapter_index = index
        finally:
            self._syncing = False
        self.go_to(step)

    # ----- study files -----------------------------------------------------------------------------

    def _open_study(self, study: PatienceStudy | StudyError) -> Words | None:
        """Step through a study file a person chose, from its start; a refused one changes nothing."""
        if isinstance(study, StudyError):
            return lambda lang: text("load-failed", lang, reason=study.said(lang))
        self.study, self.chapter_index = study, 0
        self._syncing = True
        try:
            self.chapter_choice.options = [(c.said_title(self.lang), i) for i, c in enumerate(study.chapters)]
        finally:
            self._syncing = False
        self._relabel()
        self.go_to(0)
        return None

    def _told_about_file(self, words: Words) -> None:
        self._said = (words, "story")
        self._draw()

    # ----- questions --------------------------------------------------------------------------------

    def _ask(self, question: Question) -> None:
        self._asked = question
        options = []
        for answer in range(question.answers):
            button = widgets.Button(layout=widgets.Layout(width="auto"))
            button.on_click(guarded(self._report_failure)(lambda _b, answer=answer: self._answered(answer)))
            options.append(button)
        self.question.children = (widgets.HTML(), widgets.HBox(options, layout=widgets.Layout(flex_flow="row wrap")))
        self._said = (question.prompt, "hint")
        self._say_question()
        self._draw()

    def _say_question(self) -> None:
        question = self._asked
        if question is None:
            return
        heading, answers = self.question.children
        heading.value = f'<p class="agg-question"><strong>{html.escape(question.prompt(self.lang))}</strong></p>'
        for answer, button in enumerate(answers.children):
            button.description = question.choices[answer](self.lang)

    def _answered(self, answer: int) -> None:
        """A right answer shows the step it asked about; a wrong one stays on the question, with why."""
        question = self._asked
        if question is None:
            return
        right = answer == question.correct
        if right:
            self.go_to(self.step + 1)
        else:
            self.question.children[1].children[answer].disabled = True
        self._feedback = lambda lang: (
            f'<p class="agg-feedback" role="status">'
            f"{html.escape(text('right' if right else 'wrong', lang))} "
            f"{linked(html.escape(question.why[answer](lang)), lang)}</p>"
        )
        self.answer_feedback.value = self._feedback(self.lang)

    def _clear_question(self) -> None:
        self._asked = None
        self.question.children = ()
        self._feedback = frozen("")
        self.answer_feedback.value = ""

    # ----- showing ----------------------------------------------------------------------------------

    def _report_failure(self) -> None:
        self.failures += 1
        self._said = (say("internal-error"), "refused")
        self._draw()

    def _draw(self) -> None:
        words, kind = self._said
        self.table.draw(intrigue_view(self.game, self.lang, words(self.lang), kind))
        note = self.chapter.steps[self.step].note
        self.note.value = (
            f'<p class="agg-note" role="note">{linked(html.escape(note(self.lang)), self.lang)}</p>' if note else ""
        )
        at_end = self.step == self.last_step
        following = self.chapter_index + 1 < len(self.study.chapters)
        show(self.next_chapter_button, at_end and following)
        ending: Words | str = ""
        if at_end and following:
            coming = self.study.chapters[self.chapter_index + 1]
            ending = lambda lang: text("chapter-end", lang, chapter=coming.said_title(lang))  # noqa: E731
        elif at_end:
            ending = say("story-end")
        self.stepper.show(self.step, self.last_step, ending)
        self._syncing = True
        try:
            self.chapter_choice.value = self.chapter_index
        finally:
            self._syncing = False
        self.place = write_place([("chapter", self.chapter.key), ("step", self.step)])


def _study_or_refusal(data: bytes | str) -> PatienceStudy | StudyError:
    """A chosen file's patience study, or why it is none (said to the person in the page's language)."""
    try:
        return read_patience_study(data)
    except StudyError as refusal:
        return refusal


def patience_walkthrough(lang: str | None = None, study: PatienceStudy | str | Path = FIRST_DEAL) -> AppPage:
    """A patience study as a step-through page, in `lang` or the language the page asks for, with a switch;
    `walkthrough(study=…)` opens a study of the patience (`game: intrigue`) this way.

    A study that cannot be read raises `StudyError` before any page is built: its words name the line.

    >>> page = patience_walkthrough("fr")
    >>> type(page.app).__name__, page.app.next_button.description
    ('PatienceWalkthrough', 'Suivant')
    """
    chosen = open_patience_study(study)
    return AppPage(lambda lang: PatienceWalkthrough(lang, chosen), lang)

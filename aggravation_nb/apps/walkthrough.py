"""The worked example as a step-through app: the play panel plus a stepper.

The app owns only which step is shown (through `aggravation_nb.games.aggravation.teaching.story.Story`)
and what is selected (in the panel); every rule question goes to the game.
The same app replays any finished game move by move (`replay_app`).
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed
from aggravation_nb.apps.patience_study import patience_walkthrough
from aggravation_nb.core.places import BadLink, one_of, read_place, whole_number, write_place
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.study_file import game_of
from aggravation_nb.core.words import Words, frozen, say, written_in
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.play.record import GameRecord
from aggravation_nb.games.aggravation.teaching.recording import RecordedStep, Recording, answers
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, WORKED_STUDY, Chapter, replay_chapter
from aggravation_nb.games.aggravation.teaching.story import Story
from aggravation_nb.games.aggravation.teaching.study import Study, StudyError, open_study, read_study
from aggravation_nb.games.aggravation.teaching.study_link import (
    lines_only,
    read_folder_study,
    read_link_study,
    study_link,
)
from aggravation_nb.games.aggravation.teaching.study_setup import study_of_cards
from aggravation_nb.games.aggravation.teaching.study_text import study_of_deal, study_text
from aggravation_nb.games.intrigue.teaching.study import PatienceStudy
from aggravation_nb.i18n import text
from aggravation_nb.widgets.controls import Choice, deal_number, relabel_options, show
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.saving import SaveLoad
from aggravation_nb.widgets.stepper import Stepper
from aggravation_nb.widgets.stored import RunToShow


class Walkthrough(RunToShow, Relabels, Placed, widgets.VBox):
    """Step through a story, or take over at any step and play it differently.

    `lang` is the language of every word; setting it says them all again and keeps the chapter,
    the step, any play of your own, the selection and a question being asked. Its place is the
    chapter and the step (`chapter=last-card&step=7`), and a study carried in the link (`study=…`), if one is.

    >>> app = Walkthrough("en")
    >>> app.next_button.click()
    >>> app.story.step, app.place
    (1, 'chapter=main&step=1')
    """

    published = "01-worked-example"

    def __init__(
        self, lang: str = "en", chapters: tuple[Chapter, ...] = WORKED_EXAMPLE, study: Study | str | Path | None = None
    ) -> None:
        """`study` (a Study, a study file's path or its text) is stepped through instead of `chapters`."""
        opened = open_study(study) if study is not None else Study(_title(chapters), chapters)
        self.story = Story(lang, opened.chapters)
        self.title: Words = opened.title  # the study's title, which a saved study file keeps
        self.failures = 0
        self._syncing = False
        report = guarded(self._report_failure)

        self.panel = PlayPanel(lang, self.story.game, act=self._act, undo=self._undo, report=report)
        self.table, self.who_acts, self.four_colour = self.panel.table, self.panel.who_acts, self.panel.four_colour
        self.flip_button, self.cover_button = self.panel.flip_button, self.panel.cover_button
        self.call_button, self.undo_button = self.panel.call_button, self.panel.undo_button
        self.chapter_choice = Choice(
            options=[(c.key, i) for i, c in enumerate(self.story.chapters)],
            value=0,
            style={"description_width": "initial"},
            layout=widgets.Layout(width="auto"),
        )
        self._step_controls(lang)
        self._recording_controls(lang, report)
        self._connect(report)

        super().__init__(children=self._parts())
        self.chapter_choice.add_class("agg-beside-bar")  # on the page bar's line in presenter mode (pagebar.js)
        self.next_chapter_button.add_class("agg-next-chapter")  # its room kept in presenter mode (page.css)
        self.add_class("agg-walkthrough")  # presenter mode lays its parts out to leave the cards more room
        self.lang = lang
        self._after_step()

    def _parts(self) -> list[widgets.Widget]:
        """The app's parts, top to bottom."""
        return [  # the steps under the chapter: on a laptop's screen they stay above the fold
            self.chapter_choice,
            self.stepper,
            self.off_script,
            self.panel,
            self.record_box,
            self.question,
            self.answer_feedback,
            self.note,
            self.help,
            self.saving,
            self.deal_row,
            self.setup_box,
            self.preview_button,
            self.link_button,
        ]

    def _step_controls(self, lang: str) -> None:
        """The stepper, the way back from the pupil's own line, and what a step shows under the table."""
        self.return_button, self.next_chapter_button = widgets.Button(), widgets.Button(button_style="primary")
        self.off_script_words = widgets.HTML()
        self.off_script = widgets.HBox(
            [self.off_script_words, self.return_button],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"),
        )
        self.note = widgets.HTML()
        self.note.add_class("agg-note-area")  # presenter mode keeps its room on every step (page.css)
        self.ask_first = widgets.ToggleButton(value=False, icon="")
        self.question = widgets.VBox()
        self.answer_feedback = widgets.HTML()
        self.help = widgets.HTML()
        self._asked, self._feedback = None, frozen("")
        self._leaving: str | None = None  # an arrow key pressed once in your own line; again, it leaves it
        self.stepper = Stepper(lang, between=[self.next_chapter_button], after=[self.ask_first])
        self.first_button, self.back_button = self.stepper.first_button, self.stepper.back_button
        self.next_button, self.last_button = self.stepper.next_button, self.stepper.last_button
        self.step_slider, self.step_label = self.stepper.slider, self.stepper.label

    def _recording_controls(self, lang: str, report) -> None:
        """The file row, the study's link button and the boxes a teacher types a recorded step's words in."""
        self.saving = self._save_and_open(lang, report)
        self._shared: tuple[str, str] | None = None
        """What the link holds of the study shown, once it came from a link or the teacher put it in one: the
        study itself (`("study", …)`), or the place of its file in the notebook's folder (`("study-file", …)`)."""
        self._shared_keys: set[str] | None = None
        """The chapters of the study in the link, where it holds only the teacher's lines (`lines_only`)."""
        self.link_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.link_button.add_class("agg-study-files")  # presenter mode hides it with the file row (page.css)
        self.preview_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.preview_button.add_class("agg-study-files")
        self.deal_box = deal_number(1)
        self.from_deal_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.deal_row = widgets.VBox(
            [
                widgets.HBox([self.deal_box, self.from_deal_button], layout=widgets.Layout(flex_flow="row wrap")),
                self.deal_box.note,
            ]
        )
        self.deal_row.add_class("agg-study-files")
        self._setup_controls()
        self.recorded: list[Recording] = []
        """The lines the teacher played, each a branch chapter of the study they save."""
        self._recording: Recording | None = None
        self._unsaved = False
        """Moves recorded or words typed since the study was opened or last saved: another study would lose them."""
        self._dropping: str | None = None
        """The button that would lose them, pressed once: pressed again, it goes on."""
        wide = {"layout": widgets.Layout(width="100%"), "style": {"description_width": "initial"}}
        self.words_box, self.ask_box = widgets.Textarea(**wide), widgets.Text(**wide)
        self.choices_box = widgets.Textarea(**wide)
        self.right_choice = widgets.Dropdown(options=[], style={"description_width": "initial"})
        self.why_box = widgets.Text(**wide)
        self.record_box = widgets.VBox(
            [self.words_box, self.ask_box, self.choices_box, self.right_choice, self.why_box]
        )
        self.record_box.add_class("agg-study-files")  # presenter mode hides it with the file row (page.css)

    def _setup_controls(self) -> None:
        """ "Start from a position": each player's name, row and stock typed as cards (`study_of_cards`)."""
        # auto, not 100%: a box of its column stretches inside its margins, so its focus ring is not cut off
        wide = {"layout": widgets.Layout(width="auto"), "style": {"description_width": "initial"}}
        self.setup_heading = widgets.HTML()
        self.setup_names = [widgets.Text(value=name, **wide) for name in ("Marina", "Oleg")]
        self.setup_rows = [widgets.Text(**wide) for _ in range(2)]
        self.setup_stocks = [widgets.Text(**wide) for _ in range(2)]
        self.setup_button = widgets.Button(layout=widgets.Layout(width="auto"))
        seats = [
            widgets.VBox([name, row, stock])
            for name, row, stock in zip(self.setup_names, self.setup_rows, self.setup_stocks, strict=True)
        ]
        self.setup_box = widgets.VBox([self.setup_heading, *seats, self.setup_button])
        self.setup_box.add_class("agg-study-files")  # presenter mode hides it with the file row (page.css)

    def _connect(self, report) -> None:
        """What each button, key and choice does; every handler is guarded by `report`."""
        self.return_button.on_click(report(lambda _b: self._back_to_story()))
        for button, move in [
            (self.first_button, self.story.first),
            (self.back_button, self.story.back),
            (self.last_button, self.story.last),
        ]:
            button.on_click(report(self._stepper(move)))
        self.next_button.on_click(report(lambda _b: self._next()))
        self.next_chapter_button.on_click(report(lambda _b: self._next_chapter()))
        self.link_button.on_click(report(lambda _b: self._put_in_link()))
        self.preview_button.on_click(report(lambda _b: self._preview()))
        self.from_deal_button.on_click(report(self.deal_box.unless_refused(lambda _b: self._from_deal())))
        self.setup_button.on_click(report(lambda _b: self._from_cards()))
        for box in (self.words_box, self.ask_box, self.choices_box, self.right_choice, self.why_box):
            box.observe(report(self._typed), names="value")
        self.stepper.on_slide(report(self._slid))
        self.table.listen({"arrowleft", "arrowright"})
        self.table.on_key(report(self._arrow))
        self.table.on_pile(lambda _owner, _column: setattr(self, "_leaving", None))  # a click between: ask again
        self.chapter_choice.observe(report(self._chapter_chosen), names="value")

    def _relabel(self) -> None:
        t = lambda key: text(key, self.lang)  # noqa: E731
        self.story.lang = self.panel.lang = self.stepper.lang = self.lang
        relabel_options(self.chapter_choice, [c.said_title(self.lang) for c in self.story.chapters])
        self.chapter_choice.description = t("chapter")
        self.return_button.description = t("return")
        self.next_chapter_button.description = t("next-chapter")
        self.ask_first.description = t("ask-first")
        self.link_button.description = t("study.link")
        self.preview_button.description = t("study.preview")
        self.deal_box.description, self.deal_box.lang = t("seed"), self.lang
        self.from_deal_button.description = t("study.from-deal")
        self.setup_heading.value = f'<p class="agg-help">{html.escape(t("study.setup.heading"))}</p>'
        for number, (name, row, stock) in enumerate(
            zip(self.setup_names, self.setup_rows, self.setup_stocks, strict=True), 1
        ):
            name.description = text("study.setup.name", self.lang, number=number)
            row.description = text("study.setup.row", self.lang, number=number)
            stock.description = text("study.setup.stock", self.lang, number=number)
        self.setup_button.description = t("study.setup.button")
        self.words_box.description = t("study.record-words")
        self.ask_box.description = t("study.record-ask")
        self.choices_box.description = t("study.record-choices")
        self.right_choice.description = t("study.record-right")
        self.why_box.description = t("study.record-why")
        self._show_words()
        self.off_script_words.value = f'<p class="agg-off-script" role="note">{html.escape(t("off-script"))}</p>'
        self.help.value = f'<p class="agg-help">{t("help")}</p>'
        self.saving.lang = self.lang
        self._show_note()
        self._say_question()
        self.answer_feedback.value = self._feedback(self.lang)

    def __repr__(self) -> str:
        return f"Walkthrough(lang={self.lang!r}, chapter={self.story.chapter.key!r}, step={self.story.step})"

    @property
    def selected(self) -> list[tuple[str, int]]:
        return self.panel.selected

    # ----- handlers ---------------------------------------------------------

    def _act(self, action) -> None:
        self._leaving = None
        self._clear_question()
        story = self.story
        if not story.took_over:  # a line of one's own starts at the story's step: record it
            self._recording = Recording(story.chapter, story.step, len(story.game.log))
            self.recorded.append(self._recording)
        story.play(action)
        if self._recording is not None:  # none after an Undo past the step: that position is no step's
            self._recording.follow(story.game.log)
            self._study_changed()
        self._refresh()

    def _undo(self) -> None:
        self._leaving = None
        self._clear_question()
        self.story.undo()
        recording = self._recording
        if recording is not None and len(self.story.game.log) < recording.base:
            self._recording = None  # undone past the step it started from: the next move starts a new line
        elif recording is not None:
            recording.follow(self.story.game.log)
        if recording is not None:
            self._study_changed()
        self._refresh()

    def _typed(self, _change) -> None:
        """The teacher's words and question for the move just played, kept in the page's language."""
        recording = self._recording
        if self._syncing or recording is None or not recording.steps or not self.story.took_over:
            return
        step = recording.steps[-1]
        step.words[self.lang], step.ask[self.lang] = self.words_box.value, self.ask_box.value
        step.choices[self.lang], step.why[self.lang] = self.choices_box.value, self.why_box.value
        if self.right_choice.value is not None:
            step.right = self.right_choice.value
        self._list_answers(step)
        self._study_changed()

    def _study_changed(self) -> None:
        """A move recorded or words typed: the study saved before is not this one (its link goes), and this one
        is not saved yet."""
        self._unsaved, self._dropping = True, None
        self.saving.forget()

    def _may_drop(self, button: str, words: Words) -> bool:
        """Whether `button` may put another study in place of this one: yes if nothing recorded would be lost,
        or if it is pressed a second time in a row; else it only says, in `words`, what would be lost."""
        if not self._unsaved or self._dropping == button:
            return True
        self._dropping = button
        self.story.tell("refused", words)
        self._refresh()
        return False

    def _show_words(self) -> None:
        """The words box, while the teacher plays a line of their own: what they typed for its last move."""
        recording = self._recording
        recording_now = self.story.took_over and recording is not None and bool(recording.steps)
        show(self.record_box, recording_now)
        step = recording.steps[-1] if recording_now and recording else None
        self._syncing = True
        try:
            self.words_box.value = step.words.get(self.lang, "") if step else ""
            self.ask_box.value = step.ask.get(self.lang, "") if step else ""
            self.choices_box.value = step.choices.get(self.lang, "") if step else ""
            self.why_box.value = step.why.get(self.lang, "") if step else ""
        finally:
            self._syncing = False
        self._list_answers(step)

    def _list_answers(self, step: RecordedStep | None) -> None:
        """The right answer is chosen among the answers typed (the boxes themselves are left as typed)."""
        listed = [(answer, n) for n, answer in enumerate(answers(step.choices.get(self.lang, "")))] if step else []
        self._syncing = True
        try:
            if list(self.right_choice.options) != listed:
                self.right_choice.options = listed
            self.right_choice.value = min(step.right, len(listed) - 1) if step and listed else None
        finally:
            self._syncing = False

    def _stepper(self, move):
        def run(_button):
            move()
            self._after_step()

        return run

    def _back_to_story(self) -> None:
        """Back to the story's step; the button hides itself, so the focus goes to Next, not to the page."""
        self.story.go_to(self.story.step)
        self._after_step()
        self.next_button.focus()

    def _arrow(self, key: str) -> None:
        """Arrow keys step through the story, as Back and Next do (for a presenter's clicker);
        at a chapter's last step → goes on to the next chapter, as the Next chapter button does.
        While you play your own line a key (pressed by chance, or by a clicker) does not throw it away:
        the line stays and says so, and the same key pressed again leaves it."""
        story = self.story
        if story.took_over and self._leaving != key:
            self._leaving = key
            arrow = "←" if key == "arrowleft" else "→"
            self.panel.show(story.game, say("leave-line", arrow=arrow), "hint")
            return
        self._leaving = None
        if key == "arrowleft":
            self._stepper(story.back)(None)
        elif story.step >= story.last_step and not story.took_over:
            self._next_chapter()
        else:
            self._next()

    def _next(self) -> None:
        """Next; with "Ask the class first" on, a step that has a question is asked before it is shown.

        Pressing Next again while a question waits shows the step without an answer.
        """
        story = self.story
        coming = story.chapter.steps[story.step + 1] if story.step < story.last_step and not story.took_over else None
        if self.ask_first.value and coming is not None and coming.question and self._asked is None:
            self._ask(coming.question)
            return
        self._stepper(story.next)(None)

    def _ask(self, question) -> None:
        self._asked = question
        options = []
        for answer in range(question.answers):
            button = widgets.Button(layout=widgets.Layout(width="auto"))
            button.on_click(guarded(self._report_failure)(lambda _b, answer=answer: self._answered(answer)))
            options.append(button)
        self.question.children = (widgets.HTML(), widgets.HBox(options, layout=widgets.Layout(flex_flow="row wrap")))
        self._say_question()
        self.panel.show(self.story.game, question.prompt, "hint", hints=False)  # the marks would tell the answer

    def _say_question(self) -> None:
        """The question being asked, if one is, and its answers, in `lang`."""
        question = self._asked
        if question is None:
            return
        heading, answers = self.question.children
        asked = html.escape(question.prompt(self.lang))
        shown = written_in(question.prompt, self.lang)
        if shown == self.lang:
            heading.value = f'<p class="agg-question"><strong>{asked}</strong></p>'
        else:  # none written in the page's language: shown in the first the teacher wrote, and said to be
            other = html.escape(text("question-other-language", self.lang, language=text("language-name", shown)))
            heading.value = (
                f'<p class="agg-question" lang="{shown}"><strong>{asked}</strong></p>'
                f'<p class="agg-help" role="note">{other}</p>'
            )
        for answer, button in enumerate(answers.children):
            button.description = question.choices[answer](self.lang)

    def _answered(self, answer: int) -> None:
        """A right answer shows the step it asked about; a wrong one stays on the question, with why,
        so the class can try another answer (the tried one is greyed out)."""
        question = self._asked
        if question is None:
            return
        right = answer == question.correct
        if right:
            self._stepper(self.story.next)(None)
        else:
            self.question.children[1].children[answer].disabled = True
        self._feedback = lambda lang: (
            f'<p class="agg-feedback" role="status">'
            f"{html.escape(text('right' if right else 'wrong', lang))} "
            f"{linked(html.escape(question.why[answer](lang)), lang)}</p>"
        )
        self.answer_feedback.value = self._feedback(self.lang)

    def _slid(self, step: int) -> None:
        self.story.go_to(step)
        self._after_step()

    def _chapter_chosen(self, change) -> None:
        if not self._syncing:
            self.story.choose_chapter(change["new"])
            self._after_step()

    def _next_chapter(self) -> None:
        if self.story.chapter_index + 1 < len(
            self.story.chapters
        ):  # the button is hidden otherwise; a page may press it
            self._chapter_chosen({"new": self.story.chapter_index + 1})

    def _clear_question(self) -> None:
        self._asked = None
        self.question.children = ()
        self._feedback = frozen("")
        self.answer_feedback.value = ""

    def _after_step(self) -> None:
        """A step was shown: clear the selection and any question, seat the chapter's players, show whose hands
        the step used, redraw."""
        self._leaving = None
        self.panel.selected.clear()
        self._clear_question()
        if list(self.story.game.players) != self.panel.people:  # a study of other players: a click acts for them
            self.panel.seat(self.story.game.players)
        player = getattr(self.story.chapter.steps[self.story.step].action, "player", None)
        if player is not None:
            self.panel.set_acting(player)
        self._refresh()

    def open_place(self, fragment: str) -> None:
        """Show the chapter and step a link names (a chapter alone: its first step), in the study the link
        carries if it carries one (`study=`), or in the study file it names in the notebook's folder
        (`study-file=studies/sevens.yaml`, `read_folder_study`); a link refused (`BadLink`, its words the study
        file's) changes nothing."""
        place = read_place(fragment, {"study", "study-file", "chapter", "step"})
        shared = next(
            ((key, str(place[key])) for key in ("study", "study-file") if isinstance(place.get(key), str)), None
        )
        study = None
        if shared is not None and shared != self._shared:
            key, value = shared
            try:
                study = read_link_study(value) if key == "study" else read_folder_study(value, Path.cwd())
            except StudyError as refusal:
                raise BadLink(refusal.key, None, **refusal.values) from None
        chapters = study.chapters if study is not None else self.story.chapters
        keys = [chapter.key for chapter in chapters]
        index = keys.index(one_of(place, "chapter", keys, keys[0] if study else self.story.chapter.key))
        step = whole_number(place, "step", 0, len(chapters[index].steps) - 1, 0)
        if study is not None:
            self._new_study(study)
            self._shared = shared
        self.story.choose_chapter(index)
        self.story.go_to(step)
        self._after_step()

    def _save_and_open(self, lang: str, report) -> SaveLoad:
        """Save the walkthrough shown as a study file (to edit, or to share), or open one; presenter mode
        hides the row, as it hides the help (page.css)."""
        saving = SaveLoad(
            lang,
            report,
            file=self._study_file,
            read=_study_or_refusal,
            load=self._open_study,
            tell=self._told_about_file,
            keys={key: f"study.{key}" for key in ("save", "load", "download", "saved", "saved-beside")},
        )
        saving.add_class("agg-study-files")
        return saving

    def _study_file(self) -> tuple[str, str]:
        """The walkthrough as a study file (its name, its text): what a teacher downloads to edit or share;
        what it holds is saved from now on."""
        self._unsaved, self._dropping = False, None
        return "walkthrough.yaml", study_text(self._study_with_lines())

    def _study_with_lines(self) -> Study:
        """The study shown, with each line the teacher played and put words to as a chapter of its own."""
        chapters = list(self.story.chapters)
        for recording in self.recorded:
            if recording.steps:
                keys = {chapter.key for chapter in chapters}
                number = next(n for n in range(1, len(keys) + 2) if f"own-line-{n}" not in keys)  # after a preview's
                title = lambda lang, number=number: text("study.own-line", lang, number=number)  # noqa: E731
                chapters.append(recording.chapter(f"own-line-{number}", title))
        return Study(self.title, tuple(chapters))

    def _open_study(self, study: Study | StudyError) -> Words | None:
        """Step through a study file a person chose, from its start; a refused one changes nothing."""
        if isinstance(study, StudyError):
            return lambda lang: text("load-failed", lang, reason=study.said(lang))
        if self._unsaved and self._dropping != "open":  # said by the file row, where the file was chosen
            self._dropping = "open"
            return say("study.unsaved-open")
        self._new_study(study)
        self.story.choose_chapter(0)
        self._after_step()
        return None

    def _put_in_link(self) -> None:
        """The study shown goes into the page's address, so the bar's Copy link shares it; one too big
        for a link is refused in words, and the address stays as it was."""
        try:
            linked, keys = _linked(self._study_with_lines())
        except StudyError as refusal:
            self.story.tell("refused", refusal.said)
        else:
            self._shared, self._shared_keys = ("study", linked), keys
            self.story.tell("story", say("study.link-ready" if keys is None else "study.link-lines-ready"))
        self._refresh()

    def _preview(self) -> None:
        """The lines the teacher played become chapters of the study shown, which opens at the last of them,
        from its start, as the class will step through it (asked first, if that is on); a line can then be
        played from any of their steps too. Saving and the link write the same study as before."""
        study = self._study_with_lines()
        self.recorded, self._recording, self._shared, self._shared_keys = [], None, None, None
        self._show_study(study)
        self.story.choose_chapter(len(study.chapters) - 1)
        self._after_step()

    def _from_deal(self) -> None:
        """A new study from the deal numbered in the box: its start on the table, ready for the teacher to play
        the moves they want to show (each recorded, with their words) and save or share."""
        seed = self.deal_box.value
        if not self._may_drop("from-deal", _unsaved("study.from-deal")):
            return
        self._new_study(study_of_deal(seed))
        self.story.choose_chapter(0)
        self._after_step()
        self.story.tell("story", lambda lang: text("study.from-deal-said", lang, seed=seed))
        self._refresh()

    def _from_cards(self) -> None:
        """A new study from the cards typed for each row and stock: the position on the table, ready for the
        teacher's moves and words; cards that cannot be a position are refused in words naming the rule, and
        the study shown and everything typed stay as they were."""
        seats = zip(self.setup_names, self.setup_rows, self.setup_stocks, strict=True)
        try:
            study = study_of_cards([(name.value, row.value, stock.value) for name, row, stock in seats])
        except StudyError as refusal:
            self.story.tell("refused", refusal.said)
            self._refresh()
            return
        if not self._may_drop("from-cards", _unsaved("study.setup.button")):
            return
        self._new_study(study)
        self.story.choose_chapter(0)
        self._after_step()
        self.story.tell("story", say("study.setup.said"))
        self._refresh()

    def _new_study(self, study: Study) -> None:
        """Another study in place of this one, with nothing recorded on it yet and no file saved of it."""
        self.recorded, self._recording, self._shared, self._shared_keys = [], None, None, None
        self._unsaved, self._dropping = False, None
        self.saving.forget()
        self._show_study(study)

    def _show_study(self, study: Study) -> None:
        """Step through `study` from now on (the caller chooses the chapter and step)."""
        self.title = study.title
        self.story.chapters = study.chapters
        self._syncing = True
        try:
            self.chapter_choice.options = [(c.said_title(self.lang), i) for i, c in enumerate(study.chapters)]
        finally:
            self._syncing = False

    def _told_about_file(self, words: Words) -> None:
        self.story.tell("story", words)
        self._refresh()

    def _report_failure(self) -> None:
        self.failures += 1
        self.story.tell("refused", say("internal-error"))
        self._refresh()

    # ----- showing ------------------------------------------------------------

    def _refresh(self) -> None:
        story = self.story
        kind = story.said.kind
        at_end = not story.took_over and story.step == story.last_step
        following = story.chapter_index + 1 < len(story.chapters)
        show(self.next_chapter_button, at_end and following)
        show(self.preview_button, any(recording.steps for recording in self.recorded))
        self._show_note()
        show(self.off_script, story.took_over)
        self._show_words()
        events = story.game.events
        changed = (
            [pile for pile, _, _ in events[-1].placed] if events and kind in ("story", "played", "outcome") else []
        )
        self.panel.show(story.game, self._words(), kind, changed)
        self._syncing = True
        try:
            self.chapter_choice.value = story.chapter_index
        finally:
            self._syncing = False
        ending: Words | str = ""
        if at_end and following:
            coming = story.chapters[story.chapter_index + 1]
            ending = lambda lang: text("chapter-end", lang, chapter=coming.said_title(lang))  # noqa: E731
        elif at_end:
            ending = say("story-end")
        self.stepper.show(story.step, story.last_step, ending)
        shared = [self._shared] if self._shared else []
        here = [("chapter", story.chapter.key), ("step", story.step)]
        if self._shared_keys is not None and story.chapter.key not in self._shared_keys:
            here = []  # a chapter the link's study (the teacher's lines alone) lacks: it opens at its start
        self.place = write_place([*shared, *here])

    def _words(self) -> Words:
        """The story's line, with a reminder whose line it is once you play."""
        story = self.story
        if story.took_over and story.said.kind == "played":
            return lambda lang: f"{story.said_in(lang).words} {text('your-line', lang)}"
        return lambda lang: story.said_in(lang).words

    def _show_note(self) -> None:
        story = self.story
        note = story.chapter.steps[story.step].note
        self.note.value = (
            f'<p class="agg-note" role="note">{linked(html.escape(note(self.lang)), self.lang)}</p>'
            if note and not story.took_over
            else ""
        )


def _title(chapters: tuple[Chapter, ...]) -> Words:
    """The worked example's title, or a replayed game's chapter's."""
    return WORKED_STUDY.title if chapters is WORKED_EXAMPLE else chapters[0].said_title


def _linked(study: Study) -> tuple[str, set[str] | None]:
    """`study` as a link's text, with None; or, where the whole is too big for a link (the worked example is),
    the teacher's lines alone (`lines_only`), with their chapters' keys. A StudyError says why neither fits."""
    try:
        return study_link(study), None
    except StudyError:
        lines = lines_only(study)
        if lines is None:
            raise
        return study_link(lines), {chapter.key for chapter in lines.chapters}


def _unsaved(button: str) -> Words:
    """What a button that puts another study in place of this one would lose, and how to go on."""
    return lambda lang: text("study.unsaved", lang, button=text(button, lang))


def _study_or_refusal(data: bytes | str) -> Study | StudyError:
    """A chosen file's study, or why it is none (said to the person in the page's language)."""
    try:
        return read_study(data)
    except StudyError as refusal:
        return refusal


def walkthrough(lang: str | None = None, study: Study | PatienceStudy | str | Path | None = None) -> AppPage:
    """The worked-example app, in `lang` or the language the page asks for (?lang=ru), with a switch;
    with `study` (a Study, a study file's path or its text: docs/studies.md), the teacher's own walkthrough.
    A study of the patience (`game: intrigue`) opens as `patience_walkthrough`, on the patience's table.

    A study that cannot be read raises `StudyError` before any page is built: its words name the line.

    >>> page = walkthrough("ru")
    >>> type(page.app).__name__, page.app.next_button.description
    ('Walkthrough', 'Далее')
    """
    if isinstance(study, PatienceStudy) or (isinstance(study, str | Path) and game_of(study) == "intrigue"):
        return patience_walkthrough(lang, study)
    chosen = open_study(study) if study is not None else None
    return AppPage(lambda lang: Walkthrough(lang, study=chosen), lang)


def replay_app(game: Game | GameRecord, lang: str = "en") -> Walkthrough:
    """Step through a played game, move by move, with the walkthrough's stepper; an arena's
    record of a game (`result.records[0]`) plays it again first.

    >>> from aggravation_nb import Game
    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.flip()
    >>> replay = replay_app(game)
    >>> replay.last_button.click()
    >>> replay.story.step
    1
    """
    return Walkthrough(lang, (replay_chapter(game.game() if isinstance(game, GameRecord) else game),))

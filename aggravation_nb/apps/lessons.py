"""The rules step by step: one tab per rule, a position to act on, a self-check question.

Each lesson reuses the play panel: the learner does the very thing the rule
is about, the game answers (or refuses, naming the rule), and a question
with instant feedback checks the idea. Conventions are labelled as such.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from functools import partial

import ipywidgets as widgets

from aggravation_nb.apps.drill import Drill
from aggravation_nb.apps.guard import guarded
from aggravation_nb.apps.page import AppPage, Placed, close_app
from aggravation_nb.apps.play import PlayApp
from aggravation_nb.core.places import one_of, read_place, write_place
from aggravation_nb.core.rulebook import linked
from aggravation_nb.core.words import frozen, say
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS, TRY_IN_GAME, Lesson
from aggravation_nb.i18n import text
from aggravation_nb.widgets.controls import place_options, relabel_options, show
from aggravation_nb.widgets.language import Relabels
from aggravation_nb.widgets.panel import PlayPanel
from aggravation_nb.widgets.progress import Progress
from aggravation_nb.widgets.tab_page import OpensTabPages, TabPage

PROGRESS_KEY = "aggravation_nb.lessons.done"
"""Where the browser keeps the lessons done (localStorage): one list for every page of the rules app."""


class LessonView(Relabels, widgets.VBox):
    """One rule: the task, a live table, and a question with instant feedback (a tab of `RulesApp`).

    >>> view = RulesApp("en").lessons[4]
    >>> view.lesson.rule, isinstance(view, LessonView)
    ('A5', True)
    """

    def __init__(self, lesson: Lesson, lang: str, report, done=lambda: None, learner: int = 0) -> None:
        """`learner` seeds the order of the answers (`Lesson.order`); `reorder` changes it later."""
        self.lesson = lesson
        self.done = done
        self.game = lesson.game()
        self.panel: PlayPanel = PlayPanel(
            lang,
            self.game,
            act=lambda action: self.panel.play_on(self.game, action),
            undo=lambda: self.panel.undo_on(self.game),
            report=report,
        )
        self.start_again = widgets.Button()
        self.start_again.on_click(report(lambda _b: self.restart()))
        self.panel.buttons.children += (self.start_again,)
        self.answers = widgets.RadioButtons(
            options=[(str(i), i) for i in lesson.order(learner)], value=None, layout=widgets.Layout(width="auto")
        )
        self.check_button = widgets.Button(button_style="info")
        self.check_button.on_click(report(lambda _b: self.check()))
        self.feedback = widgets.HTML()
        self._feedback = frozen("")
        self.try_button = widgets.Button()
        self.try_button.on_click(report(lambda _b: self.try_in_game()))
        show(self.try_button, False)
        self.try_area = widgets.VBox()
        self.heading = widgets.HTML()
        self.question = widgets.HTML()
        super().__init__(
            children=[
                self.heading,
                self.panel,
                self.question,
                self.answers,
                self.check_button,
                self.feedback,
                self.try_button,
                self.try_area,
            ]
        )
        self.lang = lang
        self.restart()

    def _relabel(self) -> None:
        lesson, lang = self.lesson, self.lang
        t = lambda part: text(lesson.key(part), lang)  # noqa: E731
        self.panel.lang = lang
        self.start_again.description = text("start-again", lang)
        relabel_options(self.answers, [t(f"a{i}") for _, i in self.answers.options])
        self.answers.description = text("question", lang)
        self.check_button.description = text("check", lang)
        self.try_button.description = text("try-in-game", lang)
        note = f"<p><strong>{html.escape(text('convention-note', lang))}</strong></p>" if lesson.convention else ""
        self.heading.value = f"<h2>{linked(lesson.rule, lang)} · {html.escape(t('title'))}</h2>{note}"
        self.question.value = f"<p><strong>{html.escape(t('question'))}</strong></p>"
        self.feedback.value = self._feedback(lang)
        if self.try_area.children:
            intro, game = self.try_area.children
            intro.value = self._try_intro()
            game.lang = lang

    def reorder(self, learner: int) -> None:
        """Show the answers in `learner`'s order; an answer chosen stays chosen."""
        place_options(
            self.answers, [(text(self.lesson.key(f"a{i}"), self.lang), i) for i in self.lesson.order(learner)]
        )

    def restart(self) -> None:
        self.game = self.lesson.game()
        self.panel.selected.clear()
        self.panel.show(self.game, say(self.lesson.key("task")), "story")

    def check(self) -> None:
        if self.answers.value is None:
            words = say("choose-answer")
        else:
            right, why = self.answers.value == self.lesson.correct, self.lesson.feedback_key(self.answers.value)
            words = lambda lang: f"{text('right' if right else 'wrong', lang)} {text(why, lang)}"  # noqa: E731
            if right:
                show(self.try_button, True)
                self.done()
        self._feedback = frozen(lambda lang: f'<p role="status">{linked(html.escape(words(lang)), lang)}</p>')
        self.feedback.value = self._feedback(self.lang)

    def try_in_game(self) -> None:
        """A relaxed game from a deal where this lesson's rule shows early (see `TRY_IN_GAME`)."""
        for old in self.try_area.children:
            close_app(old)
        self.try_area.children = (
            widgets.HTML(self._try_intro()),
            PlayApp(self.lang, seed=TRY_IN_GAME[self.lesson.rule], mode="relaxed"),
        )

    def _try_intro(self) -> str:
        rule = self.lesson.rule
        intro = text("try-in-game.intro", self.lang, rule=rule, seed=TRY_IN_GAME[rule])
        return f"<p>{linked(html.escape(intro), self.lang)}</p>"


class LessonViews(Sequence):
    """The lessons' views over their tabs' pages, each built the first time it is asked for. It reads as a list
    (`app.lessons[4].panel`, `app.lessons[-1]`, slices, `len`); iterating, `in` and `index` build every view."""

    def __init__(self, pages: list[TabPage]) -> None:
        self._pages = pages

    def __len__(self) -> int:
        return len(self._pages)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [page.build() for page in self._pages[index]]
        return self._pages[index].build()

    def __repr__(self) -> str:
        return f"<{len(self)} lesson views, {len(self.built())} built>"

    def is_built(self, index: int) -> bool:
        return self._pages[index].view is not None

    def built(self) -> list[LessonView]:
        """The views built so far (a language switch relabels these; the others are built in the new language)."""
        return [page.view for page in self._pages if page.view is not None]


DRILL = "drill"
"""The last tab's name in a link (`lesson=drill`); every other tab is its rule's id (`lesson=A5`)."""


class RulesApp(Relabels, Placed, OpensTabPages, widgets.Tab):
    """Every rule of Aggravation, A1 to A11, one tab each.

    A lesson's view (`lessons[i]`) is built when its tab is first opened, or
    when code first reads it (`open_every_tab` builds them all): the browser
    draws the widgets of every tab at once, and with every lesson built the
    page opened with 684 widgets, where the first lesson and the drill are 106.
    The lessons done are kept in the browser (`Progress`), so a learner who
    comes back finds their check marks. The first lesson's view, built at
    once, carries the progress widget, which shows nothing (and, in a tab
    always drawn, is drawn whichever tab shows). The answers of each question
    come in the learner's own order: `learner` seeds it, if given; otherwise
    the browser keeps a number of the learner's own beside the progress
    (`Progress.learner`), so a reload shows the same order. `lang` is the
    language of every word; setting it keeps each lesson as it is. Its place
    is the tab shown (`lesson=A5`, `lesson=drill`).

    >>> app = RulesApp("fr")
    >>> len(app.lessons), app.lessons[0].lesson.rule
    (11, 'A1')
    """

    published = "02-rules"

    def __init__(self, lang: str = "en", lessons: tuple[Lesson, ...] = LESSONS, learner: int | None = None) -> None:
        self.failures = 0
        self._report = guarded(self._report_failure)
        self.taught = tuple(lessons)
        self.rule_ids = [lesson.rule for lesson in lessons]
        self.finished: set[int] = set()
        self.progress = Progress(PROGRESS_KEY, self.rule_ids, learner=learner or 0)
        self.pages = [TabPage(partial(self._build, index)) for index in range(len(lessons))]
        self.lessons = LessonViews(self.pages)
        self.drill = Drill(lang)
        super().__init__(children=[*self.pages, self.drill])
        self.lang = lang
        self.lessons[0].children += (self.progress,)
        self.progress.observe(self._report(lambda _change: self._show_done()), names="done")
        self.progress.observe(self._report(self._learner_known), names="learner")
        self.observe(self._report(lambda _change: self._opened()), names="selected_index")
        self._placed()

    def _build(self, index: int) -> LessonView:
        """The view of lesson `index`, in the page's language and the learner's order."""
        view = LessonView(
            self.taught[index], self.lang, self._report, done=lambda: self._done(index), learner=self.progress.learner
        )
        show(view.try_button, index in self.finished)
        return view

    def _opened(self) -> None:
        self._placed()
        self._open_selected()

    def _tabs(self) -> list[str]:
        return [*self.rule_ids, DRILL]

    def _placed(self) -> None:
        self.place = write_place([("lesson", self._tabs()[self.selected_index or 0])])

    def open_place(self, fragment: str) -> None:
        """Show the lesson a link names."""
        tabs = self._tabs()
        self.selected_index = tabs.index(one_of(read_place(fragment, {"lesson"}), "lesson", tabs, tabs[0]))

    def _relabel(self) -> None:
        for view in (*self.lessons.built(), self.drill):
            view.lang = self.lang
        self.names = [f"{lesson.rule} {text(lesson.key('title'), self.lang)}" for lesson in self.taught]
        self.names.append(text("drill.tab", self.lang))
        self.titles = [f"✓ {name}" if index in self.finished else name for index, name in enumerate(self.names)]

    def _learner_known(self, change) -> None:
        for view in self.lessons.built():
            view.reorder(change["new"])

    def _done(self, index: int) -> None:
        """A lesson whose question was answered right is done: remembered in the browser."""
        self.progress.add(self.rule_ids[index])

    def _show_done(self) -> None:
        """A lesson done gets a check mark on its tab (a self-study path) and offers a game to try it in."""
        for index, rule in enumerate(self.rule_ids):
            if rule in self.progress.done and index not in self.finished:
                self.finished.add(index)
                self.set_title(index, f"✓ {self.names[index]}")
                if self.lessons.is_built(index):
                    show(self.lessons[index].try_button, True)

    def __repr__(self) -> str:
        return f"RulesApp(lang={self.lang!r}, lessons={len(self.lessons)})"

    def _report_failure(self) -> None:
        """Said on the lesson shown, if built (a lesson that failed to build, or the drill, shows nothing
        more: reporting builds nothing, which could fail again)."""
        self.failures += 1
        index = self.selected_index or 0
        if index < len(self.lessons) and self.lessons.is_built(index):
            lesson = self.lessons[index]
            lesson.panel.show(lesson.game, say("internal-error"), "refused")


def rules(lang: str | None = None) -> AppPage:
    """The rules app, in `lang` or the language the page asks for (?lang=ru), with a switch.

    >>> type(rules("en").app).__name__
    'RulesApp'
    """
    return AppPage(RulesApp, lang)

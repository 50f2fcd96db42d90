"""A study put in the page's link by the teacher opens for a pupil; a broken one is refused in words."""

from test_walkthrough_of_a_study import STUDY, narration

from aggravation_nb.games.aggravation.teaching.study_link import MAX_LINK
from aggravation_nb.views import walkthrough


def test_a_study_put_in_the_link_opens_at_the_same_step_for_a_pupil():
    teacher = walkthrough("en", study=STUDY)
    teacher.app.open_place("chapter=faster&step=1")
    teacher.app.link_button.click()
    assert teacher.app.place.startswith("study=") and teacher.app.place.endswith("chapter=faster&step=1")
    assert "Copy link" in narration(teacher)
    pupil = walkthrough("ru")
    assert pupil.open_place(teacher.app.place)
    assert [label for label, _ in pupil.app.chapter_choice.options] == ["Основная линия", "А если Олег быстрее"]
    assert pupil.app.story.game.position == teacher.app.story.game.position
    pupil.app.next_button.click()
    assert pupil.app.story.said.rule == "A5" and pupil.app.place.startswith(teacher.app.place.split("&")[0])


def test_a_broken_or_hostile_study_link_is_refused_in_the_page_language_and_changes_nothing():
    pupil = walkthrough("fr")
    pupil.next_button.click()
    before = (pupil.app.story.chapters, pupil.app.story.step, pupil.app.place)
    for fragment in ("study=abc$def", "study=" + "A" * (MAX_LINK + 1), "study=eJwrLkksSQQACHIChA"):
        assert not pupil.open_place(fragment)
        assert pupil.switch.link_message.startswith("Impossible") or "lien" in pupil.switch.link_message
        assert (pupil.app.story.chapters, pupil.app.story.step, pupil.app.place) == before
    pupil.lang = "ru"
    assert "ссылк" in pupil.switch.link_message


def test_a_study_link_naming_a_chapter_it_lacks_is_refused_and_changes_nothing():
    teacher = walkthrough("en", study=STUDY)
    teacher.app.link_button.click()
    study = teacher.app.place.split("&")[0]
    pupil = walkthrough("en")
    worked_example = pupil.app.story.chapters
    assert not pupil.open_place(f"{study}&chapter=nowhere")
    assert "“chapter” should be one of: main, faster" in pupil.switch.link_message
    assert pupil.app.story.chapters is worked_example and not pupil.app.place.startswith("study=")

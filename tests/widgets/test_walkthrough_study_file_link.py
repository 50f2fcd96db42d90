"""A link names a study file in the notebook's folder (`#study-file=studies/sevens.yaml`): a teacher's folder of
studies opens by links, at a chapter and step; a link to anything but a study file in that folder is refused in
words and changes nothing, and the file is not read."""

from __future__ import annotations

import pytest
from test_walkthrough_of_a_study import STUDY

from aggravation_nb.games.aggravation.teaching.study import MAX_BYTES
from aggravation_nb.views import walkthrough


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The notebook's folder (the kernel's working folder, in Voilà and JupyterLab), with a folder of studies."""
    (tmp_path / "studies").mkdir()
    (tmp_path / "studies" / "sevens.yaml").write_text(STUDY, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_study_file_in_the_notebooks_folder_opens_by_its_link_at_a_chapter_and_step(folder):
    pupil = walkthrough("ru")
    assert pupil.open_place("study-file=studies%2Fsevens.yaml&chapter=faster&step=1")
    assert [label for label, _ in pupil.app.chapter_choice.options] == ["Основная линия", "А если Олег быстрее"]
    assert (pupil.app.story.chapter.key, pupil.app.story.step) == ("faster", 1)
    pupil.app.next_button.click()
    assert pupil.app.story.said.rule == "A5"
    assert pupil.app.place == "study-file=studies%2Fsevens.yaml&chapter=faster&step=2"  # the link goes on naming it


@pytest.mark.parametrize(
    "named",
    ["..%2Fsecret.yaml", "%2Fetc%2Fpasswd", "studies%2F.hidden.yaml", "studies%2Fmissing.yaml", "notes.txt"]
    + ["out.yaml"],
    ids=["out of the folder", "absolute", "hidden", "missing", "not a study file", "a link out of the folder"],
)
def test_a_study_file_link_to_anything_else_is_refused_in_words_and_changes_nothing(folder, tmp_path_factory, named):
    outside = tmp_path_factory.mktemp("outside") / "secret.yaml"
    outside.write_text(STUDY, encoding="utf-8")
    (folder / "out.yaml").symlink_to(outside)
    (folder / "notes.txt").write_text(STUDY, encoding="utf-8")
    pupil = walkthrough("fr")
    pupil.app.next_button.click()
    before = (pupil.app.story.chapters, pupil.app.story.step, pupil.app.place)
    assert not pupil.open_place(f"study-file={named}")
    assert "fichier" in pupil.switch.link_message
    assert (pupil.app.story.chapters, pupil.app.story.step, pupil.app.place) == before


def test_a_study_file_too_big_is_refused_by_its_size(folder):
    (folder / "studies" / "huge.yaml").write_text(STUDY + "#" * MAX_BYTES, encoding="utf-8")
    pupil = walkthrough("en")
    assert not pupil.open_place("study-file=studies%2Fhuge.yaml")
    assert "kB" in pupil.switch.link_message

"""A pupil's one copy of the notebooks (aggravation_nb.server.notebook_copy): what the school installs reaches
it at every start; nothing the pupil changed, added or made is replaced."""

from __future__ import annotations

from pathlib import Path

from aggravation_nb.server.notebook_copy import bring_up_to_date


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def files(folder: Path) -> dict[str, str]:
    return {str(path.relative_to(folder)): path.read_text(encoding="utf-8") for path in folder.rglob("*.*")}


def test_a_new_home_gets_every_notebook(tmp_path):
    school = tmp_path / "school"
    write(school / "index.ipynb", "index")
    write(school / "learn" / "01-position.ipynb", "learn")
    bring_up_to_date(school, tmp_path / "home" / "notebooks")
    assert files(tmp_path / "home" / "notebooks") == files(school)


def test_a_later_start_adds_what_the_pupil_lacks_and_keeps_what_they_changed_or_made(tmp_path):
    school, copy = tmp_path / "school", tmp_path / "notebooks"
    write(school / "03-play.ipynb", "the school's play")
    write(school / "learn" / "01-position.ipynb", "the school's lesson")
    bring_up_to_date(school, copy)
    write(copy / "03-play.ipynb", "the pupil's play")
    write(copy / "aggravation-seed-3.json", "a saved game")
    (copy / "learn" / "01-position.ipynb").unlink()
    write(school / "03-play.ipynb", "the school's new play")
    write(school / "07-new-app.ipynb", "a new app")
    write(school / "learn" / "02-moves.ipynb", "a new lesson")
    bring_up_to_date(school, copy)
    assert files(copy) == {
        "03-play.ipynb": "the pupil's play",
        "aggravation-seed-3.json": "a saved game",
        "07-new-app.ipynb": "a new app",
        "learn/01-position.ipynb": "the school's lesson",
        "learn/02-moves.ipynb": "a new lesson",
    }


def test_a_link_the_pupil_made_in_place_of_a_notebook_is_left_alone(tmp_path):
    school, copy = tmp_path / "school", tmp_path / "notebooks"
    write(school / "index.ipynb", "index")
    copy.mkdir()
    (copy / "index.ipynb").symlink_to(tmp_path / "nowhere")
    bring_up_to_date(school, copy)
    assert (copy / "index.ipynb").is_symlink() and not (tmp_path / "nowhere").exists()

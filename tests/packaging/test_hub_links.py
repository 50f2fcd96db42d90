"""The Hub's links of `aggravation_nb.published`: each app and language opens the pupil's one copy of the
notebooks, `~/notebooks`, on any Hub; a teacher's own repository goes out by an nbgitpuller link."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest

from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.server.hub_accounts import NOTEBOOKS
from aggravation_nb.server.published import APPS, HUB, hub_lab_link, hub_link, links_table, pull_link


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("hub", [HUB, "https://hub.school.example/maths/"])
def test_a_link_opens_the_app_in_voila_from_the_pupils_own_copy_in_its_language(lang, hub):
    link = hub_link("01-worked-example", lang, hub=hub)
    assert link.split("?")[0] == f"{hub}hub/user-redirect/voila/render/{NOTEBOOKS}/01-worked-example.ipynb"
    assert parse_qs(urlparse(link).query) == ({} if lang == "en" else {"lang": [lang]})


def test_the_hubs_own_copy_of_the_notebooks_is_where_the_links_point():
    assert urlparse(hub_lab_link()).path == f"/hub/user-redirect/lab/tree/{NOTEBOOKS}"
    lesson = f"{NOTEBOOKS}/learn/01-position.ipynb"
    assert urlparse(hub_lab_link(path=lesson)).path == f"/hub/user-redirect/lab/tree/{lesson}"


def test_a_teachers_repository_is_pulled_into_the_folder_of_its_name_and_every_reserved_character_encoded():
    link = pull_link(
        "https://git.example/a b?c=d&e/lessons.git", "week 1/game?.ipynb", hub="https://hub.school.example/"
    )
    parsed = urlparse(link)
    assert parsed.path == "/hub/user-redirect/git-pull"
    assert " " not in parsed.query and parsed.query.count("&") == 3 and "?" not in parsed.query
    assert {key: values[0] for key, values in parse_qs(parsed.query, strict_parsing=True).items()} == {
        "repo": "https://git.example/a b?c=d&e/lessons.git",
        "branch": "main",
        "targetpath": "lessons",
        "urlpath": "voila/render/lessons/week 1/game?.ipynb",
    }


def test_the_readme_table_has_a_hub_column_with_every_app_in_every_language():
    table = links_table()
    assert table.splitlines()[0].endswith("| your school's JupyterHub |")
    for app in APPS:
        for lang in LANGUAGES:
            assert hub_link(app, lang) in table
    assert hub_lab_link() in table

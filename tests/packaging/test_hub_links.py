"""The nbgitpuller links of `aggravation_nb.published`: one per app and language, for any Hub and repository."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest

from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.server.published import APPS, HUB, PULLED, REPOSITORY, hub_lab_link, hub_link, links_table


def query(link: str) -> dict[str, str]:
    parsed = urlparse(link)
    assert parsed.path.endswith("/hub/user-redirect/git-pull"), link
    return {key: values[0] for key, values in parse_qs(parsed.query, strict_parsing=True).items()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_link_pulls_the_repository_and_opens_the_app_in_voila_in_its_language(lang):
    link = hub_link("01-worked-example", lang)
    assert link.startswith(HUB + "hub/user-redirect/git-pull?")
    wanted = f"voila/render/{PULLED}/notebooks/01-worked-example.ipynb" + ("" if lang == "en" else f"?lang={lang}")
    assert query(link) == {"repo": REPOSITORY, "branch": "main", "targetpath": PULLED, "urlpath": wanted}


def test_every_reserved_character_is_encoded_so_the_app_keeps_its_own_query():
    link = hub_link("03-play", "fr", hub="https://hub.school.example/", repo="https://git.example/a b?c=d&e")
    raw = urlparse(link).query
    assert "?lang" not in raw and " " not in raw and raw.count("&") == 3 and raw.count("?") == 0
    assert query(link)["repo"] == "https://git.example/a b?c=d&e"
    assert query(link)["urlpath"] == f"voila/render/{PULLED}/notebooks/03-play.ipynb?lang=fr"


def test_the_readme_table_has_a_hub_column_with_every_app_in_every_language():
    table = links_table()
    assert table.splitlines()[0].endswith("| your school's JupyterHub |")
    for app in APPS:
        for lang in LANGUAGES:
            assert hub_link(app, lang) in table
    assert hub_lab_link() in table
    assert query(hub_lab_link())["urlpath"] == f"lab/tree/{PULLED}/notebooks"

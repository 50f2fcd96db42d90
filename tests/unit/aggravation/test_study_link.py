"""A study carried in a link's address: it comes back the same, and a hostile or broken one is refused in words."""

import base64
import random
import string
import zlib

import pytest
from test_study_file import SEVENS
from test_worked_example_is_a_study import told

from aggravation_nb import Game, StudyError, read_study
from aggravation_nb.games.aggravation.teaching import study as study_module
from aggravation_nb.games.aggravation.teaching.study import MAX_BYTES
from aggravation_nb.games.aggravation.teaching.study_link import MAX_LINK, read_link_study, study_link
from aggravation_nb.games.aggravation.teaching.study_text import study_of_game
from aggravation_nb.i18n import LANGUAGES


def packed(data: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(data, 9)).decode("ascii").rstrip("=")


def played() -> Game:
    game = Game.deal(seed=7, players=("Marina", "Oleg"))
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("study", [read_study(SEVENS), study_of_game(played())], ids=["a branched study", "a game"])
def test_a_study_in_a_link_tells_the_same_as_its_file(study):
    linked = study_link(study)
    assert len(linked) <= MAX_LINK and set(linked) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    again = read_link_study(linked)
    assert told(again.chapters) == told(study.chapters)
    assert [again.title(lang) for lang in LANGUAGES] == [study.title(lang) for lang in LANGUAGES]


REFUSED = {
    "not base64": ("study.error.link-broken", "abc$def"),
    "cut short": ("study.error.link-broken", packed(SEVENS.encode())[:-12]),
    "not zlib": ("study.error.link-broken", base64.urlsafe_b64encode(b"plain text, no zlib").decode()),
    "one character too many": ("study.error.link-broken", packed(SEVENS.encode()) + "A"),
    "too long": ("study.error.link-too-big", "A" * (MAX_LINK + 1)),
    "a zip bomb": ("study.error.too-big", packed(b"#" * (MAX_BYTES * 5))),
    "not utf-8": ("study.error.encoding", packed("study: 1\ntitle: été".encode("latin-1"))),
    "not a study": ("study.error.version", packed(SEVENS.replace("study: 1", "study: 9").encode())),
}


@pytest.mark.parametrize("why", REFUSED)
def test_a_broken_or_hostile_link_is_refused_in_every_language(why):
    key, encoded = REFUSED[why]
    with pytest.raises(StudyError) as refusal:
        read_link_study(encoded)
    assert refusal.value.key == key
    said = {lang: refusal.value.said(lang) for lang in LANGUAGES}
    assert len(set(said.values())) == len(LANGUAGES) and all("{" not in words for words in said.values())


def test_a_study_too_big_for_a_link_is_refused_with_its_size():
    rambling = "".join(random.Random(5).choices(string.ascii_letters, k=3900))
    with pytest.raises(StudyError) as refusal:
        study_link(read_study(SEVENS.replace("Watch the sevens.", rambling)))
    assert refusal.value.key == "study.error.link-too-big"
    assert str(MAX_LINK) in refusal.value.said("en").replace(",", "")


def test_a_study_link_opens_where_there_is_no_yaml_reader(monkeypatch):
    study = read_study(SEVENS)
    linked = study_link(study)
    monkeypatch.setattr(study_module, "HAS_YAML", False)  # as in the static site's Pyodide
    assert told(read_link_study(linked).chapters) == told(study.chapters)

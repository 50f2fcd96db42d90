"""A study written back as the YAML a teacher edits: what a recorder downloads, and a played game kept
as a walkthrough (`study_of_game`). `read_study(study_text(study))` steps through the same positions
and says the same words in every language."""

from __future__ import annotations

import json

from aggravation_nb.core.study_file import chapter_data, step_words_data
from aggravation_nb.core.words import Words, frozen
from aggravation_nb.games.aggravation.game import Game
from aggravation_nb.games.aggravation.teaching.chapters import Chapter, Step
from aggravation_nb.games.aggravation.teaching.study import HAS_YAML, VERSION, Study

if HAS_YAML:
    import yaml
from aggravation_nb.i18n import LANGUAGES, text


def _written(words: Words | None, lang_order: tuple[str, ...] = tuple(LANGUAGES)) -> dict[str, str] | None:
    """Words as one text a language; a language where they say nothing (the engine narrates) is left out."""
    if words is None:
        return None
    written = getattr(words, "texts", None)  # a teacher's words (`Written`): under the languages they wrote
    if isinstance(written, dict):
        return {lang: written[lang] for lang in lang_order if written.get(lang)} or None
    texts = {lang: words(lang) for lang in lang_order}
    kept = {lang: said for lang, said in texts.items() if said}
    if len(set(kept.values())) == 1 and len(kept) == len(texts):  # the same in every language: a card, a name
        return {lang_order[0]: next(iter(kept.values()))}
    return kept or None


def _step(step: Step) -> dict:
    written: dict[str, object] = {"id": step.key} if step.key else {}
    if step.action is not None:
        written["move"] = str(step.action)
    return written | step_words_data(step, _written)


def _chapter(chapter: Chapter) -> dict:
    return chapter_data(chapter, _written, _step, Step(""))


def _data(study: Study) -> dict:
    return {"study": VERSION, "title": _written(study.title), "chapters": [_chapter(c) for c in study.chapters]}


def study_json(study: Study) -> str:
    """The study as compact JSON, which is also a study file: what a link carries (the shortest text of it,
    and one that a Python without PyYAML reads too)."""
    return json.dumps(_data(study), ensure_ascii=False, separators=(",", ":"))


def study_text(study: Study) -> str:
    """The study as a study file's text (`study: 1`)."""
    data = _data(study)
    if not HAS_YAML:
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100, default_flow_style=None)


def study_of_deal(seed: int, players: tuple[str, str] = ("Marina", "Oleg")) -> Study:
    """A study of one chapter, a deal's start, for a teacher to play the moves of and put words to.

    >>> study = study_of_deal(7)
    >>> study.title("en"), study.chapters[0].position
    ('Deal 7', {'seed': 7, 'players': ['Marina', 'Oleg']})
    """
    title: Words = lambda lang: text("study.deal-title", lang, seed=seed)  # noqa: E731
    return Study(title, (Chapter("deal", {"seed": seed, "players": list(players)}, (Step(""),), title),))


def study_of_game(game: Game, title: Words | str = "A game") -> Study:
    """A played game as a study: its start and every move, told by the engine, ready for a teacher's words.

    A dealt game starts from its deal (`deal: {seed: 7, ...}`, the shortest to carry in a link); any other
    from its position. `title` is a text, or words in each language (`Words`).

    >>> game = Game.deal(seed=7, players=("Marina", "Oleg"))
    >>> game.flip()
    >>> chapter = study_of_game(game).chapters[0]
    >>> chapter.position, [str(step.action) for step in chapter.steps[1:]]
    ({'seed': 7, 'players': ['Marina', 'Oleg']}, ['flip'])
    """
    words = frozen(title) if isinstance(title, str) else title
    steps = (Step(""), *(Step("", action) for action in game.log))
    return Study(words, (Chapter("game", _deal(game) or game.start, steps, words),))


def _deal(game: Game) -> dict | None:
    """The deal `game` was dealt from, as a study's `deal` writes it, if dealing it again gives its very start."""
    if game.seed is None:
        return None
    deal: dict[str, object] = {"seed": game.seed, "players": list(game.players)}
    if game.variant != Game.name:
        deal["variant"] = game.variant
    if game.rutter:
        deal["rutter"] = True
    try:
        again = Game.deal(**deal)  # type: ignore[arg-type]
    except ValueError:
        return None
    return deal if again.start == game.start else None

"""Issue 24.13: a number, a count or a card that a page states in prose is the one the model gives.

Each test reads the prose as it is shipped (the notebooks' markdown cells in every language, the
rule books, the README, the words of the story and the lessons), parses the number or the cards
out of it, and compares them with what the engine, the apps' settings or the notebook's own code
give. Numbers a page can compute are computed where they are shown; these are the ones that have
to stay prose.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from aggravation_nb.core.cards import Card
from aggravation_nb.games import rule_ids
from aggravation_nb.games.aggravation.game import MAX_ACTIONS
from aggravation_nb.games.aggravation.play.bots import DIFFICULTIES
from aggravation_nb.games.aggravation.play.race import FLIP_PAUSE
from aggravation_nb.games.aggravation.teaching.exercises import FRUSTRATION_GAMES
from aggravation_nb.games.aggravation.teaching.lessons import LESSONS
from aggravation_nb.games.aggravation.teaching.scenarios import WORKED_EXAMPLE, chapter, worked_text
from aggravation_nb.games.aggravation.variants.california_speed import ROW, TOURNAMENT_SETUP
from aggravation_nb.games.aggravation.variants.frustration import Frustration
from aggravation_nb.games.intrigue.about import INTRIGUE
from aggravation_nb.i18n import LANGUAGES, text

ROOT = Path(__file__).resolve().parents[3]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "learn").glob("*.ipynb"))
BOOKS = {"en": ROOT / "docs" / "rules.md", "ru": ROOT / "docs" / "rules.ru.md", "fr": ROOT / "docs" / "rules.fr.md"}
PAGES = [
    ROOT / "README.md",
    *sorted(set((ROOT / "docs" / "site").rglob("*.md")) - {ROOT / "docs/site/operators/design.md"}),
]
"""The README and the documentation site's pages (where the README's sections moved), but the design, whose sketch
of the engine's API is a list of calls, not a session to run."""
README = "\n\n".join(path.read_text(encoding="utf-8") for path in PAGES)

WORDS = {
    "en": {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "twenty": 20},
    "ru": {
        "одна": 1,
        "одну": 1,
        "одной": 1,
        "один": 1,
        "две": 2,
        "два": 2,
        "двух": 2,
        "три": 3,
        "трёх": 3,
        "четыре": 4,
        "четырёх": 4,
        "четверых": 4,
        "пять": 5,
        "пяти": 5,
        "шесть": 6,
        "десять": 10,
        "двадцать": 20,
    },
    "fr": {"une": 1, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "dix": 10, "vingt": 20},
}
"""The number words the prose uses, in each language (Russian in the cases it needs them)."""

CARD = re.compile(r"(?<![\w])(?:10|[2-9JQKAВДКТVDR])[♣♦♥♠]")
"""A card as any page language writes it (Q♥, Д♥, D♥, 10♣)."""


def numbers_in(words: str, lang: str, spelt: bool = True) -> list[float]:
    """Every number in `words`, in order: digits (20,000, 20 000, 0,35, 1.2) and, if `spelt`, number words
    (not where French "un, une" would be read as articles)."""
    found = []
    for token in re.finditer(r"\d+(?:[ \u00a0\u202f,]\d{3})*(?:[.,]\d+)?|[^\W\d_]+", words):
        word = token[0]
        if word[0].isdigit():
            whole = re.sub(r"[ \u00a0\u202f]|,(?=\d{3}\b)", "", word).replace(",", ".")
            found.append(float(whole))
        elif spelt and word.lower() in WORDS[lang]:
            found.append(WORDS[lang][word.lower()])
    return found


def cards_named(words: str) -> set[Card]:
    return {Card.parse(found) for found in CARD.findall(words)}


def sentence(words: str, index: int) -> str:
    return re.split(r"(?<=[.!?])\s+", words)[index]


def cells(path: Path, lang: str | None = None, kind: str = "markdown") -> list[str]:
    """The sources of a notebook's cells of `kind`, only those tagged `lang-<lang>` if a language is given."""
    found = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        tags = cell.get("metadata", {}).get("tags", [])
        if cell["cell_type"] == kind and (lang is None or f"lang-{lang}" in tags):
            found.append("".join(cell["source"]))
    return found


def prose(name: str, lang: str, containing: str) -> str:
    """The one markdown cell of notebook `name` in `lang` that contains the regular expression `containing`."""
    matching = [cell for cell in cells(ROOT / "notebooks" / name, lang) if re.search(containing, cell)]
    assert len(matching) == 1, f"{name} [{lang}]: expected one cell matching {containing!r}, found {len(matching)}"
    return matching[0]


def code(name: str) -> str:
    return "\n".join(cells(ROOT / "notebooks" / name, kind="code"))


def last_id(letter: str) -> int:
    return max(int(rule[1:]) for rule in rule_ids() if rule[0] == letter)


# --- the rule ids ----------------------------------------------------------------------------------

RANGE = re.compile(r"\b([AFCI])(\d+)[–-]\1?(\d+)\b")


@pytest.mark.parametrize("lang", sorted(BOOKS))
def test_each_rule_book_opens_with_every_familys_whole_range_of_ids(lang):
    opening = BOOKS[lang].read_text(encoding="utf-8").split("\n\n")[1]
    ranges = {letter: (int(first), int(last)) for letter, first, last in RANGE.findall(opening)}
    assert ranges == {letter: (1, last_id(letter)) for letter in "AFCI"}, (lang, opening)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_a_notebook_citing_a_familys_rules_from_the_first_cites_them_to_the_last(path):
    for cell in cells(path):
        for letter in {letter for letter, first, _ in RANGE.findall(cell) if first == "1"}:
            cited = [int(n) for found in RANGE.findall(cell) if found[0] == letter for n in found[1:]]
            cited += [int(n) for n in re.findall(rf"\b{letter}(\d+)\b", cell)]
            assert max(cited) == last_id(letter), (path.name, letter, cell[:200])


# --- the worked example, the story and the lessons -------------------------------------------------


def visible(game) -> set[Card]:
    return {pile[-1] for row in game.rows.values() for pile in row if pile}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_notebooks_name_the_worked_examples_four_cards(lang):
    table = visible(chapter("main").game())
    assert cards_named(prose("01-worked-example.ipynb", lang, "7♣")) == table
    assert cards_named(prose("index.ipynb", lang, "7♣")) == table


def _steps():
    for each in WORKED_EXAMPLE:
        for number, step in enumerate(each.steps):
            yield pytest.param(each, number, id=f"{each.key}-{number}-{step.key}")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("story, number", _steps())
def test_every_card_the_story_names_has_been_on_the_table(story, number, lang):
    """A step's narration, note and question name only cards the chapter has shown up to the step's end."""
    game = story.game()
    there = visible(game)
    for step in story.steps[: number + 1]:
        if step.action is not None and step.refused is None:
            game.apply(step.action)
            there |= visible(game) | {card for _, card, _ in game.events[-1].placed}
    step = story.steps[number]
    said = [step.words, step.note] if step.note else [step.words]
    if step.question:
        said += [step.question.prompt, *step.question.choices, *step.question.why]
    for words in said:
        assert cards_named(words(lang)) <= there, (step.key, lang, words(lang), sorted(map(str, there)))


COUNTED = {
    # key: (chapter or lesson, which sentence, what it counts)
    "last.look": ("last-card", 0, "stocks"),
    "dead.look": ("draw-dead", 0, "stocks"),
    "dead.oleg-flips": ("draw-dead", 1, "stocks after"),
    "lesson.A7.task": ("A7", 0, "Marina"),
    "lesson.A7.question": ("A7", 0, "Marina"),
    "lesson.A9.task": ("A9", 0, "Marina"),
    "lesson.A10.task": ("A10", 0, "each"),
}
"""The sentences that count the cards in a hand, and what they count."""


def _counted_game(source: str):
    lessons = {lesson.rule: lesson for lesson in LESSONS}
    return lessons[source].game() if source in lessons else chapter(source).game()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(COUNTED))
def test_the_cards_a_sentence_counts_in_a_hand_are_the_positions(key, lang):
    source, index, what = COUNTED[key]
    game = _counted_game(source)
    if what == "stocks after":
        game.apply(chapter(source).steps[1].action)
    sizes = [game.stock_size(player) for player in game.players]
    said = numbers_in(sentence(text(key, lang) if key.startswith("lesson.") else worked_text(key, lang), index), lang)
    expected = {"stocks": sizes, "stocks after": sorted(set(sizes)), "Marina": sizes[:1], "each": sorted(set(sizes))}[
        what
    ]
    assert said == expected, (key, lang, text(key, lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deal_lesson_counts_the_deck_and_the_hands_as_the_deal_does(lang):
    game = next(lesson for lesson in LESSONS if lesson.rule == "A1").game()
    deck = sum(game.stock_size(player) for player in game.players)
    told = numbers_in(text("lesson.A1.task", lang), lang, spelt=False)
    assert told[:1] == [deck] and game.stock_size("Marina") not in told  # the task leaves the answer to the learner
    assert numbers_in(text("lesson.A1.a0", lang), lang) == [game.stock_size("Marina")]
    assert numbers_in(text("lesson.A1.why", lang), lang)[-1] == game.stock_size("Marina")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.rule)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_a_lesson_names_is_in_its_position(lesson, lang):
    if lesson.position is None:
        return
    laid = [pile for row in lesson.position["rows"].values() for pile in row]
    there = {Card.parse(card) for pile in laid for card in ([pile] if isinstance(pile, str) else pile)}
    there |= {Card.parse(card) for stock in lesson.position["stocks"].values() for card in stock}
    for part in ["task", "question", "why"] + [f"a{n}" for n in range(lesson.answers)]:
        words = text(lesson.key(part), lang)
        assert cards_named(words) <= there, (lesson.key(part), lang, words)


def test_the_code_along_last_card_exercise_counts_the_chapters_hands():
    game = chapter("last-card").game()
    words = prose("learn/02-worked-example.ipynb", "en", "Your turn: the last card")
    counted = re.search(r"Marina holds (\w+) cards? and Oleg (\w+)", words)
    assert [WORDS["en"][counted[1]], WORDS["en"][counted[2]]] == [game.stock_size("Marina"), game.stock_size("Oleg")]


# --- the variants ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_variants_words_give_frustrations_winning_share_and_california_speeds_row(lang):
    share = Frustration.share_to_win
    assert share in numbers_in(text("summary.frustration", lang), lang)
    assert ROW in numbers_in(text("summary.california-speed", lang), lang)
    intro = prose("04-variants.ipynb", lang, "F3")
    assert share in numbers_in(re.search(r"[^.]*\(F3\)", intro)[0], lang)
    assert ROW in numbers_in(re.search(r"[^.]*\(C2\)", intro)[0], lang)
    seats = sorted(players for players in TOURNAMENT_SETUP if players > 2)
    assert max(TOURNAMENT_SETUP) in numbers_in(re.search(r"[^.(]*\(C7\)", intro)[0], lang)
    assert numbers_in(re.search(r"\b3\D{1,6}5\b", intro)[0], lang) == [seats[0], seats[-1]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_handout_and_the_teachers_tournament_are_the_ones_the_code_deals(lang):
    source = code("04-variants.ipynb")
    seed = int(re.search(r"compare\(seed=(\d+)\)", source)[1])
    assert numbers_in(prose("04-variants.ipynb", lang, r"\b1\b"), lang, spelt=False) == [seed]
    players = len(re.search(r"players=\[([^\]]*)\]", source)[1].split(","))
    said = re.search(
        r"(?:tournament of|турнир на|tournoi à) (\w+)", prose("04-variants.ipynb", lang, "engine|движк|moteur")
    )
    assert numbers_in(said[1], lang) == [players], (lang, said[0])


@pytest.mark.parametrize("lang", sorted(BOOKS))
def test_each_rule_book_sets_out_c7_as_the_tournament_deals(lang):
    book = BOOKS[lang].read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d) \| (\d+)[^|]*\| (\d+) \| (\d+) \|$", book, flags=re.M)
    table = {int(players): (int(cards), int(each), int(piles)) for players, cards, each, piles in rows}
    assert table == {players: (104 - aside, each, piles) for players, (aside, each, piles) in TOURNAMENT_SETUP.items()}


def test_the_readme_sets_out_c7_as_the_tournament_deals():
    line = re.search(r"\*\*Tournament\*\* \(C7\):(.*?)\n- ", README, flags=re.S)[1]
    said = re.findall(r"(\d)(?: players)? get (\d+) (?:cards )?and (\d) (?:piles )?from (\d+)", line)
    table = {int(players): (int(total), int(each), int(piles)) for players, each, piles, total in said}
    assert table == {players: (104 - aside, each, piles) for players, (aside, each, piles) in TOURNAMENT_SETUP.items()}


@pytest.mark.parametrize("lang", sorted(BOOKS))
def test_each_rule_book_gives_the_engines_limits(lang):
    sections = re.split(r"^### ", BOOKS[lang].read_text(encoding="utf-8"), flags=re.M)
    section = {part.split(" ", 1)[0]: part for part in sections}
    assert MAX_ACTIONS in numbers_in(section["A10"], lang)
    assert Frustration.stalemate_flips in numbers_in(section["F2"], lang)
    assert Frustration.share_to_win in numbers_in(section["F3"], lang)
    assert ROW in numbers_in(section["C2"], lang)


# --- the play app, the arena and the patience ------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_notebook_gives_the_beginners_and_the_experts_reaction_times(lang):
    words = prose("03-play.ipynb", lang, r"0[.,]35")
    assert numbers_in(re.search(r"\([^)]*0[.,]35[^)]*\)", words)[0], lang, spelt=False) == [
        DIFFICULTIES["beginner"],
        DIFFICULTIES["expert"],
    ]


def test_the_readme_gives_every_difficultys_reaction_time():
    said = re.search(r"reaction time \((beginner[^)]*)\)", README)[1]
    times = dict(re.findall(r"(\w+)\s+(\d+(?:\.\d+)?) s", said))
    assert {level: float(seconds) for level, seconds in times.items()} == DIFFICULTIES
    assert "±25%" in said


def _arena_defaults() -> tuple[float, float]:
    import inspect

    from aggravation_nb.games.aggravation.play.arena import arena

    parameters = inspect.signature(arena).parameters
    return parameters["reactions"].default, parameters["jitter"].default


def test_the_arena_notebook_and_the_readme_give_its_clock_and_the_checks_number_of_games():
    assert _arena_defaults() == (1.0, 0.25) and FLIP_PAUSE == 1.0, (
        "the pages say: 1 s, give or take a quarter; flips after a second"
    )
    clock = prose("learn/03-bots.ipynb", "en", "reaction time")
    assert "1 s by default" in clock and "give or take a quarter" in clock and "one-second pause" in clock
    readme = re.sub(r"\s+", " ", README)
    assert "(1 s for both by default, give or take a quarter)" in readme and "the table flips after a second" in readme
    learn = re.search(r"`notebooks/learn/` holds (\w+) notebooks", README)[1]
    assert WORDS["en"][learn] == len(list((ROOT / "notebooks" / "learn").glob("*.ipynb")))
    check = prose("learn/03-bots.ipynb", "en", "The check plays it")
    assert int(re.search(r"plays it (\d+) games", check)[1]) == FRUSTRATION_GAMES


def test_the_readmes_arena_figures_are_the_notebooks_outputs():
    outputs = "".join(
        "".join(output.get("text", "") or output.get("data", {}).get("text/plain", ""))
        for cell in json.loads((ROOT / "notebooks/learn/03-bots.ipynb").read_text(encoding="utf-8"))["cells"]
        for output in cell.get("outputs", [])
    )
    even = re.search(r"about even: ([\d.]+%) \(95% interval ([\d.]+%) to ([\d.]+%)\)", README)
    assert f"win rate {even[1]} (95% interval {even[2]} to {even[3]})" in outputs
    nothing = re.search(r"# (\d+) wins in (\d+) \(F3", README)
    assert f"{nothing[1]} wins, " in outputs and f"in {nothing[2]} games" in outputs
    quicker = re.search(r"a tenth of a second quicker wins (\d+) games in (\d+)", README)
    assert re.search(rf"own_first v computer at Aggravation: {quicker[1]} wins, .* in {quicker[2]} games", outputs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_worksheet_plays_the_games_its_sentence_says(lang):
    call = re.search(
        r"simulate\(\"aggravation\", ([\d_]+), seed=(\d+), reactions=\(([\d.]+), ([\d.]+)\)\)",
        code("05-statistics.ipynb"),
    )
    said = numbers_in(prose("05-statistics.ipynb", lang, "20"), lang, spelt=False)
    assert said == [int(call[1].replace("_", "")), int(call[2])]
    assert call[3] == call[4], "the sentence says equal speeds"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_patience_notebook_plays_as_many_deals_as_it_says(lang):
    deals = int(re.search(r"win_rates\(deals=(\d+)\)", code("06-intrigue.ipynb"))[1])
    assert numbers_in(prose("06-intrigue.ipynb", lang, "greedy|жадным|glouton"), lang)[0] == deals


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_counts_the_patiences_variants(lang):
    words = prose("index.ipynb", lang, "06-intrigue")
    line = next(line for line in re.split(r"\n- ", words) if "06-intrigue" in line)
    assert numbers_in(line, lang)[-1] == len(INTRIGUE.variants), line


def test_the_readmes_drill_deals_as_many_tables_as_the_drill():
    from aggravation_nb.apps.drill import ROUNDS

    said = re.search(r"timed drill: (\w+) tables", README)[1]
    assert WORDS["en"][said] == ROUNDS


def test_a_broken_sentence_is_caught():
    """The parsers find a wrong number, so the tests above can fail."""
    assert numbers_in("Marina holds one card, Oleg six.", "en") == [1, 6] != [1, 5]
    assert numbers_in("у Марины одна карта, у Олега шесть", "ru") == [1, 6]
    assert numbers_in("20 000 parties, 0,35 s", "fr") == [20000, 0.35]
    assert numbers_in("20,000 games, 1.2 s", "en") == [20000, 1.2]
    assert cards_named("Д♥ et 10♣") == {Card.parse("Q♥"), Card.parse("10♣")}


# --- the README's examples -------------------------------------------------------------------------

LITERAL = re.compile(r"""^(?:[\['"\d]|True\b|False\b|None\b)""")
"""A comment that starts like a Python value is the value the line before it gives."""


def readme_blocks(page: Path) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", page.read_text(encoding="utf-8"), flags=re.S | re.M)


def test_every_value_the_readmes_examples_quote_is_what_the_code_gives():
    """Each example runs as written, a page's examples one after the other; a line `expression  # value` gives
    that value (the arena's figures are the code-along notebook's, checked above, and are not played again here)."""
    namespaces: dict[Path, dict] = {}
    quoted = 0
    for source, block in ((page, block) for page in PAGES for block in readme_blocks(page)):
        namespace = namespaces.setdefault(source, {})
        if "arena(" in block:
            continue
        lines = block.splitlines()
        for statement in ast.parse(block).body:
            if not isinstance(statement, ast.Expr):
                exec(compile(ast.Module([statement], []), "README.md", "exec"), namespace)
                continue
            value = eval(compile(ast.Expression(statement.value), "README.md", "eval"), namespace)
            comment = lines[statement.end_lineno - 1].partition("  # ")[2].strip()
            if LITERAL.match(comment):
                written = json.dumps(value, ensure_ascii=False) if comment.startswith('"') else repr(value)
                assert comment.startswith(written), (comment, written)
                quoted += 1
    assert quoted >= 4, "the README's examples quote what they give"


# --- the statistics, the play app and the servers' settings -----------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_variants_caption_says_which_rules_draw_each_game(lang):
    """A10 draws Aggravation; F2's and C4's conventions draw a game that would go round for ever,
    so the caption may not say that only Aggravation can end in a draw."""
    from aggravation_nb.games.aggravation.stats.simulate import OUTCOMES

    assert {"draw-repeat", "draw-stalemate"} <= set(OUTCOMES)
    words = text(
        "stats.variants.caption",
        lang,
        games="",
        aggravation="",
        frustration="",
        california="",
        draws=7.5,
        minutes="",
        wins="",
    )
    assert "(A10)" in words and "(F2, C4)" in words, words


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", ["aggravation", "frustration", "california-speed"])
def test_a_new_game_says_how_many_cards_each_player_holds(variant, lang):
    from aggravation_nb.games.aggravation.game import Game

    game = Game.deal(seed=5, variant=variant)
    said = numbers_in(text("started", lang, seed=5, flip="F"), lang, spelt=False)
    assert said == [5, game.stock_size(game.players[0])] and len({game.stock_size(p) for p in game.players}) == 1


def _settings(path: str) -> dict:
    return json.loads((ROOT / path).read_text(encoding="utf-8"))


def test_the_classroom_page_gives_the_classroom_servers_settings():
    settings = _settings("deploy/classroom/voila.json")
    rows = re.findall(
        r"^\| `(\w+)\.(\w+)` \| (\d+)(?: s)? \|", (ROOT / "docs/classroom.md").read_text(encoding="utf-8"), flags=re.M
    )
    assert len(rows) >= 4  # max_kernels is sized to the machine, not a number
    for section, key, value in rows:
        assert settings[section][key] == int(value), (section, key)
    pool = re.search(
        r"`default_pool_size` \| on, (\d+) per notebook", (ROOT / "docs/classroom.md").read_text(encoding="utf-8")
    )
    assert settings["VoilaConfiguration"]["preheat_kernel"] and settings["VoilaConfiguration"][
        "default_pool_size"
    ] == int(pool[1])


def test_the_readme_gives_both_servers_limits():
    """The cap on kernels is sized to the machine's memory (tests/unit/core/test_serving_capacity.py)."""
    apps = _settings("voila.json")
    for key in ("closed_tab_grace", "unclaimed_timeout"):
        assert int(re.search(rf"`{key}` seconds \((\d+)\)", README)[1]) == apps["AppKernelManager"][key]
    minutes = re.search(r"idle kernels are\s+still culled after (\d+) minutes", README)[1]
    assert int(minutes) * 60 == apps["MappingKernelManager"]["cull_idle_timeout"]


def _numbers_by_rule(lang: str) -> dict[str, list[str]]:
    """Every number written in digits in each rule's section of a book (ids, code and sources' §s aside), up to
    the next heading of either level (the last rule's section ends where "Moves as text" begins)."""
    found = {}
    for part in re.split(r"^### ", BOOKS[lang].read_text(encoding="utf-8"), flags=re.M)[1:]:
        words = re.sub(r"`[^`]*`|\b[AFCI]\d+\b", "", part.split("\n## ")[0])
        found[part.split(" ", 1)[0]] = sorted(
            re.sub(r"[ \u00a0\u202f,]", "", n) for n in re.findall(r"\d+(?:[ \u00a0\u202f,]\d{3})*", words)
        )
    return found


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_each_rule_gives_the_same_numbers_in_every_book(lang):
    """A number changed in one book is changed in the others (numbers in digits; each book writes
    the same ones in digits)."""
    english, other = _numbers_by_rule("en"), _numbers_by_rule(lang)
    assert other.keys() == english.keys()
    assert {rule: numbers for rule, numbers in other.items() if numbers != english[rule]} == {}, {
        rule: english[rule] for rule in english if other[rule] != english[rule]
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_missing_pile_is_named_in_the_numbering_the_refusal_states(lang):
    """A pile address counts columns from 0 (the README's "column from 0"): "no pile 2" beside
    "it has 2 piles" holds only if the refusal says where code's numbers start and end, and names
    the piles as the table does, from 1."""
    from aggravation_nb.core.errors import IllegalAction
    from aggravation_nb.games.aggravation.game import Game

    game = Game.from_position(
        rows={"Marina": ["7♣", "Q♥"], "Oleg": ["7♦", "A♠"]}, stocks={"Marina": ["K♦"], "Oleg": ["5♠"]}
    )
    for column in (2, 5):
        with pytest.raises(IllegalAction) as refusal:
            game.cover("Marina", ("Oleg", column))
        said = refusal.value.said(lang)
        piles = len(game.rows["Oleg"])
        named, counted, first, last = numbers_in(said, lang, spelt=False)[:4]
        assert (named, counted, first, last) == (column, piles, 0, piles - 1)
        assert not first <= named <= last
        assert "Oleg 1" in said and f"Oleg {piles}" in said, "the piles as code and the table name them"


# --- more of the same: the legend, the patience's limit, the draws, the patience's figures --------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legends_depth_mark_and_its_meaning_give_the_same_number(lang):
    from aggravation_nb.widgets.table import legend

    depth = next(entry for entry in legend(chapter("main").game(), lang) if entry["mark"].startswith("×"))
    meaning = "".join(words for words, *_ in depth["meaning_parts"])
    assert numbers_in(meaning, lang)[:1] == [int(depth["mark"][1:])], meaning


@pytest.mark.parametrize("lang", sorted(BOOKS))
def test_each_rule_book_gives_the_patiences_action_limit(lang):
    from aggravation_nb.games.intrigue.patience import MAX_ACTIONS as PATIENCE_LIMIT

    section = re.search(r"^### I4 .*?(?=^### )", BOOKS[lang].read_text(encoding="utf-8"), flags=re.S | re.M)[0]
    assert PATIENCE_LIMIT in numbers_in(section, lang, spelt=False)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worked_example_counts_its_draws_as_its_chapters_end(lang):
    """ "Two are the editors' convention, one is this project's extension": the chapters that end in a
    draw, by who made the draw's rule (A10: both empty and a simultaneous call are the editors', a dead
    position the project's)."""
    ends = []
    for each in WORKED_EXAMPLE:
        game = each.game()
        for step in each.steps:
            if step.action is not None and step.refused is None:
                game.apply(step.action)
        if game.outcome is not None and game.outcome.winner is None:
            ends.append(game.outcome.key)
    editors = sum(key in ("draw-empty", "draw-together") for key in ends)
    words = prose("01-worked-example.ipynb", lang, "7♣")
    said = re.search(r"(?:draws|ничьи|parties nulles)\W+(\w+)[^.]*?(?:,|;)\s*(?:la\s+)?(\w+)", words)
    extra = {"troisième": 1}  # French: "deux …, la troisième …", the one left of three
    counted = [WORDS[lang].get(said[1], extra.get(said[1])), WORDS[lang].get(said[2], extra.get(said[2]))]
    assert counted == [editors, len(ends) - editors], (said[0], ends)


def test_the_readmes_patience_figures_are_its_benchmarks_table():
    """The sentences after the table ("about nine Intrigue deals in ten" …) round the table's figures."""
    table = dict(re.findall(r"^([a-z-]+)\s+10000\s+([\d.]+)%", README, flags=re.M))
    said = {
        "intrigue": "nine Intrigue deals\nin ten",
        "laggard-lady": "four Laggard Lady deals in five",
        "glencoe": "two Glencoe deals in three",
        "salic-law": "half\nthe Salic Law deals",
        "queen-of-the-fairies": "nine Queen of the Fairies deals in ten",
    }
    fractions = {"nine": 9, "four": 4, "two": 2, "ten": 10, "five": 5, "three": 3}
    for variant, words in said.items():
        assert words in README, words
        share = 0.5 if words.startswith("half") else fractions[words.split()[0]] / fractions[words.split()[-1]]
        assert abs(100 * share - float(table[variant])) < 3, (variant, table[variant])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_and_comparison_words_give_the_settings_they_describe(lang):
    from aggravation_nb.apps.statistics import HALF
    from aggravation_nb.core.cards import FULL_DECK
    from aggravation_nb.games.aggravation.stats.comparison import REACTIONS

    ranks = len({card.rank for card in FULL_DECK})
    assert ranks in numbers_in(
        text("stats.widest.caption", lang, step="", cards="", piles="", games="", widest=""), lang
    )
    assert HALF == 0.5, "the caption says the curves stop once fewer than half the games go on"
    assert REACTIONS["Marina"] < REACTIONS["Oleg"], "the comparison's intro says Marina reacts a little quicker"


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda path: path.name)
def test_an_english_page_that_names_the_addresses_languages_names_all_of_them(path):
    for cell in cells(path, "en"):
        if "?lang=" in cell:
            assert all(f"?lang={lang}" in cell for lang in LANGUAGES if lang != "en"), (path.name, cell[-300:])


def test_a_sentence_that_gives_a_deals_number_calls_it_as_its_box_does():
    """The box is labelled "Deal number" (the key `seed`); a sentence quoting it may not call it a seed."""
    from aggravation_nb.i18n import ENGLISH

    assert text("seed", "en") == "Deal number"
    api = {"intrigue-bad-seed"}  # refuses Patience.deal(seed=...), whose argument is called seed
    for key, words in ((key, words) for key, words in ENGLISH.items() if key not in api):
        for form in [words] if isinstance(words, str) else [words.one, words.other]:
            if "{seed}" in form:
                assert not re.search(r"\bseeds?\b", form.replace("{seed}", ""), flags=re.I), (key, form)

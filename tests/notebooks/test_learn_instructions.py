"""The code-along notebooks work as written: every instruction in their prose runs as it is written (not only the
stored solution), a check after a cell that failed says so instead of judging an old value, and opening a notebook
in JupyterLab changes nothing in it.

The cells run in an IPython shell in this process (as a kernel runs them, with IPython's record of the last cell),
the arena playing a few games where the notebook plays hundreds."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

ROOT = Path(__file__).resolve().parents[2]
LEARN = sorted((ROOT / "notebooks" / "learn").glob("*.ipynb"))
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + LEARN
BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)
FEW_GAMES = 6
"""The arena's games in these runs: every cell runs, with fewer games than the notebook plays (its own results
are nbval's to check), so that the cells after it find what it made."""
PLAYS_GAMES = ("arena", "leaderboard", "ladder")
ONLY_A_PLOT = re.compile(r"\w+ = \w+\.plot\(\)")
"""A cell that only draws a plot, which nothing after it reads, is left out (matplotlib's import takes a second)."""


def source(cell: dict) -> str:
    return "".join(cell["source"])


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    shell.reset(new_session=False)
    yield shell
    shell.reset(new_session=False)


def run(shell: InteractiveShell, code: str):
    """The cell run as a kernel runs it (IPython then records whether it raised), the arena playing few games."""
    result = shell.run_cell(code, store_history=True)
    for name in PLAYS_GAMES:
        plays = shell.user_ns.get(name)
        if callable(plays) and not getattr(plays, "few_games", False):
            shell.user_ns[name] = with_few_games(plays)
    return result


def with_few_games(plays):
    def few(*args, **options):
        options["games"] = min(options.get("games", FEW_GAMES), FEW_GAMES)
        return plays(*args, **options)

    few.few_games = True
    return few


def instructions(path: Path) -> list[tuple[int, str]]:
    """(index of the prose cell, code) for every fenced Python block in the notebook's English prose."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        (index, block)
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "markdown" and "lang-en" in cell["metadata"].get("tags", [])
        for block in BLOCK.findall(source(cell))
    ]


def code_cells_before(path: Path, index: int) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"][:index]
    codes = []
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        code = cell["metadata"]["solution"] if "your-turn" in cell["metadata"].get("tags", []) else source(cell)
        if not ONLY_A_PLOT.fullmatch(code.strip()):
            codes.append(code)
    return codes


WRITTEN = [(path, index, block) for path in LEARN for index, block in instructions(path)]


def test_the_notebooks_give_instructions_to_run():
    assert {path.name for path, _, _ in WRITTEN} >= {"03-bots.ipynb", "04-patience.ipynb"}


@pytest.mark.parametrize("path, index, block", WRITTEN, ids=[f"{path.stem}-cell-{index}" for path, index, _ in WRITTEN])
def test_every_instruction_in_the_prose_runs_as_written(shell, path, index, block):
    """Before: 04 said to play `winning_move(p)` with `p.move(*move)`, which was refused as "There is no column
    Move(column=0, …)"; 03 said to return `Flip()`, which the notebook never imported (a NameError)."""
    for code in code_cells_before(path, index):
        assert run(shell, code).success, code
    assert run(shell, block).success, block


def test_the_bots_instruction_leads_to_the_lesson_on_flipping(shell):
    path = ROOT / "notebooks" / "learn" / "03-bots.ipynb"
    [(index, block)] = instructions(path)
    for code in code_cells_before(path, index):
        run(shell, code)
    run(shell, block)
    answer = run(
        shell,
        "from aggravation_nb.games.aggravation.teaching.exercises import bot_shares_well\nbot_shares_well(my_bot)",
    ).result
    assert not answer.ok and "chose flip" in repr(answer) and "not a bot's to choose" in repr(answer), repr(answer)


def test_the_patience_played_as_the_prose_says_is_won(shell):
    path = ROOT / "notebooks" / "learn" / "04-patience.ipynb"
    [(index, block)] = instructions(path)
    codes = code_cells_before(path, index)
    for code in codes:
        run(shell, code)
    for _ in range(200):
        if shell.user_ns["p"].won:
            break
        assert run(shell, block).success
    assert shell.user_ns["p"].won
    after = [
        cell
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"][index + 1 :]
        if cell["cell_type"] == "code"
    ]
    check = source(after[1])  # the your-turn cell, then its check (the prose in other languages comes between)
    assert run(shell, check).result.ok


CHECKS = {
    "01-position.ipynb": ("my_position = Game.from_position(rows={'Marina': ['7♣'], 'Oleg': ['7♣']}, stocks={})",),
    "02-worked-example.ipynb": ('my_moves = [Cover("Marina", ("Marina", 2)), Cover("Oleg", ("Oleg", "7x"))][5]',),
    "03-bots.ipynb": ("def my_bot(view):\n    return view.legal[0] if view.legal else None\nmy_bot(None)",),
    "04-patience.ipynb": ("p.move(*winning_move(p))",),
}


@pytest.mark.parametrize("path", LEARN, ids=lambda path: path.stem)
def test_a_check_after_a_cell_that_failed_says_the_cell_failed(shell, path):
    """Before: with the your-turn cell raising (a duplicated 7♣, "7x", a player who does not exist), the check
    still said "✓ Right…", judging the value an earlier run had left."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    turn = next(i for i, cell in enumerate(cells) if "your-turn" in cell["metadata"].get("tags", []))
    for code in code_cells_before(path, turn + 1):
        assert run(shell, code).success, code
    check = source(cells[turn + 1])
    assert run(shell, check).result.ok, "the stored solution is right"
    assert not run(shell, CHECKS[path.name][0]).success
    answer = run(shell, check).result
    assert not answer.ok and "ran just before" in repr(answer)
    assert "ran just before" not in repr(run(shell, check).result), "after a cell that ran well, it judges again"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: str(path.relative_to(ROOT / "notebooks")))
def test_opening_a_notebook_in_jupyterlab_changes_nothing_in_it(path):
    """JupyterLab writes the kernel's own display name into a notebook it opens: stored otherwise, the notebook
    is marked modified as soon as it is opened (before: "Python 3" against ipykernel's "Python 3 (ipykernel)")."""
    from jupyter_client.kernelspec import get_kernel_spec

    stored = json.loads(path.read_text(encoding="utf-8"))["metadata"]["kernelspec"]
    installed = get_kernel_spec(stored["name"])
    assert stored == {"display_name": installed.display_name, "language": installed.language, "name": "python3"}

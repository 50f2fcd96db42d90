"""The public API is a contract: every name the docs show imports, and saves written before the house
was rebuilt (tests/golden/saved/, made by the code of 2026-11-30) load into the same position."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from aggravation_nb import Game
from aggravation_nb.intrigue import Patience

ROOT = Path(__file__).resolve().parents[3]
SAVED = ROOT / "tests" / "golden" / "saved"
DOCUMENTED = {
    "aggravation_nb": ["Game", "Card", "IllegalAction", "Call", "CallTogether", "Cover", "Flip", "Event", "Outcome"],
    "aggravation_nb.intrigue": [
        "Patience",
        "Move",
        "Step",
        "VARIANTS",
        "Intrigue",
        "LaggardLady",
        "Glencoe",
        "SalicLaw",
        "QueenOfTheFairies",
        "describe",
        "outcome",
        "story",
        "solve",
        "move_verdicts",
        "winning_line",
        "winning_move",
    ],
    "aggravation_nb.views": [
        "walkthrough",
        "rules",
        "play",
        "variants",
        "statistics",
        "intrigue",
        "replay_app",
        "page_bar",
        "page_language",
        "table_view",
        "AppPage",
        "CardTable",
        "PlayPanel",
        "PlayApp",
        "RulesApp",
        "LessonView",
        "VariantsApp",
        "CompareView",
        "TournamentView",
        "Walkthrough",
        "StatisticsApp",
        "IntrigueApp",
        "PageBar",
        "show",
        "GameView",
        "PatienceView",
        "progress_bar",
        "ProgressBar",
        "position_link",
    ],
    "aggravation_nb.arena": [
        "arena",
        "leaderboard",
        "PlayerView",
        "ArenaResult",
        "Fault",
        "Leaderboard",
        "wilson",
        "random_bot",
        "cover_own_first",
        "cover_theirs_first",
    ],
}
IMPORT_LINE = re.compile(r"^\s*from (aggravation_nb[\w.]*) import ([\w, ]+)$", re.MULTILINE)


def documented_imports() -> list[tuple[str, str]]:
    """Every `from aggravation_nb… import …` line in the README, CONTRIBUTING and docs/ (the site's pages too)."""
    found = []
    for path in [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        for module, names in IMPORT_LINE.findall(path.read_text(encoding="utf-8")):
            found += [(module, name.strip()) for name in names.split(",") if name.strip()]
    return found


def test_every_name_the_docs_show_imports():
    wanted = [(module, name) for module, names in DOCUMENTED.items() for name in names] + documented_imports()
    assert len(documented_imports()) >= 3, "the README shows the engine's imports"
    missing = [f"{module}.{name}" for module, name in wanted if not hasattr(importlib.import_module(module), name)]
    assert not missing, f"documented but not importable: {missing}"


@pytest.mark.parametrize("face", sorted(DOCUMENTED))
def test_every_name_a_face_offers_resolves(face):
    module = importlib.import_module(face)
    assert set(DOCUMENTED[face]) <= set(module.__all__)
    assert all(getattr(module, name) is not None for name in module.__all__)


def game_state(game: Game) -> dict:
    return {
        "rows": {p: [[str(c) for c in pile] for pile in piles] for p, piles in game.rows.items()},
        "stocks": {p: game.stock_size(p) for p in game.rows},
        "matches": [[list(address) for address in match] for match in game.matches],
        "outcome": None if game.outcome is None else [game.outcome.winner, game.outcome.reason],
        "actions": len(game.log),
    }


def patience_state(patience: Patience) -> dict:
    return {
        "columns": [[str(c) for c in column] for column in patience.columns],
        "foundations": [[str(c) for c in foundation] for foundation in patience.foundations],
        "stock": patience.stock_size,
        "won": patience.won,
        "lost": patience.lost,
    }


STATES = json.loads((SAVED / "states.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(STATES))
def test_a_save_written_before_the_rework_loads_to_the_same_position_and_saves_the_same_game(name):
    """Saves are written in the move notation now (version 2); the files of version 1 still load, and
    saved again they hold the same start and the same actions, in the notation."""
    text = (SAVED / name).read_text(encoding="utf-8")
    kind, state = (Game, game_state) if name.startswith("game-") else (Patience, patience_state)
    loaded = kind.from_json(text)
    assert state(loaded) == STATES[name]
    old, new = json.loads(text), json.loads(loaded.to_json())
    assert (old["version"], new["version"]) == (1, 2)
    assert new["start"] == old["start"] and len(new["log"]) == len(old["log"])
    assert all(isinstance(entry, str) for entry in new["log"])
    assert kind.from_json(loaded.to_json()) == loaded

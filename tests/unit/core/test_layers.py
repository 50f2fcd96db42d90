"""The house's layers: a module imports only the layers below its own, so the rules never reach for a
widget, a widget never decides a rule, and one game never borrows another's engine.

Order, lowest first: i18n, core, games, widgets, server, apps, then the faces (`aggravation_nb`,
`views`, `intrigue`). Within `games`, each game is its own room."""

from __future__ import annotations

import ast
from pathlib import Path

import aggravation_nb

PACKAGE = Path(aggravation_nb.__file__).parent
LAYERS = ("i18n", "core", "games", "widgets", "server", "apps")
FACE = len(LAYERS)


def layer_of(module: str) -> tuple[int, str]:
    """(layer index, the game's name for games, else '') of a dotted module inside the package."""
    parts = module.split(".")[1:]
    if not parts or parts[0] not in LAYERS:
        return FACE, ""
    return LAYERS.index(parts[0]), parts[1] if parts[0] == "games" and len(parts) > 1 else ""


def imports_of(path: Path) -> list[str]:
    """Every module of the package that a file imports, at the top or inside a function."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("aggravation_nb"):
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith("aggravation_nb")]
    return found


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_module_imports_a_layer_above_its_own_or_another_game():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        here, game = layer_of(module_name(path))
        for imported in imports_of(path):
            there, other_game = layer_of(imported)
            if there > here or (here == there == LAYERS.index("games") and game and other_game and other_game != game):
                wrong.append(f"{module_name(path)} imports {imported}")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def test_the_layer_check_sees_a_wrong_import():
    assert layer_of("aggravation_nb.core.cards") < layer_of("aggravation_nb.games.aggravation.game")
    assert layer_of("aggravation_nb.games.intrigue.patience")[1] == "intrigue"
    assert layer_of("aggravation_nb.views")[0] == FACE

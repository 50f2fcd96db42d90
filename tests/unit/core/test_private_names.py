"""No module reaches into another package's internals, except `widgets/upstream.py`, the one module that
does it knowingly (and whose reaches tests/packaging/test_upstream_shape.py checks against each upgrade).

Read statically (ast), module by module: a private name imported from another package (`from x import
_y`), a private attribute read that the package itself never defines (`obj._y`, `getattr(obj, "_y")`), a
private attribute of another package's module or class read at all (`widgets.Dropdown._y`), and an
assignment to an attribute of another package's module or class (`widgets.Widget.x = ...`) or to a
private attribute the package never defines (`widget._y = ...`)."""

from __future__ import annotations

import ast
from pathlib import Path

import aggravation_nb

PACKAGE = Path(aggravation_nb.__file__).parent
ISOLATED = "widgets/upstream.py"


def is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def own_names(trees: dict[str, ast.Module]) -> set[str]:
    """Every name the package defines: functions, classes, names bound in a module or class body,
    and attributes set on `self` or `cls`."""
    names: set[str] = set()
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                if root_name(node) in ("self", "cls"):
                    names.add(node.attr)
    return names


def foreign_imports(tree: ast.Module) -> set[str]:
    """The names a module binds to another package's modules and objects."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names if not a.name.startswith("aggravation_nb")}
        elif (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and not (node.module or "").startswith("aggravation_nb")
        ):
            names |= {a.asname or a.name for a in node.names}
    return names


def reaches(source: str, own: set[str]) -> list[str]:
    """What one module's source does with other packages' internals, one line a reach."""
    tree = ast.parse(source)
    foreign = foreign_imports(tree)
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if (
            isinstance(node, ast.ImportFrom)
            and node.level == 0
            and not (node.module or "").startswith("aggravation_nb")
        ):
            found += [f"{line}: imports {node.module}.{a.name}" for a in node.names if is_private(a.name)]
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and is_private(node.attr):
            if root_name(node) in foreign or node.attr not in own:
                found.append(f"{line}: reads {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            name = node.args[1] if len(node.args) > 1 else None
            if isinstance(name, ast.Constant) and isinstance(name.value, str) and is_private(name.value):
                if name.value not in own:
                    found.append(f"{line}: reads {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr":
            if node.args and root_name(node.args[0]) in foreign:
                found.append(f"{line}: assigns {ast.unparse(node)}")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for attribute in (n for n in ast.walk(target) if isinstance(n, ast.Attribute)):
                    if not isinstance(attribute.ctx, ast.Store):
                        continue
                    root = root_name(attribute)
                    if root in foreign or (is_private(attribute.attr) and attribute.attr not in own):
                        found.append(f"{line}: assigns {ast.unparse(attribute)}")
    return found


def test_no_module_but_upstream_reaches_into_another_packages_internals():
    trees = {
        str(path.relative_to(PACKAGE)): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    }
    own = own_names({name: tree for name, tree in trees.items() if name != ISOLATED})
    wrong = [
        f"{name}:{reach}"
        for name in trees
        if name != ISOLATED
        for reach in reaches((PACKAGE / name).read_text(encoding="utf-8"), own)
    ]
    assert not wrong, f"reaches into other packages' internals outside {ISOLATED}:\n" + "\n".join(wrong)


def test_the_scan_sees_each_kind_of_reach():
    source = """
import sys
import ipywidgets as widgets
from ipywidgets.widgets.widget import _put_buffers
from traitlets import HasTraits

widgets.Widget._handle_msg = print
HasTraits.shown = True
setattr(widgets.Widget, "keys", [])
copy = getattr(sys.stderr, "_original_stdstream_copy", None)
check = widgets.Dropdown._validate_index


class Mine:
    def __init__(self, manager, widget):
        self._mine = 1
        widget._initializing_traits_ = True
        alive = manager._kernels
        also = self._mine
"""
    found = reaches(source, own={"_mine", "_validate_index"})
    assert [reach.split(": ", 1)[1].split(" ")[0] for reach in found].count("assigns") == 4
    for reach in (
        "imports ipywidgets.widgets.widget._put_buffers",
        "assigns widgets.Widget._handle_msg",
        "assigns HasTraits.shown",
        "assigns widget._initializing_traits_",
        "reads widgets.Dropdown._validate_index",
        "reads manager._kernels",
    ):
        assert any(found_reach.endswith(reach) for found_reach in found), (reach, found)
    assert any("_original_stdstream_copy" in reach for reach in found)
    assert not any("_mine" in reach for reach in found)

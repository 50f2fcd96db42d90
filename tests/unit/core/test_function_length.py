"""No function of the package is over 60 lines: one that grows past it does several things, and is split
into parts named for them (as the table views and the apps' constructors are)."""

from __future__ import annotations

import ast
from pathlib import Path

import aggravation_nb

PACKAGE = Path(aggravation_nb.__file__).parent
MOST = 60


def long_functions(source: str) -> list[str]:
    return [
        f"{node.name} ({node.end_lineno - node.lineno + 1} lines, from line {node.lineno})"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > MOST
    ]


def test_no_function_of_the_package_is_over_60_lines():
    long = [
        f"{path.relative_to(PACKAGE)}: {found}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for found in long_functions(path.read_text(encoding="utf-8"))
    ]
    assert not long, "functions over 60 lines:\n" + "\n".join(long)


def test_the_count_sees_a_long_function():
    body = "\n".join(f"    x{n} = {n}" for n in range(60))
    assert long_functions(f"def long():\n{body}\n") == ["long (61 lines, from line 1)"]
    assert long_functions(f"def short():\n{body[: body.rindex(chr(10))]}\n") == []

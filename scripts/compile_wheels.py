"""Compile the Python files of wheels to bytecode, in place, for the in-browser Python.

Run by a CPython of the same minor version as Pyodide's (3.13), from
scripts/publish.py: `python3.13 scripts/compile_wheels.py WHEEL...`. Each
module's `.py` is replaced by a sourceless `.pyc` beside it, which Python
imports without compiling (Pyodide's own packages ship that way), so the
kernel starts faster in the page. A file that does not compile stays source.
"""

import py_compile
import sys
import tempfile
import zipfile
from pathlib import Path


def compiled(source: bytes, name: str, scratch: Path) -> bytes | None:
    path, target = scratch / "module.py", scratch / "module.pyc"
    path.write_bytes(source)
    try:
        py_compile.compile(
            str(path),
            cfile=str(target),
            dfile=name,
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
    except py_compile.PyCompileError:
        return None
    return target.read_bytes()


def compile_wheel(wheel: Path, scratch: Path) -> None:
    """Replace each module's source by its bytecode, and say so in the wheel's RECORD."""
    rewritten = wheel.with_suffix(".compiling")
    done: set[str] = set()
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(rewritten, "w", zipfile.ZIP_DEFLATED) as target:
        members = source.infolist()
        for member in members:
            if member.filename.endswith(".dist-info/RECORD"):
                continue
            data = source.read(member)
            code = compiled(data, member.filename, scratch) if member.filename.endswith(".py") else None
            if code is None:
                target.writestr(member, data)
            else:
                target.writestr(member.filename + "c", code)
                done.add(member.filename)
        for member in members:
            if member.filename.endswith(".dist-info/RECORD"):
                lines = source.read(member).decode("utf-8").splitlines()
                record = [f"{line.split(',')[0]}c,," if line.split(",")[0] in done else line for line in lines]
                target.writestr(member, "\n".join(record) + "\n")
    rewritten.replace(wheel)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        for argument in sys.argv[1:]:
            compile_wheel(Path(argument), Path(folder))

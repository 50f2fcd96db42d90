"""The slow half of the light-install check: a fresh virtual environment with `pip install .` (no extras).

Run in the background from the start of a test run (tests/background_jobs.py), so the half minute it
takes overlaps other tests; tests/packaging/test_light_install.py then checks what the environment holds.
"""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def python_in(folder: Path) -> Path:
    return folder / "venv" / "bin" / "python"


def install(folder: Path) -> None:
    venv.create(folder / "venv", with_pip=True)
    subprocess.run([str(python_in(folder)), "-m", "pip", "install", "--quiet", str(ROOT)], check=True)


if __name__ == "__main__":
    install(Path(sys.argv[1]))

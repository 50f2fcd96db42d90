"""The slow half of the light-install check: a fresh virtual environment with `pip install .` (no extras),
done by uv where the test environment has it (the same requirements resolved as pip would, in a tenth of
pip's 18 s of CPU, which the run's other tests need).

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
    uv = Path(sys.executable).with_name("uv")
    if uv.exists():
        subprocess.run([str(uv), "venv", "--quiet", str(folder / "venv")], check=True)
        subprocess.run(
            [str(uv), "pip", "install", "--quiet", "--python", str(python_in(folder)), str(ROOT)], check=True
        )
    else:
        venv.create(folder / "venv", with_pip=True)
        subprocess.run([str(python_in(folder)), "-m", "pip", "install", "--quiet", str(ROOT)], check=True)


if __name__ == "__main__":
    install(Path(sys.argv[1]))

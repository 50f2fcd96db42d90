"""How long Binder's recipe takes here: a fresh environment from binder/requirements.txt, then Voilà
serving the index from it. Also the check that the recipe works at all.

Run: .venv/bin/python benchmarks/binder_build.py   (exits non-zero if the index is not served)
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from voila_server import free_port, wait_for_page  # noqa: E402


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        venv = Path(folder) / "venv"
        began = time.monotonic()
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
            cwd=ROOT,
            check=True,
            timeout=900,
        )
        installed = time.monotonic()
        port = free_port()
        with open(Path(folder) / "voila.log", "w") as log:
            server = subprocess.Popen(
                [
                    str(venv / "bin" / "voila"),
                    "notebooks/index.ipynb",
                    "--no-browser",
                    f"--port={port}",
                    "--Voila.ip=127.0.0.1",
                ],
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
            try:
                url = f"http://127.0.0.1:{port}/"
                wait_for_page(url, server, seconds=120)
                with urllib.request.urlopen(url, timeout=120) as answer:
                    page = answer.read().decode("utf-8")
            finally:
                server.terminate()
                server.wait(timeout=20)
        served = time.monotonic()
    ok = "Aggravation: learn the game by playing it" in page and "fontawesome" not in page.lower()
    print(
        f"install {installed - began:.1f} s, first page {served - installed:.1f} s, "
        f"index served: {'yes' if ok else 'NO'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

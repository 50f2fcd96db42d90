"""A pupil's one copy of the apps' notebooks, `~/notebooks`, kept up to date at every start of their server.

Run as the pupil (the Hub's `PupilSpawner` and the Kubernetes image's `start-pupil` do, before the server
starts): `python -m aggravation_nb.server.notebook_copy <the Hub's notebooks> <home>/notebooks`. Every file
the pupil lacks is copied in (a new notebook the school installs, one the pupil deleted); no file of theirs
is ever overwritten, so their work is kept. The notebooks are thin (the apps live in the package), so an
update of the package reaches every pupil's apps without touching their copy.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path


def bring_up_to_date(notebooks: Path, copy: Path) -> None:
    """`notebooks` into `copy`: what `copy` lacks added (folders made with the pupil's own modes), nothing in it
    replaced."""
    copy.mkdir(parents=True, exist_ok=True)
    for source in sorted(notebooks.rglob("*")):
        target = copy / source.relative_to(notebooks)
        if source.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        elif not os.path.lexists(target):
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python -m aggravation_nb.server.notebook_copy <notebooks> <copy>")
    bring_up_to_date(Path(sys.argv[1]), Path(sys.argv[2]))

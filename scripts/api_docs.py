"""Build the API reference from the docstrings with pdoc: the public faces and the arena's timing model.

Run through `bash scripts/api-docs` (docs/api/ by default, git-ignored: it is
generated). The reference holds the faces teachers and learners import
(`aggravation_nb`, `aggravation_nb.intrigue`, `aggravation_nb.views`,
`aggravation_nb.arena`) and the module whose docstring explains the arena's
clock; the layers behind the faces are left out, as they are not the contract.
"""

from __future__ import annotations

import argparse
import time
import warnings
from pathlib import Path

FACES = ("aggravation_nb", "aggravation_nb.intrigue", "aggravation_nb.views", "aggravation_nb.arena")
MODULES = (*FACES, "aggravation_nb.games.aggravation.play.arena")
"""What pdoc documents (a package's submodules that its `__all__` does not name are left out)."""
ROOT = Path(__file__).resolve().parent.parent


def build(output: Path) -> list[str]:
    """Write the reference into `output` (an index.html and one page a module); return pdoc's warnings
    (a type annotation it could not read is shown as written, and the page is still whole)."""
    import pdoc
    import pdoc.render

    pdoc.render.configure(
        docformat="markdown", footer_text="aggravation_nb: the public API", search=True, show_source=False
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pdoc.pdoc(*MODULES, output_directory=output)
    return [str(warning.message).splitlines()[0] for warning in caught]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "docs" / "api", help="where (default: docs/api/)")
    output = parser.parse_args().output.resolve()
    start = time.perf_counter()
    for note in build(output):
        print(f"api-docs: pdoc says: {note}")
    print(f"api-docs: built {output / 'index.html'} in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()

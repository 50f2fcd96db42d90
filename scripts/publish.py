"""Build the apps as a static site: Voici pages running Python in the browser (Pyodide).

Everything comes from the package registries (PyPI for wheels, npm for
Pyodide's core) and lands in one folder that any static host serves. The
site asks no other origin for anything: Pyodide's package list is rewritten
to exactly the wheels bundled here, and the PyPI fallback is off.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

from aggravation_nb.server.published import APPS as PUBLISHED

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_VERSION = "0.29.0"
"""The Pyodide that jupyterlite-pyodide-kernel 0.7.0 expects (0.7.2 fails to start a kernel in Voici 0.10)."""
PYODIDE_SHA256 = "52ea0e976b6e8373ef911f21cb3751ea50b03eb423b093fbfa21ffc27e842f01"
"""The npm tarball of that version, as published: a changed download stops the build."""
PYODIDE_PYTHON = "3.13"
"""The Python inside that Pyodide: bytecode for the page is compiled by this version."""
PYODIDE_CORE = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
KERNEL_NEEDS = ("micropip", "packaging", "ipython", "jedi", "sqlite3")
"""What the Pyodide kernel loads from Pyodide's package list before it starts."""
MISSING_FROM_LOCK = {"ipython": ("ipython-pygments-lexers", "typing-extensions")}
"""IPython 9 imports these, but Pyodide's list does not name them."""
NOT_NEEDED = {"matplotlib-inline": ("matplotlib",), "ipython": ("prompt_toolkit", "wcwidth")}
"""Dependencies in Pyodide's list that nothing imports here: matplotlib (which we cannot bundle), and
prompt_toolkit (0.7 MB, and a fifth of the snapshot's memory) and its wcwidth, which only IPython's terminal imports,
and a stand-in replaces that (`STAND_IN_MODULES`)."""
STAND_INS = ("sqlite3", "jedi")
"""Empty wheels stand in for these: sqlite3 is a wasm build no registry has, and jedi (tab completion,
which no app page offers) costs the kernel's start time. IPython works without either."""
KERNEL_WHEELS = ("piplite", "ipykernel", "pyodide_kernel")
"""The Pyodide kernel's own wheels (shipped inside jupyterlite-pyodide-kernel): listed and loaded
with the rest, so the kernel installs nothing with micropip when it starts."""
APP_WHEELS = (
    "ipywidgets",
    "anywidget",
    "psygnal",
    "comm",
    "jupyterlab_widgets",
    "typing-extensions",
    "markdown-it-py",
    "mdurl",
)
"""The pure wheels the apps need beyond the kernel's own (the light core install), at the versions
installed here: the widgets' Python side then matches the page side the site is built with."""
PURE_FROM_INSTALLED = {"PyYAML": "yaml"}
"""Packages the apps need that PyPI has no pure wheel of, but whose C part is optional (distribution → its
package): PyYAML reads a teacher's study files (games/aggravation/teaching/study.py) in plain Python without
libyaml, naming the line of a fault, so a study written by hand or downloaded from the recorder opens on the site
too. Their wheel is made from the distribution installed here (which came from PyPI): its Python modules and
licence, no compiled module. The apps import PyYAML, so the kernel snapshot holds it: 0.29 MB more of the
gzipped snapshot a first visit fetches (10.44 → 10.73 MB, measured 2026-12-05)."""
SNAPSHOT_IMPORTS = (
    # what the Pyodide kernel imports when it starts
    "IPython",
    "IPython.core.application",
    "IPython.core.completer",
    "IPython.core.history",
    "IPython.core.inputtransformer2",
    "IPython.core.interactiveshell",
    "IPython.core.shellapp",
    "IPython.display",
    "IPython.utils.tokenutil",
    "comm",
    "traitlets.config",
    # what its package manager (piplite, micropip) imports
    "argparse",
    "dataclasses",
    "difflib",
    "email.parser",
    "hashlib",
    "html.parser",
    "ipaddress",
    "packaging.markers",
    "packaging.requirements",
    "packaging.specifiers",
    "packaging.tags",
    "packaging.utils",
    "packaging.version",
    "pkgutil",
    "platform",
    "pprint",
    "sysconfig",
    "unittest.mock",
    "urllib.parse",
    # what the kernel's shell imports once it is made, and its first traceback
    "IPython.core.magics",
    "IPython.core.completerlib",
    "IPython.core.magic_arguments",
    "IPython.utils.timing",
    "IPython.utils.module_paths",
    "pygments.styles.default",
    "cProfile",
    "pstats",
    "timeit",
    "urllib.request",
    # and then as it starts (standard modules come from Pyodide's zip as source: compiled on every start
    # they are not in the snapshot), and the extension IPython loads by default
    "_strptime",
    "getpass",
    "IPython.extensions.storemagic",
    # the apps, the widgets and the rules (importing them took a warm visit 0.6 s in the page)
    "ipywidgets",
    "anywidget",
    "aggravation_nb.views",
    "aggravation_nb.apps.intrigue",
    "importlib.metadata",
    "psygnal",
    "secrets",
    "typing_extensions",
)
"""Modules the kernel snapshot holds already imported. Not in it: micropip, piplite and the kernel
itself (they hold JavaScript objects, which a snapshot cannot). ipywidgets registers its comm targets
when it is imported inside a running kernel, which the snapshot's import is not: the loader
(`SNAPSHOT_LOADER`) has the kernel's shell load it as an IPython extension once it exists, which registers them."""
SNAPSHOT_WARM_UP = """
from aggravation_nb.i18n import LANGUAGES
from aggravation_nb.widgets.pagebar import rule_book

for lang in LANGUAGES:
    rule_book(lang)
"""
"""Python the snapshot runs once its modules are imported: what every app page computes as it is first drawn and
keeps (the page bar's rule book in each language, thirty rules' Markdown made HTML: a tenth of drawing the worked
example)."""
STAND_IN_MODULES = {
    (
        "ipython",
        "IPython/terminal/embed.py",
    ): '''"""A stand-in (scripts/publish.py): the static site's kernel has no terminal to embed IPython in."""


def embed(*args, **kwargs):
    raise NotImplementedError("IPython.embed needs a terminal, which the static site's kernel has not")
'''
}
"""Modules no page uses that `import IPython` imports, replaced in their wheels: IPython's terminal, which
would import all of prompt_toolkit."""
TRIMMED_TO_IMPORTED = ("pygments/",)
"""Packages whose wheels keep only the modules the snapshot imports: pygments' 500 lexers (1.5 MB) are
never used by a page (IPython highlights its tracebacks with the Python lexer, which it imports)."""
SNAPSHOT_LOADER = "kernel_snapshot_loader.js"
SITE_PACKAGES = "site-packages.tar.gz"
"""What a kernel started from the snapshot writes into site-packages instead of unpacking the wheels one by one
(1.5–2 s of a warm visit): every file they install, as Pyodide's loadPackage leaves them, but the modules the
snapshot has imported already and the wheels' `.data` folders (JupyterLab's extension files, which the page
loads from the site)."""
APP_BUILD = "build"
"""JupyterLite's own app (18 MB) that `voici build` copies and no Voici page loads, but for its themes:"""
THEMES = "themes"
"""JupyterLab's themes (80 kB): a page opened with `?theme=dark` loads the dark one's stylesheet from
`build/themes/` (Voici's `themesUrl`); without it the page shows an error dialog and stays light."""
SERVICE_WORKER = "site_service_worker.js"
"""The site's service worker (offline after one visit), written over JupyterLite's at both its places."""
SERVICE_WORKER_PATHS = ("service-worker.js", "voici/build/service-worker.js")
NOT_PRECACHED = (
    "files/",
    "doc/",
    "voici/tree/",
    "jupyter-lite.ipynb",
    *SERVICE_WORKER_PATHS,
)
"""What the service worker does not store: what no app page loads, and itself."""
REDIRECT = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Aggravation</title>
<script>
  // after this page has loaded, so that its own request is not cut short
  window.addEventListener("load", () => window.location.replace("PAGE" + window.location.search));
</script>
</head><body><p><a href="PAGE">Aggravation</a></p></body></html>
"""
"""The site's front door opens the index app (keeping `?lang=ru`), not JupyterLite's file list."""


def pinned(name: str) -> str:
    """`name==version` as installed in the environment that builds (and tests) the site."""
    return f"{name}=={metadata.version(name)}"


def run(*command: str, cwd: Path | None = None) -> None:
    subprocess.run(command, check=True, cwd=cwd)


def download_wheels(requirements: list[str], into: Path) -> None:
    """Pure (py3-none-any) wheels only: Pyodide cannot load anything else."""
    run(
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--no-deps",
        "--only-binary=:all:",
        "--platform",
        "any",
        "--python-version",
        "3.13",
        "--implementation",
        "py",
        "--abi",
        "none",
        "--dest",
        str(into),
        *requirements,
    )


def wheel_for(name: str, folder: Path, version: str = "") -> Path:
    prefix = f"{name.replace('-', '_').lower()}-{version}-" if version else f"{name.replace('-', '_').lower()}-"
    found = [path for path in folder.glob("*.whl") if path.name.lower().startswith(prefix)]
    if len(found) != 1:
        raise SystemExit(f"publish: expected one wheel of {name} in {folder}, found {found}")
    return found[0]


def stand_in_wheel(name: str, version: str, into: Path) -> Path:
    path = into / f"{name}-{version}-py3-none-any.whl"
    dist = f"{name}-{version}.dist-info"
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr(f"{dist}/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
        wheel.writestr(
            f"{dist}/WHEEL", "Wheel-Version: 1.0\nGenerator: publish\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        )
        wheel.writestr(f"{dist}/RECORD", "")
    return path


def pure_wheel(name: str, package: str, into: Path) -> Path:
    """A py3-none-any wheel of the installed distribution `name`: the Python modules of `package`, its licence
    files and its metadata, with a RECORD of what it holds."""
    dist = metadata.distribution(name)
    base = f"{canonical(name).replace('-', '_')}-{dist.version}"
    info = f"{base}.dist-info"

    def kept_as(file: metadata.PackagePath) -> str:
        return file.as_posix() if file.parts[0] == package else f"{info}/licenses/{file.name}"

    files = {
        kept_as(file): Path(str(dist.locate_file(file))).read_bytes()
        for file in dist.files or []
        if (file.parts[0] == package and file.suffix == ".py") or "licenses" in file.parts[1:-1]
    }
    files[f"{info}/METADATA"] = (dist.read_text("METADATA") or "").encode("utf-8")
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: publish\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = [f"{member},sha256={record_hash(data)},{len(data)}" for member, data in sorted(files.items())]
    files[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode("utf-8")
    path = into / f"{base}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for member, data in files.items():
            wheel.writestr(zipfile.ZipInfo(member, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return path


def record_hash(data: bytes) -> str:
    """A file's hash as a wheel's RECORD writes it (PEP 376: urlsafe base64, no padding)."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_core(cache: Path, into: Path) -> dict:
    """Pyodide's core files from npm, and its package list (returned, to be rewritten)."""
    tarball = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            raise SystemExit(
                "publish: npm is needed to fetch Pyodide from the npm registry (Debian: apt-get install npm)"
            )
        run("npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache))
    if sha256(tarball) != PYODIDE_SHA256:
        raise SystemExit(f"publish: {tarball} is not the Pyodide {PYODIDE_VERSION} this build was made for")
    into.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for name in (*PYODIDE_CORE, "pyodide-lock.json"):
            member = archive.extractfile(f"package/{name}")
            (into / name).write_bytes(member.read())
    return json.loads((into / "pyodide-lock.json").read_text())


def canonical(name: str) -> str:
    """Package names as Pyodide's list keys them (`prompt_toolkit` is listed as `prompt-toolkit`)."""
    return name.lower().replace("_", "-").replace(".", "-")


def kernel_closure(lock: dict) -> list[str]:
    """Every package the kernel needs, following Pyodide's list of dependencies."""
    packages, wanted = lock["packages"], list(KERNEL_NEEDS)
    needed: list[str] = []
    while wanted:
        name = canonical(wanted.pop())
        if name in needed:
            continue
        needed.append(name)
        if name not in STAND_INS:
            wanted.extend(d for d in packages[name]["depends"] if d not in NOT_NEEDED.get(name, ()))
    return sorted(needed)


def lock_entry(wheel: Path, depends: list[str], known: dict | None) -> dict:
    """One package in Pyodide's list: Pyodide's own entry if it has one, checked against our file."""
    name = canonical(wheel.name.split("-")[0])
    entry = dict(
        known
        or {
            "name": name,
            "imports": [name.replace("-", "_")],
            "install_dir": "site",
            "package_type": "package",
            "unvendored_tests": False,
        }
    )
    entry.update(version=wheel.name.split("-")[1], file_name=wheel.name, sha256=sha256(wheel), depends=depends)
    if entry["package_type"] == "cpython_module":
        entry["package_type"] = "package"
    return entry


def bundle_packages(lock: dict, cache: Path, own: Path, into: Path) -> list[str]:
    """Put every wheel the pages need beside Pyodide and list exactly those in pyodide-lock.json.

    Returns the packages to load when the kernel starts: the kernel's own
    dependencies and the apps' wheels, so no notebook needs a `%pip` cell.
    """
    packages = lock["packages"]
    needed = kernel_closure(lock)
    pins = [f"{name}=={packages[name]['version']}" for name in needed if name not in STAND_INS]
    extras = sorted(
        {name for kernel_package in needed for name in MISSING_FROM_LOCK.get(kernel_package, ())} | set(APP_WHEELS)
    )
    download_wheels(pins + [pinned(name) for name in extras], cache)
    bundled = {}
    for name in needed:
        wheel = (
            stand_in_wheel(name, packages[name]["version"], into)
            if name in STAND_INS
            else Path(shutil.copy2(wheel_for(name, cache, packages[name]["version"]), into))
        )
        replaced = {path: text for (package, path), text in STAND_IN_MODULES.items() if package == name}
        if replaced:
            rewrite_wheel(wheel, set(), replaced)
        depends = (
            []
            if name in STAND_INS
            else [canonical(d) for d in packages[name]["depends"] if d not in NOT_NEEDED.get(name, ())]
        )
        depends += [canonical(extra) for extra in MISSING_FROM_LOCK.get(name, ())]
        bundled[name] = lock_entry(wheel, depends, packages[name])
    for name in extras:
        wheel = Path(shutil.copy2(wheel_for(name, cache, metadata.version(name)), into))
        bundled[canonical(name)] = lock_entry(wheel, [], None)
    for name, package in PURE_FROM_INSTALLED.items():
        bundled[canonical(name)] = {**lock_entry(pure_wheel(name, package, into), [], None), "imports": [package]}
    for name in KERNEL_WHEELS:
        bundled[canonical(name)] = lock_entry(Path(shutil.copy2(wheel_for(name, kernel_wheels()), into)), [], None)
    bundled["aggravation-nb"] = lock_entry(Path(shutil.copy2(own, into)), [], None)
    for entry in bundled.values():
        without_data(into / entry["file_name"])
        entry["sha256"] = sha256(into / entry["file_name"])
    if precompile([into / entry["file_name"] for name, entry in bundled.items() if name not in STAND_INS]):
        for entry in bundled.values():
            entry["sha256"] = sha256(into / entry["file_name"])
    lock["packages"] = bundled
    (into / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return [*KERNEL_NEEDS, *KERNEL_WHEELS, *APP_WHEELS, *map(canonical, PURE_FROM_INSTALLED), "aggravation_nb"]


def pyodide_python() -> str | None:
    """A CPython of Pyodide's minor version, to compile bytecode with: $PYODIDE_PYTHON, python3.13, or pyenv's."""
    candidates = [
        os.environ.get("PYODIDE_PYTHON"),
        shutil.which(f"python{PYODIDE_PYTHON}"),
        *map(str, sorted(Path.home().glob(f".pyenv/versions/{PYODIDE_PYTHON}.*/bin/python"))),
    ]
    for candidate in filter(None, candidates):
        answer = subprocess.run(
            [candidate, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], capture_output=True, text=True
        )
        if answer.returncode == 0 and answer.stdout.strip() == PYODIDE_PYTHON:
            return candidate
    return None


def precompile(wheels: list[Path]) -> bool:
    """Ship bytecode instead of source when a matching Python is at hand (the kernel starts about 1 s sooner)."""
    python = pyodide_python()
    if python is None:
        print(
            f"publish: no Python {PYODIDE_PYTHON} found (set PYODIDE_PYTHON): wheels ship as source, "
            "and pages start about a second later"
        )
        return False
    run(python, str(ROOT / "scripts" / "compile_wheels.py"), *map(str, wheels))
    return True


def kernel_wheels() -> Path:
    """Where jupyterlite-pyodide-kernel keeps its own wheels in this environment."""
    return (
        Path(sys.prefix)
        / "share"
        / "jupyter"
        / "labextensions"
        / "@jupyterlite"
        / "pyodide-kernel-extension"
        / "static"
        / "pypi"
    )


OPENING_RUN = "aggravation_nb/games/aggravation/stats/opening_run.npz"
"""The statistics page's opening run (110 kB): the site draws that page when it is built, and has no numpy."""
CATALOGUE_SOURCES = (".po", ".pot")
"""The catalogues' sources (100 kB in the wheel): pages read the compiled `.mo` files."""


def own_wheel(into: Path) -> Path:
    """aggravation_nb itself, built from this checkout, without what no page of the site reads: the opening
    run, the catalogues' sources, and the README its METADATA carries as a description (30 kB)."""
    shutil.rmtree(into, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(into), str(ROOT))
    wheel = wheel_for("aggravation_nb", into)
    with zipfile.ZipFile(wheel) as source:
        dropped = {name for name in source.namelist() if name.endswith(CATALOGUE_SOURCES)}
        metadata_file = next(name for name in source.namelist() if name.endswith(".dist-info/METADATA"))
        headers = source.read(metadata_file).decode("utf-8").split("\n\n", 1)[0] + "\n"
    rewrite_wheel(wheel, {OPENING_RUN, *dropped}, {metadata_file: headers})
    return wheel


def without_data(wheel: Path) -> None:
    """Leave out a wheel's `.data` folder: the JupyterLab extension files anywidget and jupyterlab_widgets
    carry (350 kB), which a page loads from the site's `extensions/`, never from Python's file system."""
    with zipfile.ZipFile(wheel) as source:
        dropped = {name for name in source.namelist() if name.split("/")[0].endswith(".data")}
    if dropped:
        rewrite_wheel(wheel, dropped, {})


def markdown_cell(cell_id: str, source: str, lang: str) -> dict:
    return {"cell_type": "markdown", "id": cell_id, "metadata": {"tags": [f"lang-{lang}"]}, "source": source}


def static_statistics() -> dict:
    """The statistics page as the static site shows it: plots the real simulator drew at build time.

    numpy and matplotlib for Pyodide cannot be had from the registries, so
    this page runs only the language switch; the live app is on Binder.
    """
    from aggravation_nb.apps.statistics import StatisticsApp
    from aggravation_nb.i18n import LANGUAGES, text, whole
    from aggravation_nb.server.published import binder_link

    cells = [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "language-switch",
            "metadata": {},
            "outputs": [],
            "source": "from aggravation_nb.views import page_bar\n\npage_bar()",
        }
    ]
    for lang in LANGUAGES:
        app = StatisticsApp(lang)
        note = text("stats.prebuilt", lang, games=whole(app.games.value, lang), seed=app.seed.value)
        source = (
            f"# {text('stats.static-title', lang)}\n\n{note} [{text('stats.live', lang)}]"
            f"({binder_link('05-statistics', lang)}).\n\n{app.results_html()}\n"
        )
        cells.append(markdown_cell(f"statistics-{lang}", source, lang))
    notebook = json.loads((ROOT / "notebooks" / "05-statistics.ipynb").read_text())
    notebook["cells"] = cells
    return notebook


def site_contents(into: Path) -> None:
    """The notebooks as they are (the package is loaded with the kernel, not by a cell), but statistics; and the
    study files of `notebooks/studies/`, which a link opens in the walkthrough (`#study-file=studies/…`)."""
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    for app in PUBLISHED:
        if app == "05-statistics":
            (into / f"{app}.ipynb").write_text(json.dumps(static_statistics(), ensure_ascii=False))
        else:
            shutil.copy2(ROOT / "notebooks" / f"{app}.ipynb", into)
    studies = sorted((ROOT / "notebooks" / "studies").glob("*.yaml"))
    if studies:
        (into / "studies").mkdir()
        for study in studies:
            shutil.copy2(study, into / "studies")


def kernel_snapshot(pyodide: Path, work: Path) -> None:
    """Start Python and import IPython once, at build time, for a page's kernel to start from.

    A page's kernel then starts about 2.5 s sooner than when it imports IPython itself. The modules it
    imports tell which of pygments' a page can use (`trim_wheels`).
    """
    if shutil.which("node") is None:
        raise SystemExit("publish: Node.js is needed to make the kernel snapshot (Debian: apt-get install nodejs)")
    imported = work / "snapshot-imported.json"
    run(
        "node",
        str(ROOT / "scripts" / "kernel_snapshot.mjs"),
        str(pyodide),
        str(pyodide / "kernel.snapshot.gz"),
        str(imported),
        SNAPSHOT_WARM_UP,
        *SNAPSHOT_IMPORTS,
    )
    shutil.copy2(ROOT / "scripts" / SNAPSHOT_LOADER, pyodide)
    modules = set(json.loads(imported.read_text()))
    trim_wheels(pyodide, modules)
    site_packages_archive(pyodide, modules)


def rewrite_wheel(wheel: Path, dropped: set[str], replaced: dict[str, str]) -> None:
    """Leave out of a wheel the files `dropped`, give those in `replaced` new text, and say so in its RECORD."""
    rewritten = wheel.with_suffix(".rewriting")
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(rewritten, "w", zipfile.ZIP_DEFLATED) as target:
        for member in source.infolist():
            if member.filename.endswith(".dist-info/RECORD"):
                lines = source.read(member).decode("utf-8").splitlines()
                target.writestr(member, "\n".join(line for line in lines if line.split(",")[0] not in dropped) + "\n")
            elif member.filename in replaced:
                target.writestr(member, replaced[member.filename])
            elif member.filename not in dropped:
                target.writestr(member, source.read(member))
    rewritten.replace(wheel)


def trim_wheels(pyodide: Path, imported: set[str]) -> None:
    """Leave out of the wheels of `TRIMMED_TO_IMPORTED` every module the snapshot did not import (keeping
    data files and metadata); the package list gets the new checksums."""
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    for entry in lock["packages"].values():
        wheel = pyodide / entry["file_name"]
        with zipfile.ZipFile(wheel) as source:
            dropped = {
                name
                for name in source.namelist()
                if name.startswith(TRIMMED_TO_IMPORTED) and name.endswith((".py", ".pyc")) and name not in imported
            }
        if dropped:
            rewrite_wheel(wheel, dropped, {})
            entry["sha256"] = sha256(wheel)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True))


def site_packages_archive(pyodide: Path, imported: set[str]) -> None:
    """Write `SITE_PACKAGES`: one gzipped tar (which the loader reads in JavaScript) of the bundled wheels' files
    but those the snapshot has imported, with the INSTALLER and PYODIDE_SOURCE Pyodide's loadPackage adds."""
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    prefix = f"lib/python{PYODIDE_PYTHON}/site-packages/"
    with (
        gzip.GzipFile(pyodide / SITE_PACKAGES, "wb", compresslevel=9, mtime=0) as packed,  # the same bytes each build
        tarfile.open(fileobj=packed, mode="w", format=tarfile.USTAR_FORMAT) as archive,
    ):

        def add(name: str, data: bytes) -> None:
            member = tarfile.TarInfo(prefix + name)
            member.size, member.mode = len(data), 0o644
            archive.addfile(member, io.BytesIO(data))

        for entry in sorted(lock["packages"].values(), key=lambda entry: entry["file_name"]):
            with zipfile.ZipFile(pyodide / entry["file_name"]) as wheel:
                for name in wheel.namelist():
                    if not (name.endswith("/") or name in imported or name.split("/")[0].endswith(".data")):
                        add(name, wheel.read(name))
                dist_info = next(name.split("/")[0] for name in wheel.namelist() if ".dist-info/" in name)
            add(f"{dist_info}/INSTALLER", b"pyodide.loadPackage")
            add(f"{dist_info}/PYODIDE_SOURCE", b"pyodide")


def start_from_snapshot(output: Path) -> None:
    """Point every page's kernel at the snapshot loader instead of pyodide.js.

    Done on the built pages because the kernel's build step always sets that
    setting back to pyodide.js.
    """
    for page in [output / "jupyter-lite.json", *output.rglob("*.html")]:
        text = page.read_text()
        if "static/pyodide/pyodide.js" in text:
            page.write_text(text.replace("static/pyodide/pyodide.js", f"static/pyodide/{SNAPSHOT_LOADER}"))
        elif page.parent.name == "render":
            raise SystemExit(f"publish: {page} names no pyodide.js to start its kernel from")


KERNEL_WORKER = "kernel_worker.js"
"""The kernel's worker as the pages start it: the snapshot loader, then JupyterLite's worker code."""
KERNEL_WORKER_CODE = re.compile(r"new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\),\w+\.b\),\{type:void 0\}\)\}initRemote")
"""Where the Pyodide kernel (0.7) makes its worker when the page is not cross-origin isolated (the other branch,
before it, makes the one that waits on Atomics): the number of webpack's chunk that holds the worker's code."""
EARLY_KERNEL = """<script>
  // The kernel's worker, started now rather than once JupyterLite's scripts have loaded and ask for it (about a
  // second later): meanwhile it starts Python from the snapshot the site's service worker has stored
  // (scripts/kernel_worker.js). JupyterLite's request for that worker gets this one. Not on a first visit (no
  // service worker controls the page yet), which has no snapshot to start from, and whose kernel must load Pyodide
  // through the service worker (installed meanwhile), which keeps the compiled WebAssembly for the next visits.
  // Over plain HTTP, where no service worker runs, every visit fetches the snapshot and starts early.
  (() => {
    if (!window.Worker || window.crossOriginIsolated) return;  // isolated, the kernel asks for another worker
    if (window.isSecureContext && !navigator.serviceWorker?.controller) return;
    let early;
    try {
      early = new Worker(new URL("WORKER", location.href));
    } catch {
      return;
    }
    window.Worker = new Proxy(window.Worker, {
      construct(target, args, newTarget) {
        if (early && new URL(args[0], document.baseURI).pathname.endsWith("/CODE")) {
          const worker = early;
          early = null;
          return worker;
        }
        return Reflect.construct(target, args, newTarget);
      },
    });
  })();
</script>
"""


def start_the_kernel_early(output: Path) -> None:
    """Have every app's page start its kernel's worker as its first script (`EARLY_KERNEL`): a warm visit's kernel
    then starts from the snapshot while the page's own scripts load, instead of after them."""
    extension = output / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    chunks = [found for script in extension.glob("*.js") for found in KERNEL_WORKER_CODE.findall(script.read_text())]
    code = [path for chunk in set(chunks) for path in extension.glob(f"{chunk}.*.js")]
    if len(code) != 1:
        raise SystemExit(f"publish: expected one Pyodide kernel worker in {extension}, found {code}; has it changed?")
    pyodide = output / "static" / "pyodide"
    worker = (ROOT / "scripts" / KERNEL_WORKER).read_text()
    (pyodide / KERNEL_WORKER).write_text(
        worker.replace("KERNEL_WORKER", Path(os.path.relpath(code[0], pyodide)).as_posix())
    )
    for page in output.rglob("*.html"):
        text = page.read_text()
        if page.parent.name == "render" and f"static/pyodide/{SNAPSHOT_LOADER}" in text:
            where = Path(os.path.relpath(pyodide / KERNEL_WORKER, page.parent)).as_posix()
            script = EARLY_KERNEL.replace("WORKER", where).replace("CODE", code[0].name)
            page.write_text(text.replace("<script", script + "<script", 1))


NO_SERVICE_WORKER = 'else console.warn("ServiceWorkers not supported in this browser")'
"""Where JupyterLite's service worker manager (0.7) finds the browser has no service worker at all: a page that
is no secure context, as the site served over plain HTTP on a school's network (any address but 127.0.0.1's
and localhost's). It then leaves its `ready` promise pending for ever, and Voici waits for that before it
draws the notebook: the page said "Running ..." and nothing more."""


def ready_without_service_worker(output: Path) -> None:
    """Have JupyterLite's service worker manager say it is ready when the browser has no service worker (its
    `enabled` stays false, so the kernel works without the site's files, as when registering one fails): the
    apps then open over plain HTTP too (tests/browser/test_static_site_and_voila_in_firefox.py)."""
    patched = 0
    for script in output.rglob("*.js"):
        text = script.read_text(encoding="utf-8", errors="surrogateescape")
        if NO_SERVICE_WORKER in text:
            script.write_text(
                text.replace(NO_SERVICE_WORKER, f"{NO_SERVICE_WORKER},this._ready.resolve(void 0)"),
                encoding="utf-8",
                errors="surrogateescape",
            )
            patched += 1
    if not patched:
        raise SystemExit(
            "publish: no JupyterLite service worker manager found to let pages open without a service "
            "worker; has JupyterLite changed?"
        )


FIRST_REGISTRATION = "s=await t.register(e),"
"""Where JupyterLite's service worker manager (0.7) registers the service worker on a page no service worker
controls yet. It writes its version key (`<worker URL>-version`) only on a page already controlled, after
checking it; so on a pupil's second visit, finding no key, it took the site's service worker for an older
JupyterLite's, unregistered it and registered it again, and the kernel started a second late."""


def keep_the_first_registration(output: Path) -> None:
    """Have JupyterLite's service worker manager write its version key as it first registers the service worker,
    so that a warm visit keeps it (the key is what it checks on every later visit)."""
    patched = 0
    for script in output.rglob("*.js"):
        text = script.read_text(encoding="utf-8", errors="surrogateescape")
        version = re.search(r"localStorage\.getItem\(t\);if\(s&&s!==(\w+)\|\|!s\)", text)
        if FIRST_REGISTRATION in text and version:
            remember = f"(()=>{{try{{localStorage.setItem(`${{e}}-version`,{version[1]})}}catch{{}}}})(),"
            script.write_text(
                text.replace(FIRST_REGISTRATION, FIRST_REGISTRATION + remember),
                encoding="utf-8",
                errors="surrogateescape",
            )
            patched += 1
    if not patched:
        raise SystemExit(
            "publish: no JupyterLite service worker manager found to keep its first registration; "
            "has JupyterLite changed?"
        )


def lite_settings(lite: Path, preload: list[str]) -> None:
    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": preload}}
    settings = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel}},
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=1))


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def publish(output: Path, work: Path, docs: Path | None = None) -> Path:
    """Build the site into `output` (downloads and intermediate files in `work`), with the documentation that
    `scripts/docs` built in `docs` at its root, if given."""
    cache, lite = work / "cache", work / "lite"
    cache.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(lite, ignore_errors=True)
    pyodide = lite / "static" / "pyodide"
    lock = pyodide_core(cache, pyodide)
    preload = bundle_packages(lock, cache, own_wheel(work / "wheel"), pyodide)
    kernel_snapshot(pyodide, work)
    lite_settings(lite, preload)
    site_contents(work / "contents")
    shutil.rmtree(output, ignore_errors=True)
    (work / ".jupyterlite.doit.db").unlink(missing_ok=True)  # its memory of a past build skips steps
    run(
        str(Path(sys.executable).parent / "voici"),
        "build",
        "--lite-dir",
        str(lite),
        "--contents",
        str(work / "contents"),
        "--template",
        "aggravation",
        "--no-sourcemaps",
        "--output-dir",
        str(output),
        cwd=work,
    )
    for path in (output / APP_BUILD).iterdir():
        if path.is_dir() and path.name != THEMES:
            shutil.rmtree(path)
        elif path.is_file():
            path.unlink()
    start_from_snapshot(output)
    start_the_kernel_early(output)
    ready_without_service_worker(output)
    keep_the_first_registration(output)
    for folder, up in ((output, ""), (output / "voici", "../")):
        (folder / "index.html").write_text(REDIRECT.replace("PAGE", f"{up}voici/render/index.html"))
    service_worker(output, with_docs(output, docs) if docs else frozenset())
    return output


def service_worker(output: Path, docs: frozenset[str] = frozenset()) -> None:
    """Write the site's service worker: the files to store, and a version that is the checksum of them all,
    so that each build is a new service worker with a cache of its own. The documentation's files (`docs`, the
    names at the site's root) count in the version, so that a browser never keeps an old page of it, but are
    not stored ahead: what works offline is the apps."""
    files = sorted(path.relative_to(output).as_posix() for path in output.rglob("*") if path.is_file())
    version = hashlib.sha256()
    for name in files:
        if name not in SERVICE_WORKER_PATHS:
            version.update(f"{name} {sha256(output / name)}\n".encode())
    text = (ROOT / "scripts" / SERVICE_WORKER).read_text().replace("BUILD_VERSION", version.hexdigest()[:16])
    stored = [name for name in files if not name.startswith(NOT_PRECACHED) and name.split("/")[0] not in docs]
    text = text.replace("PRECACHE_LIST", json.dumps(stored))
    for name in SERVICE_WORKER_PATHS:
        (output / name).write_text(text)


def with_docs(site: Path, docs: Path) -> frozenset[str]:
    """Put the documentation at the site's root, in place of the redirect to the index app: the docs' links to the
    apps (`voici/render/...`, `server/published.py`) then stay within the site. Returns the names it put there."""
    taken = sorted(path.name for path in docs.iterdir() if (site / path.name).exists() and path.name != "index.html")
    if taken:
        raise SystemExit(f"publish: the docs and the apps both have {taken} at the site's root")
    shutil.copytree(docs, site, dirs_exist_ok=True)
    return frozenset(path.name for path in docs.iterdir())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site", help="the site folder (default: site/)")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "publish",
        help="downloads and intermediate files (default: build/publish/)",
    )
    parser.add_argument(
        "--docs",
        type=Path,
        help="a documentation site built by scripts/docs, put at the site's root with the apps beneath it (voici/)",
    )
    arguments = parser.parse_args()
    site = publish(arguments.output.resolve(), arguments.work.resolve(), arguments.docs and arguments.docs.resolve())
    print(f"publish: built {site} ({folder_size(site) / 1e6:.1f} MB)")
    print(f"publish: serve it with  python -m http.server --directory {site} 8000  and open http://127.0.0.1:8000/")


if __name__ == "__main__":
    main()
